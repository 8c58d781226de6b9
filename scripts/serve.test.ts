import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './serve';

let base = '';
let siteDir = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'serve-'));
  siteDir = dir;
  // A folder beside the site whose name starts with the site folder's.
  await mkdir(`${dir}-private`, { recursive: true });
  await writeFile(path.join(`${dir}-private`, 'key.txt'), 'SECRET');
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await mkdir(path.join(dir, 'ja'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"/></head><body><h1>home</h1></body></html>`,
  );
  await writeFile(path.join(dir, 'docs', 'index.html'), `<h1>docs</h1>${'x'.repeat(2000)}`);
  await writeFile(path.join(dir, '404.html'), 'Page not found');
  await writeFile(path.join(dir, 'ja', '404.html'), 'ページが見つかりません');
  await writeFile(path.join(dir, 'app.js'), 'console.log(1)');
  const server = createSiteServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('site server', () => {
  it("sends the page's Content-Security-Policy with frame-ancestors, and the other security headers", async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'self'",
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const script = await fetch(`${base}/app.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${base}/ja/nothing/here/`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('serves pages and files', async () => {
    const page = await fetch(`${base}/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>docs</h1>');
    expect(await (await fetch(`${base}/app.js`)).text()).toBe('console.log(1)');
  });

  it('compresses text when the client accepts it', async () => {
    const response = await fetch(`${base}/docs/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1>docs</h1>');
  });

  it('answers a request for an unchanged file with 304, per encoding', async () => {
    const first = await fetch(`${base}/docs/`, { headers: { 'Accept-Encoding': 'br' } });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    const again = await fetch(`${base}/docs/`, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': `"old", ${tag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherEncoding = await fetch(`${base}/docs/`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(tag) },
    });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get('content-encoding')).toBe('gzip');
    expect(await otherEncoding.text()).toContain('<h1>docs</h1>');
    const missing = await fetch(`${base}/no/such/page/`, { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
  });

  it('redirects paths without slash, .html and /index to the clean path', async () => {
    for (const from of ['/docs', '/docs/index.html', '/docs/index', '/docs.html']) {
      const response = await fetch(`${base}${from}?q=1`, { redirect: 'manual' });
      expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, '/docs/?q=1']);
    }
  });

  it('answers unknown paths with the 404 page of their locale', async () => {
    const english = await fetch(`${base}/no/such/page/`);
    expect(english.status).toBe(404);
    expect(await english.text()).toBe('Page not found');
    const japanese = await fetch(`${base}/ja/deep/missing/page/`);
    expect(japanese.status).toBe(404);
    expect(await japanese.text()).toBe('ページが見つかりません');
  });

  it('refuses paths outside the site folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc/passwd`);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('root:');
    const sibling = await fetch(`${base}/..%2f${path.basename(siteDir)}-private/key.txt`);
    expect([400, 404]).toContain(sibling.status);
    expect(await sibling.text()).not.toContain('SECRET');
  });

  it('reads a path that starts with two slashes as a path, not as a host name', async () => {
    const response = await fetch(`${base}//docs/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>docs</h1>');
  });
});

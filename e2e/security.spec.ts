import { expect, test, type Page } from '@playwright/test';

/** Records every Content-Security-Policy violation of the page (and its frames) from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('pages are served with their Content-Security-Policy and the security headers', async ({ request }) => {
  for (const path of ['/', '/ja/docs/components/knob/', '/docs/no/such/page/']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/);
    expect(policy, path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // The same policy is in the page itself, for static hosts that send no header.
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy.startsWith(meta.replace(/&quot;/g, '"')), path).toBe(true);
    expect(html, path).not.toMatch(/\son[a-z]+="/);
  }
});

test('the policy is in force: a script injected into the page does not run', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/docs/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations(page)).join('\n')).toContain('script-src');
});

test('the site runs under its policy: home, docs, live blocks, API, search, templates, 404', async ({
  page,
}) => {
  await recordViolations(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });

  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // A React live block compiles the reader's code in the browser.
  await page.goto('/docs/');
  const reactBlock = page.locator('[data-live-block="react"]').first();
  await reactBlock.scrollIntoViewIfNeeded();
  await expect(reactBlock.getByRole('slider').first()).toBeVisible({ timeout: 15_000 });
  expect(await violations(page)).toEqual([]);

  // A web-components live block runs its elements and the reader's scripts in a srcdoc frame.
  await page.goto('/docs/tutorials/web-components/getting-started/');
  const htmlBlock = page.locator('[data-live-block="html"]').first();
  await htmlBlock.scrollIntoViewIfNeeded();
  const frame = htmlBlock.frameLocator('iframe');
  await expect(
    frame.locator('vibrato-knob, vibrato-slider, vibrato-piano, vibrato-xy-pad').first(),
  ).toBeAttached({
    timeout: 15_000,
  });
  await expect
    .poll(() =>
      frame.locator(':defined').evaluateAll((nodes) => nodes.some((node) => node.localName.includes('-'))),
    )
    .toBe(true);
  expect(await violations(page)).toEqual([]);

  await page.goto('/ja/docs/api/react/variables/Knob/');
  await expect(page.locator('main h1')).toContainText('Knob');
  await expect(page.locator('button.navbar-search[data-ready]')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('ノブ');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  expect(await violations(page)).toEqual([]);

  await page.goto('/search/?q=slider');
  await expect(page.locator('main a[href*="/docs/"]').first()).toBeVisible({ timeout: 10_000 });
  await page.goto('/templates/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/docs/no/such/page/');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('external links open without giving the other site a handle on ours', async ({ page }) => {
  for (const path of ['/', '/ja/docs/', '/docs/api/react/variables/Knob/']) {
    await page.goto(path);
    const external = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) =>
        links
          .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== location.origin)
          .map((link) => ({ href: link.getAttribute('href'), rel: link.getAttribute('rel') ?? '' })),
      );
    expect(external.length, path).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.rel.split(/\s+/), `${path} ${link.href}`).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
  }
});

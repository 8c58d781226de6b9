import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHandlers, inlineScripts, pagePolicy, policyOf, scriptHash, withPolicyMeta } from './csp';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<script>window.a = 1;</script>',
  '<script type="application/ld+json">{"@type":"WebSite"}</script>',
  '<script src="/app.js" async></script></head>',
  '<body><pre>&lt;script&gt;not a script&lt;/script&gt;</pre>',
  '<script id="x">\n  window.b = "</p>";\n</script></body></html>',
].join('');

const directive = (policy: string, name: string) =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe('inline scripts and hashes', () => {
  it('finds the text of inline scripts only, exactly', () => {
    expect(inlineScripts(PAGE)).toEqual(['window.a = 1;', '\n  window.b = "</p>";\n']);
  });

  it('hashes as the browser does (sha256 of the UTF-8 text, base64)', () => {
    const expected = createHash('sha256').update('ノブ').digest('base64');
    expect(scriptHash('ノブ')).toBe(`'sha256-${expected}'`);
  });
});

describe('pagePolicy', () => {
  it('allows our files and the inline scripts by hash, nothing inline or evaluated', () => {
    const policy = pagePolicy(PAGE, { analytics: false });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${scriptHash('window.a = 1;')} ${scriptHash('\n  window.b = "</p>";\n')}`,
    );
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'connect-src')).not.toContain('google');
  });

  it('allows evaluation on pages with React live blocks and inline scripts on pages with HTML live blocks', () => {
    const react = pagePolicy(`${PAGE}<div data-live-block="react"></div>`, { analytics: false });
    expect(directive(react, 'script-src')).toContain("'unsafe-eval'");
    const html = pagePolicy(`${PAGE}<div data-live-block="html"></div>`, { analytics: false });
    expect(directive(html, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('allows Google Analytics only when it is configured', () => {
    const policy = pagePolicy(PAGE, { analytics: true });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('the policy meta element', () => {
  it('goes right after the charset, round-trips, and replaces an older one', () => {
    const policy = pagePolicy(PAGE, { analytics: false });
    const once = withPolicyMeta(PAGE, policy);
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script'));
    expect(once.indexOf('http-equiv')).toBeGreaterThan(once.indexOf('charSet'));
    expect(policyOf(once)).toBe(policy);
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(policyOf(twice)).toBe("default-src 'none'");
    expect(policyOf(PAGE)).toBeNull();
  });
});

describe('inlineHandlers', () => {
  it('reports event handler attributes and javascript: URLs, not text that mentions them', () => {
    expect(
      inlineHandlers(
        '<p>Use onclick="x" never</p><button onclick="go()">Go</button><a href=" javascript:alert(1)">x</a><a href="/docs/">ok</a>',
      ),
    ).toEqual(['<button onclick>', '<a href=" javascript:alert(1)">']);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from './script';

const run = (script: string) => new Function(script)();
const banner = () => document.getElementById(BASE_URL_BANNER_ID);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('baseUrlBannerScript', () => {
  it('shows the banner when the page is served outside the configured base path', () => {
    window.history.replaceState(null, '', '/wrong/docs/');
    run(baseUrlBannerScript('/vibrato/', 'Set basePath to /wrong/'));
    expect(banner()?.getAttribute('role')).toBe('alert');
    expect(banner()?.textContent).toBe('Set basePath to /wrong/');
    run(baseUrlBannerScript('/vibrato/', 'again'));
    expect(document.querySelectorAll(`#${BASE_URL_BANNER_ID}`)).toHaveLength(1);
  });

  it('shows nothing under the configured base path', () => {
    window.history.replaceState(null, '', '/vibrato/ja/docs/');
    run(baseUrlBannerScript('/vibrato/', 'message'));
    expect(banner()).toBeNull();
  });
});

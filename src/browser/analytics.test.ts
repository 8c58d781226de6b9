// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { GTAG_SCRIPT_URL, afterTitleUpdate, installGtag, sendPageView } from './analytics';

type Win = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const calls = () => ((window as Win).dataLayer ?? []).map((entry) => [...entry]);

afterEach(() => {
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  document.head.innerHTML = '';
});

describe('analytics', () => {
  it('loads gtag.js for the id with IP anonymisation and no automatic page view', () => {
    installGtag('G-TEST123');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST123`);
    expect(script?.async).toBe(true);
    expect(calls()[1]).toEqual(['config', 'G-TEST123', { anonymize_ip: true, send_page_view: false }]);
  });

  it('sends page_view with the title in place after the route update', async () => {
    installGtag('G-TEST123');
    window.history.replaceState(null, '', '/ja/docs/?q=x#h');
    document.title = 'Old page';
    const sent = new Promise<void>((resolve) =>
      afterTitleUpdate(() => {
        sendPageView();
        resolve();
      }),
    );
    document.title = 'はじめに | Vibrato UI';
    await sent;
    expect(calls().at(-1)).toEqual([
      'event',
      'page_view',
      {
        page_title: 'はじめに | Vibrato UI',
        page_location: 'http://localhost:3000/ja/docs/?q=x#h',
        page_path: '/ja/docs/?q=x#h',
        anonymize_ip: true,
      },
    ]);
  });

  it('sends nothing when gtag was not installed (no id configured)', () => {
    expect(() => sendPageView()).not.toThrow();
    expect((window as Win).dataLayer).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });
});

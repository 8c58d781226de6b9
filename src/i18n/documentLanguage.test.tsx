// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, documentLanguage, useDocumentLanguage } from './documentLanguage';

function DocumentLanguage({ locale }: { locale: string }) {
  useDocumentLanguage(locale);
  return null;
}

const root = document.documentElement;

/** Every change of `<html lang dir>` while `run` runs, as `name=value` (`name=null` when taken off). */
async function changesDuring(run: () => void): Promise<string[]> {
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      changes.push(`${record.attributeName}=${root.getAttribute(record.attributeName ?? '')}`);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
  run();
  await Promise.resolve();
  observer.disconnect();
  return changes;
}

afterEach(() => {
  cleanup();
  root.removeAttribute('lang');
  root.removeAttribute('dir');
});

describe('documentLanguage', () => {
  it('gives each locale its configured language and direction, and an unknown one the default locale’s', () => {
    expect(documentLanguage('en')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(documentLanguage('ja')).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(documentLanguage('xx')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('changes only what differs on <html>', async () => {
    root.setAttribute('lang', 'en');
    root.setAttribute('dir', 'ltr');
    expect(await changesDuring(() => applyDocumentLanguage('ja'))).toEqual(['lang=ja']);
    expect(await changesDuring(() => applyDocumentLanguage('ja'))).toEqual([]);
  });
});

describe('useDocumentLanguage', () => {
  it('sets the page’s language as its content is drawn, and leaves it untouched from one page to the next', async () => {
    root.setAttribute('lang', 'en');
    root.setAttribute('dir', 'ltr');
    const views: ReturnType<typeof render>[] = [];
    expect(await changesDuring(() => views.push(render(<DocumentLanguage locale="ja" />)))).toEqual([
      'lang=ja',
    ]);
    const [view] = views;
    // Another Japanese page: nothing taken off, nothing set again.
    expect(await changesDuring(() => view?.rerender(<DocumentLanguage locale="ja" />))).toEqual([]);
    expect(await changesDuring(() => view?.unmount())).toEqual([]);
    expect(root.getAttribute('lang')).toBe('ja');
  });
});

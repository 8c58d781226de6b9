// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider, type LocalePageContext } from '../../i18n/react';
import { TypeText } from './TypeText';

afterEach(cleanup);

const pageIn = (language: string): LocalePageContext => ({
  language,
  languages: ['en', 'ja'],
  defaultLanguage: 'en',
  routed: true,
  originalPath: '/docs/api/react/functions/useEventListener/',
  path: `${language === 'en' ? '' : `/${language}`}/docs/api/react/functions/useEventListener/`,
});
const stringsIn = (language: string) => ({
  edges: [
    {
      node: {
        ns: 'api',
        language,
        data: readFileSync(path.resolve(__dirname, '../../../locales', language, 'api.json'), 'utf8'),
      },
    },
  ],
});

describe('TypeText', () => {
  it("counts a shortened union's left-out members in the page's language", () => {
    const tokens = [{ text: "'abort' | 'blur' | 'click' | " }, { text: '… 133 more', more: 133 }];
    const shown = (language: string) =>
      render(
        <LocaleProvider page={pageIn(language)} strings={stringsIn(language)}>
          <code>
            <TypeText tokens={tokens} />
          </code>
        </LocaleProvider>,
      ).container.textContent;
    expect(shown('en')).toBe("'abort' | 'blur' | 'click' | … 133 more");
    cleanup();
    expect(shown('ja')).toBe("'abort' | 'blur' | 'click' | …ほか 133 個");
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale, useTranslation, type LocalePageContext } from './react';

afterEach(cleanup);

const page: LocalePageContext = {
  language: 'ja',
  languages: ['en', 'ja'],
  defaultLanguage: 'en',
  routed: true,
  originalPath: '/docs/',
  path: '/ja/docs/',
};
const strings = {
  edges: [
    { node: { ns: 'theme', language: 'ja', data: JSON.stringify({ toc: '目次', hello: '{{name}} さん' }) } },
  ],
};

function Probe() {
  const { t, i18n } = useTranslation();
  const { language, originalPath } = useLocale();
  i18n.addNamespace('search', { button: { text: '検索' } });
  return (
    <p>
      {[
        t('theme:toc'),
        t('theme:hello', { name: '佐藤' }),
        t('search:button.text'),
        t('theme:missing'),
        language,
        originalPath,
        i18n.language,
      ].join('|')}
    </p>
  );
}

describe('LocaleProvider', () => {
  it('gives its page the locale, the queried strings and strings added later', () => {
    render(
      <LocaleProvider page={page} strings={strings}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText(/目次/).textContent).toBe('目次|佐藤 さん|検索|theme:missing|ja|/docs/|ja');
  });

  it('never replaces strings the page loaded with ones added later', () => {
    function Adds() {
      const { t, i18n } = useTranslation();
      i18n.addNamespace('theme', { toc: 'On this page' });
      return <p>{t('theme:toc')}</p>;
    }
    render(
      <LocaleProvider page={page} strings={strings}>
        <Adds />
      </LocaleProvider>,
    );
    expect(screen.getByText('目次')).toBeTruthy();
  });

  it('outside a page, shows keys in the default locale', () => {
    function Bare() {
      const { t } = useTranslation();
      return <p>{`${t('theme:toc')} ${useLocale().language}`}</p>;
    }
    render(<Bare />);
    expect(screen.getByText('theme:toc en')).toBeTruthy();
  });
});

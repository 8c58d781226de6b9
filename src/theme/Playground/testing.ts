import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TFunction } from '../../i18n/react';
import { translate } from '../../i18n/strings';

/** For unit tests: a `t` over the real `playground` strings of `language`, as a page with live examples has them. */
export function playgroundT(language: 'en' | 'ja'): TFunction {
  const file = path.resolve(__dirname, '../../../locales', language, 'playground.json');
  const catalog = new Map<string, unknown>([
    ['playground', JSON.parse(readFileSync(file, 'utf8')) as unknown],
  ]);
  return (key, values) => translate(catalog, key, values) ?? key;
}

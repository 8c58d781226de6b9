import { useTranslation } from '../i18n/react';
import { useMemo } from 'react';

/** The templates' keys in locales/<locale>/templates.json. */
export type TemplateKey = 'synthPanel' | 'filterPad' | 'midiKeyboard';

/**
 * A template's labels in the page's language: every key of its English `defaults` object, read from
 * `templates:<template>.labels.<key>`. The templates themselves stay free of i18n so that they can be copied.
 */
export function useTemplateLabels<Labels extends Record<string, string>>(
  template: TemplateKey,
  defaults: Labels,
): Labels {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(defaults).map((key) => [key, t(`templates:${template}.labels.${key}`)]),
      ) as Labels,
    [t, template, defaults],
  );
}

import type { TypeText as TypeTextData } from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { useTranslation } from '../../i18n/react';
import { LocalLink } from '../LocalLink';

/**
 * A TypeScript type as text, with each documented type name linking to its page and the members a shortened union
 * leaves out counted in the page's language.
 */
export function TypeText({ tokens }: { tokens: TypeTextData }) {
  const { t } = useTranslation();
  return (
    <>
      {tokens.map((token, index) =>
        token.href ? (
          <LocalLink key={index} href={token.href}>
            {token.text}
          </LocalLink>
        ) : (
          <span key={index}>
            {token.more === undefined ? token.text : t('api:unionMore', { count: token.more })}
          </span>
        ),
      )}
    </>
  );
}

import type { TypeText as TypeTextData } from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { LocalLink } from '../LocalLink';

/** A TypeScript type as text, with each documented type name linking to its page. */
export function TypeText({ tokens }: { tokens: TypeTextData }) {
  return (
    <>
      {tokens.map((token, index) =>
        token.href ? (
          <LocalLink key={index} href={token.href}>
            {token.text}
          </LocalLink>
        ) : (
          <span key={index}>{token.text}</span>
        ),
      )}
    </>
  );
}

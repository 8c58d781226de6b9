import { useTranslation } from '../../i18n/react';
import type { ReactNode } from 'react';
import type { ApiGuide } from '../../../plugins/gatsby-source-typedoc/src/guides';
import type {
  ApiSymbolData,
  ApiTag,
  ApiTagName,
} from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { headingTitleId, LinkedHeading } from '../LinkedHeading';
import { LocalLink } from '../LocalLink';
import { LocalizedText, RichText } from './RichText';
import { apiSections, type ApiSection } from './sections';
import { MemberTables, ParameterTable, TypeParameterTable } from './Tables';
import { TypeText } from './TypeText';
import * as styles from './styles.module.css';

function Section({ section, children }: { section: ApiSection; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.section}
      aria-labelledby={headingTitleId(section.id)}
      // Not in the search index: "Defined in" and a file and line under every symbol would fill the hits for its name.
      data-search-ignore={section.key === 'source' ? '' : undefined}
    >
      <LinkedHeading as="h2" id={section.id}>
        {t(`api:headings.${section.key}`)}
      </LinkedHeading>
      {children}
    </section>
  );
}

function tagsOf(symbol: ApiSymbolData, tag: ApiTagName): ApiTag[] {
  return [...symbol.tags, ...symbol.signatures.flatMap((signature) => signature.tags)].filter(
    (entry) => entry.tag === tag,
  );
}

/** The body of one API page: summary, then each section that applies, in the order `apiSections` gives. */
export function SymbolView({ symbol, guide }: { symbol: ApiSymbolData; guide: ApiGuide | null }) {
  const { t } = useTranslation();
  const multiple = symbol.signatures.length > 1;
  const render: Record<ApiSection['key'], () => ReactNode> = {
    signature: () =>
      symbol.signatures.map((signature, index) => (
        <div key={index} className={styles.signature}>
          <pre className={styles.code} tabIndex={0}>
            <code>
              <TypeText tokens={signature.text} />
            </code>
          </pre>
          {multiple && <LocalizedText en={signature.summary} ja={signature.summaryJa} />}
        </div>
      )),
    type: () => (
      <pre className={styles.code} tabIndex={0}>
        <code>
          {symbol.kind === 'type-aliases' ? `type ${symbol.name} = ` : `const ${symbol.name}: `}
          <TypeText tokens={symbol.type ?? []} />
        </code>
      </pre>
    ),
    extends: () => (
      <ul className={styles.inlineList}>
        {symbol.extends.map((type, index) => (
          <li key={index}>
            <code>
              <TypeText tokens={type} />
            </code>
          </li>
        ))}
      </ul>
    ),
    typeParameters: () => (
      <TypeParameterTable
        parameters={[
          ...symbol.typeParameters,
          ...symbol.signatures.flatMap((signature) => signature.typeParameters),
        ]}
      />
    ),
    parameters: () =>
      symbol.signatures
        .filter((signature) => signature.parameters.length > 0)
        .map((signature, index) => <ParameterTable key={index} parameters={signature.parameters} />),
    returns: () =>
      symbol.signatures.map((signature, index) => (
        <div key={index} className={styles.returns}>
          <code className={styles.type}>
            <TypeText tokens={signature.returnType} />
          </code>
          {signature.tags
            .filter((tag) => tag.tag === 'returns')
            .map((tag, at) => (
              <LocalizedText key={at} en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
            ))}
        </div>
      )),
    throws: () =>
      tagsOf(symbol, 'throws').map((tag, index) => (
        <LocalizedText key={index} en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
      )),
    properties: () => (
      <MemberTables members={symbol.members.filter((member) => member.kind === 'property')} />
    ),
    methods: () => <MemberTables members={symbol.members.filter((member) => member.kind === 'method')} />,
    remarks: () =>
      tagsOf(symbol, 'remarks').map((tag, index) => (
        <LocalizedText key={index} en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
      )),
    examples: () =>
      tagsOf(symbol, 'example').map((tag, index) => (
        <div key={index} className={styles.example}>
          <RichText blocks={tag.content} />
        </div>
      )),
    see: () =>
      tagsOf(symbol, 'see').map((tag, index) => (
        <LocalizedText key={index} en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
      )),
    source: () =>
      symbol.source && (
        <p>
          {symbol.source.url ? (
            <LocalLink href={symbol.source.url}>
              {t('api:sourceLink', { file: symbol.source.file, line: symbol.source.line })}
            </LocalLink>
          ) : (
            t('api:sourceLink', { file: symbol.source.file, line: symbol.source.line })
          )}
        </p>
      ),
  };
  const deprecated = tagsOf(symbol, 'deprecated');
  return (
    <>
      {/* The kind and package, on every page alike: not search text. */}
      <p className={styles.meta} data-search-ignore>
        <span className={styles.kindBadge}>{t(`api:kindSingular.${symbol.kind}`)}</span>{' '}
        <LocalLink href={`/docs/api/${symbol.package}/`}>@vibrato-ui/{symbol.package}</LocalLink>
      </p>
      {deprecated.map((tag, index) => (
        <div key={index} className={styles.deprecated} role="note">
          <strong>{t('api:deprecated')}</strong>
          <LocalizedText en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
        </div>
      ))}
      <LocalizedText en={symbol.summary} ja={symbol.summaryJa} />
      {guide && (
        <p className={styles.guide}>
          <LocalLink href={guide.route}>{t('api:guide', { name: guide.name })}</LocalLink>
        </p>
      )}
      {apiSections(symbol).map((section) => (
        <Section key={section.id} section={section}>
          {render[section.key]()}
        </Section>
      ))}
    </>
  );
}

import { useTranslation } from '../../i18n/react';
import type {
  ElementsFunction,
  ElementsPackageData,
} from '../../../plugins/gatsby-source-custom-elements/src/model-types';
import { headingTitleId, LinkedHeading } from '../LinkedHeading';
import { LocalizedText, RichText } from './RichText';
import { ParameterTable } from './Tables';
import * as styles from './styles.module.css';

/** Ids of the index page's package sections (also their table-of-contents entries). */
export const FUNCTIONS_SECTION = 'functions';
export const ENTRIES_SECTION = 'entry-points';

/** One exported function: signature, description, parameters, returns, throws and examples, as its TSDoc says. */
function FunctionEntry({ fn }: { fn: ElementsFunction }) {
  const { t } = useTranslation();
  return (
    <div className={styles.packageItem}>
      <LinkedHeading as="h3" id={fn.name}>
        <code>{`${fn.name}()`}</code>
      </LinkedHeading>
      <pre className={styles.code} tabIndex={0}>
        <code>{fn.signature}</code>
      </pre>
      <LocalizedText en={fn.description} ja={fn.descriptionJa} />
      {fn.parameters.length > 0 && (
        <>
          <h4>{t('api:headings.parameters')}</h4>
          <ParameterTable parameters={fn.parameters} />
        </>
      )}
      <h4>{t('api:headings.returns')}</h4>
      <div className={styles.returns}>
        <code className={styles.type}>{fn.returnType}</code>
        {fn.returns && <LocalizedText en={fn.returns.description} ja={fn.returns.descriptionJa} />}
      </div>
      {fn.throws.length > 0 && (
        <>
          <h4>{t('api:headings.throws')}</h4>
          {fn.throws.map((thrown, index) => (
            <div key={index} className={styles.returns}>
              <code className={styles.type}>{thrown.type}</code>
              <LocalizedText en={thrown.description} ja={thrown.descriptionJa} />
            </div>
          ))}
        </>
      )}
      {fn.examples.length > 0 && (
        <>
          <h4>{t('api:headings.examples')}</h4>
          {fn.examples.map((example, index) => (
            <div key={index} className={styles.example}>
              <RichText blocks={[example]} />
            </div>
          ))}
        </>
      )}
    </div>
  );
}

/** The index page's package sections: the functions the main entry exports, then every entry point. */
export function ElementPackageView({ data }: { data: ElementsPackageData }) {
  const { t } = useTranslation();
  return (
    <>
      {data.functions.length > 0 && (
        <section className={styles.section} aria-labelledby={headingTitleId(FUNCTIONS_SECTION)}>
          <LinkedHeading as="h2" id={FUNCTIONS_SECTION}>
            {t('api:elements.index.functions')}
          </LinkedHeading>
          {data.functions.map((fn) => (
            <FunctionEntry key={fn.name} fn={fn} />
          ))}
        </section>
      )}
      <section className={styles.section} aria-labelledby={headingTitleId(ENTRIES_SECTION)}>
        <LinkedHeading as="h2" id={ENTRIES_SECTION}>
          {t('api:elements.index.entries')}
        </LinkedHeading>
        <dl className={styles.entries}>
          {data.entries.map((entry) => (
            <div key={entry.specifier} id={entry.anchor} className={styles.entry}>
              <dt>
                <code>{entry.specifier}</code>
                <span className={styles.entryFile}>
                  {' '}
                  (<code>{entry.file}</code>)
                </span>
              </dt>
              <dd>
                <LocalizedText en={entry.description} ja={entry.descriptionJa} />
                {entry.examples.length > 0 && <RichText blocks={entry.examples} />}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

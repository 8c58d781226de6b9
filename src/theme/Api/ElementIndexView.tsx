import { useTranslation } from '../../i18n/react';
import { WEB_COMPONENTS_TUTORIAL } from '../../../plugins/gatsby-source-custom-elements/src/routes';
import type { ElementsPackageData } from '../../../plugins/gatsby-source-custom-elements/src/model-types';
import { LocalLink } from '../LocalLink';
import { ElementPackageView } from './ElementPackageView';
import { withNodes } from './withNodes';
import * as styles from './styles.module.css';

export interface ElementIndexEntry {
  tagName: string;
  route: string;
  summary: string;
  summaryJa: string | null;
}

/** Id of the index page's one section, also its table-of-contents entry. */
export const ELEMENT_INDEX_SECTION = 'custom-elements';

/**
 * The web-components index page: every element with its one-paragraph summary, then the package's functions and
 * entry points.
 */
export function ElementIndexView({
  packageName,
  entries,
  packageData,
}: {
  packageName: string;
  entries: ElementIndexEntry[];
  packageData: ElementsPackageData | null;
}) {
  const { t, i18n } = useTranslation();
  const japanese = i18n.language === 'ja';
  return (
    <>
      <p>{t('api:elements.index.intro', { package: packageName })}</p>
      <p>
        {withNodes((values) => t('api:elements.index.tutorial', values), {
          link: <LocalLink href={WEB_COMPONENTS_TUTORIAL}>{t('api:elements.links.tutorial')}</LocalLink>,
        })}
      </p>
      <section className={styles.section} aria-labelledby={ELEMENT_INDEX_SECTION}>
        <h2 id={ELEMENT_INDEX_SECTION}>{t('api:elements.index.heading')}</h2>
        <dl className={styles.index}>
          {[...entries]
            .sort((a, b) => a.tagName.localeCompare(b.tagName, 'en'))
            .map((entry) => (
              <div key={entry.route} className={styles.indexEntry}>
                <dt>
                  <LocalLink href={entry.route}>
                    <code>{`<${entry.tagName}>`}</code>
                  </LocalLink>
                </dt>
                <dd lang={japanese && !entry.summaryJa ? 'en' : undefined}>
                  {japanese ? (entry.summaryJa ?? entry.summary) : entry.summary}
                </dd>
              </div>
            ))}
        </dl>
      </section>
      {packageData && <ElementPackageView data={packageData} />}
    </>
  );
}

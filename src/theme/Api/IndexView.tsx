import { useTranslation } from '../../i18n/react';
import { API_KINDS, type ApiKind } from '../../../plugins/gatsby-source-typedoc/src/routes';
import { LocalLink } from '../LocalLink';
import * as styles from './styles.module.css';

export interface IndexEntry {
  kind: string;
  name: string;
  route: string;
  description: string;
  descriptionJa: string | null;
}

/** The kinds an index page lists (those with at least one symbol), for the page and its table of contents. */
export function indexKinds(entries: readonly IndexEntry[]): ApiKind[] {
  return API_KINDS.filter((kind) => entries.some((entry) => entry.kind === kind));
}

/** A package's index page: every export grouped by kind, each with its one-paragraph summary. */
export function IndexView({ packageName, entries }: { packageName: string; entries: IndexEntry[] }) {
  const { t, i18n } = useTranslation();
  const japanese = i18n.language === 'ja';
  return (
    <>
      <p>{t('api:index.intro', { package: packageName })}</p>
      {indexKinds(entries).map((kind) => (
        <section key={kind} className={styles.section} aria-labelledby={kind}>
          <h2 id={kind}>{t(`api:kinds.${kind}`)}</h2>
          <dl className={styles.index}>
            {entries
              .filter((entry) => entry.kind === kind)
              .sort((a, b) => a.name.localeCompare(b.name, 'en'))
              .map((entry) => (
                <div key={entry.route} className={styles.indexEntry}>
                  <dt>
                    <LocalLink href={entry.route}>
                      <code>{entry.name}</code>
                    </LocalLink>
                  </dt>
                  <dd lang={japanese && !entry.descriptionJa ? 'en' : undefined}>
                    {japanese ? (entry.descriptionJa ?? entry.description) : entry.description}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </>
  );
}

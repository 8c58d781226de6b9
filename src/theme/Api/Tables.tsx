import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import type {
  ApiMember,
  ApiParameter,
  ApiTypeParameter,
} from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { LocalizedText, RichText } from './RichText';
import { TypeText } from './TypeText';
import * as styles from './styles.module.css';

export function ParameterTable({ parameters }: { parameters: ApiParameter[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('api:table.name')}</th>
            <th scope="col">{t('api:table.type')}</th>
            <th scope="col">{t('api:table.default')}</th>
            <th scope="col">{t('api:table.description')}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.name}>
              <th scope="row">
                <code>
                  {parameter.rest ? '...' : ''}
                  {parameter.name}
                </code>
                {parameter.optional && (
                  <span className={styles.badge} data-search-ignore>
                    {t('api:optional')}
                  </span>
                )}
              </th>
              {/* Types are long and read poorly as search text; the row's name and description are indexed. */}
              <td data-search-ignore data-label={t('api:table.type')}>
                <code className={styles.type}>
                  <TypeText tokens={parameter.type} />
                </code>
              </td>
              <td
                data-label={t('api:table.default')}
                data-empty={parameter.defaultValue === null || undefined}
              >
                {parameter.defaultValue !== null ? <code>{parameter.defaultValue}</code> : '—'}
              </td>
              <td>
                <LocalizedText en={parameter.description} ja={parameter.descriptionJa} codeWithoutJapanese />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TypeParameterTable({ parameters }: { parameters: ApiTypeParameter[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('api:table.name')}</th>
            <th scope="col">{t('api:table.constraint')}</th>
            <th scope="col">{t('api:table.default')}</th>
            <th scope="col">{t('api:table.description')}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.name}>
              <th scope="row">
                <code>{parameter.name}</code>
              </th>
              {/* Types read poorly as search text (a union of event names would match any letter). */}
              <td
                data-search-ignore
                data-label={t('api:table.constraint')}
                data-empty={!parameter.constraint || undefined}
              >
                {parameter.constraint ? (
                  <code className={styles.type}>
                    <TypeText tokens={parameter.constraint} />
                  </code>
                ) : (
                  '—'
                )}
              </td>
              <td
                data-search-ignore
                data-label={t('api:table.default')}
                data-empty={!parameter.default || undefined}
              >
                {parameter.default ? (
                  <code className={styles.type}>
                    <TypeText tokens={parameter.default} />
                  </code>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <LocalizedText en={parameter.description} ja={parameter.descriptionJa} codeWithoutJapanese />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a member's comment says of calling it: its described parameters, then what it returns and throws. */
function CallDetails({ call }: { call: NonNullable<ApiMember['call']> }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.call}>
      {call.parameters.length > 0 && (
        <>
          {/* The labels are the same on every row: left out of the search text, like the badges. */}
          <dt data-search-ignore>{t('api:headings.parameters')}</dt>
          <dd>
            <ul>
              {call.parameters.map((parameter) => (
                <li key={parameter.name}>
                  <code>
                    {parameter.rest ? '...' : ''}
                    {parameter.name}
                  </code>
                  <LocalizedText
                    en={parameter.description}
                    ja={parameter.descriptionJa}
                    codeWithoutJapanese
                  />
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {call.tags.map((tag, index) => (
        <Fragment key={index}>
          <dt data-search-ignore>{t(`api:headings.${tag.tag === 'throws' ? 'throws' : 'returns'}`)}</dt>
          <dd>
            <LocalizedText en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * Properties or methods of an interface or type alias: those that always apply, then each set of an alias that
 * offers sets as alternatives (`{ src; frames } | { render }`), in a table of its own.
 */
export function MemberTables({ members }: { members: ApiMember[] }) {
  const { t } = useTranslation();
  const always = members.filter((member) => member.alternative === null);
  const sets = new Map<number, ApiMember[]>();
  for (const member of members) {
    if (member.alternative !== null)
      sets.set(member.alternative, [...(sets.get(member.alternative) ?? []), member]);
  }
  return (
    <>
      {always.length > 0 && <MemberTable members={always} />}
      {sets.size > 0 && <p>{t('api:alternatives.intro', { count: sets.size })}</p>}
      {[...sets].map(([index, set]) => (
        <MemberTable key={index} members={set} caption={t('api:alternatives.set', { index })} />
      ))}
    </>
  );
}

/** Properties or methods; each row has the member's name as its id for `{@link X.member}`. */
function MemberTable({ members, caption }: { members: ApiMember[]; caption?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption && (
          <caption className={styles.caption} data-search-ignore>
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            <th scope="col">{t('api:table.name')}</th>
            <th scope="col">{t('api:table.type')}</th>
            <th scope="col">{t('api:table.default')}</th>
            <th scope="col">{t('api:table.description')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name} id={member.anchor} className={styles.memberRow}>
              <th scope="row">
                <code>{member.name}</code>
                {member.optional && (
                  <span className={styles.badge} data-search-ignore>
                    {t('api:optional')}
                  </span>
                )}
                {member.readonly && (
                  <span className={styles.badge} data-search-ignore>
                    {t('api:readonly')}
                  </span>
                )}
              </th>
              {/* Types are long and read poorly as search text; the row's name and description are indexed. */}
              <td data-search-ignore data-label={t('api:table.type')}>
                <code className={styles.type}>
                  <TypeText tokens={member.type} />
                </code>
              </td>
              <td data-label={t('api:table.default')} data-empty={!member.defaultValue || undefined}>
                {member.defaultValue ? (
                  <LocalizedText en={member.defaultValue} ja={member.defaultValueJa} codeWithoutJapanese />
                ) : (
                  '—'
                )}
              </td>
              <td>
                <LocalizedText en={member.description} ja={member.descriptionJa} />
                {member.call && <CallDetails call={member.call} />}
                {member.tags.map((tag, index) =>
                  tag.tag === 'example' ? (
                    <details key={index} className={styles.memberExample}>
                      <summary>{t('api:example')}</summary>
                      <RichText blocks={tag.content} />
                    </details>
                  ) : tag.tag === 'deprecated' ? (
                    <div key={index} className={styles.deprecated}>
                      <strong>{t('api:deprecated')}</strong>{' '}
                      <LocalizedText en={tag.content} ja={tag.contentJa} codeWithoutJapanese />
                    </div>
                  ) : null,
                )}
                {member.inheritedFrom && (
                  <p className={styles.inherited} data-search-ignore>
                    {t('api:inheritedFrom')}{' '}
                    <code>
                      <TypeText tokens={member.inheritedFrom} />
                    </code>
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from '../../i18n/react';
import type { ReactNode } from 'react';
import type {
  CustomElementData,
  LocalizedDescription,
} from '../../../plugins/gatsby-source-custom-elements/src/model-types';
import type { TypeText as TypeTextData } from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { LocalizedText } from './RichText';
import { TypeText } from './TypeText';
import * as styles from './styles.module.css';

/** What a cell shows when it has nothing to say; where rows stack (narrow screens) such cells are out of sight. */
const EMPTY = '—';

/** Row ids: attributes and properties often share a name (`value`), so each table has its own prefix. */
export const attributeAnchor = (name: string) => `attribute-${name}`;
export const propertyAnchor = (name: string) => `property-${name}`;

interface Column<Row> {
  /** The column header, translated. */
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A reference table: the first column names the row (a row header), the last is the localized description. */
function ElementTable<Row extends LocalizedDescription & { name: string }>({
  rows,
  name,
  columns,
  anchor,
}: {
  rows: Row[];
  name: { header: string; cell: (row: Row) => ReactNode };
  columns: Column<Row>[];
  anchor?: (row: Row) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{name.header}</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{t('api:table.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} id={anchor?.(row)} className={styles.memberRow}>
              <th scope="row">{name.cell(row)}</th>
              {columns.map((column) => {
                const content = column.cell(row);
                return (
                  <td
                    key={column.header}
                    data-label={column.header}
                    data-empty={content === EMPTY || undefined}
                  >
                    {content}
                  </td>
                );
              })}
              <td>
                <LocalizedText en={row.description} ja={row.descriptionJa} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const code = (text: string | null) => (text ? <code className={styles.type}>{text}</code> : EMPTY);
/** A type, its documented names linked to their API pages (localised). */
const typeCode = (tokens: TypeTextData | null) =>
  tokens ? (
    <code className={styles.type}>
      <TypeText tokens={tokens} />
    </code>
  ) : (
    EMPTY
  );
const inPageLink = (href: string, text: string) => (
  <a href={`#${href}`}>
    <code>{text}</code>
  </a>
);

export function AttributeTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.attributes}
      anchor={(row) => attributeAnchor(row.name)}
      name={{ header: t('api:elements.table.attribute'), cell: (row) => <code>{row.name}</code> }}
      columns={[
        { header: t('api:table.type'), cell: (row) => typeCode(row.type) },
        { header: t('api:table.default'), cell: (row) => code(row.default) },
        {
          header: t('api:elements.table.reflects'),
          cell: (row) => (row.property ? inPageLink(propertyAnchor(row.property), row.property) : EMPTY),
        },
      ]}
    />
  );
}

export function PropertyTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.properties}
      anchor={(row) => propertyAnchor(row.name)}
      name={{
        header: t('api:elements.table.property'),
        cell: (row) => (
          <>
            <code>{row.name}</code>
            {row.readonly && <span className={styles.badge}>{t('api:readonly')}</span>}
          </>
        ),
      }}
      columns={[
        { header: t('api:table.type'), cell: (row) => typeCode(row.type) },
        { header: t('api:table.default'), cell: (row) => code(row.default) },
        {
          header: t('api:elements.table.reflectedBy'),
          cell: (row) => (row.attribute ? inPageLink(attributeAnchor(row.attribute), row.attribute) : EMPTY),
        },
      ]}
    />
  );
}

export function MethodTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.methods}
      name={{ header: t('api:elements.table.signature'), cell: (row) => <code>{row.signature}</code> }}
      columns={[]}
    />
  );
}

export function EventTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.events}
      name={{ header: t('api:elements.table.event'), cell: (row) => <code>{row.name}</code> }}
      columns={[{ header: t('api:elements.table.detail'), cell: (row) => code(row.detailType) }]}
    />
  );
}

export function SlotTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.slots}
      name={{
        header: t('api:elements.table.slot'),
        cell: (row) => (row.name ? <code>{row.name}</code> : t('api:elements.defaultSlot')),
      }}
      columns={[]}
    />
  );
}

export function PartTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.cssParts}
      name={{ header: t('api:elements.table.part'), cell: (row) => <code>{`::part(${row.name})`}</code> }}
      columns={[]}
    />
  );
}

export function StateTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.cssStates}
      name={{ header: t('api:elements.table.state'), cell: (row) => <code>{`:state(${row.name})`}</code> }}
      columns={[]}
    />
  );
}

export function CssPropertyTable({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  return (
    <ElementTable
      rows={element.cssProperties}
      name={{ header: t('api:elements.table.customProperty'), cell: (row) => <code>{row.name}</code> }}
      columns={[{ header: t('api:table.default'), cell: (row) => code(row.default) }]}
    />
  );
}

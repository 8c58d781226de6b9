import { useTranslation } from '../../i18n/react';
import type { ReactNode } from 'react';
import type { CustomElementData } from '../../../plugins/gatsby-source-custom-elements/src/model-types';
import {
  WEB_COMPONENTS_ROUTE,
  WEB_COMPONENTS_TUTORIAL,
} from '../../../plugins/gatsby-source-custom-elements/src/routes';
import { headingTitleId, LinkedHeading } from '../LinkedHeading';
import { LocalLink } from '../LocalLink';
import {
  AttributeTable,
  CssPropertyTable,
  EventTable,
  MethodTable,
  PartTable,
  PropertyTable,
  SlotTable,
  StateTable,
} from './ElementTables';
import { elementSections, type ElementSection } from './elementSections';
import { LocalizedText, RichText } from './RichText';
import { withNodes } from './withNodes';
import * as styles from './styles.module.css';

/** How to register the element: the side-effect entry, the explicit call, and a plain HTML page. */
function Usage({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  const { usage } = element;
  return (
    <>
      <p>
        {withNodes((values) => t('api:elements.usage.sideEffect', values), {
          entry: (
            <LocalLink href={usage.links.defineEntry}>
              <code>{usage.defineEntry}</code>
            </LocalLink>
          ),
        })}
      </p>
      <RichText blocks={[usage.sideEffectCode]} />
      <p>
        {withNodes((values) => t('api:elements.usage.explicit', values), {
          define: (
            <LocalLink href={usage.links.defineFunction}>
              <code>{`${usage.defineFunction}()`}</code>
            </LocalLink>
          ),
          className: <code>{element.className}</code>,
        })}
      </p>
      <RichText blocks={[usage.explicitCode]} />
      <p>
        {withNodes((values) => t('api:elements.usage.html', values), {
          file: (
            <LocalLink href={usage.links.standaloneFile}>
              <code>{usage.standaloneFile}</code>
            </LocalLink>
          ),
        })}
      </p>
      <RichText blocks={[usage.htmlCode]} />
    </>
  );
}

/** The body of a custom element's page: summary, related pages, then each section `elementSections` gives. */
export function ElementView({ element }: { element: CustomElementData }) {
  const { t } = useTranslation();
  const render: Record<ElementSection['key'], () => ReactNode> = {
    usage: () => <Usage element={element} />,
    attributes: () => <AttributeTable element={element} />,
    properties: () => <PropertyTable element={element} />,
    methods: () => <MethodTable element={element} />,
    events: () => <EventTable element={element} />,
    slots: () => <SlotTable element={element} />,
    cssParts: () => <PartTable element={element} />,
    cssProperties: () => <CssPropertyTable element={element} />,
    cssStates: () => <StateTable element={element} />,
    examples: () =>
      element.examples.map((example, index) => (
        <div key={index} className={styles.example}>
          <RichText blocks={[example]} />
        </div>
      )),
  };
  const twin = element.reactTwin;
  return (
    <>
      {/* The kind and package, on every page alike: not search text. */}
      <p className={styles.meta} data-search-ignore>
        <span className={styles.kindBadge}>{t('api:elements.kind')}</span>{' '}
        <LocalLink href={WEB_COMPONENTS_ROUTE}>{element.usage.packageName}</LocalLink>
        <span>
          {t('api:elements.classLabel')} <code>{element.className}</code>
        </span>
      </p>
      <LocalizedText en={element.description} ja={element.descriptionJa} />
      <ul className={styles.related}>
        <li>
          <LocalLink href={WEB_COMPONENTS_TUTORIAL}>{t('api:elements.links.tutorial')}</LocalLink>
        </li>
        {twin && (
          <li>
            <LocalLink href={twin.guideRoute}>
              {t('api:elements.links.reactGuide', { name: twin.name })}
            </LocalLink>
          </li>
        )}
        {twin && (
          <li>
            <LocalLink href={twin.apiRoute}>
              {t('api:elements.links.reactApi', { name: twin.name })}
            </LocalLink>
          </li>
        )}
      </ul>
      {elementSections(element).map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={headingTitleId(section.id)}>
          <LinkedHeading as="h2" id={section.id}>
            {t(`api:elements.headings.${section.key}`)}
          </LinkedHeading>
          {render[section.key]()}
        </section>
      ))}
    </>
  );
}

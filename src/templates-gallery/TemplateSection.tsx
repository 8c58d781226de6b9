import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/react';
import { CodeBlock } from '../theme/CodeBlock';
import { useNearViewport } from '../theme/hooks/useNearViewport';
import { LazyComponent } from '../theme/PageLoader';
import type { GalleryTemplate } from './gallery';

export interface TemplateSourceData {
  name: string;
  file: string;
  html: string;
}

/** How far outside the viewport a template's preview starts loading. */
const NEAR_MARGIN = '300px 0px';

/**
 * Keeps the focused element in view when the preview grows above it: a preview that loads while the reader tabs
 * through the code below it (on a phone it grows by some 700 px) would otherwise push the focus off the screen.
 */
function useFocusKeptInView(): (preview: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((preview: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!preview || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || preview.contains(focused)) return;
      if (!(preview.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
      const { top, bottom } = focused.getBoundingClientRect();
      if (bottom > window.innerHeight || top < 0) focused.scrollIntoView({ block: 'nearest' });
    });
    observer.current.observe(preview);
  }, []);
}

/** The running template, loaded from its own chunk once it comes near the viewport. */
function Preview({ template, className }: { template: GalleryTemplate; className?: string }) {
  const [nearRef, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN);
  const keepFocusRef = useFocusKeptInView();
  const ref = useCallback(
    (preview: HTMLDivElement | null) => {
      nearRef(preview);
      keepFocusRef(preview);
    },
    [nearRef, keepFocusRef],
  );
  return (
    <div
      ref={ref}
      className={className}
      data-template-preview={template.name}
      style={{ '--preview-wide-height': `${template.wideHeight}rem` } as CSSProperties}
    >
      {near && <LazyComponent load={template.load} props={{}} />}
    </div>
  );
}

/** One template: title, what it shows, the live preview and every file of its code with a copy button. */
export function TemplateSection({
  template,
  files,
  classNames,
}: {
  template: GalleryTemplate;
  files: readonly TemplateSourceData[];
  classNames: { section?: string; preview?: string; code?: string };
}) {
  const { t } = useTranslation();
  const titleId = `${template.name}-title`;
  return (
    <article id={template.name} aria-labelledby={titleId} className={classNames.section}>
      <h2 id={titleId}>{t(`templates:${template.key}.title`)}</h2>
      <p>{t(`templates:${template.key}.description`)}</p>
      <Preview template={template} className={classNames.preview} />
      {/* The same label under every template: not search text. */}
      <h3 data-search-ignore>{t('templates:codeHeading')}</h3>
      <div className={classNames.code}>
        {files.map((file) => (
          <CodeBlock key={file.file} className="language-tsx" data-language="tsx" data-title={file.file}>
            <code className="language-tsx" dangerouslySetInnerHTML={{ __html: file.html }} />
          </CodeBlock>
        ))}
      </div>
    </article>
  );
}

import { useLocale } from '../../i18n/react';
import type { RichText as RichTextData } from '../../../plugins/gatsby-source-typedoc/src/model-types';
import { CodeBlock } from '../CodeBlock';
import { localizeHtml } from './localizeHtml';
import * as styles from './styles.module.css';

/** Comment text rendered at build time: HTML paragraphs (links localised) and highlighted code blocks. */
export function RichText({ blocks, lang }: { blocks: RichTextData; lang?: string }) {
  const { language } = useLocale();
  return (
    <div className={styles.rich} lang={lang}>
      {blocks.map((block, index) =>
        block.type === 'code' ? (
          <CodeBlock
            key={index}
            className={`language-${block.language}`}
            data-language={block.language}
            data-title={block.title ?? undefined}
          >
            <code className={`language-${block.language}`} dangerouslySetInnerHTML={{ __html: block.html }} />
          </CodeBlock>
        ) : (
          <div key={index} dangerouslySetInnerHTML={{ __html: localizeHtml(block.html, language) }} />
        ),
      )}
    </div>
  );
}

/**
 * The Japanese text when the page is Japanese and one exists, else the English one marked as English (if any).
 * `codeWithoutJapanese`: a missing Japanese means the English is code alone, the same in both languages (block tags
 * and parameters: the build stops on prose without its Japanese), so it is not marked.
 */
export function LocalizedText({
  en,
  ja,
  codeWithoutJapanese = false,
}: {
  en: RichTextData;
  ja: RichTextData | null;
  codeWithoutJapanese?: boolean;
}) {
  const { language } = useLocale();
  if (language === 'ja' && ja) return <RichText blocks={ja} />;
  const english = language !== 'en' && en.length > 0 && !codeWithoutJapanese;
  return <RichText blocks={en} lang={english ? 'en' : undefined} />;
}

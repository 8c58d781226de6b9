import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { LOOP_LIMIT_MS } from './loopLimits';
import { buildSrcdoc, type FrameMessage } from './srcdoc';
import * as styles from './styles.module.css';

/**
 * The result of an HTML example: a sandboxed frame with the web components defined, as tall as its content.
 * Errors thrown in the frame are reported through `onError` (undefined while the HTML runs cleanly).
 */
export function HtmlFrame({
  html,
  title,
  elementsBundle,
  onError,
}: {
  html: string;
  title: string;
  elementsBundle: string;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const frameId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const root = typeof document === 'undefined' ? undefined : document.documentElement;
  const theme = root?.dataset.theme;
  const lang = root?.lang || undefined;
  const srcdoc = useMemo(
    () => buildSrcdoc({ html, bundle: elementsBundle, frameId, theme, lang }),
    [html, elementsBundle, frameId, theme, lang],
  );

  const loopStopped = t('playground:loopStopped', { seconds: LOOP_LIMIT_MS / 1000 });

  useEffect(() => {
    onError(undefined);
    const onMessage = (event: MessageEvent<FrameMessage>) => {
      if (event.source !== frame.current?.contentWindow || event.data?.frameId !== frameId) return;
      if (event.data.type === 'error') onError(event.data.message);
      if (event.data.type === 'loopStopped') onError(loopStopped);
      if (event.data.type === 'height') setHeight(event.data.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [srcdoc, frameId, onError, loopStopped]);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={t('playground:frameTitle', { title })}
      sandbox="allow-scripts"
      srcDoc={srcdoc}
      style={height === undefined ? undefined : { height: `${height}px` }}
    />
  );
}

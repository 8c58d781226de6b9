import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PreviewProps } from './loaders';
import { PreviewBoundary } from './PreviewBoundary';
import { runCompiled } from './run';
import { named, useLateErrors, useSourceName } from './sourceErrors';

/** A React example's result, run from the code compiled at build time, before the editor is loaded. */
export default function ReactPreview({ compiled = '', onError }: PreviewProps) {
  const { t } = useTranslation();
  const source = useSourceName();
  const result = useMemo(() => runCompiled(named(compiled, source), t), [compiled, source, t]);
  // Errors the example throws later (a handler, a timer, a promise) are shown under it too.
  useLateErrors(source, onError);
  useEffect(() => onError(result.error), [result, onError]);
  if (result.error !== undefined) return null;
  return (
    <PreviewBoundary resetKey={compiled} onError={(error) => onError(String(error))}>
      <div>{result.element}</div>
    </PreviewBoundary>
  );
}

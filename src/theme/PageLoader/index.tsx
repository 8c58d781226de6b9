import { useTranslation } from '../../i18n/react';
import type { ComponentType } from 'react';
import { useLazyPart, type LazyPart, type LazyPartOptions } from './useLazyPart';
import * as styles from './styles.module.css';

export { useLazyPart, type LazyPart, type LazyStatus } from './useLazyPart';

/**
 * What a lazily loaded part shows until it is there: nothing for 200 ms, then a spinner; a note with Retry when
 * it takes too long; a red error text with Retry when it failed.
 */
export function PageLoader({ status, retry }: Pick<LazyPart<unknown>, 'status' | 'retry'>) {
  const { t } = useTranslation();
  if (status === 'pastDelay') {
    return (
      <div className={styles.loader} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>{t('theme:pageLoader.loading')}</span>
      </div>
    );
  }
  if (status === 'timedOut' || status === 'error') {
    return (
      <div className={styles.loader} role={status === 'error' ? 'alert' : 'status'}>
        <p className={status === 'error' ? styles.error : undefined}>
          {t(status === 'error' ? 'theme:pageLoader.error' : 'theme:pageLoader.timedOut')}
        </p>
        <button type="button" className={styles.retry} onClick={retry}>
          {t('theme:pageLoader.retry')}
        </button>
      </div>
    );
  }
  return null;
}

export interface LazyComponentProps<P> extends LazyPartOptions {
  /** A dynamic `import()` of the part's module (name its chunk with a `webpackChunkName` comment). */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}

/** Renders a component from a lazily loaded chunk, with the page loader's states until it is there. */
export function LazyComponent<P extends object>({ load, props, ...options }: LazyComponentProps<P>) {
  const part = useLazyPart(load, options);
  if (part.status === 'loaded' && part.value) {
    const Component = part.value.default;
    return <Component {...props} />;
  }
  return <PageLoader status={part.status} retry={part.retry} />;
}

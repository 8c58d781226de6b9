import { useEffect, useState } from 'react';
import { LazyComponent } from '../PageLoader';
import { loadReactStyles } from '../Playground/loaders';
import * as styles from './styles.module.css';

/** The demo's chunk and the library's stylesheet (kept out of the CSS every page loads). */
const loadHeroSynth = () =>
  Promise.all([import(/* webpackChunkName: "hero-demo" */ './HeroSynth'), loadReactStyles()]).then(
    ([module]) => module,
  );

/**
 * Calls `callback` once the page has loaded and the browser is idle; returns a cancel function. Browsers without
 * requestIdleCallback (Safari) get a short timeout after the load event instead.
 */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelIdle = () => {};
  const scheduleIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    scheduleIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    window.removeEventListener('load', scheduleIdle);
    cancelIdle();
  };
}

/**
 * The home page's live demo: a small synth panel, loaded only when the page is interactive and idle, in a box
 * whose size is reserved from the start so nothing below it moves.
 */
export function HeroDemo() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return (
    <div className={styles.slot} data-hero-demo={idle ? 'loading' : 'waiting'}>
      {idle && <LazyComponent load={loadHeroSynth} props={{}} />}
    </div>
  );
}

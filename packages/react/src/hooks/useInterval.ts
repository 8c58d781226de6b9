import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delay` milliseconds while `delay` is a number, and stops when `delay` is `null`
 * or the component unmounts.
 *
 * The newest `callback` is always the one called, so an inline arrow function reading fresh state does
 * not restart the timer; only a change of `delay` does. Nothing runs during render, so it is safe in
 * server rendering.
 *
 * @param callback - called on every tick
 * @jaParam callback - `delay` ミリ秒ごとに呼ばれる関数。
 * @param delay - the interval in milliseconds, or `null` to pause
 * @jaParam delay - 呼び出しの間隔（ミリ秒）。`null` にすると一時停止します。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { useInterval } from '@vibrato-ui/react';
 *
 * function Metronome({ bpm, running }: { bpm: number; running: boolean }) {
 *   const [beat, setBeat] = useState(0);
 *   useInterval(() => setBeat((b) => (b + 1) % 4), running ? 60000 / bpm : null);
 *   return <output>{beat + 1}</output>;
 * }
 * ```
 * @ja `delay` が数値のあいだ、`delay` ミリ秒ごとに `callback` を呼び出します。`null` にするかアンマウントすると止まります。
 * 常に最新の `callback` を呼ぶので、インラインの関数を渡してもタイマーはやり直されません。タイマーをやり直すのは `delay` が変わったときだけです。レンダリング中には何も実行しないため、サーバーレンダリングでも安全です。
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;

  useEffect(() => {
    if (delay === null) return undefined;
    const id = setInterval(() => callbackRef.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}

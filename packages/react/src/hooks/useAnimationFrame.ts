import { useEffect, useRef } from 'react';

/**
 * Calls `callback` on every animation frame (`requestAnimationFrame`) while `active` is `true`, and
 * cancels the pending frame when `active` turns `false` or the component unmounts.
 *
 * The callback gets the frame's timestamp, the milliseconds since the previous frame (`delta`, `0` on the
 * first frame after starting or resuming), the running time (`elapsed`, the sum of all deltas, so a pause
 * does not make it jump) and a frame counter. The newest `callback` is always called, so an inline arrow
 * function does not restart the loop. Nothing runs during render, so it is safe in server rendering.
 *
 * @param callback - called once per frame with `{ time, delta, elapsed, frame }` (times in milliseconds)
 * @jaParam callback - フレームごとに 1 回、`{ time, delta, elapsed, frame }` を引数に呼ばれる関数（時間の単位はミリ秒）。
 * @param active - whether the loop runs; `false` pauses it (default `true`)
 * @jaParam active - ループを動かすかどうか。`false` にすると一時停止します（既定値は `true`）。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```tsx
 * import { useRef } from 'react';
 * import { useAnimationFrame } from '@vibrato-ui/react';
 *
 * function Meter({ analyser }: { analyser: AnalyserNode }) {
 *   const bar = useRef<HTMLDivElement>(null);
 *   const samples = new Float32Array(analyser.fftSize);
 *   useAnimationFrame(() => {
 *     analyser.getFloatTimeDomainData(samples);
 *     const peak = Math.max(...samples.map(Math.abs));
 *     bar.current?.style.setProperty('width', `${peak * 100}%`);
 *   });
 *   return <div ref={bar} className="meter" />;
 * }
 * ```
 * @ja `active` が `true` のあいだ、アニメーションフレームごと（`requestAnimationFrame`）に `callback` を呼び出します。
 * `active` を `false` にするかアンマウントすると、予約済みのフレームを取り消します。
 * `callback` には、フレームの時刻 `time`、前のフレームからの経過時間 `delta`（開始・再開直後のフレームでは `0`）、
 * 動作していた時間 `elapsed`（`delta` の合計なので、一時停止しても飛びません）、フレーム番号 `frame` が渡されます。常に最新の `callback` を呼ぶので、インラインの関数を渡してもループはやり直されません。レンダリング中には何も実行しないため、サーバーレンダリングでも安全です。
 */
export function useAnimationFrame(
  callback: (frame: {
    /**
     * The frame's timestamp from `requestAnimationFrame`, in milliseconds.
     *
     * @ja `requestAnimationFrame` が渡すフレームの時刻（ミリ秒）です。
     */
    time: number;
    /**
     * Milliseconds since the previous frame; `0` on the first frame after starting or resuming.
     *
     * @ja 前のフレームからの経過時間（ミリ秒）です。開始・再開直後のフレームでは `0` です。
     */
    delta: number;
    /**
     * Milliseconds of running time: the sum of all deltas, so pauses do not count.
     *
     * @ja 動作していた時間（ミリ秒）で、すべての delta の合計です。一時停止中の時間は含みません。
     */
    elapsed: number;
    /**
     * The frame counter, from `0`.
     *
     * @ja `0` から数えるフレーム番号です。
     */
    frame: number;
  }) => void,
  active = true,
): void {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  // Counters survive pauses so that an animation resumes where it stopped instead of jumping.
  const elapsedRef = useRef(0);
  const frameRef = useRef(0);

  useEffect(() => {
    if (!active) return undefined;
    let previous: number | null = null;
    let stopped = false;
    let id = requestAnimationFrame(function tick(time: number) {
      const delta = previous === null ? 0 : time - previous;
      previous = time;
      elapsedRef.current += delta;
      callbackRef.current({ time, delta, elapsed: elapsedRef.current, frame: frameRef.current });
      frameRef.current += 1;
      // The callback may have stopped the loop (for example by unmounting through a flushed update).
      if (!stopped) id = requestAnimationFrame(tick);
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(id);
    };
  }, [active]);
}

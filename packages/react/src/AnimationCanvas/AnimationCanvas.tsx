import { styleHelper } from '@vibrato-ui/functions';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useAnimationFrame } from '../hooks/useAnimationFrame.js';
import { cx } from '../internal/cx.js';
import type { AbsoluteSizingProps, CommonProps, RelativeSizingProps } from '../types.js';
import { useCanvasSize } from './useCanvasSize.js';
import { useOnScreen } from './useOnScreen.js';

/**
 * The per-frame drawing function of {@link AnimationCanvas}. The context is already scaled by
 * `devicePixelRatio`, so draw in CSS pixels: `width` × `height`. The canvas is not cleared between frames.
 *
 * @param frame - `context`; `frame`, the frame counter from 0; `delta`, milliseconds since the previous
 * frame (0 on the first frame and after a pause); `elapsed`, milliseconds of running time (pauses do not
 * count); `fps`, frames per second, smoothed; `width` and `height`, the size in CSS pixels
 * @jaParam frame - 次のプロパティを持つオブジェクトです。`context` はキャンバスの 2D コンテキスト、`frame` は 0 から数えるフレーム番号、`delta` は前のフレームからの経過時間（ミリ秒）で、最初のフレームと一時停止の直後は 0 です。
 * `elapsed` は動作していた時間（ミリ秒）で、一時停止中の時間は含みません。`fps` は平滑化した 1 秒あたりのフレーム数、`width` と `height` は CSS ピクセル単位の大きさです。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```ts
 * import type { DrawFunction } from '@vibrato-ui/react';
 *
 * const sweep: DrawFunction = ({ context, elapsed, width, height }) => {
 *   context.clearRect(0, 0, width, height);
 *   context.fillRect(((elapsed / 10) % width), 0, 2, height);
 * };
 * ```
 * @ja {@link AnimationCanvas} がフレームごとに呼ぶ描画関数です。コンテキストは `devicePixelRatio` で拡大済みなので、
 * CSS ピクセル（`width` × `height`）の座標で描いてください。フレーム間でキャンバスは消去されません。
 */
export type DrawFunction = (frame: {
  /**
   * The canvas' 2D context, scaled by `devicePixelRatio`.
   *
   * @ja `devicePixelRatio` で拡大済みの、キャンバスの 2D コンテキストです。
   */
  context: CanvasRenderingContext2D;
  /**
   * The frame counter, from `0`.
   *
   * @ja `0` から数えるフレーム番号です。
   */
  frame: number;
  /**
   * Milliseconds since the previous frame; `0` on the first frame and after a pause.
   *
   * @ja 前のフレームからの経過時間（ミリ秒）です。最初のフレームと一時停止の直後は `0` です。
   */
  delta: number;
  /**
   * Milliseconds of running time; pauses do not count.
   *
   * @ja 動作していた時間（ミリ秒）です。一時停止中の時間は含みません。
   */
  elapsed: number;
  /**
   * Frames per second, smoothed over recent frames.
   *
   * @ja 直近のフレームで平滑化した、1 秒あたりのフレーム数です。
   */
  fps: number;
  /**
   * The canvas width in CSS pixels.
   *
   * @ja キャンバスの幅（CSS ピクセル）です。
   */
  width: number;
  /**
   * The canvas height in CSS pixels.
   *
   * @ja キャンバスの高さ（CSS ピクセル）です。
   */
  height: number;
}) => void;

/**
 * The set-up function of {@link AnimationCanvas}, called once with the 2D context before the first frame,
 * for example to prepare gradients or images. Resizing a canvas resets its context state (styles,
 * transforms), so set styles that must survive a resize in the {@link DrawFunction}.
 *
 * @param context - the canvas' 2D context, scaled by `devicePixelRatio`
 * @jaParam context - `devicePixelRatio` で拡大済みの、キャンバスの 2D コンテキスト。
 * @param size - `width` and `height` in CSS pixels at that moment
 * @jaParam size - 呼び出された時点の `width` と `height`（CSS ピクセル）。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```ts
 * import type { InitFunction } from '@vibrato-ui/react';
 *
 * const init: InitFunction = (context, { width, height }) => {
 *   context.fillStyle = '#101820';
 *   context.fillRect(0, 0, width, height);
 * };
 * ```
 * @ja {@link AnimationCanvas} が最初のフレームの前に 1 度だけ呼ぶ準備用の関数です（グラデーションや画像の用意など）。
 * キャンバスの大きさが変わるとコンテキストの状態はリセットされるので、リサイズ後も必要なスタイルは描画関数の中で設定してください。
 */
export type InitFunction = (
  context: CanvasRenderingContext2D,
  size: {
    /**
     * The canvas width in CSS pixels.
     *
     * @ja キャンバスの幅（CSS ピクセル）です。
     */
    width: number;
    /**
     * The canvas height in CSS pixels.
     *
     * @ja キャンバスの高さ（CSS ピクセル）です。
     */
    height: number;
  },
) => void;

/**
 * Props of {@link AnimationCanvas}: {@link CommonProps}, either {@link AbsoluteSizingProps} (`width` and
 * `height`, 300 × 150 by default) or {@link RelativeSizingProps} (`relative` with ratios of the parent's
 * size), and the drawing functions.
 *
 * @example
 * ```tsx
 * const props: AnimationCanvasProps = { relative: true, heightRatio: 0.5, draw: ({ context }) => context.fillRect(0, 0, 4, 4) };
 * ```
 * @ja {@link AnimationCanvas} のプロパティです。{@link CommonProps} に、{@link AbsoluteSizingProps}（`width` と `height`、既定値は 300 × 150）か
 * {@link RelativeSizingProps}（`relative` と親要素に対する割合）のどちらかと、描画用の関数を加えたものです。
 */
export type AnimationCanvasProps = CommonProps &
  (AbsoluteSizingProps | RelativeSizingProps) & {
    /**
     * Draws one frame; called on every animation frame while the canvas runs.
     *
     * @example
     * ```tsx
     * <AnimationCanvas draw={({ context, width, height }) => context.clearRect(0, 0, width, height)} />
     * ```
     * @ja 1 フレームを描画します。キャンバスが動いているあいだ、アニメーションフレームごとに呼ばれます。
     */
    draw: DrawFunction;
    /**
     * Prepares the context once, before the first frame.
     *
     * @example
     * ```tsx
     * <AnimationCanvas init={(context) => (context.lineWidth = 2)} draw={drawScope} />
     * ```
     * @ja 最初のフレームの前に 1 度だけ、描画コンテキストの初期設定をします。
     */
    init?: InitFunction;
    /**
     * Run the draw loop. `false` pauses it (the canvas keeps its last frame, and is drawn once more after a
     * resize so it never goes blank). The loop also pauses by itself while the canvas is off-screen.
     *
     * @defaultValue `true`
     * @example
     * ```tsx
     * <AnimationCanvas draw={drawMeter} active={isPlaying} />
     * ```
     * @ja 描画ループを動かします。`false` で一時停止します（最後のフレームが残り、リサイズ後にも 1 度描き直すので空白になりません）。
     * 画面外にあるあいだも自動で一時停止します。
     */
    active?: boolean;
    /**
     * Fallback content inside the `<canvas>`, shown by browsers that cannot draw it.
     *
     * @example
     * ```tsx
     * <AnimationCanvas aria-label="Spectrum" draw={drawSpectrum}>
     *   The spectrum analyser needs a browser with canvas support.
     * </AnimationCanvas>
     * ```
     * @ja キャンバスを描画できないブラウザーで表示される、`<canvas>` 内の代替コンテンツです。
     */
    children?: ReactNode;
  };

/**
 * A `<canvas>` with a draw loop: `init(context, size)` runs once, then `draw({ context, frame, delta,
 * elapsed, fps, width, height })` runs on every `requestAnimationFrame`. It is sized absolutely
 * (`width`/`height`) or relative to its parent (`relative`, followed with a ResizeObserver; give the parent
 * its own size), and its pixels are scaled by `devicePixelRatio` so drawings stay sharp. The loop stops on
 * unmount, pauses with `active={false}`, and pauses while the canvas is off-screen (IntersectionObserver).
 * With `aria-label` or `aria-labelledby` it is exposed as an image.
 *
 * @param props - {@link AnimationCanvasProps}
 * @jaParam props - プロパティ（{@link AnimationCanvasProps}）。
 * @returns the canvas element
 * @jaReturns `<canvas>` 要素。
 * @example
 * ```tsx
 * import { AnimationCanvas } from '@vibrato-ui/react';
 *
 * function Scope({ analyser }: { analyser: AnalyserNode }) {
 *   const samples = new Float32Array(analyser.fftSize);
 *   return (
 *     <div style={{ height: 160 }}>
 *       <AnimationCanvas
 *         aria-label="Oscilloscope"
 *         relative
 *         draw={({ context, width, height }) => {
 *           analyser.getFloatTimeDomainData(samples);
 *           context.clearRect(0, 0, width, height);
 *           context.beginPath();
 *           samples.forEach((s, i) => context.lineTo((i / samples.length) * width, (1 - s) * (height / 2)));
 *           context.stroke();
 *         }}
 *       />
 *     </div>
 *   );
 * }
 * ```
 * @ja 描画ループ付きの `<canvas>` です。`init(context, size)` を 1 度呼んだ後、`requestAnimationFrame` ごとに `draw` を呼びます。
 * 大きさは絶対指定（`width`/`height`）か親要素に対する相対指定（`relative`、ResizeObserver で追従）で、`devicePixelRatio` に合わせて拡大するので
 * くっきり描けます。相対指定のときは、親要素に自身の大きさを持たせてください。アンマウントで止まり、`active={false}` や画面外にあるあいだ（IntersectionObserver）は一時停止します。`aria-label` か `aria-labelledby` を指定すると、画像（`role="img"`）としてスクリーンリーダーに伝わります。
 */
export function AnimationCanvas(props: AnimationCanvasProps) {
  const { draw, init, active = true } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useCanvasSize(canvasRef, props);
  const onScreen = useOnScreen(canvasRef);
  const contextRef = useRef<CanvasRenderingContext2D | null>(null);
  const callbacks = useRef({ draw, init });
  callbacks.current = { draw, init };
  const fpsRef = useRef(0);
  const lastFrame = useRef({ frame: 0, elapsed: 0 });
  const drawnSize = useRef<typeof size>(null);
  const running = active && onScreen && size !== null;

  const drawFrame = useCallback(
    (timing: { frame: number; delta: number; elapsed: number }) => {
      const context = contextRef.current;
      if (!context || !size) return;
      if (timing.delta > 0) {
        const current = 1000 / timing.delta;
        // An exponential moving average keeps the number readable.
        fpsRef.current = fpsRef.current === 0 ? current : fpsRef.current * 0.9 + current * 0.1;
      }
      lastFrame.current = { frame: timing.frame, elapsed: timing.elapsed };
      drawnSize.current = size;
      callbacks.current.draw({
        context,
        ...timing,
        fps: fpsRef.current,
        width: size.width,
        height: size.height,
      });
    },
    [size],
  );

  // Resizing the backing store clears the canvas and resets the context, so it follows every size change.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !size) return;
    canvas.width = Math.max(1, Math.round(size.width * size.pixelRatio));
    canvas.height = Math.max(1, Math.round(size.height * size.pixelRatio));
    const firstTime = contextRef.current === null;
    contextRef.current ??= canvas.getContext('2d');
    const context = contextRef.current;
    if (!context) return;
    context.setTransform(size.pixelRatio, 0, 0, size.pixelRatio, 0, 0);
    if (firstTime) callbacks.current.init?.(context, { width: size.width, height: size.height });
  }, [size]);

  // A paused canvas gets a still frame on mount and after each resize (which clears it), so it is never blank.
  useEffect(() => {
    if (!running && size && drawnSize.current !== size) drawFrame({ ...lastFrame.current, delta: 0 });
  }, [running, size, drawFrame]);

  useAnimationFrame(drawFrame, running);

  const labelled = Boolean(props['aria-label'] || props['aria-labelledby']);
  const style = props.relative
    ? { width: size ? `${size.width}px` : undefined, height: size ? `${size.height}px` : undefined }
    : { width: styleHelper(props.width ?? 300), height: styleHelper(props.height ?? 150) };

  return (
    <canvas
      ref={canvasRef}
      id={props.id}
      className={cx('vibrato-animation-canvas', props.className)}
      style={{ ...style, ...props.style }}
      role={labelled ? 'img' : undefined}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      data-active={running ? '' : undefined}
    >
      {props.children}
    </canvas>
  );
}

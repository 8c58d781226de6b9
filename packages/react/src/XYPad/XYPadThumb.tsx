import { forwardRef, useImperativeHandle } from 'react';
import { cx } from '../internal/cx.js';
import type { ThumbProps } from '../types.js';
import { useXYPadState } from './context.js';

/**
 * Props of {@link XYPadThumb}.
 *
 * @example
 * ```tsx
 * const props: XYPadThumbProps = { className: 'dot', 'aria-label': 'Cutoff and resonance' };
 * ```
 * @ja {@link XYPadThumb} のプロパティです。
 */
export interface XYPadThumbProps extends ThumbProps {
  /**
   * Accessible name of the thumb; overrides the `aria-label` given to the XYPad.
   *
   * @example
   * ```tsx
   * <XYPadThumb aria-label="Delay time and feedback" />
   * ```
   * @ja つまみのアクセシブルな名前です。XYPad に渡した `aria-label` より優先されます。
   */
  'aria-label'?: string;
}

/**
 * Methods of an {@link XYPadThumb} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<XYPadThumbMethods>(null);
 * ref.current?.focus();
 * ```
 * @ja {@link XYPadThumb} の ref から使えるメソッドです。
 */
export interface XYPadThumbMethods {
  /**
   * Moves keyboard focus to the thumb.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.focus();
   * ```
   * @ja つまみにキーボードフォーカスを移します。
   */
  focus: () => void;
  /**
   * Removes keyboard focus from the thumb.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.blur();
   * ```
   * @ja つまみからフォーカスを外します。
   */
  blur: () => void;
  /**
   * The thumb element (`role="slider"`), or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.getBoundingClientRect();
   * ```
   * @ja つまみの要素（`role="slider"`）です。マウント前は `null` です。
   */
  readonly element: HTMLDivElement | null;
}

/**
 * The thumb of an {@link XYPad}: one focusable `role="slider"` element (`aria-roledescription="2D slider"`, or the pad's `roleDescription`)
 * whose `aria-valuenow/min/max` describe x and whose `aria-valuetext` reads both values. Left/Right and
 * Home/End move x; Up/Down and PageUp/PageDown move y; Shift+arrow moves ten steps. CSS places it with
 * `--vibrato-xy-pad-x` and `--vibrato-xy-pad-y`.
 *
 * @param props - {@link XYPadThumbProps}
 * @returns the thumb element
 * @jaReturns つまみの要素。
 * @throws Error when rendered outside an {@link XYPad}
 * @jaThrows {@link XYPad} の外で描画したときは Error を投げます。
 * @example
 * ```tsx
 * <XYPad aria-label="Morph">
 *   <XYPadArea>
 *     <XYPadThumb className="morph-dot" />
 *   </XYPadArea>
 * </XYPad>
 * ```
 * @ja {@link XYPad} のつまみです。フォーカスを受ける `role="slider"` の要素（`aria-roledescription` は "2D slider" か、パッドの `roleDescription`）で、
 * `aria-valuenow/min/max` は x を表し、`aria-valuetext` で両方の値を読み上げます。左右キーと Home/End で x、上下キーと PageUp/PageDown で y が動きます。
 * Shift+矢印キーで 10 ステップ動きます。CSS の `--vibrato-xy-pad-x` と `--vibrato-xy-pad-y` で配置されます。
 */
export const XYPadThumb = forwardRef<XYPadThumbMethods, XYPadThumbProps>(function XYPadThumb(props, ref) {
  const { thumbRef, thumbProps, onThumbKeyDown } = useXYPadState('XYPadThumb');
  useImperativeHandle(
    ref,
    () => ({
      focus: () => thumbRef.current?.focus(),
      blur: () => thumbRef.current?.blur(),
      get element() {
        return thumbRef.current;
      },
    }),
    [thumbRef],
  );
  return (
    <div
      ref={thumbRef}
      className={cx('vibrato-xy-pad__thumb', props.className)}
      style={props.style}
      {...thumbProps}
      aria-label={props['aria-label'] ?? (thumbProps['aria-label'] as string | undefined)}
      onKeyDown={onThumbKeyDown}
    >
      {props.children}
    </div>
  );
});

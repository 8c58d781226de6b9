import { clamp, styleHelper, toFixed } from '@vibrato-ui/functions';
import { forwardRef, useImperativeHandle, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useDrag } from '../hooks/useDrag.js';
import { useEventListener } from '../hooks/useEventListener.js';
import { appValues } from '../internal/appValues.js';
import { cx } from '../internal/cx.js';
import { useValueControl } from '../internal/useValueControl.js';
import { toPosition } from '../internal/value.js';
import type { AbsoluteSizingProps, CommonProps, ValueOptions } from '../types.js';
import { SliderContext, type SliderState } from './context.js';
import { SliderThumb } from './SliderThumb.js';
import { SliderTrack } from './SliderTrack.js';

/**
 * Props of {@link Slider}. `className` and `style` go to the root element; `id` and the `aria-*` label
 * props go to the focusable thumb (`role="slider"`).
 *
 * @example
 * ```tsx
 * const props: SliderProps = { 'aria-label': 'Volume', orientation: 'vertical', height: 160 };
 * ```
 * @ja {@link Slider} のプロパティです。`className` と `style` はルート要素に、`id` と `aria-*` のラベルはフォーカスを受けるつまみ（`role="slider"`）に渡されます。
 */
export interface SliderProps extends ValueOptions, CommonProps, AbsoluteSizingProps {
  /**
   * Direction of the track. Vertical sliders have their minimum at the bottom.
   *
   * @defaultValue `'horizontal'`
   * @example
   * ```tsx
   * <Slider aria-label="Fader" orientation="vertical" height={200} />
   * ```
   * @ja トラックの向きです。縦向きのスライダーは下端が最小値になります。
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Put the minimum at the right (horizontal) or at the top (vertical). Arrow keys still move the thumb
   * in the direction of the arrow.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <Slider aria-label="Attenuation" reversed />
   * ```
   * @ja 最小値を右端（横向き）または上端（縦向き）に置きます。矢印キーは押した方向へつまみを動かします。
   */
  reversed?: boolean;
  /**
   * The parts to render: {@link SliderTrack}, {@link SliderThumb}, {@link Scale} and your own. Without
   * children the slider renders a track and a thumb.
   *
   * @defaultValue `<><SliderTrack /><SliderThumb /></>`
   * @example
   * ```tsx
   * <Slider aria-label="Mix">
   *   <SliderTrack />
   *   <SliderThumb />
   *   <Scale values={[0, 0.5, 1]} />
   * </Slider>
   * ```
   * @ja 描画する部品です（{@link SliderTrack}、{@link SliderThumb}、{@link Scale} や独自の部品）。省略するとトラックとつまみを描画します。
   */
  children?: ReactNode;
}

/**
 * Methods of a {@link Slider} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<SliderMethods>(null);
 * ref.current?.setValue(0.5);
 * ```
 * @ja {@link Slider} の ref から使えるメソッドです。
 */
export interface SliderMethods {
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
   * Reads the current value, including changes not yet rendered.
   *
   * @returns the current value
   * @jaReturns 現在の値。
   * @example
   * ```tsx
   * const level = ref.current?.getValue();
   * ```
   * @ja 現在の値を返します。まだ描画に反映されていない変更も含みます。
   */
  getValue: () => number;
  /**
   * Sets the value (clamped and snapped) and calls `onChange` if it changed.
   *
   * @param value - the new value
   * @jaParam value - 新しい値。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.setValue(0.75);
   * ```
   * @ja 値を設定します（範囲とステップに合わせます）。値が変わったときは `onChange` が呼ばれます。
   */
  setValue: (value: number) => void;
  /**
   * Restores `defaultValue` (or `min`) and calls `onChange` (when the value changes) and `onChangeEnd`, like a
   * double-click, also while the control is disabled or read-only.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.reset();
   * ```
   * @ja ダブルクリックと同じく `defaultValue`（なければ `min`）に戻し、`onChange`（値が変わったとき）と `onChangeEnd` を呼びます。`disabled` や `readOnly` のときも動作します。
   */
  reset: () => void;
  /**
   * The root element, or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.getBoundingClientRect();
   * ```
   * @ja ルート要素です。マウント前は `null` です。
   */
  readonly element: HTMLDivElement | null;
}

/**
 * A linear control, horizontal or vertical, built from parts: {@link SliderTrack}, {@link SliderThumb}
 * and optionally a {@link Scale}. Press anywhere on it to jump there and drag (Shift while dragging
 * moves ten times finer, relative to where you are); use the wheel over it or the keyboard on the thumb; double-click
 * to restore `defaultValue`. The root carries `data-orientation`, `data-disabled`, `data-readonly`,
 * `data-dragging` and the CSS property `--vibrato-slider-position` (0..1) that places the thumb. With the
 * package's styles the root is as thick as the thumb (`--vibrato-thumb-size`) but at least 24 CSS px, the minimum
 * pointer target of WCAG 2.2, with the track and the thumb centred in it.
 *
 * @param props - {@link SliderProps}
 * @returns the slider element
 * @jaReturns スライダーの要素。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { Scale, ScaleOption, Slider, SliderThumb, SliderTrack } from '@vibrato-ui/react';
 *
 * function Pan() {
 *   const [pan, setPan] = useState(0);
 *   return (
 *     <Slider aria-label="Pan" min={-1} max={1} defaultValue={0} value={pan} onChange={setPan}>
 *       <SliderTrack />
 *       <SliderThumb />
 *       <Scale>
 *         <ScaleOption value={-1}>L</ScaleOption>
 *         <ScaleOption value={0}>C</ScaleOption>
 *         <ScaleOption value={1}>R</ScaleOption>
 *       </Scale>
 *     </Slider>
 *   );
 * }
 * ```
 * @ja 横または縦の直線状のコントロールで、{@link SliderTrack}・{@link SliderThumb} と、必要に応じて {@link Scale} の部品から組み立てます。
 * 押した位置へ値が移動してそのままドラッグでき（ドラッグ中に Shift を押すと、その位置から 10 倍細かく動きます）、スライダーの上ではホイール、つまみではキーボードも使えます。
 * ダブルクリックで `defaultValue` に戻ります。ルート要素には `data-orientation`・`data-disabled`・`data-readonly`・`data-dragging` と、
 * つまみの位置を決める CSS カスタムプロパティ `--vibrato-slider-position`（0〜1）が付きます。
 * パッケージのスタイルでは、ルート要素の太さはつまみの直径（`--vibrato-thumb-size`）と同じですが、WCAG 2.2 がポインター操作の対象に求める最小サイズの 24 CSS px を下回ることはありません（トラックとつまみはその中央に置かれます）。
 * @throws RangeError when `min` is not less than `max` (or either is not finite), when `skew` is not a finite number
 * greater than 0, or when `value` or `defaultValue` is NaN.
 * @jaThrows `min` が `max` 以上のとき（またはどちらかが有限の数でないとき）、`skew` が 0 より大きい有限の数でないとき、`value` か `defaultValue` が NaN のときは RangeError を投げます。
 */
export const Slider = forwardRef<SliderMethods, SliderProps>(function Slider(props, ref) {
  const { orientation = 'horizontal', reversed = false, disabled = false, readOnly = false } = props;
  const vertical = orientation === 'vertical';
  const control = useValueControl(props, {
    orientation,
    flipHorizontal: reversed && !vertical,
    flipVertical: reversed && vertical,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const dragPosition = useRef(0);
  /**
   * Which values during the drag the app set (see appValues.ts), and whether it has set one since the drag
   * started: from then on the thumb moves with the pointer's motion from that value, instead of jumping back under
   * the pointer.
   */
  const [dragValues] = useState(() => appValues<number>());
  dragValues.rendered(control.value);
  const dragRelative = useRef(false);

  /** The value position (0..1, skew applied) under a pointer, measured on the track (or the root). */
  const positionAt = (clientX: number, clientY: number): number | null => {
    const rect = (trackRef.current ?? rootRef.current)?.getBoundingClientRect();
    if (!rect || (vertical ? rect.height : rect.width) === 0) return null;
    const along = vertical ? (rect.bottom - clientY) / rect.height : (clientX - rect.left) / rect.width;
    return clamp(reversed ? 1 - along : along, 0, 1);
  };

  const { dragging, handlers } = useDrag({
    disabled: !control.interactive,
    onDragStart: ({ clientX, clientY, event }) => {
      // Without this, the mousedown that follows would move focus away from the thumb we focus here.
      event.preventDefault();
      thumbRef.current?.focus({ preventScroll: true });
      const position = positionAt(clientX, clientY);
      dragPosition.current = position ?? control.position;
      dragRelative.current = false;
      if (position !== null) control.setPosition(position);
      dragValues.start(control.latest.current);
    },
    onDrag: ({ clientX, clientY, deltaX, deltaY, event }) => {
      // Disabled or made read-only mid-drag: the value stays, as with every other input.
      if (!control.interactive) return;
      const rect = (trackRef.current ?? rootRef.current)?.getBoundingClientRect();
      const length = rect ? (vertical ? rect.height : rect.width) : 0;
      if (dragValues.setByApp(control.latest.current)) {
        // The app set the value during the drag (a controlled value, or the ref's setValue): go on from it.
        dragPosition.current = toPosition(control.latest.current, control.range);
        dragRelative.current = true;
      }
      const before = control.latest.current;
      if ((event.shiftKey || dragRelative.current) && length > 0) {
        // The pointer's motion (a tenth of it in Shift's fine mode), relative to the current position.
        const along = (vertical ? -deltaY : deltaX) / length / (event.shiftKey ? 10 : 1);
        dragPosition.current = clamp(dragPosition.current + (reversed ? -along : along), 0, 1);
      } else {
        dragPosition.current = positionAt(clientX, clientY) ?? dragPosition.current;
      }
      control.setPosition(dragPosition.current);
      dragValues.gave(control.latest.current, control.latest.current !== before);
    },
    onDragEnd: control.commit,
  });

  useEventListener(rootRef, 'wheel', control.onWheel, { passive: false });

  useImperativeHandle(
    ref,
    () => ({
      focus: () => thumbRef.current?.focus(),
      getValue: () => control.latest.current,
      setValue: control.setValue,
      reset: control.reset,
      get element() {
        return rootRef.current;
      },
    }),
    [control.latest, control.setValue, control.reset],
  );

  const state: SliderState = {
    control,
    orientation,
    reversed,
    dragging,
    disabled,
    readOnly,
    visualPosition: (value: number) => {
      const position = toPosition(value, control.range);
      // Rounded so CSS and readers get 0.2, not 0.19999999999999996.
      return toFixed(reversed ? 1 - position : position, 6);
    },
    thumbRef,
    trackRef,
    labelProps: {
      id: props.id,
      'aria-label': props['aria-label'],
      'aria-labelledby': props['aria-labelledby'],
      'aria-describedby': props['aria-describedby'],
    },
  };

  const style = {
    width: styleHelper(props.width),
    height: styleHelper(props.height),
    '--vibrato-slider-position': state.visualPosition(control.value),
    ...props.style,
  } as CSSProperties;

  return (
    <SliderContext.Provider value={state}>
      <div
        ref={rootRef}
        className={cx('vibrato-slider', props.className)}
        style={style}
        data-orientation={orientation}
        data-reversed={reversed ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-readonly={readOnly ? '' : undefined}
        data-dragging={dragging ? '' : undefined}
        {...handlers}
        onDoubleClick={() => {
          if (control.interactive) control.reset();
        }}
      >
        {props.children ?? (
          <>
            <SliderTrack />
            <SliderThumb />
          </>
        )}
      </div>
    </SliderContext.Provider>
  );
});

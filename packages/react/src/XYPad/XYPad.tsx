import { clamp, styleHelper, toFixed } from '@vibrato-ui/functions';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useDrag } from '../hooks/useDrag.js';
import { useEventListener } from '../hooks/useEventListener.js';
import { appValues } from '../internal/appValues.js';
import { cx } from '../internal/cx.js';
import { useValueControl } from '../internal/useValueControl.js';
import {
  hasCommandModifier,
  keyboardOption,
  moveValue,
  toPosition,
  valueForKey,
  wheelNotches,
  wheelOption,
} from '../internal/value.js';
import type { AbsoluteSizingProps, CommonProps, ValueOptions } from '../types.js';
import { XYPadContext, type XYPadState } from './context.js';
import { XYPadArea } from './XYPadArea.js';
import { XYPadThumb } from './XYPadThumb.js';

/**
 * Props of {@link XYPad}. Each axis has its own {@link ValueOptions} (`x` and `y`: range, step, skew,
 * default, per-axis callbacks, keyboard and wheel steps, value text); `onChange` and `onChangeEnd` here
 * report both values at once. `disabled` and `readOnly` apply to the whole pad. `className` and `style`
 * go to the root; `id` and the `aria-*` label props go to the thumb.
 *
 * @example
 * ```tsx
 * const props: XYPadProps = {
 *   'aria-label': 'Filter',
 *   x: { min: 20, max: 20000, skew: 0.3, unit: 'Hz' },
 *   y: { min: 0.1, max: 20, defaultValue: 0.7 },
 *   onChange: ({ x, y }) => console.info(x, y),
 * };
 * ```
 * @ja {@link XYPad} のプロパティです。軸ごとに {@link ValueOptions}（`x` と `y`）を指定し、ここでの `onChange` と `onChangeEnd` は両方の値をまとめて通知します。
 * `disabled` と `readOnly` はパッド全体に効きます。`className` と `style` はルート要素に、`id` と `aria-*` のラベルはつまみに渡されます。
 */
export interface XYPadProps extends CommonProps, AbsoluteSizingProps {
  /**
   * Value options of the horizontal axis (left = `min`).
   *
   * @defaultValue `{}` (0..1, starting at 0)
   * @jaDefaultValue `{}`（0〜1、最初の値は 0）。
   * @example
   * ```tsx
   * <XYPad aria-label="Pan and depth" x={{ min: -1, max: 1, defaultValue: 0 }} />
   * ```
   * @ja 横軸の値の設定です（左端が `min`）。
   */
  x?: ValueOptions;
  /**
   * Value options of the vertical axis (bottom = `min`).
   *
   * @defaultValue `{}` (0..1, starting at 0)
   * @jaDefaultValue `{}`（0〜1、最初の値は 0）。
   * @example
   * ```tsx
   * <XYPad aria-label="Pan and depth" y={{ min: 0, max: 100, unit: '%' }} />
   * ```
   * @ja 縦軸の値の設定です（下端が `min`）。
   */
  y?: ValueOptions;
  /**
   * Called with both values whenever either changes (drag, keys, wheel, reset).
   *
   * @param value - the current `x` and `y`
   * @jaParam value - 現在の `x` と `y`。
   * @example
   * ```tsx
   * <XYPad aria-label="Morph" onChange={({ x, y }) => console.info(x, y)} />
   * ```
   * @ja どちらかの値が変わるたびに、両方の値をまとめて渡して呼ばれます。
   */
  onChange?: (value: { x: number; y: number }) => void;
  /**
   * Called with both values when an interaction ends (pointer released, key press, wheel, double-click).
   *
   * @param value - the final `x` and `y`
   * @jaParam value - 操作を終えたときの `x` と `y`。
   * @example
   * ```tsx
   * <XYPad aria-label="Morph" onChangeEnd={({ x, y }) => localStorage.setItem('morph', JSON.stringify({ x, y }))} />
   * ```
   * @ja 操作が終わったときに、両方の最終的な値をまとめて渡して呼ばれます。
   */
  onChangeEnd?: (value: { x: number; y: number }) => void;
  /**
   * Disable the whole pad.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <XYPad aria-label="Morph" disabled />
   * ```
   * @ja パッド全体を無効にします。
   */
  disabled?: boolean;
  /**
   * Keep the pad focusable but ignore every change.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <XYPad aria-label="Position" readOnly x={{ value: 0.2 }} y={{ value: 0.8 }} />
   * ```
   * @ja フォーカスは受け付けたまま、値の変更をすべて無視します。
   */
  readOnly?: boolean;
  /**
   * What screen readers call the thumb in place of "slider" (its `aria-roledescription`): give one in the page's
   * language. An empty string leaves the role's own name.
   *
   * @defaultValue `'2D slider'`
   * @example
   * ```tsx
   * <XYPad aria-label="フィルター" roleDescription="2 次元スライダー" />
   * ```
   * @ja スクリーンリーダーが「slider」の代わりに読み上げるつまみの種類（`aria-roledescription`）です。ページの言語で指定してください。
   * 空文字列を渡すと、ロールの本来の名前のままになります。
   */
  roleDescription?: string;
  /**
   * Makes the text screen readers announce for both values (the thumb's `aria-valuetext`) from each axis's own text
   * (its `valueText`, or the value with its `unit`): name the axes after what they control, in the page's
   * language.
   *
   * @param x - the announced text of the x value
   * @jaParam x - x の値の読み上げテキスト。
   * @param y - the announced text of the y value
   * @jaParam y - y の値の読み上げテキスト。
   * @returns the thumb's `aria-valuetext`
   * @jaReturns つまみの `aria-valuetext`。
   * @defaultValue `` (x, y) => `X: ${x}, Y: ${y}` ``
   * @example
   * ```tsx
   * <XYPad aria-label="Filter" formatValueText={(x, y) => `Cutoff ${x}, resonance ${y}`} />
   * ```
   * @ja 両方の値についてスクリーンリーダーが読み上げるテキスト（つまみの `aria-valuetext`）を、各軸のテキスト（その軸の `valueText`、
   * または値と `unit`）から作ります。軸が操作するものの名前を、ページの言語で付けられます。
   */
  formatValueText?: (x: string, y: string) => string;
  /**
   * The parts: an {@link XYPadArea} containing an {@link XYPadThumb}, plus anything you draw.
   *
   * @defaultValue `<XYPadArea><XYPadThumb /></XYPadArea>`
   * @example
   * ```tsx
   * <XYPad aria-label="Morph">
   *   <XYPadArea>
   *     <XYPadThumb>●</XYPadThumb>
   *   </XYPadArea>
   * </XYPad>
   * ```
   * @ja 構成部品です。{@link XYPadThumb} を含む {@link XYPadArea} と、独自の描画を置きます。
   */
  children?: ReactNode;
}

/**
 * Methods of an {@link XYPad} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<XYPadMethods>(null);
 * ref.current?.setValue({ x: 0.5, y: 0.5 });
 * ```
 * @ja {@link XYPad} の ref から使えるメソッドです。
 */
export interface XYPadMethods {
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
   * Reads both current values, including changes not yet rendered.
   *
   * @returns the current `x` and `y`
   * @jaReturns 現在の `x` と `y`。
   * @example
   * ```tsx
   * const { x, y } = ref.current?.getValue() ?? { x: 0, y: 0 };
   * ```
   * @ja 現在の `x` と `y` を返します。まだ描画に反映されていない変更も含みます。
   */
  getValue: () => { x: number; y: number };
  /**
   * Sets one or both values (clamped and snapped) and calls the `onChange` callbacks if they changed.
   *
   * @param value - the new `x` and/or `y`
   * @jaParam value - 新しい `x` と `y`（どちらか一方だけでもかまいません）。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.setValue({ y: 0 });
   * ```
   * @ja 片方または両方の値を設定します（範囲とステップに合わせます）。値が変わったときは `onChange` が呼ばれます。
   */
  setValue: (value: { x?: number; y?: number }) => void;
  /**
   * Restores both defaults, like a double-click, also while the pad is disabled or read-only.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.reset();
   * ```
   * @ja ダブルクリックと同じく、両方の値を既定値に戻します。`disabled` や `readOnly` のときも動作します。
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

const X_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);
const Y_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown']);

/** The thumb's announced text when `formatValueText` is not given. */
const defaultValueText = (x: string, y: string) => `X: ${x}, Y: ${y}`;

/** Whether two pairs of values are the same. */
const samePair = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x === b.x && a.y === b.y;

/**
 * A two-dimensional control: press anywhere on the {@link XYPadArea} to move the {@link XYPadThumb}
 * there and drag to move both values (Shift while dragging moves ten times finer); arrow keys move one
 * axis at a time; the wheel moves y (horizontal scrolling moves x); double-click restores both defaults.
 * The root carries `data-disabled`, `data-readonly`, `data-dragging` and the CSS properties
 * `--vibrato-xy-pad-x` / `--vibrato-xy-pad-y` (0..1) that place the thumb.
 *
 * @param props - {@link XYPadProps}
 * @returns the pad element
 * @jaReturns XY パッドの要素。
 * @example
 * ```tsx
 * import { XYPad } from '@vibrato-ui/react';
 *
 * const filter = new AudioContext().createBiquadFilter();
 *
 * <XYPad
 *   aria-label="Filter cutoff and resonance"
 *   width={240}
 *   height={160}
 *   x={{ min: 20, max: 20000, skew: 0.3, defaultValue: 1000, unit: 'Hz' }}
 *   y={{ min: 0.1, max: 20, defaultValue: 0.7 }}
 *   onChange={({ x, y }) => {
 *     filter.frequency.value = x;
 *     filter.Q.value = y;
 *   }}
 * />;
 * ```
 * @ja 2 次元のコントロールです。{@link XYPadArea} の押した位置へ {@link XYPadThumb} が移動し、ドラッグで 2 つの値を同時に動かせます
 * （ドラッグ中に Shift を押すと 10 倍細かく動きます）。矢印キーは 1 軸ずつ、ホイールは y（横スクロールは x）を動かし、ダブルクリックで両方の既定値に戻ります。
 * ルート要素には `data-disabled`・`data-readonly`・`data-dragging` と、
 * つまみの位置を決める CSS カスタムプロパティ `--vibrato-xy-pad-x`・`--vibrato-xy-pad-y`（0〜1）が付きます。
 * @throws RangeError when an axis' `min` is not less than its `max` (or either is not finite), when its `skew` is not a
 * finite number greater than 0, or when its `value` or `defaultValue` is NaN.
 * @jaThrows いずれかの軸で、`min` が `max` 以上のとき（またはどちらかが有限の数でないとき）、`skew` が 0 より大きい有限の数でないとき、`value` か `defaultValue` が NaN のときは RangeError を投げます。
 */
export const XYPad = forwardRef<XYPadMethods, XYPadProps>(function XYPad(props, ref) {
  const {
    disabled = false,
    readOnly = false,
    roleDescription = '2D slider',
    formatValueText = defaultValueText,
  } = props;
  const xOptions = props.x ?? {};
  const yOptions = props.y ?? {};
  const xc = useValueControl({ ...xOptions, disabled, readOnly });
  const yc = useValueControl({ ...yOptions, disabled, readOnly });
  const interactive = xc.interactive;
  const rootRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const dragPosition = useRef({ x: 0, y: 0 });
  /**
   * Which values during the drag the app set (see appValues.ts), and whether it has set some since the drag
   * started: from then on the thumb moves with the pointer's motion from those values, instead of jumping back
   * under the pointer.
   */
  const [dragValues] = useState(() => appValues<{ x: number; y: number }>(samePair));
  dragValues.rendered({ x: xc.value, y: yc.value });
  const dragRelative = useRef(false);

  const latest = () => ({ x: xc.latest.current, y: yc.latest.current });
  /** Runs an update of one or both axes and reports the pair once if anything changed. */
  const update = (change: () => void) => {
    const before = latest();
    change();
    const after = latest();
    if (after.x !== before.x || after.y !== before.y) props.onChange?.(after);
  };
  const commit = (axes: { x: boolean; y: boolean }) => {
    if (axes.x) xc.commit();
    if (axes.y) yc.commit();
    props.onChangeEnd?.(latest());
  };
  const reset = () => {
    update(() => {
      xc.reset();
      yc.reset();
    });
    props.onChangeEnd?.(latest());
  };

  const positionAt = (clientX: number, clientY: number) => {
    const rect = (areaRef.current ?? rootRef.current)?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return {
      x: clamp((clientX - rect.left) / rect.width, 0, 1),
      y: clamp((rect.bottom - clientY) / rect.height, 0, 1),
    };
  };
  const moveTo = (position: { x: number; y: number }) => {
    dragPosition.current = position;
    update(() => {
      xc.setPosition(position.x);
      yc.setPosition(position.y);
    });
  };

  const { dragging, handlers } = useDrag({
    disabled: !interactive,
    onDragStart: ({ clientX, clientY, event }) => {
      // Without this, the mousedown that follows would move focus away from the thumb we focus here.
      event.preventDefault();
      thumbRef.current?.focus({ preventScroll: true });
      dragRelative.current = false;
      moveTo(positionAt(clientX, clientY) ?? { x: xc.position, y: yc.position });
      dragValues.start(latest());
    },
    onDrag: ({ clientX, clientY, deltaX, deltaY, event }) => {
      // Disabled or made read-only mid-drag: the values stay, as with every other input.
      if (!interactive) return;
      const now = latest();
      if (dragValues.setByApp(now)) {
        // The app set x or y during the drag (controlled values, or the ref's setValue): go on from them.
        dragPosition.current = { x: toPosition(now.x, xc.range), y: toPosition(now.y, yc.range) };
        dragRelative.current = true;
      }
      const rect = (areaRef.current ?? rootRef.current)?.getBoundingClientRect();
      const before = latest();
      if ((event.shiftKey || dragRelative.current) && rect && rect.width > 0 && rect.height > 0) {
        // The pointer's motion (a tenth of it in Shift's fine mode), relative to the current position.
        const scale = event.shiftKey ? 10 : 1;
        const { x, y } = dragPosition.current;
        moveTo({
          x: clamp(x + deltaX / rect.width / scale, 0, 1),
          y: clamp(y - deltaY / rect.height / scale, 0, 1),
        });
      } else {
        moveTo(positionAt(clientX, clientY) ?? dragPosition.current);
      }
      dragValues.gave(latest(), !samePair(before, latest()));
    },
    onDragEnd: () => commit({ x: true, y: true }),
  });

  useEventListener(
    rootRef,
    'wheel',
    (event) => {
      if (!interactive) return;
      const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
      const notches = horizontal
        ? -wheelNotches({
            deltaX: 0,
            deltaY: event.deltaX,
            deltaMode: event.deltaMode,
            shiftKey: event.shiftKey,
          })
        : wheelNotches(event);
      if (notches === 0) return;
      event.preventDefault();
      const axis = horizontal ? xc : yc;
      const options = horizontal ? xOptions : yOptions;
      update(() => axis.setValue(moveValue(axis.latest.current, wheelOption(options), notches, axis.range)));
      commit({ x: horizontal, y: !horizontal });
    },
    { passive: false },
  );

  const onThumbKeyDown = (event: KeyboardEvent) => {
    if (disabled || hasCommandModifier(event)) return;
    const isX = X_KEYS.has(event.key);
    if (!isX && !Y_KEYS.has(event.key)) return;
    const axis = isX ? xc : yc;
    const next = valueForKey(
      event.key,
      event.shiftKey,
      axis.latest.current,
      keyboardOption(isX ? xOptions : yOptions, axis.range),
      axis.range,
    );
    if (next === null) return;
    // A read-only pad keeps the keys too (the page does not scroll under its focused thumb).
    event.preventDefault();
    if (!interactive) return;
    update(() => axis.setValue(next));
    commit({ x: isX, y: !isX });
  };

  useImperativeHandle(ref, () => ({
    focus: () => thumbRef.current?.focus(),
    getValue: latest,
    setValue: (value: { x?: number; y?: number }) =>
      update(() => {
        if (value.x !== undefined) xc.setValue(value.x);
        if (value.y !== undefined) yc.setValue(value.y);
      }),
    reset,
    get element() {
      return rootRef.current;
    },
  }));

  const state: XYPadState = {
    areaRef,
    thumbRef,
    onThumbKeyDown,
    thumbProps: {
      id: props.id,
      'aria-label': props['aria-label'],
      'aria-labelledby': props['aria-labelledby'],
      'aria-describedby': props['aria-describedby'],
      role: 'slider',
      'aria-roledescription': roleDescription || undefined,
      tabIndex: xc.sliderProps.tabIndex,
      'aria-valuemin': xc.range.min,
      'aria-valuemax': xc.range.max,
      'aria-valuenow': xc.value,
      'aria-valuetext': formatValueText(xc.sliderProps['aria-valuetext'], yc.sliderProps['aria-valuetext']),
      'aria-disabled': xc.sliderProps['aria-disabled'],
      'aria-readonly': xc.sliderProps['aria-readonly'],
    },
  };

  const style = {
    width: styleHelper(props.width),
    height: styleHelper(props.height),
    '--vibrato-xy-pad-x': toFixed(xc.position, 6),
    '--vibrato-xy-pad-y': toFixed(yc.position, 6),
    ...props.style,
  } as CSSProperties;

  return (
    <XYPadContext.Provider value={state}>
      <div
        ref={rootRef}
        className={cx('vibrato-xy-pad', props.className)}
        style={style}
        data-disabled={disabled ? '' : undefined}
        data-readonly={readOnly ? '' : undefined}
        data-dragging={dragging ? '' : undefined}
        {...handlers}
        onDoubleClick={() => {
          if (interactive) reset();
        }}
      >
        {props.children ?? (
          <XYPadArea>
            <XYPadThumb />
          </XYPadArea>
        )}
      </div>
    </XYPadContext.Provider>
  );
});

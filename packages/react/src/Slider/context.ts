import { createContext, useContext, type RefObject } from 'react';
import type { useValueControl } from '../internal/useValueControl.js';

/** What Slider shares with its parts; only a read-only subset is public through useSliderContext. */
export interface SliderState {
  control: ReturnType<typeof useValueControl>;
  orientation: 'horizontal' | 'vertical';
  reversed: boolean;
  dragging: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** Where a value sits along the track, 0 = left/bottom edge, 1 = right/top edge (reversed applied). */
  visualPosition: (value: number) => number;
  thumbRef: RefObject<HTMLDivElement>;
  trackRef: RefObject<HTMLDivElement>;
  /** The label and id props given to Slider, forwarded to the focusable thumb. */
  labelProps: { id?: string; 'aria-label'?: string; 'aria-labelledby'?: string; 'aria-describedby'?: string };
}

export const SliderContext = createContext<SliderState | null>(null);

/** The Slider around a part, or a clear error naming the part that is outside one. */
export function useSliderState(part: string): SliderState {
  const state = useContext(SliderContext);
  if (!state) {
    throw new Error(`${part} was used outside a <Slider>: render it as a descendant of <Slider>.`);
  }
  return state;
}

/**
 * Reads the state of the surrounding {@link Slider}, to build custom parts (a value label, a tick that
 * lights up, …). Safe to call in any descendant of {@link Slider}.
 *
 * @returns the current `value`, its `position` along the track (0..1, from the left or bottom edge, so
 * `reversed` is already applied), the range (`min`, `max`, `step`), `orientation`, `reversed`,
 * `disabled`, `readOnly`, `dragging`, the formatted `valueText`, and `setValue` to change the value
 * (clamped, snapped, calls `onChange`)
 * @jaReturns 現在の値 `value`、トラック上の位置 `position`（0〜1 に正規化した値。左端または下端から測るので、`reversed` は反映済みです）、範囲（`min`、`max`、`step`）、`orientation`、`reversed`、`disabled`、`readOnly`、`dragging`、書式化した値の文字列 `valueText` を持つオブジェクト。
 * 値を変更する `setValue` も含みます（値は範囲内に収められ、ステップに合わせて丸められ、`onChange` が呼ばれます）。
 * @throws Error when called outside a {@link Slider}
 * @jaThrows {@link Slider} の外で呼び出したときは Error を投げます。
 * @example
 * ```tsx
 * import { Slider, SliderThumb, SliderTrack, useSliderContext } from '@vibrato-ui/react';
 *
 * function ValueBubble() {
 *   const { valueText } = useSliderContext();
 *   return <output className="bubble">{valueText}</output>;
 * }
 *
 * <Slider aria-label="Gain" unit="dB" min={-60} max={6}>
 *   <SliderTrack />
 *   <SliderThumb />
 *   <ValueBubble />
 * </Slider>;
 * ```
 * @ja 外側の {@link Slider} の状態を読み取ります。値の表示など、独自の部品を作るときに使います。
 */
export function useSliderContext(): {
  value: number;
  position: number;
  min: number;
  max: number;
  step: number;
  orientation: 'horizontal' | 'vertical';
  reversed: boolean;
  disabled: boolean;
  readOnly: boolean;
  dragging: boolean;
  valueText: string;
  setValue: (value: number) => void;
} {
  const state = useSliderState('useSliderContext');
  const { control } = state;
  return {
    value: control.value,
    position: state.visualPosition(control.value),
    min: control.range.min,
    max: control.range.max,
    step: control.range.step,
    orientation: state.orientation,
    reversed: state.reversed,
    disabled: state.disabled,
    readOnly: state.readOnly,
    dragging: state.dragging,
    valueText: control.sliderProps['aria-valuetext'],
    setValue: control.setValue,
  };
}

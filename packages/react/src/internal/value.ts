// Pure value arithmetic shared by every continuous control (Knob, AnimationKnob, Slider, XYPad axes and
// part B's controls): range defaults, value <-> position mapping, keyboard and wheel steps, value text.
import {
  clamp,
  normalizeValue,
  rawValue,
  stepValue,
  toFixed,
  type InputEventOption,
} from '@vibrato-ui/functions';
import type { ValueOptions } from '../types.js';

/** A value range with every default filled in. */
export interface ValueRange {
  min: number;
  max: number;
  /** 0 means continuous. */
  step: number;
  skew: number;
}

/** Fills in the documented defaults of {@link ValueOptions}: min 0, max 1, step 0 (continuous), skew 1. */
export function resolveRange(options: Pick<ValueOptions, 'min' | 'max' | 'step' | 'skew'>): ValueRange {
  return { min: options.min ?? 0, max: options.max ?? 1, step: options.step ?? 0, skew: options.skew ?? 1 };
}

/** Clamps `value` into the range, snaps it to the step grid counted from `min` and drops float noise. */
export function constrainValue(value: number, range: ValueRange): number {
  const clamped = clamp(value, range.min, range.max);
  // Rounding to 10 decimals removes float noise (0.8000000000000003) that users would see and announce.
  if (range.step <= 0) return toFixed(clamped, 10);
  const snapped = toFixed(range.min + stepValue(clamped - range.min, range.step), 10);
  // Rounding to the nearest step overshoots max when (max - min) is not a multiple of step (10 on 0..10 step 4
  // rounds to 12): the step below is the highest value on the grid (8), as on a native range input.
  const onGrid = snapped > range.max ? toFixed(snapped - range.step, 10) : snapped;
  return clamp(onGrid, range.min, range.max);
}

/** The control position (0..1, skew applied) of `value`. */
export function toPosition(value: number, range: ValueRange): number {
  return normalizeValue(value, range.min, range.max, range.skew);
}

/** The constrained value at control position `position` (0..1, skew applied). */
export function fromPosition(position: number, range: ValueRange): number {
  return constrainValue(rawValue(clamp(position, 0, 1), range.min, range.max, range.skew), range);
}

/**
 * Moves `value` by `amount` units of an {@link InputEventOption}: a raw option adds to the value itself, a
 * normalized option adds to the control position (so it follows the skew). The result is constrained, and
 * a step-snapped control always moves at least one step so that small amounts never get stuck.
 */
export function moveValue(
  value: number,
  option: InputEventOption,
  amount: number,
  range: ValueRange,
): number {
  const moved =
    option.type === 'raw'
      ? value + option.step * amount
      : rawValue(
          clamp(toPosition(value, range) + option.step * amount, 0, 1),
          range.min,
          range.max,
          range.skew,
        );
  const next = constrainValue(moved, range);
  if (next === value && range.step > 0 && amount !== 0) {
    return constrainValue(value + Math.sign(amount) * range.step, range);
  }
  return next;
}

/** The arrow-key option: `keyboard` if given, one `step` if the control is stepped, else 1% of the range. */
export function keyboardOption(options: Pick<ValueOptions, 'keyboard'>, range: ValueRange): InputEventOption {
  if (options.keyboard) return options.keyboard;
  return range.step > 0 ? { type: 'raw', step: range.step } : { type: 'normalized', step: 0.01 };
}

/** The wheel option: `wheel` if given, else 1% of the range per notch. */
export function wheelOption(options: Pick<ValueOptions, 'wheel'>): InputEventOption {
  return options.wheel ?? { type: 'normalized', step: 0.01 };
}

/**
 * Whether Alt, Ctrl or Meta is held. Such presses belong to the browser and the system (Alt+Left goes back,
 * Ctrl+Home scrolls to the top, Meta+Arrow moves between words), so no control takes them: the web
 * components leave them alone too.
 */
export function hasCommandModifier(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.altKey || event.ctrlKey || event.metaKey;
}

/**
 * The value a key press leads to, or `null` when the key is not a value key. Arrows move one keyboard
 * step (ten with Shift), PageUp/PageDown ten steps, Home/End jump to min/max. `invertHorizontal` flips
 * Left/Right for reversed horizontal sliders; `invertVertical` flips Up/Down.
 */
export function valueForKey(
  key: string,
  shiftKey: boolean,
  value: number,
  option: InputEventOption,
  range: ValueRange,
  flip: { horizontal?: boolean; vertical?: boolean } = {},
): number | null {
  const coarse = shiftKey ? 10 : 1;
  const h = flip.horizontal ? -1 : 1;
  const v = flip.vertical ? -1 : 1;
  switch (key) {
    case 'ArrowUp':
      return moveValue(value, option, coarse * v, range);
    case 'ArrowDown':
      return moveValue(value, option, -coarse * v, range);
    case 'ArrowRight':
      return moveValue(value, option, coarse * h, range);
    case 'ArrowLeft':
      return moveValue(value, option, -coarse * h, range);
    case 'PageUp':
      return moveValue(value, option, 10, range);
    case 'PageDown':
      return moveValue(value, option, -10, range);
    case 'Home':
      return constrainValue(range.min, range);
    case 'End':
      // The highest value on the step grid: 9 for min 0, max 10, step 3, as the arrows and a drag reach.
      return constrainValue(range.max, range);
    default:
      return null;
  }
}

/**
 * How many notches a wheel event moved: positive means increase. The larger of the vertical and the sideways
 * motion counts, so a trackpad swipe that wobbles a little still goes its main way. Up increases; right
 * increases too, as ArrowRight does, unless `reverseSideways` (a reversed horizontal slider, whose ArrowRight
 * lowers the value and whose thumb follows a swipe that way). With Shift held and no vertical motion, the
 * sideways motion is the wheel's own: browsers turn Shift+wheel into sideways scrolling, and wheel up (reported
 * as left) still increases. Shift divides by ten for fine adjustment. Browsers report pixels, lines or pages;
 * one notch is about 100 px or 3 lines.
 */
export function wheelNotches(
  event: Pick<WheelEvent, 'deltaX' | 'deltaY' | 'deltaMode' | 'shiftKey'>,
  reverseSideways = false,
): number {
  const shiftedWheel = event.shiftKey && event.deltaY === 0;
  const sideways = !shiftedWheel && Math.abs(event.deltaX) > Math.abs(event.deltaY);
  const up = sideways
    ? reverseSideways
      ? -event.deltaX
      : event.deltaX
    : -(shiftedWheel ? event.deltaX : event.deltaY);
  const perNotch = event.deltaMode === 1 ? 3 : event.deltaMode === 2 ? 1 : 100;
  return (up / perNotch) * (event.shiftKey ? 0.1 : 1);
}

/** Decimal places needed to show multiples of `step` exactly (0.25 → 2, 1e-7 → 7); 2 when continuous. */
export function stepDigits(step: number): number {
  if (step <= 0) return 2;
  // `String` writes steps below 1e-6 with an exponent ("2.5e-7"): its digits count from there.
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  const [, fraction = ''] = mantissa.split('.');
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * The announced text of a value: `valueText(value)` if given, else the value and unit, with at most 2 decimals or
 * as many as `step` has (a 0.001 step is announced as 0.123: with 2 decimals, three presses in four would sound
 * the same).
 */
export function formatValue(
  value: number,
  options: Pick<ValueOptions, 'valueText' | 'unit'>,
  step = 0,
): string {
  if (options.valueText) return options.valueText(value);
  const text = String(toFixed(value, Math.max(2, stepDigits(step))));
  return options.unit ? `${text} ${options.unit}` : text;
}

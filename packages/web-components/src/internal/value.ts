// Pure value arithmetic for every continuous element (knob, slider, number input, both XY pad axes):
// range defaults, value <-> position mapping, keyboard and wheel steps, and the announced value text.
import {
  clamp,
  normalizeValue,
  rawValue,
  stepValue,
  toFixed,
  type InputEventOption,
} from '@vibrato-ui/functions';

/** A value range with every default filled in and every bad number replaced. */
export interface ValueRange {
  min: number;
  max: number;
  /** 0 means continuous. */
  step: number;
  skew: number;
}

/**
 * Turns raw attribute numbers into a usable range: min 0, max 1, step 0 (continuous), skew 1 when missing
 * or invalid. A max that is not above min collapses the range to min, so the element never throws while a
 * page is still setting its attributes one by one.
 */
export function resolveRange(min: number, max: number, step: number, skew: number): ValueRange {
  const low = Number.isFinite(min) ? min : 0;
  const high = Number.isFinite(max) ? max : 1;
  return {
    min: low,
    max: high > low ? high : low,
    step: Number.isFinite(step) && step > 0 ? step : 0,
    skew: Number.isFinite(skew) && skew > 0 ? skew : 1,
  };
}

/** Clamps `value` into the range, snaps it to the step grid counted from `min` and drops float noise. */
export function constrainValue(value: number, range: ValueRange): number {
  // A collapsed range (max not above min) holds only min; `clamp` would throw on it.
  if (range.max <= range.min) return range.min;
  const finite = Number.isFinite(value) ? value : range.min;
  const clamped = clamp(finite, range.min, range.max);
  // 10 decimals: no 0.5800000000000001 in the value attribute, aria-valuenow or the submitted form value.
  if (range.step <= 0) return toFixed(clamped, 10);
  const snapped = toFixed(range.min + stepValue(clamped - range.min, range.step), 10);
  // Rounding to the nearest step overshoots max when (max - min) is not a multiple of step (10 on 0..10 step 4
  // rounds to 12): the step below is the highest value on the grid (8), as on a native range input.
  const onGrid = snapped > range.max ? toFixed(snapped - range.step, 10) : snapped;
  return clamp(onGrid, range.min, range.max);
}

/** The control position (0..1, skew applied) of `value`; 0 for a collapsed range. */
export function toPosition(value: number, range: ValueRange): number {
  if (range.max === range.min) return 0;
  return normalizeValue(clamp(value, range.min, range.max), range.min, range.max, range.skew);
}

/** The constrained value at control position `position` (0..1, skew applied). */
export function fromPosition(position: number, range: ValueRange): number {
  if (range.max === range.min) return range.min;
  return constrainValue(rawValue(clamp(position, 0, 1), range.min, range.max, range.skew), range);
}

/**
 * Moves `value` by `amount` units of an InputEventOption: a raw option adds to the value itself, a
 * normalized option adds to the position (so it follows the skew). A stepped control always moves at
 * least one step, so that small amounts never get stuck.
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
      : fromPosition(toPosition(value, range) + option.step * amount, { ...range, step: 0 });
  const next = constrainValue(moved, range);
  if (next === value && range.step > 0 && amount !== 0) {
    return constrainValue(value + Math.sign(amount) * range.step, range);
  }
  return next;
}

/** The arrow-key option: `option` if given, one `step` if the range is stepped, else 1% of the range. */
export function keyboardOption(option: InputEventOption | undefined, range: ValueRange): InputEventOption {
  if (option) return option;
  return range.step > 0 ? { type: 'raw', step: range.step } : { type: 'normalized', step: 0.01 };
}

/** The wheel option: `option` if given, else 1% of the range per notch. */
export function wheelOption(option: InputEventOption | undefined): InputEventOption {
  return option ?? { type: 'normalized', step: 0.01 };
}

/**
 * Whether Alt, Ctrl or Meta is held: such presses are the browser's and the system's (Alt+Left goes back,
 * Ctrl+Home scrolls to the top), so no element acts on them.
 */
export function hasCommandModifier(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.altKey || event.ctrlKey || event.metaKey;
}

/**
 * How many steps a key moves the value, or a jump to an end: arrows one step (ten with Shift), PageUp and
 * PageDown ten, Home and End to min and max. `null` when the key does not change a value.
 */
export function keyMovement(key: string, shiftKey: boolean): number | 'min' | 'max' | null {
  const coarse = shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return coarse;
    case 'ArrowDown':
    case 'ArrowLeft':
      return -coarse;
    case 'PageUp':
      return 10;
    case 'PageDown':
      return -10;
    case 'Home':
      return 'min';
    case 'End':
      return 'max';
    default:
      return null;
  }
}

/**
 * The value a key press leads to, or `null` when the key is not a value key. `reverse` moves the other way
 * (a reversed slider's arrows along its track); Home and End still go to min and max.
 */
export function valueForKey(
  key: string,
  shiftKey: boolean,
  value: number,
  option: InputEventOption,
  range: ValueRange,
  reverse = false,
): number | null {
  const movement = keyMovement(key, shiftKey);
  if (movement === null) return null;
  if (movement === 'min') return range.min;
  if (movement === 'max') return range.max;
  return moveValue(value, option, reverse ? -movement : movement, range);
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

/**
 * How many decimals show every multiple of `step` exactly (0.25 → 2, 3e-7 → 7); a continuous field shows 2, as
 * the React NumberInput does.
 */
export function stepDecimals(step: number): number {
  if (step <= 0) return 2;
  let decimals = 0;
  while (decimals < 20 && toFixed(step, decimals) !== step) decimals += 1;
  return decimals;
}

/**
 * The announced text of a value: at most 2 decimals or as many as `step` has (a 0.001 step is announced as 0.123:
 * with 2 decimals, three presses in four would sound the same), followed by `unit` when there is one.
 */
export function formatValue(value: number, unit: string | null, step = 0): string {
  const text = String(toFixed(value, Math.max(2, stepDecimals(step))));
  return unit ? `${text} ${unit}` : text;
}

/** Reads a numeric attribute: `fallback` when it is missing or not a number. */
export function parseNumber(text: string | null, fallback: number): number {
  if (text === null || text.trim() === '') return fallback;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : fallback;
}

// Decimal helpers that work on the shortest decimal representation of a number (what `String(x)` prints),
// so rounding happens on the digits people see rather than on the binary approximation.

/** Multiplies `value` by 10^`exponent` by editing its decimal exponent, which avoids binary rounding. */
export function shiftDecimal(value: number, exponent: number): number {
  const [mantissa = '0', exp = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exp) + exponent}`);
}

/** Number of digits after the decimal point in the shortest representation of a finite `value`. */
export function decimalPlaces(value: number): number {
  const [mantissa = '0', exp = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exp));
}

/** Rounds `value` to `digits` decimal places, halves away from zero, without float noise. */
export function roundDecimal(value: number, digits: number): number {
  // Nothing to round; returning early also keeps huge `digits` from overflowing the shifted number.
  if (!Number.isFinite(value) || decimalPlaces(value) <= digits) return value + 0;
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(value), digits));
  // `+ 0` turns a negative zero into zero.
  return sign * shiftDecimal(rounded, -digits) + 0;
}

// Text <-> number for the number input: what the field shows and how typed text is read back.
import { toFixed } from '@vibrato-ui/functions';
import { stepDigits } from '../internal/value.js';

/** The default field text: the value rounded to the step's precision, then the unit. */
export function formatNumber(value: number, step: number, unit?: string): string {
  const text = String(toFixed(value, stepDigits(step)));
  return unit ? `${text} ${unit}` : text;
}

/**
 * Reads typed text as a number: an optional sign, digits with `.` or `,` as the decimal mark, an optional
 * exponent and optionally the unit after it ("440", "-3.5 dB", "1e3Hz"), in plain or full-width characters
 * ("１２０"). Anything else gives `NaN`.
 */
export function parseNumber(text: string, unit?: string): number {
  // NFKC turns full-width digits and signs, which a Japanese input method types ("１２０．５"), into plain ones.
  let body = text.normalize('NFKC').trim();
  if (unit && body.toLowerCase().endsWith(unit.toLowerCase())) body = body.slice(0, -unit.length).trim();
  body = body.replace(',', '.').replace(/^\u2212/, '-');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(body)) return Number.NaN;
  return Number(body);
}

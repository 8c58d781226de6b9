/**
 * Doubles a number; see {@link Nowhere}, which does not exist, so TypeDoc warns.
 *
 * @ja 数を 2 倍にします。
 */
export function double(value: number): number {
  return value * 2;
}

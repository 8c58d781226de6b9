/** A point on a circle; `angle` in degrees, 0 at twelve o'clock, growing clockwise (like a knob). */
export function polarPoint(cx: number, cy: number, radius: number, angle: number): { x: number; y: number } {
  const radians = ((angle - 90) * Math.PI) / 180;
  return { x: cx + radius * Math.cos(radians), y: cy + radius * Math.sin(radians) };
}

/** The SVG path of a clockwise arc from `from` to `to` degrees (empty when they are equal). */
export function arcPath(cx: number, cy: number, radius: number, from: number, to: number): string {
  if (to <= from) return '';
  const start = polarPoint(cx, cy, radius, from);
  const end = polarPoint(cx, cy, radius, to);
  const largeArc = to - from > 180 ? 1 : 0;
  const f = (n: number) => Number(n.toFixed(3));
  return `M ${f(start.x)} ${f(start.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${f(end.x)} ${f(end.y)}`;
}

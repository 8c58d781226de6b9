/** Joins class names, skipping empty and false values: `cx('vibrato-knob', disabled && 'is-off')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

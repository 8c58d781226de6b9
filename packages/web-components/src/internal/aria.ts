/** The state a `role="slider"` element announces. */
export interface SliderAria {
  min: number;
  max: number;
  now: number;
  text: string;
  orientation: 'horizontal' | 'vertical';
  readOnly: boolean;
}

/** Writes slider semantics onto `target`: role (unless the page chose one), values, orientation, read-only. */
export function setSliderAria(target: Element, state: SliderAria): void {
  if (!target.hasAttribute('role')) target.setAttribute('role', 'slider');
  target.setAttribute('aria-valuemin', String(state.min));
  target.setAttribute('aria-valuemax', String(state.max));
  target.setAttribute('aria-valuenow', String(state.now));
  target.setAttribute('aria-valuetext', state.text);
  target.setAttribute('aria-orientation', state.orientation);
  if (state.readOnly) target.setAttribute('aria-readonly', 'true');
  else target.removeAttribute('aria-readonly');
}

import { useCallback, useMemo, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { ValueOptions } from '../types.js';
import { useControllableValue } from './useControllableValue.js';
import {
  constrainValue,
  formatValue,
  fromPosition,
  hasCommandModifier,
  keyboardOption,
  moveValue,
  resolveRange,
  toPosition,
  valueForKey,
  wheelNotches,
  wheelOption,
  type ValueRange,
} from './value.js';

/**
 * Everything a one-value control needs from its {@link ValueOptions}: the current value (controlled or
 * not) and its 0..1 position, setters that constrain to min/max/step, `commit` for `onChangeEnd`,
 * `reset` for double-click, the keyboard map, the wheel handler (bind it non-passive so it may
 * `preventDefault`) and the ARIA slider attributes. Knob, AnimationKnob, Slider and XYPad axes use it;
 * part B may too.
 */
export function useValueControl(
  options: ValueOptions,
  config: { orientation?: 'horizontal' | 'vertical'; flipHorizontal?: boolean; flipVertical?: boolean } = {},
): {
  value: number;
  position: number;
  range: ValueRange;
  /** Neither disabled nor readOnly. */
  interactive: boolean;
  setValue: (next: number) => void;
  setPosition: (position: number) => void;
  commit: () => void;
  reset: () => void;
  latest: { readonly current: number };
  /** The value text of any value, as announced in aria-valuetext. */
  format: (value: number) => string;
  onKeyDown: (event: ReactKeyboardEvent) => void;
  onWheel: (event: WheelEvent) => void;
  sliderProps: {
    role: 'slider';
    tabIndex: number | undefined;
    'aria-valuemin': number;
    'aria-valuemax': number;
    'aria-valuenow': number;
    'aria-valuetext': string;
    'aria-orientation': 'horizontal' | 'vertical' | undefined;
    'aria-disabled': true | undefined;
    'aria-readonly': true | undefined;
  };
} {
  const { min, max, step, skew, defaultValue, onChange, onChangeEnd, disabled, readOnly, valueText, unit } =
    options;
  const range = useMemo(() => resolveRange({ min, max, step, skew }), [min, max, step, skew]);
  const initial = constrainValue(defaultValue ?? range.min, range);
  const controlled = useControllableValue(options.value, initial, onChange);
  const { setValue: setStored, latest: raw } = controlled;
  // A value the app passes outside the range (or on no step), or an uncontrolled value that a narrower range
  // left outside, is shown, announced and moved from as the nearest value in range, as the web components do:
  // aria-valuenow stays within aria-valuemin..max, and ArrowUp never lowers the value.
  const value = constrainValue(controlled.value, range);
  const latest = useMemo(
    () => ({
      get current() {
        return constrainValue(raw.current, range);
      },
    }),
    [raw, range],
  );
  // onChange only when the value shown changes, as the web components fire `input`.
  const setRaw = useCallback(
    (next: number) => {
      if (!Object.is(next, latest.current)) setStored(next);
    },
    [latest, setStored],
  );
  const interactive = !disabled && !readOnly;

  const setValue = useCallback((next: number) => setRaw(constrainValue(next, range)), [setRaw, range]);
  const setPosition = useCallback(
    (position: number) => setRaw(fromPosition(position, range)),
    [setRaw, range],
  );
  const commit = useCallback(() => onChangeEnd?.(latest.current), [onChangeEnd, latest]);
  const reset = useCallback(() => {
    setRaw(initial);
    onChangeEnd?.(initial);
  }, [setRaw, initial, onChangeEnd]);

  const keyboard = options.keyboard;
  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent) => {
      if (disabled || hasCommandModifier(event)) return;
      const next = valueForKey(
        event.key,
        event.shiftKey,
        latest.current,
        keyboardOption({ keyboard }, range),
        range,
        {
          horizontal: config.flipHorizontal,
          vertical: config.flipVertical,
        },
      );
      if (next === null) return;
      // The page must not scroll while arrows and PageUp/PageDown adjust the value, nor when a read-only
      // control keeps its value: the focused control has the keys, as the web components' do.
      event.preventDefault();
      if (!interactive) return;
      setRaw(next);
      onChangeEnd?.(next);
    },
    [
      disabled,
      interactive,
      latest,
      keyboard,
      range,
      config.flipHorizontal,
      config.flipVertical,
      setRaw,
      onChangeEnd,
    ],
  );

  const wheel = options.wheel;
  const onWheel = useCallback(
    (event: WheelEvent) => {
      if (!interactive) return;
      // A sideways swipe goes the way ArrowRight does: right raises the value, except on a reversed horizontal slider.
      const notches = wheelNotches(event, config.flipHorizontal);
      if (notches === 0) return;
      event.preventDefault();
      const next = moveValue(latest.current, wheelOption({ wheel }), notches, range);
      setRaw(next);
      onChangeEnd?.(next);
    },
    [interactive, latest, wheel, range, config.flipHorizontal, setRaw, onChangeEnd],
  );

  return {
    value,
    position: toPosition(value, range),
    range,
    interactive,
    setValue,
    setPosition,
    commit,
    reset,
    latest,
    format: (v: number) => formatValue(v, { valueText, unit }, range.step),
    onKeyDown,
    onWheel,
    sliderProps: {
      role: 'slider',
      tabIndex: disabled ? undefined : 0,
      'aria-valuemin': range.min,
      'aria-valuemax': range.max,
      'aria-valuenow': value,
      'aria-valuetext': formatValue(value, { valueText, unit }, range.step),
      'aria-orientation': config.orientation,
      'aria-disabled': disabled ? true : undefined,
      'aria-readonly': readOnly ? true : undefined,
    },
  };
}

import {
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ForwardedRef,
  type KeyboardEvent,
} from 'react';
import { useEventListener } from '../hooks/useEventListener.js';
import { useValueControl } from '../internal/useValueControl.js';
import {
  constrainValue,
  formatValue,
  hasCommandModifier,
  keyboardOption,
  moveValue,
  valueForKey,
} from '../internal/value.js';
import type { ValueOptions } from '../types.js';
import type { StepperContextValue } from './context.js';
import { formatNumber, parseNumber } from './text.js';

/** The keys a spin button answers to; Left/Right stay with the caret. */
const VALUE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** The shape of {@link NumberInputMethods}, kept here so the hook does not depend on the component file. */
export interface NumberInputHandle {
  focus: () => void;
  blur: () => void;
  getValue: () => number;
  setValue: (value: number) => void;
  reset: () => void;
  increment: () => void;
  decrement: () => void;
  readonly element: HTMLInputElement | null;
}

/**
 * The number input's behaviour: the value (through the shared value control), the text being typed
 * (`draft`, committed on blur or Enter, dropped on Escape or when it is not a number), the spin-button
 * keys, the wheel while focused, the steppers' actions and the ref's methods.
 */
export function useNumberInput(
  props: ValueOptions & {
    id?: string;
    format?: (value: number) => string;
    parse?: (text: string) => number;
  },
  forwardedRef: ForwardedRef<NumberInputHandle>,
) {
  const control = useValueControl(props);
  const { range, latest, interactive, setValue, reset } = control;
  const keyOption = useMemo(
    () => keyboardOption({ keyboard: props.keyboard }, range),
    [props.keyboard, range],
  );
  const { onChangeEnd, unit, format, parse } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;

  const setAndCommit = useCallback(
    (next: number) => {
      setValue(next);
      onChangeEnd?.(latest.current);
    },
    [setValue, onChangeEnd, latest],
  );

  const readDraft = useCallback(
    (text: string) => (parse ? parse(text) : parseNumber(text, unit)),
    [parse, unit],
  );

  /** Commits the typed text if it is a number; otherwise the field shows the last good value again. */
  const commitDraft = useCallback(() => {
    if (draft === null) return;
    setDraft(null);
    const parsed = readDraft(draft);
    if (interactive && Number.isFinite(parsed)) setAndCommit(parsed);
  }, [draft, readDraft, interactive, setAndCommit]);

  /** The typed number (within the range) when there is one, else the value: what keys and steppers step from. */
  const stepBase = useCallback(() => {
    const typed = draft === null ? Number.NaN : readDraft(draft);
    return Number.isFinite(typed) ? constrainValue(typed, range) : latest.current;
  }, [draft, readDraft, range, latest]);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (!interactive) return;
      // From the typed number, as the keys: where pressing a button does not take the focus (Safari, Firefox on
      // macOS), the text typed is still there, uncommitted.
      const base = stepBase();
      setDraft(null);
      setAndCommit(moveValue(base, keyOption, direction, range));
    },
    [interactive, stepBase, setAndCommit, keyOption, range],
  );
  const increment = useCallback(() => step(1), [step]);
  const decrement = useCallback(() => step(-1), [step]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      // Keys that confirm or cancel an input method's conversion (Japanese, say) belong to it.
      if (event.nativeEvent.isComposing) return;
      if (event.key === 'Enter') {
        commitDraft();
        return;
      }
      if (event.key === 'Escape' && draft !== null) {
        event.preventDefault();
        setDraft(null);
        return;
      }
      if (!interactive || !VALUE_KEYS.has(event.key) || hasCommandModifier(event)) return;
      // Keys step from what is typed, when it is a number, so "440" + ArrowUp gives 441.
      const next = valueForKey(event.key, event.shiftKey, stepBase(), keyOption, range);
      if (next === null) return;
      event.preventDefault();
      setDraft(null);
      setAndCommit(next);
    },
    [commitDraft, draft, interactive, stepBase, keyOption, range, setAndCommit],
  );

  useEventListener(
    inputRef,
    'wheel',
    (event) => {
      // Only a focused field takes the wheel, so scrolling the page over it never changes the value.
      if (document.activeElement !== inputRef.current) return;
      setDraft(null);
      control.onWheel(event);
    },
    { passive: false },
  );

  useImperativeHandle(
    forwardedRef,
    () => ({
      focus: () => inputRef.current?.focus(),
      blur: () => inputRef.current?.blur(),
      getValue: () => latest.current,
      setValue: (value: number) => {
        setDraft(null);
        setValue(value);
      },
      reset: () => {
        setDraft(null);
        reset();
      },
      increment,
      decrement,
      get element() {
        return inputRef.current;
      },
    }),
    [latest, setValue, reset, increment, decrement],
  );

  const stepper: StepperContextValue = useMemo(
    () => ({
      increment,
      decrement,
      // The highest value is the last step below max when the step does not divide the range (9 for 0..10 step 3).
      canIncrement: interactive && control.value < constrainValue(range.max, range),
      canDecrement: interactive && control.value > range.min,
      inputId,
    }),
    [increment, decrement, interactive, control.value, range, inputId],
  );

  const text = draft ?? (format ? format(control.value) : formatNumber(control.value, range.step, unit));

  return {
    control,
    stepper,
    inputProps: {
      ref: inputRef,
      id: inputId,
      type: 'text',
      inputMode: 'decimal' as const,
      role: 'spinbutton',
      autoComplete: 'off',
      autoCorrect: 'off',
      spellCheck: false,
      value: text,
      disabled: props.disabled,
      readOnly: props.readOnly,
      'aria-valuemin': range.min,
      'aria-valuemax': range.max,
      'aria-valuenow': control.value,
      'aria-valuetext': formatValue(control.value, { valueText: props.valueText, unit }, range.step),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
      onBlur: commitDraft,
      onKeyDown,
      onDoubleClick: () => {
        if (!interactive) return;
        setDraft(null);
        reset();
      },
    },
  };
}

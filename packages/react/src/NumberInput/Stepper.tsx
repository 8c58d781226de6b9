import type { ReactNode } from 'react';
import { useInterval } from '../hooks/useInterval.js';
import { useLongPress } from '../hooks/useLongPress.js';
import { cx } from '../internal/cx.js';
import type { CommonProps } from '../types.js';
import { useStepperContext } from './context.js';

/**
 * Props of {@link IncrementStepper} (and, with the same fields, {@link DecrementStepper}).
 *
 * @example
 * ```tsx
 * const props: IncrementStepperProps = { 'aria-label': 'Raise tempo', delay: 300, interval: 50 };
 * ```
 * @ja {@link IncrementStepper} のプロパティです（{@link DecrementStepper} も同じ項目を持ちます）。
 */
export interface IncrementStepperProps extends CommonProps {
  /**
   * Called for each step. Inside a {@link NumberInput} it defaults to stepping that input, so leave it out
   * there; a stepper used on its own needs it.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <IncrementStepper aria-label="Next preset" onStep={() => setPreset((p) => p + 1)} />
   * ```
   * @ja 1 ステップごとに呼ばれます。{@link NumberInput} の中では省略するとその入力欄の値を動かします。単独で使うときは指定してください。
   */
  onStep?: () => void;
  /**
   * Disable the button. Inside a {@link NumberInput} it is also disabled when the value cannot move further
   * or the input is disabled or read-only.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <IncrementStepper aria-label="Next" onStep={next} disabled={isLast} />
   * ```
   * @ja ボタンを無効にします。{@link NumberInput} の中では、値がこれ以上動かせないときや入力欄が無効・読み取り専用のときにも無効になります。
   */
  disabled?: boolean;
  /**
   * Milliseconds a press must last before the stepper starts repeating.
   *
   * @defaultValue `400`
   * @example
   * ```tsx
   * <IncrementStepper delay={250} />
   * ```
   * @ja 押し続けて連続で動き始めるまでの時間（ミリ秒）です。
   */
  delay?: number;
  /**
   * Milliseconds between repeated steps while the button is held.
   *
   * @defaultValue `60`
   * @example
   * ```tsx
   * <IncrementStepper interval={100} />
   * ```
   * @ja 押し続けているあいだに繰り返すステップの間隔（ミリ秒）です。
   */
  interval?: number;
  /**
   * The button's content, for example an icon. It is hidden from screen readers, which read `aria-label`.
   *
   * @defaultValue `"+"` for increment, `"−"` for decrement
   * @jaDefaultValue 増加ボタンは `"+"`、減少ボタンは `"−"`。
   * @example
   * ```tsx
   * <IncrementStepper>▲</IncrementStepper>
   * ```
   * @ja ボタンの中身（アイコンなど）です。スクリーンリーダーには読まれず、`aria-label` が読み上げられます。
   */
  children?: ReactNode;
}

/**
 * Props of {@link DecrementStepper}: the same fields as {@link IncrementStepperProps}.
 *
 * @example
 * ```tsx
 * const props: DecrementStepperProps = { 'aria-label': 'Lower tempo', interval: 80 };
 * ```
 * @ja {@link DecrementStepper} のプロパティです。{@link IncrementStepperProps} と同じ項目を持ちます。
 */
export interface DecrementStepperProps extends IncrementStepperProps {
  /**
   * Called for each step down. Inside a {@link NumberInput} it defaults to stepping that input down, so
   * leave it out there; a stepper used on its own needs it.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <DecrementStepper aria-label="Previous preset" onStep={() => setPreset((p) => p - 1)} />
   * ```
   * @ja 1 ステップ下げるごとに呼ばれます。{@link NumberInput} の中では省略するとその入力欄の値を下げます。単独で使うときは指定してください。
   */
  onStep?: () => void;
}

/**
 * Props of {@link Stepper}, the pair of increment and decrement buttons.
 *
 * @example
 * ```tsx
 * const props: StepperProps = { incrementLabel: 'Faster', decrementLabel: 'Slower' };
 * ```
 * @ja 増加・減少ボタンの組である {@link Stepper} のプロパティです。
 */
export interface StepperProps extends Pick<CommonProps, 'className' | 'style'> {
  /**
   * Called by the increment button; inside a {@link NumberInput} it defaults to stepping that input up.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <Stepper onIncrement={() => setOctave((o) => o + 1)} onDecrement={() => setOctave((o) => o - 1)} />
   * ```
   * @ja 増加ボタンで呼ばれます。{@link NumberInput} の中では省略するとその入力欄の値を 1 ステップ増やします。
   */
  onIncrement?: () => void;
  /**
   * Called by the decrement button; inside a {@link NumberInput} it defaults to stepping that input down.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <Stepper onIncrement={up} onDecrement={down} />
   * ```
   * @ja 減少ボタンで呼ばれます。{@link NumberInput} の中では省略するとその入力欄の値を 1 ステップ減らします。
   */
  onDecrement?: () => void;
  /**
   * Accessible name of the increment button.
   *
   * @defaultValue `"Increase"`
   * @example
   * ```tsx
   * <Stepper incrementLabel="Augmenter" decrementLabel="Diminuer" />
   * ```
   * @ja 増加ボタンのアクセシブルな名前です。
   */
  incrementLabel?: string;
  /**
   * Accessible name of the decrement button.
   *
   * @defaultValue `"Decrease"`
   * @example
   * ```tsx
   * <Stepper incrementLabel="上げる" decrementLabel="下げる" />
   * ```
   * @ja 減少ボタンのアクセシブルな名前です。
   */
  decrementLabel?: string;
  /**
   * Disable both buttons.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <Stepper onIncrement={up} onDecrement={down} disabled />
   * ```
   * @ja 両方のボタンを無効にします。
   */
  disabled?: boolean;
  /**
   * Milliseconds a press must last before a button starts repeating.
   *
   * @defaultValue `400`
   * @example
   * ```tsx
   * <Stepper delay={300} />
   * ```
   * @ja 押し続けて連続で動き始めるまでの時間（ミリ秒）です。
   */
  delay?: number;
  /**
   * Milliseconds between repeated steps while a button is held.
   *
   * @defaultValue `60`
   * @example
   * ```tsx
   * <Stepper interval={120} />
   * ```
   * @ja 押し続けているあいだに繰り返すステップの間隔（ミリ秒）です。
   */
  interval?: number;
}

/** One stepper button: a click steps once; holding it steps again after `delay`, then every `interval`. */
function StepButton(props: IncrementStepperProps & { direction: 'increment' | 'decrement' }) {
  const context = useStepperContext();
  const { direction, delay = 400, interval = 60 } = props;
  const up = direction === 'increment';
  const onStep = props.onStep ?? (up ? context?.increment : context?.decrement);
  const possible = context ? (up ? context.canIncrement : context.canDecrement) : true;
  const disabled = Boolean(props.disabled) || !possible || !onStep;
  const step = () => onStep?.();
  const { longPressed, handlers } = useLongPress(step, { delay, disabled });
  useInterval(step, longPressed && !disabled ? interval : null);

  return (
    <button
      type="button"
      // The input answers to the arrow keys, so the buttons stay out of the tab order (like a native spin box).
      tabIndex={-1}
      id={props.id}
      className={cx(
        'vibrato-number-input__stepper-button',
        `vibrato-number-input__${direction}`,
        props.className,
      )}
      style={props.style}
      aria-label={
        props['aria-labelledby'] ? undefined : props['aria-label'] || (up ? 'Increase' : 'Decrease')
      }
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-controls={context?.inputId}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-active={longPressed ? '' : undefined}
      onClick={step}
      {...handlers}
    >
      <span aria-hidden="true">{props.children ?? (up ? '+' : '\u2212')}</span>
    </button>
  );
}

/**
 * A button that steps a value up: once per click (or Enter/Space), and repeatedly while it is held (after
 * `delay`, every `interval` milliseconds). Inside a {@link NumberInput} it steps that input and is disabled
 * at `max`; on its own, give it `onStep`. It is labelled "Increase" unless you pass `aria-label`.
 *
 * @param props - {@link IncrementStepperProps}
 * @jaParam props - プロパティ（{@link IncrementStepperProps}）。
 * @returns the button element
 * @jaReturns ボタン要素。
 * @example
 * ```tsx
 * import { DecrementStepper, IncrementStepper, NumberInput } from '@vibrato-ui/react';
 *
 * <NumberInput aria-label="Voices" min={1} max={16} step={1} stepper={false}>
 *   <DecrementStepper aria-label="Fewer voices" />
 *   <IncrementStepper aria-label="More voices" />
 * </NumberInput>;
 * ```
 * @ja 値を 1 ステップ増やすボタンです。クリック（または Enter・Space）で 1 回増やし、押し続けると `delay` の後 `interval` ミリ秒ごとに繰り返します。
 * {@link NumberInput} の中ではその入力欄の値を増やし、`max` で無効になります。単独で使うときは `onStep` を渡してください。
 * `aria-label` を渡さなければ、名前は英語の「Increase」になります。
 */
export function IncrementStepper(props: IncrementStepperProps) {
  return <StepButton {...props} direction="increment" />;
}

/**
 * A button that steps a value down: once per click (or Enter/Space), and repeatedly while it is held.
 * Inside a {@link NumberInput} it steps that input and is disabled at `min`; on its own, give it `onStep`.
 * It is labelled "Decrease" unless you pass `aria-label`.
 *
 * @param props - {@link DecrementStepperProps}
 * @jaParam props - プロパティ（{@link DecrementStepperProps}）。
 * @returns the button element
 * @jaReturns ボタン要素。
 * @example
 * ```tsx
 * import { DecrementStepper } from '@vibrato-ui/react';
 *
 * <DecrementStepper aria-label="Previous preset" onStep={() => console.info('previous')} />;
 * ```
 * @ja 値を 1 ステップ減らすボタンです。クリック（または Enter・Space）で 1 回減らし、押し続けると繰り返します。
 * {@link NumberInput} の中ではその入力欄の値を減らし、`min` で無効になります。単独で使うときは `onStep` を渡してください。
 * `aria-label` を渡さなければ、名前は英語の「Decrease」になります。
 */
export function DecrementStepper(props: DecrementStepperProps) {
  return <StepButton {...props} direction="decrement" />;
}

/**
 * The decrement (−) and increment (+) buttons side by side in one group, as {@link NumberInput} shows them by
 * default. Inside a NumberInput both buttons step it; on their own they call `onIncrement` and `onDecrement`.
 * With the package's styles each button is at least 24 × 24 CSS px, the minimum pointer target of WCAG 2.2.
 *
 * @param props - {@link StepperProps}
 * @jaParam props - プロパティ（{@link StepperProps}）。
 * @returns a `div` with the two buttons
 * @jaReturns 2 つのボタンを含む `div`。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { Stepper } from '@vibrato-ui/react';
 *
 * function Octave() {
 *   const [octave, setOctave] = useState(4);
 *   return (
 *     <span>
 *       Octave {octave}
 *       <Stepper
 *         incrementLabel="Octave up"
 *         decrementLabel="Octave down"
 *         onIncrement={() => setOctave((o) => Math.min(o + 1, 8))}
 *         onDecrement={() => setOctave((o) => Math.max(o - 1, 0))}
 *       />
 *     </span>
 *   );
 * }
 * ```
 * @ja 減少（−）ボタンと増加（+）ボタンを横に並べ、1 つのグループにまとめたものです。{@link NumberInput} が既定で表示します。
 * NumberInput の中ではその値を操作し、単独で使うときは `onIncrement` と `onDecrement` を呼びます。
 * パッケージのスタイルでは、どちらのボタンも WCAG 2.2 がポインター操作の対象に求める最小サイズ、24 × 24 CSS px 以上になります。
 */
export function Stepper(props: StepperProps) {
  const { delay, interval, disabled } = props;
  return (
    <div className={cx('vibrato-number-input__stepper', props.className)} style={props.style}>
      <DecrementStepper
        aria-label={props.decrementLabel}
        onStep={props.onDecrement}
        disabled={disabled}
        delay={delay}
        interval={interval}
      />
      <IncrementStepper
        aria-label={props.incrementLabel}
        onStep={props.onIncrement}
        disabled={disabled}
        delay={delay}
        interval={interval}
      />
    </div>
  );
}

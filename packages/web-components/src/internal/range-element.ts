import type { InputEventOption } from '@vibrato-ui/functions';
import { controlAttributes, VibratoControlElement } from './control-element.js';
import {
  constrainValue,
  formatValue,
  fromPosition,
  hasCommandModifier,
  keyboardOption,
  moveValue,
  parseNumber,
  resolveRange,
  toPosition,
  valueForKey,
  wheelNotches,
  wheelOption,
  type ValueRange,
} from './value.js';

/** Attributes of every single-value element. */
export const rangeAttributes = [
  ...controlAttributes,
  'value',
  'min',
  'max',
  'step',
  'skew',
  'default-value',
  'unit',
] as const;

/**
 * A control with one number between `min` and `max` (knob, slider, number input): attribute ↔ property
 * reflection, keyboard and wheel input through InputEventOption, double-click reset, form value and reset,
 * and the `input` (while moving) / `change` (when an interaction ends) events.
 *
 * @ja min〜max の数値を 1 つ持つコントロール（ノブ、スライダー、数値入力）の土台です。
 *
 * @attr {number} value - The current value, clamped to min..max and snapped to step. Reflects the `value` property.
 * @ja 現在の値です。min〜max に収まり、step に丸められます。`value` プロパティと連動します。
 * @attr {number} [min=0] - The smallest value.
 * @ja 取りうる最小値です。
 * @attr {number} [max=1] - The largest value.
 * @ja 取りうる最大値です。
 * @attr {number} [step=0] - The step the value snaps to; 0 is continuous.
 * @ja 値を丸める刻み幅です。0 は連続値を表します。
 * @attr {number} [skew=1] - Bends the value curve like an audio plugin's parameter skew; 1 is linear.
 * @ja オーディオプラグインのパラメーターのように値のカーブを曲げます。1 は直線です。
 * @attr {number} [default-value=min] - The value restored on double-click and form reset, used while value is missing.
 * @ja ダブルクリックやフォームのリセットで戻る値です。value がないときにも使われます。
 * @attr {string} unit - Unit appended to the announced value text, such as "Hz" or "dB".
 * @ja 読み上げる値テキストの後ろに付ける単位です（`Hz` や `dB` など）。
 *
 * @prop {InputEventOption | undefined} keyboardOption - How far one arrow key moves the value. Default one step, or 1% of the range.
 * @ja 矢印キー 1 回で値をどれだけ動かすかです。既定では 1 ステップ（`step` の値）、`step` が 0 のときは範囲の 1 % です。
 * @prop {InputEventOption | undefined} wheelOption - How far one wheel notch moves the value. Default 1% of the range.
 * @ja ホイール 1 ノッチで値をどれだけ動かすかです。既定では範囲の 1 % です。
 * @prop {((value: number) => string) | undefined} valueText - Formats the text screen readers announce (`aria-valuetext`); `undefined` gives the value with at most 2 decimals (as many as `step` has when it has more), followed by `unit`.
 * @ja 読み上げ（`aria-valuetext`）に使う値テキストを作る関数です。未指定のときは小数 2 桁まで（`step` の小数桁数がそれより多ければその桁数まで）の値に unit を付けます。
 *
 * @fires input - While the value changes by dragging, wheel, keyboard or double-click.
 * @ja ドラッグ・ホイール・キー操作・ダブルクリックで値が変わるたびに発生します。
 * @fires change - Once when an interaction that changed the value ends (pointer released, key, wheel notch, double-click reset); not when nothing changed, nor on a form reset.
 * @ja 値を変えた操作が終わったとき（ポインターを離した、キーを押した、ホイールを 1 ノッチ回した、ダブルクリックで既定値に戻した）に 1 回発生します。値が変わらなかったときやフォームのリセットでは発生しません。
 */
export abstract class VibratoRangeElement extends VibratoControlElement {
  static get observedAttributes(): readonly string[] {
    return rangeAttributes;
  }

  #keyboardOption: InputEventOption | undefined = undefined;
  #wheelOption: InputEventOption | undefined = undefined;
  #valueText: ((value: number) => string) | undefined = undefined;

  /** The value when the current interaction started, to fire `change` only when it really changed. */
  #valueAtStart: number | null = null;

  constructor(shadow?: ShadowRootInit) {
    super(shadow);
    this.addEventListener('keydown', (event) => this.#onKeyDown(event));
    this.addEventListener('wheel', (event) => this.#onWheel(event), { passive: false });
    this.addEventListener('dblclick', (event) => {
      if (this.resetsOnDoubleClick(event)) this.#onDoubleClick();
    });
  }

  /**
   * How far one arrow key press moves the value; Shift+Arrow, PageUp and PageDown move ten times as far.
   * `undefined` means one `step`, or 1% of the range when the value is continuous.
   *
   * @ja 矢印キー 1 回で値をどれだけ動かすかです。Shift+矢印・PageUp・PageDown はその 10 倍です。
   * 未指定のときは 1 ステップ（`step` の値）、`step` が 0 のときは範囲の 1 % です。
   */
  get keyboardOption(): InputEventOption | undefined {
    return this.#keyboardOption;
  }
  set keyboardOption(option: InputEventOption | undefined) {
    this.#keyboardOption = option;
  }

  /**
   * How far one wheel notch moves the value; Shift gives a tenth of it. `undefined` means 1% of the range.
   *
   * @ja ホイール 1 ノッチで値をどれだけ動かすかです。Shift を押すと 1/10 になります。未指定のときは範囲の 1 % です。
   */
  get wheelOption(): InputEventOption | undefined {
    return this.#wheelOption;
  }
  set wheelOption(option: InputEventOption | undefined) {
    this.#wheelOption = option;
  }

  /**
   * Turns the value into the text screen readers announce (`aria-valuetext`). `undefined` gives the value with at
   * most 2 decimals (as many as `step` has when it has more), followed by `unit`.
   *
   * @ja 値を、読み上げ（`aria-valuetext`）に使う文字列に変換する関数です。
   * 未指定のときは小数 2 桁まで（`step` の小数桁数がそれより多ければその桁数まで）の値に unit を付けます。
   */
  get valueText(): ((value: number) => string) | undefined {
    return this.#valueText;
  }
  set valueText(format: ((value: number) => string) | undefined) {
    this.#valueText = format;
    this.update();
  }

  /**
   * The current value, clamped to `min`..`max` and snapped to `step`.
   *
   * @defaultValue `defaultValue`
   * @ja 現在の値です。`min`〜`max` に収まり、`step` に丸められます。`value` 属性と連動します。
   */
  get value(): number {
    return constrainValue(parseNumber(this.getAttribute('value'), this.defaultValue), this.range);
  }
  set value(next: number) {
    this.setAttribute('value', String(Number(next)));
  }

  /**
   * The smallest value.
   *
   * @defaultValue 0
   * @ja 取りうる最小値です。`min` 属性と連動します。
   */
  get min(): number {
    return this.range.min;
  }
  set min(next: number) {
    this.setAttribute('min', String(Number(next)));
  }

  /**
   * The largest value.
   *
   * @defaultValue 1
   * @ja 取りうる最大値です。`max` 属性と連動します。
   */
  get max(): number {
    return this.range.max;
  }
  set max(next: number) {
    this.setAttribute('max', String(Number(next)));
  }

  /**
   * The step the value snaps to; 0 means continuous.
   *
   * @defaultValue 0
   * @ja 値を丸める刻み幅です。0 は連続値です。`step` 属性と連動します。
   */
  get step(): number {
    return this.range.step;
  }
  set step(next: number) {
    this.setAttribute('step', String(Number(next)));
  }

  /**
   * Bends the value curve: 1 is linear, below 1 gives more room to small values.
   *
   * @defaultValue 1
   * @ja 値のカーブを曲げます。1 は直線で、1 より小さいと小さな値の側が細かく操作できます。`skew` 属性と連動します。
   */
  get skew(): number {
    return this.range.skew;
  }
  set skew(next: number) {
    this.setAttribute('skew', String(Number(next)));
  }

  /**
   * The value restored on double-click and on form reset, and used while `value` is not set.
   *
   * @defaultValue `min`
   * @ja ダブルクリックやフォームのリセットで戻る値です。value がないときにも使われます。`default-value` 属性と連動します。
   */
  get defaultValue(): number {
    return constrainValue(parseNumber(this.getAttribute('default-value'), this.range.min), this.range);
  }
  set defaultValue(next: number) {
    this.setAttribute('default-value', String(Number(next)));
  }

  /**
   * A unit appended to the announced value text, such as `Hz` or `dB`.
   *
   * @defaultValue `''`
   * @ja 読み上げる値テキストの後ろに付ける単位です（`Hz` や `dB` など）。`unit` 属性と連動します。
   */
  get unit(): string {
    return this.getAttribute('unit') ?? '';
  }
  set unit(text: string) {
    this.setAttribute('unit', text);
  }

  /**
   * The announced text of the current value.
   *
   * @ja 現在の値を読み上げるときの文字列です。
   */
  get valueAsText(): string {
    return this.valueText
      ? this.valueText(this.value)
      : formatValue(this.value, this.unit || null, this.step);
  }

  /**
   * Called by the browser when the element's form is reset: restores `defaultValue`.
   *
   * @ja フォームがリセットされたときにブラウザーが呼び出し、値を defaultValue に戻します。
   */
  formResetCallback(): void {
    this.value = this.defaultValue;
  }

  /** The range with defaults filled in: min 0, max 1, step 0 (continuous), skew 1. */
  protected get range(): ValueRange {
    return resolveRange(
      parseNumber(this.getAttribute('min'), 0),
      parseNumber(this.getAttribute('max'), 1),
      parseNumber(this.getAttribute('step'), 0),
      parseNumber(this.getAttribute('skew'), 1),
    );
  }

  /** The current position of the value (0..1, skew applied), for drawing. */
  protected get position(): number {
    return toPosition(this.value, this.range);
  }

  protected override update(): void {
    super.update();
    this.setFormValue(String(this.value));
  }

  /** Starts a user interaction (drag, key, wheel), unless the element is disabled or read-only. */
  protected beginInteraction(): boolean {
    if (this.locked) return false;
    this.#valueAtStart = this.value;
    return true;
  }

  /** Sets a value chosen by the user and fires `input` when it changed. */
  protected inputValue(next: number): void {
    if (this.locked) return;
    const constrained = constrainValue(next, this.range);
    if (constrained === this.value) return;
    this.value = constrained;
    this.fire('input');
  }

  /** Sets the value at a position (0..1) chosen by the user. */
  protected inputPosition(position: number): void {
    this.inputValue(fromPosition(position, this.range));
  }

  /** Ends a user interaction: fires `change` once when the value differs from where it started. */
  protected endInteraction(): void {
    const start = this.#valueAtStart;
    this.#valueAtStart = null;
    if (start !== null && start !== this.value) this.fire('change');
  }

  /** Whether this element answers to `key`; the number input leaves Left and Right to its text field's caret. */
  protected handlesKey(_key: string): boolean {
    return true;
  }

  /** The value a key press steps from: the current value; the number input's is the number typed in its field. */
  protected keyBase(): number {
    return this.value;
  }

  /** Whether `key` moves the value the other way; a reversed slider flips the arrows along its track. */
  protected reversesKey(_key: string): boolean {
    return false;
  }

  #onKeyDown(event: KeyboardEvent): void {
    // Keys held with a modifier are the browser's; keys during an input method's composition (the number
    // input's field) choose among its candidates.
    if (hasCommandModifier(event) || event.isComposing || !this.handlesKey(event.key)) return;
    const option = keyboardOption(this.keyboardOption, this.range);
    const reverse = this.reversesKey(event.key);
    const next = valueForKey(event.key, event.shiftKey, this.keyBase(), option, this.range, reverse);
    if (next === null) return;
    event.preventDefault();
    if (!this.beginInteraction()) return;
    this.inputValue(next);
    this.endInteraction();
  }

  /** Whether the wheel adjusts the value now; the number input only answers while it has focus. */
  protected handlesWheel(): boolean {
    return true;
  }

  #onWheel(event: WheelEvent): void {
    if (this.locked || !this.handlesWheel()) return;
    // A sideways swipe goes the way ArrowRight does: right raises the value, except on a reversed horizontal slider.
    const notches = wheelNotches(event, this.reversesKey('ArrowRight'));
    if (notches === 0) return;
    // The wheel adjusts the control instead of scrolling the page while the pointer is over it.
    event.preventDefault();
    this.beginInteraction();
    this.inputValue(moveValue(this.value, wheelOption(this.wheelOption), notches, this.range));
    this.endInteraction();
  }

  /** Whether a double-click on this spot resets the value; the number input resets only from its field. */
  protected resetsOnDoubleClick(_event: MouseEvent): boolean {
    return true;
  }

  #onDoubleClick(): void {
    if (!this.beginInteraction()) return;
    this.inputValue(this.defaultValue);
    this.endInteraction();
  }
}

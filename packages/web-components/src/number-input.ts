import { toFixed } from '@vibrato-ui/functions';
import { rangeAttributes, VibratoRangeElement } from './internal/range-element.js';
import { fillShadowRoot } from './internal/styles.js';
import {
  constrainValue,
  hasCommandModifier,
  keyboardOption,
  moveValue,
  stepDecimals,
} from './internal/value.js';

/** The keys that change the value; Left and Right are left to the text field's caret. */
const VALUE_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

/** A decimal number as people type it, once a comma mark and a typographic minus are made plain. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The number in typed text, read as the React NumberInput reads it: `.` or `,` as the decimal mark, `-` or `−`
 * before it, an exponent, and the element's unit after it when the person typed that too ("0,5", "−3",
 * "440 Hz", or in full-width characters "１２０"). `NaN` for anything else, such as "0x10" or "1/2".
 */
function readTyped(text: string, unit: string): number {
  // NFKC turns full-width digits and signs, which a Japanese input method types ("１２０．５"), into plain ones.
  let number = text.normalize('NFKC').trim();
  if (unit !== '' && number.toLowerCase().endsWith(unit.toLowerCase())) {
    number = number.slice(0, number.length - unit.length).trimEnd();
  }
  const plain = number.replace(/^\u2212/, '-').replace(',', '.');
  return DECIMAL.test(plain) ? Number(plain) : Number.NaN;
}

const css = `
:host { display: inline-block; }
[part='field'] {
  display: inline-flex; align-items: stretch;
  border: 1px solid var(--vibrato-input-border, color-mix(in srgb, currentColor 50%, transparent));
  border-radius: var(--vibrato-input-radius, 4px);
  background: var(--vibrato-input-background, Field);
  color: var(--vibrato-input-color, FieldText);
  overflow: hidden;
}
[part='field']:focus-within { outline: 2px solid var(--_focus-ring); outline-offset: 1px; }
[part='input'] {
  inline-size: var(--vibrato-number-input-width, 6ch);
  font: inherit; color: inherit; background: transparent;
  border: none; outline: none; padding: 0.25em 0.4em; text-align: end;
  user-select: text; -webkit-user-select: text;
}
[part='unit'] { align-self: center; padding-inline-end: 0.4em; opacity: 0.75; }
[part='unit']:empty { display: none; }
/* At least 24 × 24 CSS px at any font size, the pointer target size of WCAG 2.2 (SC 2.5.8), plus the frame's
   corner radius (at most 12px, half the smallest height), which the rounded end of the frame clips away. */
[part='decrement'], [part='increment'] {
  font: inherit; color: inherit; cursor: pointer;
  inline-size: 1.8em; border: none; padding: 0;
  min-inline-size: calc(24px + min(var(--vibrato-input-radius, 4px), 12px)); min-block-size: 24px;
  background: var(--vibrato-stepper-background, color-mix(in srgb, currentColor 8%, transparent));
}
button:disabled { cursor: not-allowed; opacity: 0.5; }
`;

/**
 * A number field with − and + steppers. Type a value (`.` or `,` as the decimal mark, the unit after it if you
 * like, full-width digits too) and press Enter (or leave the field) to commit it; text that is not a number is
 * dropped, and in a form with a submit button Enter also submits it, as in a native field. Up/Down arrows
 * and PageUp/PageDown step it, Home and End go to min and max, and (while focused) the mouse wheel moves it (1%
 * of the range per notch unless `wheelOption` says otherwise); Escape throws away what was typed. Holding − or +
 * repeats the step. Double-clicking the field resets it. The inner `<input>` is a `role="spinbutton"`.
 *
 * @ja − と + のボタンが付いた数値入力欄です。数値を入力して Enter を押す（またはフォーカスを外す）と確定します。小数点には `.` と `,` のどちらも使え、数値の後ろに単位を付けて入力してもかまいません。全角の数字も読み取れます。数値として読めない入力は破棄されます。送信ボタンのあるフォームの中では、ネイティブの入力欄と同じく Enter でフォームも送信されます。
 * 上下の矢印キーと PageUp/PageDown でステップ単位に値を増減でき、Home/End で最小値・最大値に移動します。フォーカス中はホイールでも 1 ノッチあたり範囲の 1 %（`wheelOption` で変更可）ずつ動かせます。Escape で入力途中の内容を取り消します。− か + を押し続けるとステップを繰り返し、入力欄をダブルクリックすると既定値に戻ります。
 *
 * @customElement vibrato-number-input
 *
 * @attr {string} [increment-label=Increase] - The accessible name of the + button; an empty value also gives the default.
 * @ja + ボタンのアクセシブルな名前です。空のときも既定値になります。
 * @attr {string} [decrement-label=Decrease] - The accessible name of the − button; an empty value also gives the default.
 * @ja − ボタンのアクセシブルな名前です。空のときも既定値になります。
 *
 * @csspart field - The frame around the steppers and the text field.
 * @ja ボタンと入力欄を囲む枠です。
 * @csspart input - The text field (role spinbutton).
 * @ja 数値を入力するテキスト欄です（role は spinbutton）。
 * @csspart unit - The unit shown after the number; hidden when there is none.
 * @ja 数値の後ろに表示する単位です。単位がないときは表示されません。
 * @csspart decrement - The − button, at least 24 × 24 CSS px (WCAG 2.2's minimum pointer target).
 * @ja 値を減らす − ボタンです。WCAG 2.2 がポインター操作の対象に求める最小サイズ、24 × 24 CSS px 以上の大きさがあります。
 * @csspart increment - The + button, at least 24 × 24 CSS px.
 * @ja 値を増やす + ボタンです。24 × 24 CSS px 以上の大きさがあります。
 *
 * @cssprop [--vibrato-number-input-width=6ch] - Width of the text field.
 * @ja テキスト欄の幅です。
 * @cssprop --vibrato-input-border - Border colour of the frame. Default the text colour at half strength.
 * @ja 枠線の色です。既定では文字色を半分の濃さにした色です。
 * @cssprop [--vibrato-input-radius=4px] - Corner radius of the frame.
 * @ja 枠の角の丸みです。
 * @cssprop [--vibrato-input-background=Field] - Background of the field.
 * @ja 入力欄の背景色です。
 * @cssprop [--vibrato-input-color=FieldText] - Text colour of the field.
 * @ja 入力欄の文字色です。
 * @cssprop --vibrato-stepper-background - Background of the − and + buttons.
 * @ja − と + ボタンの背景色です。
 *
 * @example
 * ```html
 * <vibrato-number-input label="Tempo" min="20" max="300" step="1" value="120" unit="BPM" name="tempo"></vibrato-number-input>
 * ```
 *
 * @example
 * ```ts
 * import { defineVibratoElements } from '@vibrato-ui/web-components';
 *
 * defineVibratoElements();
 * const tempo = document.createElement('vibrato-number-input');
 * tempo.min = 20;
 * tempo.max = 300;
 * tempo.step = 1;
 * tempo.value = 120;
 * tempo.addEventListener('change', () => console.info('tempo', tempo.value));
 * document.body.append(tempo);
 * ```
 */
export class VibratoNumberInput extends VibratoRangeElement {
  static override get observedAttributes(): readonly string[] {
    return [...rangeAttributes, 'increment-label', 'decrement-label'];
  }

  #input: HTMLInputElement;
  #unit: HTMLElement;
  #decrement: HTMLButtonElement;
  #increment: HTMLButtonElement;
  /** True while the text field holds typed text that is not committed yet. */
  #editing = false;
  /** The number typed in the field when an arrow or Page key is pressed, for the host's key handler to step from. */
  #typedBase: number | null = null;

  constructor() {
    super({ mode: 'open', delegatesFocus: true });
    const root = this.shadowRoot as ShadowRoot;
    fillShadowRoot(
      root,
      css,
      `
      <div part="field">
        <button part="decrement" type="button" tabindex="-1" aria-controls="field">−</button>
        <input part="input" id="field" type="text" inputmode="decimal" autocomplete="off" spellcheck="false"
          role="spinbutton">
        <span part="unit" aria-hidden="true"></span>
        <button part="increment" type="button" tabindex="-1" aria-controls="field">+</button>
      </div>`,
    );
    this.#input = root.querySelector('input') as HTMLInputElement;
    this.#unit = root.querySelector('[part="unit"]') as HTMLElement;
    this.#decrement = root.querySelector('[part="decrement"]') as HTMLButtonElement;
    this.#increment = root.querySelector('[part="increment"]') as HTMLButtonElement;

    // Typing is not a value change yet: keep the field's own composed `input` events inside.
    this.#input.addEventListener('input', (event) => {
      event.stopPropagation();
      this.#editing = true;
    });
    this.#input.addEventListener('keydown', (event) => {
      // Enter that confirms an input method's conversion (Japanese, say) is not a commit.
      if (event.isComposing) return;
      if (event.key === 'Enter') {
        this.#commitText();
        this.#submitForm();
      } else if (event.key === 'Escape') this.#revertText();
      else if (VALUE_KEYS.has(event.key) && !hasCommandModifier(event)) {
        // A step key commits first, so that it steps from the typed number; Home and End go to min and max
        // whatever was typed, so they drop it.
        if (event.key === 'Home' || event.key === 'End' || this.locked) this.#revertText();
        else this.#takeTypedAsBase();
      }
    });
    this.#input.addEventListener('blur', () => this.#commitText());
    // The wheel steps from the value, so it drops half-typed text first (the host's listener steps after this).
    root.addEventListener('wheel', () => {
      if (this.handlesWheel() && !this.locked) this.#editing = false;
    });
    this.#holdToRepeat(this.#decrement, -1);
    this.#holdToRepeat(this.#increment, 1);
  }

  /**
   * The accessible name of the + button.
   *
   * @defaultValue `'Increase'`
   * @ja + ボタンのアクセシブルな名前です。`increment-label` 属性と連動します。
   */
  get incrementLabel(): string {
    return this.getAttribute('increment-label') || 'Increase';
  }
  set incrementLabel(text: string) {
    this.setAttribute('increment-label', text);
  }

  /**
   * The accessible name of the − button.
   *
   * @defaultValue `'Decrease'`
   * @ja − ボタンのアクセシブルな名前です。`decrement-label` 属性と連動します。
   */
  get decrementLabel(): string {
    return this.getAttribute('decrement-label') || 'Decrease';
  }
  set decrementLabel(text: string) {
    this.setAttribute('decrement-label', text);
  }

  /**
   * Called by the browser when the element's form is reset: drops typed text and restores `defaultValue`.
   *
   * @ja フォームがリセットされたときにブラウザーが呼び出し、入力途中の文字を捨てて値を defaultValue に戻します。
   */
  override formResetCallback(): void {
    this.#editing = false;
    super.formResetCallback();
  }

  /**
   * Up/Down and the page keys step, Home/End go to min/max; Left and Right move the caret in the text field. A
   * read-only field keeps every key for its caret and selection (Shift+Home selects to copy), as React's does.
   */
  protected override handlesKey(key: string): boolean {
    return VALUE_KEYS.has(key) && !this.readOnly;
  }

  /** A double-click on the text field resets it; quick clicks on − and + only step. */
  protected override resetsOnDoubleClick(event: MouseEvent): boolean {
    return event.composedPath()[0] === this.#input;
  }

  /** Like a native number field, the wheel steps only a focused field, so scrolling past it is safe. */
  protected override handlesWheel(): boolean {
    return this.matches(':focus-within');
  }

  /**
   * A click on a stepper steps once. Held down, it starts repeating after 400 ms, every 60 ms, until it is let
   * go, the pointer leaves it or the value reaches its end; the click that ends a held press then does nothing.
   * Assistive technology that clicks without a pointer still steps once per click.
   */
  #holdToRepeat(button: HTMLButtonElement, amount: number): void {
    let delay: ReturnType<typeof setTimeout> | undefined;
    let repeat: ReturnType<typeof setInterval> | undefined;
    let repeated = false;
    const stop = (): void => {
      clearTimeout(delay);
      clearInterval(repeat);
      delay = repeat = undefined;
    };
    button.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || this.locked) return;
      stop();
      repeated = false;
      delay = setTimeout(() => {
        repeated = true;
        this.#stepBy(amount);
        repeat = setInterval(() => {
          if (button.disabled) stop();
          else this.#stepBy(amount);
        }, 60);
      }, 400);
    });
    for (const type of ['pointerup', 'pointerleave', 'pointercancel']) button.addEventListener(type, stop);
    button.addEventListener('click', (event) => {
      // A pointer's click counts (detail ≥ 1); one from assistive technology or script (detail 0) always steps.
      const endsHeldPress = repeated && event.detail > 0;
      repeated = false;
      if (!endsHeldPress) this.#stepBy(amount);
    });
  }

  /**
   * Enter in a field submits its form, as in a native field: through the form's first submit button, and only
   * when there is one that is enabled (a native field in a form without one may not submit either).
   */
  #submitForm(): void {
    const form = this.form;
    const submitter = [...(form?.elements ?? [])].find(
      (element): element is HTMLButtonElement | HTMLInputElement =>
        (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
        (element.type === 'submit' || element.type === 'image'),
    );
    if (form && submitter && !submitter.disabled) form.requestSubmit(submitter);
  }

  #stepBy(amount: number): void {
    // A stepper steps from the typed number, as the keys do: where pressing a button does not take the focus
    // (Safari, Firefox on macOS), the text typed is still there, uncommitted.
    this.#takeTypedAsBase();
    const base = this.keyBase();
    if (!this.beginInteraction()) return;
    this.inputValue(moveValue(base, keyboardOption(this.keyboardOption, this.range), amount, this.range));
    this.endInteraction();
  }

  #commitText(): void {
    if (!this.#editing) return;
    this.#editing = false;
    const typed = readTyped(this.#input.value, this.unit);
    if (Number.isFinite(typed) && this.beginInteraction()) {
      this.inputValue(typed);
      this.endInteraction();
    }
    this.render();
  }

  /**
   * An arrow or Page key while editing steps from the typed number, in one interaction (one `input`, one
   * `change`) as the React NumberInput's `onChange` does: the host's key handler reads it through keyBase.
   */
  #takeTypedAsBase(): void {
    if (!this.#editing) return;
    this.#editing = false;
    const typed = readTyped(this.#input.value, this.unit);
    if (Number.isFinite(typed)) this.#typedBase = constrainValue(typed, this.range);
    this.render();
  }

  protected override keyBase(): number {
    const typed = this.#typedBase;
    this.#typedBase = null;
    return typed ?? this.value;
  }

  #revertText(): void {
    this.#editing = false;
    this.render();
  }

  protected render(): void {
    const input = this.#input;
    if (!this.#editing) input.value = String(toFixed(this.value, stepDecimals(this.step)));
    input.disabled = this.isDisabled;
    input.readOnly = this.readOnly;
    this.#decrement.disabled = this.locked || this.value <= this.min;
    // The highest value is the last step below max when the step does not divide the range (9 for 0..10 step 3).
    this.#increment.disabled = this.locked || this.value >= constrainValue(this.max, this.range);
    this.#decrement.setAttribute('aria-label', this.decrementLabel);
    this.#increment.setAttribute('aria-label', this.incrementLabel);
    this.#unit.textContent = this.unit;
    input.setAttribute('aria-valuemin', String(this.min));
    input.setAttribute('aria-valuemax', String(this.max));
    input.setAttribute('aria-valuenow', String(this.value));
    input.setAttribute('aria-valuetext', this.valueAsText);
    this.applyLabel(input, 'Value');
  }
}

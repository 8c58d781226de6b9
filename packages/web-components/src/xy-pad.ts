import { setSliderAria } from './internal/aria.js';
import { controlAttributes, VibratoControlElement } from './internal/control-element.js';
import { fillShadowRoot } from './internal/styles.js';
import { clamp, type InputEventOption } from '@vibrato-ui/functions';
import {
  constrainValue,
  formatValue,
  fromPosition,
  hasCommandModifier,
  keyboardOption,
  keyMovement,
  moveValue,
  parseNumber,
  resolveRange,
  toPosition,
  wheelNotches,
  wheelOption,
  type ValueRange,
} from './internal/value.js';

type Axis = 'x' | 'y';

/** The range attributes: shared by both axes, and each axis's own, which wins when set. */
const RANGE_ATTRIBUTES = [
  'min',
  'max',
  'step',
  'skew',
  'unit',
  'x-min',
  'x-max',
  'x-step',
  'x-skew',
  'x-unit',
  'y-min',
  'y-max',
  'y-step',
  'y-skew',
  'y-unit',
] as const;

const css = `
:host {
  display: inline-block;
  position: relative;
  inline-size: var(--vibrato-xy-pad-width, 200px);
  block-size: var(--vibrato-xy-pad-height, 200px);
  cursor: crosshair;
}
/* Keyboard focus on either axis's slider rings the thumb; a press, which focuses the slider too, does not. */
[part='area']:has(~ .axis:focus-visible) [part='thumb'] { outline: 2px solid var(--_focus-ring); outline-offset: 2px; }
[part='area'] {
  position: absolute; inset: 0;
  border-radius: var(--vibrato-xy-pad-radius, 6px);
  background: var(--vibrato-xy-pad-background, color-mix(in srgb, currentColor 8%, transparent));
  border: 1px solid var(--_track);
  overflow: hidden;
}
[part='thumb'] {
  --_size: var(--vibrato-xy-pad-thumb-size, 18px);
  position: absolute;
  inline-size: var(--_size); block-size: var(--_size);
  inset-inline-start: calc(var(--_x) * 100% - var(--_size) / 2);
  inset-block-start: calc((1 - var(--_y)) * 100% - var(--_size) / 2);
  border-radius: 50%;
  background: var(--_thumb);
  border: 2px solid var(--_accent);
  pointer-events: none;
}
.axis { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

/**
 * A two-dimensional pad: one thumb sets two values at once, `x` from left to right and `y` from bottom to
 * top. Press and drag on the pad (hold Shift to move ten times finer, from where the thumb is), use the arrow
 * keys (Left/Right for x, Up/Down for y), or the wheel (the larger of its vertical and horizontal motion moves y or
 * x; Shift moves a tenth as far). Double-click resets both. Screen readers see two sliders, X and Y, and one tab
 * stop: an arrow key moves focus to the slider of the axis it changes, so the value announced is the one that
 * moved. The sliders are named after the pad ("Filter X", "Filter Y"); `x-label` and `y-label` give them names of
 * their own, such as what each axis controls, in the page's language.
 *
 * @ja 1 つのつまみで 2 つの値を同時に操作する XY パッドです。x は左から右へ、y は下から上へ増えます。
 * ドラッグ（Shift を押すと、つまみの位置から 10 倍細かく動きます）、矢印キー（左右で x、上下で y）、ホイール（縦と横の動きの大きいほうで y か x。Shift を押すと 10 分の 1 ずつ）で操作でき、ダブルクリックで両方とも既定値に戻ります。スクリーンリーダーには X と Y の 2 つのスライダーとして伝わり、タブ移動の対象は 1 つです。矢印キーを押すと、動かした軸のスライダーにフォーカスが移るので、読み上げられるのは変わった値です。
 * スライダーの名前は、既定ではパッドの名前に X・Y を付けたもの（「フィルター X」など）です。`x-label` と `y-label` を使うと、各軸が操作するものの名前をページの言語で付けられます。
 *
 * @customElement vibrato-xy-pad
 *
 * @attr {number} x - The horizontal value, clamped to x-min..x-max and snapped to x-step. Reflects the `x` property.
 * @ja 横方向の値です。x-min〜x-max に収まり、x-step に丸められます。`x` プロパティと連動します。
 * @attr {number} y - The vertical value (y-min at the bottom), clamped and snapped like x. Reflects the `y` property.
 * @ja 縦方向の値です（下が y-min）。x と同様に範囲に収まり、丸められます。`y` プロパティと連動します。
 * @attr {number} [min=0] - The smallest value of both axes, unless x-min or y-min says otherwise.
 * @ja 両軸の最小値です（x-min・y-min で軸ごとに変えられます）。
 * @attr {number} [max=1] - The largest value of both axes, unless x-max or y-max says otherwise.
 * @ja 両軸の最大値です（x-max・y-max で軸ごとに変えられます）。
 * @attr {number} [step=0] - The step both values snap to, unless x-step or y-step says otherwise; 0 is continuous.
 * @ja 両軸の値を丸める刻み幅です（x-step・y-step で軸ごとに変えられます）。0 は連続値を表します。
 * @attr {number} [skew=1] - Bends the value curve of both axes, unless x-skew or y-skew says otherwise; 1 is linear.
 * @ja 両軸の値のカーブを曲げます（x-skew・y-skew で軸ごとに変えられます）。1 は直線です。
 * @attr {number} [x-min=min] - The smallest x.
 * @ja x の最小値です。
 * @attr {number} [x-max=max] - The largest x.
 * @ja x の最大値です。
 * @attr {number} [x-step=step] - The step x snaps to.
 * @ja x を丸める刻み幅です。
 * @attr {number} [x-skew=skew] - Bends the value curve of x.
 * @ja x の値のカーブを曲げます。
 * @attr {number} [y-min=min] - The smallest y.
 * @ja y の最小値です。
 * @attr {number} [y-max=max] - The largest y.
 * @ja y の最大値です。
 * @attr {number} [y-step=step] - The step y snaps to.
 * @ja y を丸める刻み幅です。
 * @attr {number} [y-skew=skew] - Bends the value curve of y.
 * @ja y の値のカーブを曲げます。
 * @attr {number} [default-x=x-min] - The x restored on double-click and form reset.
 * @ja ダブルクリックやフォームのリセットで戻る x の値です。
 * @attr {number} [default-y=y-min] - The y restored on double-click and form reset.
 * @ja ダブルクリックやフォームのリセットで戻る y の値です。
 * @attr {string} unit - Unit appended to the announced value texts of both axes, unless x-unit or y-unit says otherwise.
 * @ja 両軸の読み上げる値テキストの後ろに付ける単位です（x-unit・y-unit で軸ごとに変えられます）。
 * @attr {string} [x-unit=unit] - Unit appended to the announced x.
 * @ja 読み上げる x の値の後ろに付ける単位です。
 * @attr {string} [y-unit=unit] - Unit appended to the announced y.
 * @ja 読み上げる y の値の後ろに付ける単位です。
 * @attr {string} x-label - The accessible name of the x slider. Default the pad's name followed by "X"; an empty
 * value also gives the default.
 * @ja x のスライダーのアクセシブルな名前です。既定ではパッドの名前の後ろに「X」を付けた名前になります。空のときも既定の名前になります。
 * @attr {string} y-label - The accessible name of the y slider. Default the pad's name followed by "Y"; an empty
 * value also gives the default.
 * @ja y のスライダーのアクセシブルな名前です。既定ではパッドの名前の後ろに「Y」を付けた名前になります。空のときも既定の名前になります。
 *
 * @prop {InputEventOption | undefined} keyboardOption - How far one arrow key moves a value. Default one step, or 1% of the range.
 * @ja 矢印キー 1 回で値をどれだけ動かすかです。既定ではその軸の 1 ステップ、連続値の軸では範囲の 1 % です。
 * @prop {InputEventOption | undefined} wheelOption - How far one wheel notch moves a value. Default 1% of the range.
 * @ja ホイール 1 ノッチで値をどれだけ動かすかです。既定では範囲の 1 % です。
 * @prop {((value: number, axis: 'x' | 'y') => string) | undefined} valueText - Formats the announced text of each axis; it gets the axis too.
 * @ja 各軸の読み上げテキストを作る関数です。2 番目の引数に軸を受け取ります。
 *
 * @fires input - While x or y changes by dragging, wheel, keyboard or double-click.
 * @ja ドラッグ・ホイール・キー操作・ダブルクリックで x か y が変わるたびに発生します。
 * @fires change - Once when an interaction that changed x or y ends. A form receives "x,y" under the name.
 * @ja x か y を変えた操作が終わったときに 1 回発生します。フォームには、name に指定した名前で「x,y」の形の値が送られます。
 *
 * @slot - Content drawn inside the pad behind the thumb, such as a grid or axis labels.
 * @ja パッドの中、つまみの背後に表示する内容です（グリッドや軸ラベルなど）。
 *
 * @csspart area - The pad surface.
 * @ja パッドの面です。
 * @csspart thumb - The handle at (x, y).
 * @ja (x, y) の位置にあるつまみです。
 *
 * @cssstate dragging - Set while a pointer drags on the pad: the element then shows the grabbing cursor, and a page can
 * style `vibrato-xy-pad:state(dragging)`.
 * @ja ポインターでパッドをドラッグしている間に設定される状態です。この間、カーソルは grabbing（つかんだ手の形）になります。
 * ページ側でも `vibrato-xy-pad:state(dragging)` でスタイルを付けられます。
 *
 * @cssprop [--vibrato-xy-pad-width=200px] - Width of the pad.
 * @ja パッドの幅です。
 * @cssprop [--vibrato-xy-pad-height=200px] - Height of the pad.
 * @ja パッドの高さです。
 * @cssprop --vibrato-track - Border colour of the pad. Default the text colour at half strength.
 * @ja パッドの枠線の色です。既定では文字色を半分の濃さにした色です。
 * @cssprop [--vibrato-thumb=Canvas] - Colour of the thumb (its border is the accent colour).
 * @ja つまみの色です（枠線にはアクセントカラーを使います）。
 * @cssprop [--vibrato-xy-pad-radius=6px] - Corner radius of the pad.
 * @ja パッドの角の丸みです。
 * @cssprop --vibrato-xy-pad-background - Background of the pad. Default a faint tint of the text colour.
 * @ja パッドの背景です。既定では文字色をごく薄くした色です。
 * @cssprop [--vibrato-xy-pad-thumb-size=18px] - Diameter of the thumb.
 * @ja つまみの直径です。
 *
 * @example
 * ```html
 * <vibrato-xy-pad label="Filter" x="0.5" y="0.2" name="filter"></vibrato-xy-pad>
 * ```
 *
 * @example
 * ```html
 * <vibrato-xy-pad
 *   label="Filter"
 *   x-label="Cutoff" x-min="20" x-max="20000" x-skew="0.2" x-unit="Hz" x="1000"
 *   y-label="Resonance" y-min="0" y-max="100" y-step="1" y-unit="%" y="30"
 * ></vibrato-xy-pad>
 * ```
 *
 * @example
 * ```ts
 * import { defineVibratoElements } from '@vibrato-ui/web-components';
 *
 * defineVibratoElements();
 * const pad = document.createElement('vibrato-xy-pad');
 * pad.label = 'Filter';
 * pad.addEventListener('input', () => console.info('cutoff', pad.x, 'resonance', pad.y));
 * document.body.append(pad);
 * ```
 */
export class VibratoXYPad extends VibratoControlElement {
  static get observedAttributes(): readonly string[] {
    return [
      ...controlAttributes,
      'x',
      'y',
      'default-x',
      'default-y',
      'x-label',
      'y-label',
      ...RANGE_ATTRIBUTES,
    ];
  }

  #keyboardOption: InputEventOption | undefined = undefined;
  #wheelOption: InputEventOption | undefined = undefined;
  #valueText: ((value: number, axis: Axis) => string) | undefined = undefined;

  #area: HTMLElement;
  #thumb: HTMLElement;
  #sliders: Record<Axis, HTMLElement>;
  #valueAtStart: string | null = null;
  /** Where a drag has the thumb (0..1 on each axis) and the pointer's last coordinates, for Shift's finer moves. */
  /**
   * Where a drag has the thumb (0..1 on each axis), the pointer's last coordinates, the values the drag last gave,
   * and whether the page has set others since the drag started (from then on the thumb moves with the pointer's
   * motion from those values, instead of jumping back under the pointer).
   */
  #drag = { x: 0, y: 0, clientX: 0, clientY: 0, values: '', relative: false };

  constructor() {
    super({ mode: 'open', delegatesFocus: true });
    const root = this.shadowRoot as ShadowRoot;
    fillShadowRoot(
      root,
      css,
      `
      <div part="area"><slot></slot><div part="thumb"></div></div>
      <span class="axis" data-axis="x" tabindex="0"></span>
      <span class="axis" data-axis="y" tabindex="-1"></span>`,
    );
    this.#area = root.querySelector('[part="area"]') as HTMLElement;
    this.#thumb = root.querySelector('[part="thumb"]') as HTMLElement;
    this.#sliders = {
      x: root.querySelector('[data-axis="x"]') as HTMLElement,
      y: root.querySelector('[data-axis="y"]') as HTMLElement,
    };

    this.followDrags({
      start: (event) => {
        if (!this.#begin()) return false;
        this.#sliders[this.#tabAxis].focus({ preventScroll: true });
        this.#drag.relative = false;
        this.#drag.values = `${this.x},${this.y}`;
        this.#inputAt(event, false);
        return true;
      },
      move: (event) => this.#inputAt(event, event.shiftKey),
      end: () => this.#end(),
    });
    this.addEventListener('keydown', (event) => this.#onKeyDown(event));
    this.addEventListener('wheel', (event) => this.#onWheel(event), { passive: false });
    this.addEventListener('dblclick', () => {
      if (!this.#begin()) return;
      this.#input(this.defaultX, this.defaultY);
      this.#end();
    });
  }

  /**
   * How far one arrow key press moves a value; Shift+Arrow, PageUp and PageDown move ten times as far.
   * `undefined` means one `step`, or 1% of the range when the values are continuous.
   *
   * @ja 矢印キー 1 回で値をどれだけ動かすかです。Shift+矢印・PageUp・PageDown はその 10 倍です。未指定のときはその軸の 1 ステップ（`xStep`・`yStep`）、連続値の軸では範囲の 1 % です。
   */
  get keyboardOption(): InputEventOption | undefined {
    return this.#keyboardOption;
  }
  set keyboardOption(option: InputEventOption | undefined) {
    this.#keyboardOption = option;
  }

  /**
   * How far one wheel notch moves a value; Shift gives a tenth of it. `undefined` means 1% of the range.
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
   * Turns an axis's value into the text screen readers announce for it (`aria-valuetext` of the X or Y
   * slider); it gets the axis as its second argument. `undefined` gives the value with at most 2 decimals
   * (as many as the axis's step has when it has more), followed by the axis's unit.
   *
   * @ja 軸の値を、読み上げ（X または Y のスライダーの `aria-valuetext`）に使う文字列に変換する関数です。2 番目の引数に軸（'x' か 'y'）を受け取ります。未指定のときは小数 2 桁まで（その軸のステップの小数桁数がそれより多ければその桁数まで）の値に、その軸の単位を付けます。
   */
  get valueText(): ((value: number, axis: 'x' | 'y') => string) | undefined {
    return this.#valueText;
  }
  set valueText(format: ((value: number, axis: 'x' | 'y') => string) | undefined) {
    this.#valueText = format;
    this.update();
  }

  /**
   * The horizontal value, clamped to `xMin`..`xMax` and snapped to `xStep`.
   *
   * @defaultValue `defaultX`
   * @ja 横方向の値です。`xMin`〜`xMax` に収まり、`xStep` に丸められます。`x` 属性と連動します。
   */
  get x(): number {
    return constrainValue(parseNumber(this.getAttribute('x'), this.defaultX), this.#range('x'));
  }
  set x(next: number) {
    this.setAttribute('x', String(Number(next)));
  }

  /**
   * The vertical value (min at the bottom), clamped to `yMin`..`yMax` and snapped to `yStep`.
   *
   * @defaultValue `defaultY`
   * @ja 縦方向の値です（下端が最小値）。`yMin`〜`yMax` に収まり、`yStep` に丸められます。`y` 属性と連動します。
   */
  get y(): number {
    return constrainValue(parseNumber(this.getAttribute('y'), this.defaultY), this.#range('y'));
  }
  set y(next: number) {
    this.setAttribute('y', String(Number(next)));
  }

  /**
   * The smallest value of both axes. Each axis's own (`xMin`, `yMin`) wins over it.
   *
   * @defaultValue 0
   * @ja 両軸の最小値です。軸ごとの指定（`xMin`・`yMin`）があればそちらが優先されます。`min` 属性と連動します。
   */
  get min(): number {
    return this.#shared().min;
  }
  set min(next: number) {
    this.setAttribute('min', String(Number(next)));
  }

  /**
   * The largest value of both axes. Each axis's own (`xMax`, `yMax`) wins over it.
   *
   * @defaultValue 1
   * @ja 両軸の最大値です。軸ごとの指定（`xMax`・`yMax`）があればそちらが優先されます。`max` 属性と連動します。
   */
  get max(): number {
    return this.#shared().max;
  }
  set max(next: number) {
    this.setAttribute('max', String(Number(next)));
  }

  /**
   * The step both values snap to; 0 means continuous. Each axis's own (`xStep`, `yStep`) wins over it.
   *
   * @defaultValue 0
   * @ja 両軸の値を丸める刻み幅です。0 は連続値です。軸ごとの指定（`xStep`・`yStep`）があればそちらが優先されます。`step` 属性と連動します。
   */
  get step(): number {
    return this.#shared().step;
  }
  set step(next: number) {
    this.setAttribute('step', String(Number(next)));
  }

  /**
   * Bends the value curve of both axes: 1 is linear. Each axis's own (`xSkew`, `ySkew`) wins over it.
   *
   * @defaultValue 1
   * @ja 両軸の値のカーブを曲げます。1 は直線です。軸ごとの指定（`xSkew`・`ySkew`）があればそちらが優先されます。`skew` 属性と連動します。
   */
  get skew(): number {
    return this.#shared().skew;
  }
  set skew(next: number) {
    this.setAttribute('skew', String(Number(next)));
  }

  /**
   * The smallest x. Without the `x-min` attribute, the shared `min`.
   *
   * @defaultValue `min`
   * @ja x の最小値です。`x-min` 属性がなければ、両軸に共通の `min` を使います。`x-min` 属性と連動します。
   */
  get xMin(): number {
    return this.#range('x').min;
  }
  set xMin(next: number) {
    this.setAttribute('x-min', String(Number(next)));
  }

  /**
   * The largest x. Without the `x-max` attribute, the shared `max`.
   *
   * @defaultValue `max`
   * @ja x の最大値です。`x-max` 属性がなければ、両軸に共通の `max` を使います。`x-max` 属性と連動します。
   */
  get xMax(): number {
    return this.#range('x').max;
  }
  set xMax(next: number) {
    this.setAttribute('x-max', String(Number(next)));
  }

  /**
   * The step x snaps to; 0 means continuous. Without the `x-step` attribute, the shared `step`.
   *
   * @defaultValue `step`
   * @ja x を丸める刻み幅です。0 は連続値です。`x-step` 属性がなければ、両軸に共通の `step` を使います。`x-step` 属性と連動します。
   */
  get xStep(): number {
    return this.#range('x').step;
  }
  set xStep(next: number) {
    this.setAttribute('x-step', String(Number(next)));
  }

  /**
   * Bends the value curve of x: 1 is linear. Without the `x-skew` attribute, the shared `skew`.
   *
   * @defaultValue `skew`
   * @ja x の値のカーブを曲げます。1 は直線です。`x-skew` 属性がなければ、両軸に共通の `skew` を使います。`x-skew` 属性と連動します。
   */
  get xSkew(): number {
    return this.#range('x').skew;
  }
  set xSkew(next: number) {
    this.setAttribute('x-skew', String(Number(next)));
  }

  /**
   * A unit appended to the announced x. Without the `x-unit` attribute, the shared `unit`.
   *
   * @defaultValue `unit`
   * @ja 読み上げる x の値の後ろに付ける単位です。`x-unit` 属性がなければ、両軸に共通の `unit` を使います。`x-unit` 属性と連動します。
   */
  get xUnit(): string {
    return this.#unit('x');
  }
  set xUnit(text: string) {
    this.setAttribute('x-unit', text);
  }

  /**
   * The smallest y. Without the `y-min` attribute, the shared `min`.
   *
   * @defaultValue `min`
   * @ja y の最小値です。`y-min` 属性がなければ、両軸に共通の `min` を使います。`y-min` 属性と連動します。
   */
  get yMin(): number {
    return this.#range('y').min;
  }
  set yMin(next: number) {
    this.setAttribute('y-min', String(Number(next)));
  }

  /**
   * The largest y. Without the `y-max` attribute, the shared `max`.
   *
   * @defaultValue `max`
   * @ja y の最大値です。`y-max` 属性がなければ、両軸に共通の `max` を使います。`y-max` 属性と連動します。
   */
  get yMax(): number {
    return this.#range('y').max;
  }
  set yMax(next: number) {
    this.setAttribute('y-max', String(Number(next)));
  }

  /**
   * The step y snaps to; 0 means continuous. Without the `y-step` attribute, the shared `step`.
   *
   * @defaultValue `step`
   * @ja y を丸める刻み幅です。0 は連続値です。`y-step` 属性がなければ、両軸に共通の `step` を使います。`y-step` 属性と連動します。
   */
  get yStep(): number {
    return this.#range('y').step;
  }
  set yStep(next: number) {
    this.setAttribute('y-step', String(Number(next)));
  }

  /**
   * Bends the value curve of y: 1 is linear. Without the `y-skew` attribute, the shared `skew`.
   *
   * @defaultValue `skew`
   * @ja y の値のカーブを曲げます。1 は直線です。`y-skew` 属性がなければ、両軸に共通の `skew` を使います。`y-skew` 属性と連動します。
   */
  get ySkew(): number {
    return this.#range('y').skew;
  }
  set ySkew(next: number) {
    this.setAttribute('y-skew', String(Number(next)));
  }

  /**
   * A unit appended to the announced y. Without the `y-unit` attribute, the shared `unit`.
   *
   * @defaultValue `unit`
   * @ja 読み上げる y の値の後ろに付ける単位です。`y-unit` 属性がなければ、両軸に共通の `unit` を使います。`y-unit` 属性と連動します。
   */
  get yUnit(): string {
    return this.#unit('y');
  }
  set yUnit(text: string) {
    this.setAttribute('y-unit', text);
  }

  /**
   * The accessible name of the slider that screen readers announce for x. Without the `x-label` attribute (or
   * with an empty one), the pad's name followed by "X": "Filter X" for a pad labelled "Filter".
   *
   * @defaultValue `label + ' X'`
   * @ja x のスライダーのアクセシブルな名前（スクリーンリーダーが読み上げる名前）です。`x-label` 属性がない（または空の）ときは、パッドの名前の後ろに「X」を付けた名前です（label が「フィルター」なら「フィルター X」）。`x-label` 属性と連動します。
   */
  get xLabel(): string {
    return this.#axisLabel('x');
  }
  set xLabel(text: string) {
    this.setAttribute('x-label', text);
  }

  /**
   * The accessible name of the slider that screen readers announce for y. Without the `y-label` attribute (or
   * with an empty one), the pad's name followed by "Y": "Filter Y" for a pad labelled "Filter".
   *
   * @defaultValue `label + ' Y'`
   * @ja y のスライダーのアクセシブルな名前（スクリーンリーダーが読み上げる名前）です。`y-label` 属性がない（または空の）ときは、パッドの名前の後ろに「Y」を付けた名前です（label が「フィルター」なら「フィルター Y」）。`y-label` 属性と連動します。
   */
  get yLabel(): string {
    return this.#axisLabel('y');
  }
  set yLabel(text: string) {
    this.setAttribute('y-label', text);
  }

  /**
   * The x restored on double-click and form reset.
   *
   * @defaultValue `xMin`
   * @ja ダブルクリックやフォームのリセットで戻る x の値です。`default-x` 属性と連動します。
   */
  get defaultX(): number {
    const range = this.#range('x');
    return constrainValue(parseNumber(this.getAttribute('default-x'), range.min), range);
  }
  set defaultX(next: number) {
    this.setAttribute('default-x', String(Number(next)));
  }

  /**
   * The y restored on double-click and form reset.
   *
   * @defaultValue `yMin`
   * @ja ダブルクリックやフォームのリセットで戻る y の値です。`default-y` 属性と連動します。
   */
  get defaultY(): number {
    const range = this.#range('y');
    return constrainValue(parseNumber(this.getAttribute('default-y'), range.min), range);
  }
  set defaultY(next: number) {
    this.setAttribute('default-y', String(Number(next)));
  }

  /**
   * A unit appended to the announced value texts. Each axis's own (`xUnit`, `yUnit`) wins over it.
   *
   * @defaultValue `''`
   * @ja 読み上げる値テキストの後ろに付ける単位です。軸ごとの指定（`xUnit`・`yUnit`）があればそちらが優先されます。`unit` 属性と連動します。
   */
  get unit(): string {
    return this.getAttribute('unit') ?? '';
  }
  set unit(text: string) {
    this.setAttribute('unit', text);
  }

  /**
   * Called by the browser when the element's form is reset: restores `defaultX` and `defaultY`.
   *
   * @ja フォームがリセットされたときにブラウザーが呼び出し、x と y を既定値に戻します。
   */
  formResetCallback(): void {
    this.x = this.defaultX;
    this.y = this.defaultY;
  }

  /** The range both axes share: min 0, max 1, step 0 (continuous), skew 1 unless the attributes say otherwise. */
  #shared(): ValueRange {
    return resolveRange(
      parseNumber(this.getAttribute('min'), 0),
      parseNumber(this.getAttribute('max'), 1),
      parseNumber(this.getAttribute('step'), 0),
      parseNumber(this.getAttribute('skew'), 1),
    );
  }

  /** One axis's range: its own `x-…`/`y-…` attributes, each falling back to the shared one. */
  #range(axis: Axis): ValueRange {
    const shared = this.#shared();
    const own = (name: 'min' | 'max' | 'step' | 'skew') =>
      parseNumber(this.getAttribute(`${axis}-${name}`), shared[name]);
    return resolveRange(own('min'), own('max'), own('step'), own('skew'));
  }

  /** One axis's unit: its own `x-unit`/`y-unit`, else the shared `unit`. */
  #unit(axis: Axis): string {
    return this.getAttribute(`${axis}-unit`) ?? this.unit;
  }

  /** One axis's slider name: its own `x-label`/`y-label`, else the pad's name with the axis letter. */
  #axisLabel(axis: Axis): string {
    return this.getAttribute(`${axis}-label`) || `${this.accessibleName('XY pad')} ${axis.toUpperCase()}`;
  }

  #begin(): boolean {
    if (this.locked) return false;
    this.#valueAtStart = `${this.x},${this.y}`;
    return true;
  }

  #input(x: number, y: number): void {
    if (this.locked) return;
    const nextX = constrainValue(x, this.#range('x'));
    const nextY = constrainValue(y, this.#range('y'));
    if (nextX === this.x && nextY === this.y) return;
    this.x = nextX;
    this.y = nextY;
    this.fire('input');
  }

  #end(): void {
    const start = this.#valueAtStart;
    this.#valueAtStart = null;
    if (start !== null && start !== `${this.x},${this.y}`) this.fire('change');
  }

  /** Follows the pointer: the thumb goes under it, or with `fine` moves a tenth of its motion from where it is. */
  #inputAt(event: PointerEvent, fine: boolean): void {
    const box = this.#area.getBoundingClientRect();
    const drag = this.#drag;
    if (drag.values !== `${this.x},${this.y}`) {
      // The page set x or y during the drag: go on from the values it set, with the pointer's motion.
      drag.x = toPosition(this.x, this.#range('x'));
      drag.y = toPosition(this.y, this.#range('y'));
      drag.relative = true;
    }
    if (box.width > 0 && box.height > 0) {
      if (fine || drag.relative) {
        const scale = fine ? 10 : 1;
        drag.x = clamp(drag.x + (event.clientX - drag.clientX) / box.width / scale, 0, 1);
        drag.y = clamp(drag.y - (event.clientY - drag.clientY) / box.height / scale, 0, 1);
      } else {
        drag.x = clamp((event.clientX - box.left) / box.width, 0, 1);
        drag.y = clamp((box.bottom - event.clientY) / box.height, 0, 1);
      }
    }
    drag.clientX = event.clientX;
    drag.clientY = event.clientY;
    this.#input(fromPosition(drag.x, this.#range('x')), fromPosition(drag.y, this.#range('y')));
    drag.values = `${this.x},${this.y}`;
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (hasCommandModifier(event)) return;
    const movement = keyMovement(event.key, event.shiftKey);
    if (movement === null) return;
    event.preventDefault();
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    // Home/End act on the axis whose slider has focus; arrows pick the axis by direction.
    const focusedAxis = this.shadowRoot?.activeElement === this.#sliders.y ? 'y' : 'x';
    const axis: Axis = typeof movement === 'string' ? focusedAxis : horizontal ? 'x' : 'y';
    // The axis's slider takes the focus (and the tab stop): screen readers announce the focused slider's value.
    // Read-only too, where the value stays: the y slider is reached this way only.
    if (axis !== focusedAxis) this.#focusAxis(axis);
    if (!this.#begin()) return;
    const range = this.#range(axis);
    const current = axis === 'x' ? this.x : this.y;
    const next =
      movement === 'min'
        ? range.min
        : movement === 'max'
          ? range.max
          : moveValue(current, keyboardOption(this.keyboardOption, range), movement, range);
    if (axis === 'x') this.#input(next, this.y);
    else this.#input(this.x, next);
    this.#end();
  }

  #onWheel(event: WheelEvent): void {
    if (this.locked) return;
    // The larger motion picks the axis, so a sideways trackpad swipe that wobbles a little still moves x.
    // Scrolling right moves x right; browsers that turn Shift+wheel into sideways scrolling move x then.
    const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
    const notches = horizontal
      ? -wheelNotches({
          deltaX: 0,
          deltaY: event.deltaX,
          deltaMode: event.deltaMode,
          shiftKey: event.shiftKey,
        })
      : wheelNotches(event);
    if (notches === 0) return;
    event.preventDefault();
    const option = wheelOption(this.wheelOption);
    this.#begin();
    if (horizontal) this.#input(moveValue(this.x, option, notches, this.#range('x')), this.y);
    else this.#input(this.x, moveValue(this.y, option, notches, this.#range('y')));
    this.#end();
  }

  protected override update(): void {
    super.update();
    this.setFormValue(`${this.x},${this.y}`);
  }

  protected render(): void {
    this.#thumb.style.setProperty('--_x', String(toPosition(this.x, this.#range('x'))));
    this.#thumb.style.setProperty('--_y', String(toPosition(this.y, this.#range('y'))));
    if (!this.hasAttribute('role')) this.setAttribute('role', 'group');
    this.applyLabel(this);
    for (const axis of ['x', 'y'] as const) {
      const slider = this.#sliders[axis];
      const value = this[axis];
      const range = this.#range(axis);
      setSliderAria(slider, {
        min: range.min,
        max: range.max,
        now: value,
        text: this.#valueText
          ? this.#valueText(value, axis)
          : formatValue(value, this.#unit(axis) || null, range.step),
        orientation: axis === 'x' ? 'horizontal' : 'vertical',
        readOnly: this.readOnly,
      });
      slider.setAttribute('aria-label', this.#axisLabel(axis));
      if (this.isDisabled) slider.setAttribute('aria-disabled', 'true');
      else slider.removeAttribute('aria-disabled');
    }
    // A disabled pad takes no focus, not even from a click (a tabindex of -1 would still let a click focus it).
    if (this.isDisabled) {
      this.#sliders.x.removeAttribute('tabindex');
      this.#sliders.y.removeAttribute('tabindex');
    } else {
      this.#sliders.x.tabIndex = this.#tabAxis === 'x' ? 0 : -1;
      this.#sliders.y.tabIndex = this.#tabAxis === 'y' ? 0 : -1;
    }
  }

  /** The axis whose slider is the pad's one tab stop: the one last moved by the keyboard, X at first. */
  #tabAxis: Axis = 'x';

  #focusAxis(axis: Axis): void {
    this.#tabAxis = axis;
    this.render();
    this.#sliders[axis].focus({ preventScroll: true });
  }
}

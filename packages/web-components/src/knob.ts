import { setSliderAria } from './internal/aria.js';
import { VibratoRangeElement } from './internal/range-element.js';
import { fillShadowRoot } from './internal/styles.js';

/** Pixels of pointer travel that move a knob across its whole range; Shift makes it ten times finer. */
const DRAG_DISTANCE = 200;
/** The knob's arc covers 270°, from 7:30 to 4:30 like a hardware pot. */
const ARC_DEGREES = 270;

const css = `
:host {
  display: inline-block;
  inline-size: var(--vibrato-knob-size, 48px);
  block-size: var(--vibrato-knob-size, 48px);
  position: relative;
  cursor: ns-resize;
  border-radius: 50%;
}
[part='dial'] { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; overflow: visible; }
[part='track'], [part='fill'] { fill: none; stroke-width: var(--vibrato-knob-stroke, 8); stroke-linecap: round; }
[part='track'] { stroke: var(--_track); }
[part='fill'] { stroke: var(--_accent); }
[part='thumb'] {
  position: absolute; inset: 18%;
  border-radius: 50%;
  background: var(--_thumb);
  border: 1px solid var(--_thumb-border);
  rotate: var(--_angle);
}
[part='thumb']::after {
  content: ''; position: absolute; inset-inline-start: calc(50% - 1px); inset-block-start: 8%;
  inline-size: 2px; block-size: 32%; border-radius: 1px; background: var(--vibrato-indicator, currentColor);
}
[part='value'] {
  position: absolute; inset-inline: -50%; inset-block-start: 100%;
  text-align: center; font-size: var(--vibrato-value-font-size, 0.75em); white-space: nowrap;
}
`;

/**
 * A rotary knob, like a potentiometer on a synthesizer: drag up or right to raise the value, down or left to
 * lower it (Shift for fine adjustment), turn the mouse wheel, or use the arrow keys. Double-click resets it.
 *
 * @ja シンセサイザーのポテンショメーターのような回転式のノブです。上または右へドラッグすると値が上がり、下または左で下がります
 * （Shift で微調整）。ホイールや矢印キーでも操作でき、ダブルクリックで既定値に戻ります。
 *
 * @customElement vibrato-knob
 *
 * @slot - Content shown under the knob instead of the value text.
 * @ja ノブの下に、値テキストの代わりに表示する内容です。
 *
 * @prop {((value: number) => string) | undefined} valueText - Formats the value text that the knob shows under the dial
 * and screen readers announce (`aria-valuetext`); `undefined` gives the value with at most 2 decimals (as many as `step` has when it has more), followed by `unit`.
 * @ja ダイヤルの下に表示し、読み上げ（`aria-valuetext`）にも使う値テキストを作る関数です。未指定のときは小数 2 桁まで（`step` の小数桁数がそれより多ければその桁数まで）の値に unit を付けます。
 *
 * @csspart dial - The SVG that draws the arc.
 * @ja 円弧を描く SVG です。
 * @csspart track - The full 270° arc behind the value.
 * @ja 値の背後にある 270° の円弧全体です。
 * @csspart fill - The arc from min to the value.
 * @ja min から現在の値までの円弧です。
 * @csspart thumb - The rotating cap with its indicator line.
 * @ja 円弧の内側で回転する、指示線の付いたキャップです。
 * @csspart value - The value text under the knob.
 * @ja ノブの下の値テキストです。
 *
 * @cssstate dragging - Set while a pointer drags the knob: the element then shows the grabbing cursor, and a page can
 * style `vibrato-knob:state(dragging)`.
 * @ja ポインターでノブをドラッグしている間に設定される状態です。この間、カーソルは grabbing（つかんだ手の形）になります。
 * ページ側でも `vibrato-knob:state(dragging)` でスタイルを付けられます。
 *
 * @cssprop [--vibrato-knob-size=48px] - Width and height of the knob.
 * @ja ノブの幅と高さです。
 * @cssprop --vibrato-track - Colour of the background arc. Default the text colour at half strength.
 * @ja 背景の円弧の色です。既定では文字色を半分の濃さにした色です。
 * @cssprop [--vibrato-thumb=Canvas] - Colour of the cap.
 * @ja キャップの色です。
 * @cssprop --vibrato-thumb-border - Border colour of the cap. Default a tint of the text colour.
 * @ja キャップの枠線の色です。既定では文字色を薄くした色です。
 * @cssprop [--vibrato-knob-stroke=8] - Arc thickness in SVG units (the dial is 100 units wide).
 * @ja 円弧の太さです（SVG 単位、ダイヤル全体の幅が 100）。
 * @cssprop [--vibrato-indicator=currentColor] - Colour of the indicator line.
 * @ja 指示線の色です。
 * @cssprop [--vibrato-value-font-size=0.75em] - Font size of the value text.
 * @ja 値テキストの文字サイズです。
 *
 * @example
 * ```html
 * <vibrato-knob label="Cutoff" min="20" max="20000" skew="0.3" value="1000" unit="Hz" name="cutoff"></vibrato-knob>
 * ```
 *
 * @example
 * ```ts
 * import { defineVibratoElements } from '@vibrato-ui/web-components';
 *
 * defineVibratoElements();
 * const knob = document.createElement('vibrato-knob');
 * knob.label = 'Drive';
 * knob.defaultValue = 0.5;
 * knob.addEventListener('input', () => console.info('drive', knob.value));
 * document.body.append(knob);
 * ```
 */
export class VibratoKnob extends VibratoRangeElement {
  #fill: SVGCircleElement;
  #thumb: HTMLElement;
  #valueText: HTMLElement;
  /** The unsnapped position during a drag, so that slow moves on a stepped knob still add up. */
  #dragPosition = 0;
  #lastPointer = { x: 0, y: 0 };
  /** The value the drag last gave; any other value during the drag was set by the page. */
  #dragValue = 0;

  constructor() {
    super();
    const root = this.shadowRoot as ShadowRoot;
    fillShadowRoot(
      root,
      css,
      `
      <svg part="dial" viewBox="0 0 100 100" aria-hidden="true">
        <circle part="track" cx="50" cy="50" r="44" pathLength="360"></circle>
        <circle part="fill" cx="50" cy="50" r="44" pathLength="360"></circle>
      </svg>
      <div part="thumb"></div>
      <div part="value" aria-hidden="true"><slot></slot></div>`,
    );
    this.#fill = root.querySelector('[part="fill"]') as SVGCircleElement;
    this.#thumb = root.querySelector('[part="thumb"]') as HTMLElement;
    this.#valueText = root.querySelector('slot') as HTMLElement;
    for (const arc of root.querySelectorAll('circle')) {
      // Start the arc at 7:30 (135° from 3 o'clock, clockwise).
      arc.setAttribute('transform', 'rotate(135 50 50)');
    }
    root.querySelector('[part="track"]')?.setAttribute('stroke-dasharray', `${ARC_DEGREES} 360`);

    this.followDrags({
      start: (event) => {
        if (!this.beginInteraction()) return false;
        this.focus({ preventScroll: true });
        this.#dragPosition = this.position;
        this.#dragValue = this.value;
        this.#lastPointer = { x: event.clientX, y: event.clientY };
        return true;
      },
      move: (event) => {
        const travel = event.clientX - this.#lastPointer.x - (event.clientY - this.#lastPointer.y);
        this.#lastPointer = { x: event.clientX, y: event.clientY };
        const scale = event.shiftKey ? 0.1 : 1;
        // The page set the value during the drag: the drag goes on from that value, not from where it was.
        if (this.value !== this.#dragValue) this.#dragPosition = this.position;
        this.#dragPosition = Math.min(1, Math.max(0, this.#dragPosition + (travel / DRAG_DISTANCE) * scale));
        this.inputPosition(this.#dragPosition);
        this.#dragValue = this.value;
      },
      end: () => this.endInteraction(),
    });
  }

  protected render(): void {
    const position = this.position;
    const text = this.valueAsText;
    this.#fill.setAttribute('stroke-dasharray', `${ARC_DEGREES * position} 360`);
    this.#thumb.style.setProperty('--_angle', `${-ARC_DEGREES / 2 + ARC_DEGREES * position}deg`);
    this.#valueText.textContent = text;
    setSliderAria(this, {
      min: this.min,
      max: this.max,
      now: this.value,
      text,
      orientation: 'vertical',
      readOnly: this.readOnly,
    });
    this.applyLabel(this);
  }
}

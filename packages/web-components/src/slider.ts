import { clamp } from '@vibrato-ui/functions';
import { setSliderAria } from './internal/aria.js';
import { rangeAttributes, VibratoRangeElement } from './internal/range-element.js';
import { fillShadowRoot } from './internal/styles.js';

const css = `
:host {
  --_thickness: var(--vibrato-slider-thickness, 6px);
  --_thumb-size: var(--vibrato-slider-thumb-size, 18px);
  display: inline-block;
  position: relative;
  inline-size: var(--vibrato-slider-length, 160px);
  /* At least 24px across, the pointer target size of WCAG 2.2 (SC 2.5.8), however small the thumb. */
  block-size: max(var(--_thumb-size), 24px);
  cursor: pointer;
}
:host([orientation='vertical']) {
  inline-size: max(var(--_thumb-size), 24px);
  block-size: var(--vibrato-slider-length, 160px);
}
[part='track'] {
  position: absolute;
  inset-inline: calc(var(--_thumb-size) / 2);
  inset-block-start: calc(50% - var(--_thickness) / 2);
  block-size: var(--_thickness);
  border-radius: var(--_thickness);
  background: var(--_track);
}
:host([orientation='vertical']) [part='track'] {
  inset-inline: auto;
  inset-inline-start: calc(50% - var(--_thickness) / 2);
  inset-block: calc(var(--_thumb-size) / 2);
  inline-size: var(--_thickness);
  block-size: auto;
}
[part='range'] {
  position: absolute; inset-block: 0; inset-inline-start: 0;
  inline-size: calc(var(--_position) * 100%);
  border-radius: inherit; background: var(--_accent);
}
:host([orientation='vertical']) [part='range'] {
  inset-inline: 0; inset-block-start: auto; inset-block-end: 0;
  inline-size: auto; block-size: calc(var(--_position) * 100%);
}
/* Forced colours drop backgrounds: the track keeps an outline and the range the system's highlight. */
@media (forced-colors: active) {
  [part='track'] { outline: 1px solid CanvasText; }
  [part='range'] { forced-color-adjust: none; background: Highlight; }
}
/* The thumb's centre travels along the track, which is inset by half a thumb at each end. */
[part='thumb'] {
  position: absolute;
  inline-size: var(--_thumb-size); block-size: var(--_thumb-size);
  inset-block-start: calc(50% - var(--_thumb-size) / 2);
  inset-inline-start: calc(var(--_position) * (100% - var(--_thumb-size)));
  border-radius: 50%;
  background: var(--_thumb);
  border: 2px solid var(--_accent);
}
/* Keyboard focus rings the thumb, where the value is, rather than the whole element (as the React slider does). */
:host(:focus-visible) { outline: none; }
:host(:focus-visible) [part='thumb'] { outline: 2px solid var(--_focus-ring); outline-offset: 2px; }
/* Forced colours would repaint the ring in the text colour, like the thumb's border: the system's highlight stands
   out from both. */
@media (forced-colors: active) {
  :host(:focus-visible) [part='thumb'] { outline-color: Highlight; }
}
:host([orientation='vertical']) [part='thumb'] {
  inset-inline-start: calc(50% - var(--_thumb-size) / 2);
  inset-block-start: calc((1 - var(--_position)) * (100% - var(--_thumb-size)));
}
:host([reversed]) [part='range'] { inset-inline-start: auto; inset-inline-end: 0; }
:host([reversed]) [part='thumb'] {
  inset-inline-start: calc((1 - var(--_position)) * (100% - var(--_thumb-size)));
}
:host([reversed][orientation='vertical']) [part='range'] {
  inset-inline: 0; inset-block-start: 0; inset-block-end: auto;
}
:host([reversed][orientation='vertical']) [part='thumb'] {
  inset-inline-start: calc(50% - var(--_thumb-size) / 2);
  inset-block-start: calc(var(--_position) * (100% - var(--_thumb-size)));
}
`;

/**
 * A linear slider, horizontal or vertical: press anywhere on the track to jump there and drag to follow,
 * turn the mouse wheel, or use the arrow keys. Hold Shift while dragging to move ten times finer, from where the
 * thumb is. Double-click resets it. Keyboard focus shows a ring (`--vibrato-focus-ring`) around the thumb, as on the
 * React slider; in forced colours the ring takes the system's highlight colour.
 *
 * @ja 横向きまたは縦向きの直線スライダーです。トラックを押すとその位置へ移動し、そのままドラッグできます。
 * ホイールや矢印キーでも操作でき、ドラッグ中に Shift を押すと、つまみの位置から 10 倍細かく動きます。ダブルクリックで既定値に戻ります。
 * キーボードでフォーカスすると、React 版のスライダーと同じく、つまみの周りにフォーカスリング（`--vibrato-focus-ring`）を表示します。強制カラーモードでは、リングはシステムの強調色（Highlight）になります。
 *
 * @customElement vibrato-slider
 *
 * @attr {'horizontal' | 'vertical'} [orientation=horizontal] - The direction of the track; vertical puts min at the bottom.
 * @ja トラックの向きです。vertical にすると最小値が下になります。
 * @attr {boolean} reversed - Puts min at the right (or, when vertical, at the top); the arrow keys along the track swap with it.
 * @ja 最小値を右端（vertical のときは上端）に置きます。トラック方向の矢印キーも逆向きになります。
 *
 * @csspart track - The whole track.
 * @ja トラック全体です。
 * @csspart range - The filled part of the track, from min to the value.
 * @ja トラックのうち、min から現在の値までの塗りつぶし部分です。
 * @csspart thumb - The handle at the value.
 * @ja 現在の値の位置にあるつまみです。
 *
 * @cssstate dragging - Set while a pointer drags the slider: the element then shows the grabbing cursor, and a page can
 * style `vibrato-slider:state(dragging)`.
 * @ja ポインターでスライダーをドラッグしている間に設定される状態です。この間、カーソルは grabbing（つかんだ手の形）になります。
 * ページ側でも `vibrato-slider:state(dragging)` でスタイルを付けられます。
 *
 * @cssprop [--vibrato-slider-length=160px] - Length of the slider along its track.
 * @ja トラック方向のスライダーの長さです。
 * @cssprop --vibrato-track - Colour of the empty track. Default the text colour at half strength.
 * @ja 値の背景になるトラックの色です。既定では文字色を半分の濃さにした色です。
 * @cssprop [--vibrato-thumb=Canvas] - Colour of the thumb (its border is the accent colour).
 * @ja つまみの色です（枠線にはアクセントカラーを使います）。
 * @cssprop [--vibrato-slider-thickness=6px] - Thickness of the track.
 * @ja トラックの太さです。
 * @cssprop [--vibrato-slider-thumb-size=18px] - Diameter of the thumb. The element is as thick as the thumb, but at least
 * 24px (the minimum pointer target of WCAG 2.2), with the track and the thumb centred in it.
 * @ja つまみの直径です。要素の太さはつまみの直径と同じですが、WCAG 2.2 がポインター操作の対象に求める最小サイズの 24px を下回ることはありません（トラックとつまみはその中央に置かれます）。
 *
 * @example
 * ```html
 * <vibrato-slider label="Volume" min="-60" max="6" value="0" step="0.5" unit="dB" name="volume"></vibrato-slider>
 * ```
 *
 * @example
 * ```ts
 * import { defineVibratoElements } from '@vibrato-ui/web-components';
 *
 * defineVibratoElements();
 * const fader = document.createElement('vibrato-slider');
 * fader.orientation = 'vertical';
 * fader.min = -60;
 * fader.max = 6;
 * fader.addEventListener('change', () => console.info('committed', fader.value));
 * document.body.append(fader);
 * ```
 */
export class VibratoSlider extends VibratoRangeElement {
  static override get observedAttributes(): readonly string[] {
    return [...rangeAttributes, 'orientation', 'reversed'];
  }

  #track: HTMLElement;
  #thumb: HTMLElement;
  /** Where a drag has the thumb (0..1), and the pointer's last coordinates, for Shift's finer moves. */
  #dragPosition = 0;
  #lastPointer = { x: 0, y: 0 };
  /**
   * The value the drag last gave, and whether the page has set another since the drag started: from then on the
   * thumb moves with the pointer's motion from that value, instead of jumping back under the pointer.
   */
  #dragValue = 0;
  #dragRelative = false;

  constructor() {
    super();
    const root = this.shadowRoot as ShadowRoot;
    fillShadowRoot(root, css, `<div part="track"><div part="range"></div></div><div part="thumb"></div>`);
    this.#track = root.querySelector('[part="track"]') as HTMLElement;
    this.#thumb = root.querySelector('[part="thumb"]') as HTMLElement;

    this.followDrags({
      start: (event) => {
        if (!this.beginInteraction()) return false;
        this.focus({ preventScroll: true });
        this.#dragPosition = this.#positionAt(event);
        this.#lastPointer = { x: event.clientX, y: event.clientY };
        this.#dragRelative = false;
        this.inputPosition(this.#dragPosition);
        this.#dragValue = this.value;
        return true;
      },
      move: (event) => {
        const box = this.#track.getBoundingClientRect();
        const length = this.orientation === 'vertical' ? box.height : box.width;
        if (this.value !== this.#dragValue) {
          // The page set the value during the drag: go on from it, with the pointer's motion.
          this.#dragPosition = this.position;
          this.#dragRelative = true;
        }
        if ((event.shiftKey || this.#dragRelative) && length > 0) {
          // The pointer's motion (a tenth of it in Shift's fine mode), from where the thumb is rather than under
          // the pointer.
          const along =
            this.orientation === 'vertical'
              ? this.#lastPointer.y - event.clientY
              : event.clientX - this.#lastPointer.x;
          const moved = along / length / (event.shiftKey ? 10 : 1);
          this.#dragPosition = clamp(this.#dragPosition + (this.reversed ? -moved : moved), 0, 1);
        } else {
          this.#dragPosition = this.#positionAt(event);
        }
        this.#lastPointer = { x: event.clientX, y: event.clientY };
        this.inputPosition(this.#dragPosition);
        this.#dragValue = this.value;
      },
      end: () => this.endInteraction(),
    });
  }

  /**
   * The direction of the track: `horizontal` (the default) or `vertical`.
   *
   * @defaultValue `'horizontal'`
   * @ja トラックの向きです（horizontal または vertical）。`orientation` 属性と連動します。
   */
  get orientation(): 'horizontal' | 'vertical' {
    return this.getAttribute('orientation') === 'vertical' ? 'vertical' : 'horizontal';
  }
  set orientation(next: 'horizontal' | 'vertical') {
    this.setAttribute('orientation', next);
  }

  /**
   * Whether min is at the right end (or the top end, when vertical). The arrow keys along the track swap with
   * it; Home and End still go to min and max.
   *
   * @defaultValue `false`
   * @ja 最小値を右端（vertical のときは上端）に置くかどうかです。トラック方向の矢印キーも逆向きになりますが、Home と End は反転していても最小値・最大値に移動します。`reversed` 属性と連動します。
   */
  get reversed(): boolean {
    return this.hasAttribute('reversed');
  }
  set reversed(on: boolean) {
    this.toggleAttribute('reversed', Boolean(on));
  }

  /** The position (0..1, from min) under the pointer along the track. */
  #positionAt(event: PointerEvent): number {
    const box = this.#track.getBoundingClientRect();
    const vertical = this.orientation === 'vertical';
    const length = vertical ? box.height : box.width;
    if (length <= 0) return this.position;
    const along = vertical ? (box.bottom - event.clientY) / length : (event.clientX - box.left) / length;
    return clamp(this.reversed ? 1 - along : along, 0, 1);
  }

  protected override reversesKey(key: string): boolean {
    if (!this.reversed) return false;
    return this.orientation === 'vertical'
      ? key === 'ArrowUp' || key === 'ArrowDown'
      : key === 'ArrowLeft' || key === 'ArrowRight';
  }

  protected render(): void {
    const position = String(this.position);
    this.#track.style.setProperty('--_position', position);
    this.#thumb.style.setProperty('--_position', position);
    setSliderAria(this, {
      min: this.min,
      max: this.max,
      now: this.value,
      text: this.valueAsText,
      orientation: this.orientation,
      readOnly: this.readOnly,
    });
    this.applyLabel(this);
  }
}

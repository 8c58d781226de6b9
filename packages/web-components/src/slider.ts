import { setSliderAria } from './internal/aria.js';
import { listenToDrag } from './internal/drag.js';
import { rangeAttributes, VibratoRangeElement } from './internal/range-element.js';
import { fillShadowRoot } from './internal/styles.js';

const css = `
:host {
  --_thickness: var(--vibrato-slider-thickness, 6px);
  --_thumb-size: var(--vibrato-slider-thumb-size, 18px);
  display: inline-block;
  position: relative;
  inline-size: var(--vibrato-slider-length, 160px);
  block-size: var(--_thumb-size);
  cursor: pointer;
}
:host([orientation='vertical']) {
  inline-size: var(--_thumb-size);
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
[part='thumb'] {
  position: absolute;
  inline-size: var(--_thumb-size); block-size: var(--_thumb-size);
  inset-block-start: calc(50% - var(--_thumb-size) / 2);
  inset-inline-start: calc(var(--_position) * 100% - var(--_thumb-size) / 2);
  border-radius: 50%;
  background: var(--_thumb);
  border: 2px solid var(--_accent);
}
:host([orientation='vertical']) [part='thumb'] {
  inset-inline-start: calc(50% - var(--_thumb-size) / 2);
  inset-block-start: calc((1 - var(--_position)) * 100% - var(--_thumb-size) / 2);
}
`;

/**
 * A linear slider, horizontal or vertical: press anywhere on the track to jump there and drag to follow,
 * turn the mouse wheel, or use the arrow keys. Double-click resets it.
 *
 * @ja 横向きまたは縦向きの直線スライダーです。トラックを押すとその位置へ移動し、そのままドラッグできます。
 * ホイールや矢印キーでも操作でき、ダブルクリックで既定値に戻ります。
 *
 * @customElement vibrato-slider
 *
 * @attr {'horizontal' | 'vertical'} orientation - The direction of the track. Default horizontal; vertical puts min at the bottom.
 * @ja トラックの向きです。既定は horizontal で、vertical にすると最小値が下になります。
 *
 * @csspart track - The whole track.
 * @ja トラック全体です。
 * @csspart range - The filled part of the track, from min to the value.
 * @ja トラックのうち、min から現在の値までの塗られた部分です。
 * @csspart thumb - The handle at the value.
 * @ja 現在の値の位置にあるつまみです。
 *
 * @cssprop [--vibrato-slider-length=160px] - Length of the slider along its track.
 * @ja トラック方向のスライダーの長さです。
 * @cssprop --vibrato-track - Colour of the empty track. Default a light tint of the text colour.
 * @ja 値の背景になるトラックの色です。既定では文字色を薄くした色です。
 * @cssprop [--vibrato-thumb=Canvas] - Colour of the thumb (its border is the accent colour).
 * @ja つまみの色です。
 * @cssprop [--vibrato-slider-thickness=6px] - Thickness of the track.
 * @ja トラックの太さです。
 * @cssprop [--vibrato-slider-thumb-size=18px] - Diameter of the thumb.
 * @ja つまみの直径です。
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
    return [...rangeAttributes, 'orientation'];
  }

  #track: HTMLElement;
  #thumb: HTMLElement;

  constructor() {
    super();
    const root = this.shadowRoot as ShadowRoot;
    fillShadowRoot(root, css, `<div part="track"><div part="range"></div></div><div part="thumb"></div>`);
    this.#track = root.querySelector('[part="track"]') as HTMLElement;
    this.#thumb = root.querySelector('[part="thumb"]') as HTMLElement;

    listenToDrag(this, {
      start: (event) => {
        if (!this.beginInteraction()) return false;
        this.focus();
        this.inputPosition(this.#positionAt(event));
        return true;
      },
      move: (event) => this.inputPosition(this.#positionAt(event)),
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

  /** The position (0..1) under the pointer along the track. */
  #positionAt(event: PointerEvent): number {
    const box = this.#track.getBoundingClientRect();
    if (this.orientation === 'vertical') {
      return box.height > 0 ? (box.bottom - event.clientY) / box.height : 0;
    }
    return box.width > 0 ? (event.clientX - box.left) / box.width : 0;
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

/**
 * Vibrato UI as custom elements: `<vibrato-knob>`, `<vibrato-slider>`, `<vibrato-number-input>`,
 * `<vibrato-xy-pad>` and `<vibrato-piano>`, usable from plain HTML with no framework. The main entry exports the
 * five element classes and `defineVibratoElements`; importing it defines nothing.
 *
 * @ja Vibrato UI のカスタム要素（`<vibrato-knob>`・`<vibrato-slider>`・`<vibrato-number-input>`・`<vibrato-xy-pad>`・`<vibrato-piano>`）です。フレームワークなしの HTML からも使えます。メインのエントリーは 5 つの要素クラスと `defineVibratoElements` をエクスポートします。読み込むだけでは何も定義しません。
 *
 * @packageDocumentation
 */
import { VibratoKnob } from './knob.js';
import { VibratoNumberInput } from './number-input.js';
import { VibratoPiano } from './piano.js';
import { VibratoSlider } from './slider.js';
import { VibratoXYPad } from './xy-pad.js';

export { VibratoKnob, VibratoNumberInput, VibratoPiano, VibratoSlider, VibratoXYPad };

/** Tag name → element class, in the order they are defined. */
const elements = {
  'vibrato-knob': VibratoKnob,
  'vibrato-slider': VibratoSlider,
  'vibrato-number-input': VibratoNumberInput,
  'vibrato-xy-pad': VibratoXYPad,
  'vibrato-piano': VibratoPiano,
} as const;

/**
 * Registers every Vibrato element with `customElements`. Names that are already defined (by an earlier
 * call, another copy of the package, or the page itself) are skipped, so calling it twice is safe.
 *
 * @param registry - The registry to define the elements in; the page's `customElements` when left out.
 * @jaParam registry - 要素を定義するレジストリです。省略するとページの `customElements` を使います。
 * @returns The tag names this call defined (empty when all were defined already).
 * @jaReturns この呼び出しで定義したタグ名の配列です（すべて定義済みだったときは空）。
 * @throws {Error} When there is no custom elements registry (for example in Node without a DOM) and none is given.
 * @jaThrows カスタム要素のレジストリがなく（DOM のない Node など）、引数でも渡されなかったときに投げます。
 * @example
 * ```ts
 * import { defineVibratoElements } from '@vibrato-ui/web-components';
 *
 * defineVibratoElements();
 * document.body.append(document.createElement('vibrato-knob'));
 * ```
 * @ja すべての Vibrato 要素を `customElements` に登録します。すでに定義されている名前は飛ばすので、2 回呼んでも安全です。
 */
export function defineVibratoElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): string[] {
  if (!registry) {
    throw new Error(
      'defineVibratoElements: there is no customElements registry here. Call it in a browser, or pass one ' +
        '(for example from jsdom) as the argument.',
    );
  }
  const defined: string[] = [];
  for (const [tag, element] of Object.entries(elements)) {
    if (registry.get(tag)) continue;
    registry.define(tag, element);
    defined.push(tag);
  }
  return defined;
}

declare global {
  interface HTMLElementTagNameMap {
    'vibrato-knob': VibratoKnob;
    'vibrato-slider': VibratoSlider;
    'vibrato-number-input': VibratoNumberInput;
    'vibrato-xy-pad': VibratoXYPad;
    'vibrato-piano': VibratoPiano;
  }
}

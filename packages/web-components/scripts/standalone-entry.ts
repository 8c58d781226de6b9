/**
 * The standalone module for a plain HTML page without a bundler: one file with the elements and
 * `@vibrato-ui/functions` inside, which defines every element when it loads. It also exports what the main entry
 * exports, so a page can `import { VibratoKnob } from './vibrato-elements.js'`.
 *
 * @ja バンドラーを使わない HTML ページ向けの単体モジュールです。要素と `@vibrato-ui/functions` を 1 ファイルにまとめてあり、読み込まれた時点ですべての要素を定義します。メインのエントリーと同じものもエクスポートするので、`import { VibratoKnob } from './vibrato-elements.js'` のようにも使えます。
 *
 * @example
 * ```html
 * <script type="module" src="./vibrato-elements.js"></script>
 * <vibrato-knob label="Volume"></vibrato-knob>
 * ```
 *
 * @packageDocumentation
 */
// Built into dist/vibrato-elements.js by scripts/bundle.ts.
import '../src/define';

export * from '../src/index';

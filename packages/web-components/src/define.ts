/**
 * Side-effect entry: `import '@vibrato-ui/web-components/define'` defines every Vibrato element. Safe to
 * import more than once, and a no-op on a server. (A plain HTML page without a bundler loads
 * `dist/vibrato-elements.js` instead, the same entry bundled into one file.)
 *
 * @ja 読み込むだけで、すべての Vibrato 要素を定義するエントリーです。何度読み込んでも問題なく、サーバー上では何もしません。（バンドラーを使わない HTML ページでは、同じ内容を 1 ファイルにまとめた `dist/vibrato-elements.js` を読み込みます。）
 *
 * @example
 * ```ts
 * import '@vibrato-ui/web-components/define';
 * ```
 *
 * @packageDocumentation
 */
import { defineVibratoElements } from './index.js';

// On a server (no registry) importing this entry does nothing, so a server-rendered page can import it.
if (typeof customElements !== 'undefined') defineVibratoElements();

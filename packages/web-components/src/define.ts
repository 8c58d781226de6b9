/**
 * Side-effect entry: importing it defines every Vibrato element, for a plain
 * `<script type="module" src=".../@vibrato-ui/web-components/dist/define.js">` or
 * `import '@vibrato-ui/web-components/define'`. Safe to import more than once.
 *
 * @ja 読み込むだけで、すべての Vibrato 要素を定義するエントリーです。何度読み込んでも問題ありません。
 *
 * @example
 * ```ts
 * import '@vibrato-ui/web-components/define';
 * ```
 *
 * @packageDocumentation
 */
import { defineVibratoElements } from './index';

defineVibratoElements();

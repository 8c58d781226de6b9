import { noteName } from '@vibrato-ui/functions';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import type { CommonProps } from '../types.js';

/**
 * Props of {@link KeyLabel}.
 *
 * @example
 * ```tsx
 * const props: KeyLabelProps = { note: 60, octaveOffset: -2 };
 * ```
 * @ja {@link KeyLabel} のプロパティです。
 */
export interface KeyLabelProps extends Pick<CommonProps, 'className' | 'style'> {
  /**
   * The note number whose name is shown.
   *
   * @example
   * ```tsx
   * <KeyLabel note={69} />
   * ```
   * @ja 名前を表示するノート番号です。
   */
  note: number;
  /**
   * Octave numbering of the shown name: `-1` shows note 60 as "C4", `-2` as "C3".
   *
   * @defaultValue `-1`
   * @example
   * ```tsx
   * <KeyLabel note={60} octaveOffset={-2} />
   * ```
   * @ja 表示する音名のオクターブ番号の基準です。`-1` ではノート 60 が「C4」、`-2` では「C3」になります。
   */
  octaveOffset?: number;
  /**
   * Content to show instead of the note name, for example a shortcut letter or a drum name.
   *
   * @defaultValue the note name, for example `"C4"`
   * @jaDefaultValue 音名（`"C4"` など）。
   * @example
   * ```tsx
   * <KeyLabel note={36}>Kick</KeyLabel>
   * ```
   * @ja 音名の代わりに表示する内容です（ショートカットの文字やドラムの名前など）。
   */
  children?: ReactNode;
}

/**
 * The text printed on a piano key, by default its note name ("C4"). It is hidden from screen readers,
 * because the key's button is already named after its note. Use it in {@link Piano}'s `keyLabel` or
 * inside a {@link WhiteKey} or {@link BlackKey}.
 *
 * @param props - {@link KeyLabelProps}
 * @jaParam props - プロパティ（{@link KeyLabelProps}）。
 * @returns a `span` with the class `vibrato-piano__label`
 * @jaReturns クラス `vibrato-piano__label` を持つ `span`。
 * @example
 * ```tsx
 * import { KeyLabel, Piano } from '@vibrato-ui/react';
 *
 * // Print each key's shortcut letter, and the note name on keys without one.
 * <Piano aria-label="Keyboard" keyLabel={(note, shortcut) => <KeyLabel note={note}>{shortcut}</KeyLabel>} />;
 * ```
 * @ja 鍵盤に表示する文字で、既定では音名（「C4」など）です。鍵盤のボタン自体が音名で読み上げられるので、スクリーンリーダーからは隠します。
 * {@link Piano} の `keyLabel` の中や、{@link WhiteKey}・{@link BlackKey} の中で使います。
 */
export function KeyLabel(props: KeyLabelProps) {
  return (
    <span className={cx('vibrato-piano__label', props.className)} style={props.style} aria-hidden="true">
      {props.children ?? noteName(props.note, props.octaveOffset ?? -1)}
    </span>
  );
}

import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import type { CommonProps } from '../types.js';
import { BlackKey, WhiteKey } from './Key.js';
import { KeyLabel } from './KeyLabel.js';
import type { KeyboardShortcuts } from './notes.js';
import { usePiano } from './usePiano.js';

/**
 * Props of {@link Piano}.
 *
 * @example
 * ```tsx
 * const props: PianoProps = { 'aria-label': 'Keyboard', from: 60, to: 84, activeNotes: [64, 67] };
 * ```
 * @ja {@link Piano} のプロパティです。
 */
export interface PianoProps extends CommonProps {
  /**
   * The lowest note shown (a MIDI note number; 60 is middle C, C4). Start on a white key for a tidy edge.
   *
   * @defaultValue `48` (C3)
   * @jaDefaultValue `48`（C3）。
   * @example
   * ```tsx
   * <Piano aria-label="Bass" from={24} to={48} />
   * ```
   * @ja 表示する最も低い音（MIDI ノート番号。60 が中央の C で C4）です。端をきれいに見せるには白鍵から始めてください。
   */
  from?: number;
  /**
   * The highest note shown (a MIDI note number, not below `from`).
   *
   * @defaultValue `72` (C5)
   * @jaDefaultValue `72`（C5）。
   * @example
   * ```tsx
   * <Piano aria-label="Lead" from={60} to={96} />
   * ```
   * @ja 表示する最も高い音（MIDI ノート番号。`from` 以上）です。
   */
  to?: number;
  /**
   * Notes to show as pressed, for example the notes a MIDI keyboard or a sequencer is playing. Notes the
   * user holds on the piano itself are shown as pressed too.
   *
   * @defaultValue `[]`
   * @example
   * ```tsx
   * <Piano aria-label="Chord" activeNotes={[60, 64, 67]} />
   * ```
   * @ja 押された状態で表示する音です（MIDI キーボードやシーケンサーが鳴らしている音など）。ピアノ上でユーザーが押している音も押された状態で表示されます。
   */
  activeNotes?: readonly number[];
  /**
   * Called when a note starts: a key pressed with the pointer, a shortcut or Enter/Space on a focused key,
   * or a pressed pointer sliding onto a key (glissando).
   *
   * @param note - the MIDI note number
   * @jaParam note - MIDI ノート番号。
   * @param velocity - the `velocity` prop
   * @jaParam velocity - `velocity` プロパティの値。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <Piano aria-label="Synth" onNoteOn={(note, velocity) => synth.start(note, velocity / 127)} />
   * ```
   * @ja 音が始まったときに呼ばれます。ポインターで鍵盤を押したとき、ショートカットのキーを押したとき、フォーカス中の鍵盤で Enter・Space を押したとき、
   * 押したままのポインターが別の鍵盤へ移ったとき（グリッサンド）です。
   */
  onNoteOn?: (note: number, velocity: number) => void;
  /**
   * Called when a note ends: the pointer is released or slides to another key or off the piano, the key is
   * released, focus leaves the piano, the piano becomes disabled or unmounts.
   *
   * @param note - the MIDI note number
   * @jaParam note - MIDI ノート番号。
   * @param velocity - the release velocity, always `0`
   * @jaParam velocity - リリースベロシティ。常に `0` です。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <Piano aria-label="Synth" onNoteOn={start} onNoteOff={(note) => synth.stop(note)} />
   * ```
   * @ja 音が終わったときに呼ばれます。ポインターを離したとき、ポインターが別の鍵盤やピアノの外へ移ったとき、キーを離したとき、
   * フォーカスがピアノの外へ出たとき、ピアノが無効になったとき、アンマウントされたときです。
   */
  onNoteOff?: (note: number, velocity: number) => void;
  /**
   * Velocity (1–127) passed to `onNoteOn`.
   *
   * @defaultValue `100`
   * @example
   * ```tsx
   * <Piano aria-label="Soft" velocity={48} onNoteOn={play} />
   * ```
   * @ja `onNoteOn` に渡すベロシティ（1〜127）です。
   */
  velocity?: number;
  /**
   * Computer-keyboard shortcuts that play notes while a key of the piano has focus, or `false` for none.
   *
   * @defaultValue {@link SHORTCUTS}
   * @example
   * ```tsx
   * <Piano aria-label="Drums" shortcuts={{ KeyZ: 0, KeyX: 2, KeyC: 6 }} />
   * ```
   * @ja ピアノの鍵盤にフォーカスがあるあいだ音を鳴らすキーボードショートカットです。`false` で無効になります。
   */
  shortcuts?: KeyboardShortcuts | false;
  /**
   * The note that shortcut offset 0 plays (the A key with {@link SHORTCUTS}); Tab also lands on this key
   * first (on the nearest key of the range when the note lies outside it).
   *
   * @defaultValue the first C of the range, or in a range without one the C below `from` (each key then keeps its
   * place on the QWERTY layout)
   * @jaDefaultValue 範囲内で最初の C。範囲に C がなければ `from` のすぐ下の C（どの鍵盤も QWERTY 配列上の位置が変わりません）。
   * @example
   * ```tsx
   * <Piano aria-label="Keyboard" from={48} to={84} shortcutBase={60} />
   * ```
   * @ja ショートカットのオフセット 0 が鳴らす音です（{@link SHORTCUTS} では A キー）。Tab で最初にフォーカスが入る鍵盤でもあります（この音が範囲外なら、範囲内でいちばん近い鍵盤）。
   */
  shortcutBase?: number;
  /**
   * Octave numbering of note names: `-1` names note 60 "C4" (the default, as in most DAWs), `-2` names it
   * "C3" (as on Yamaha instruments).
   *
   * @defaultValue `-1`
   * @example
   * ```tsx
   * <Piano aria-label="Keyboard" octaveOffset={-2} />
   * ```
   * @ja 音名のオクターブ番号の基準です。`-1`（既定、多くの DAW と同じ）ではノート 60 が「C4」、`-2`（ヤマハの楽器と同じ）では「C3」になります。
   */
  octaveOffset?: number;
  /**
   * What each key shows. Return `null` to leave a key blank.
   *
   * @param note - the key's note number
   * @jaParam note - 鍵盤のノート番号。
   * @param shortcut - the text of the key's shortcut (for example `"A"`), if it has one
   * @jaParam shortcut - 鍵盤に割り当てられたショートカットの文字（`"A"` など）。割り当てがなければ `undefined` です。
   * @returns the key's content
   * @jaReturns 鍵盤に表示する内容。
   * @defaultValue a {@link KeyLabel} with the note name on every C, nothing on other keys
   * @jaDefaultValue C の鍵盤にだけ音名を表示する {@link KeyLabel}（ほかの鍵盤には何も表示しません）。
   * @example
   * ```tsx
   * <Piano aria-label="Keyboard" keyLabel={(note, shortcut) => shortcut && <KeyLabel note={note}>{shortcut}</KeyLabel>} />
   * ```
   * @ja 各鍵盤に表示する内容です。`null` を返すとその鍵盤には何も表示しません。
   */
  keyLabel?: (note: number, shortcut: string | undefined) => ReactNode;
  /**
   * Class names added to every white key, every black key and the keys that are pressed.
   *
   * @example
   * ```tsx
   * <Piano aria-label="Keyboard" classNames={{ whiteKey: 'ivory', blackKey: 'ebony' }} />
   * ```
   * @ja すべての白鍵・黒鍵、および押されている鍵盤に追加するクラス名です。
   */
  classNames?: {
    /**
     * Added to every white key.
     *
     * @ja すべての白鍵に追加するクラス名です。
     */
    whiteKey?: string;
    /**
     * Added to every black key.
     *
     * @ja すべての黒鍵に追加するクラス名です。
     */
    blackKey?: string;
    /**
     * Added to every key that is pressed.
     *
     * @ja 押されている鍵盤に追加するクラス名です。
     */
    activeKey?: string;
  };
  /**
   * Disable every key: nothing can be played or focused, held notes end, and the root gets `data-disabled`.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <Piano aria-label="Keyboard" disabled />
   * ```
   * @ja すべての鍵盤を無効にします。演奏もフォーカスもできなくなり、押されていた音は止まり、ルート要素に `data-disabled` が付きます。
   */
  disabled?: boolean;
}

/**
 * Methods of a {@link Piano} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<PianoMethods>(null);
 * window.addEventListener('blur', () => ref.current?.releaseAll());
 * ```
 * @ja {@link Piano} の ref から使えるメソッドです。
 */
export interface PianoMethods {
  /**
   * Moves keyboard focus to the piano (the key Tab would land on), so shortcuts play at once.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.focus();
   * ```
   * @ja ピアノ（Tab で入る鍵盤）にキーボードフォーカスを移します。すぐにショートカットで演奏できます。
   */
  focus: () => void;
  /**
   * Ends every note held by a pointer or a computer key, calling `onNoteOff` for each.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.releaseAll();
   * ```
   * @ja ポインターやパソコンのキーで押されているすべての音を止め、それぞれについて `onNoteOff` を呼びます。
   */
  releaseAll: () => void;
  /**
   * The root element (`role="group"`), or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.scrollIntoView();
   * ```
   * @ja ルート要素（`role="group"`）です。マウント前は `null` です。
   */
  readonly element: HTMLDivElement | null;
}

function defaultKeyLabel(octaveOffset: number) {
  return (note: number) => (note % 12 === 0 ? <KeyLabel note={note} octaveOffset={octaveOffset} /> : null);
}

/**
 * A playable piano keyboard. Every key is a real `<button>` named after its note ("C4", "C#4"), with
 * `aria-pressed` and `data-active` while it sounds. Press keys with the mouse, pen or fingers and slide
 * across them while pressed (glissando: the previous note ends, the next one plays); with the keyboard,
 * Tab enters the piano, the arrow keys (and Home/End) move between keys, Enter or Space plays the focused
 * key and the {@link SHORTCUTS} play notes from `shortcutBase`. `activeNotes` shows notes played
 * elsewhere, for example from {@link useMIDIInput}. The keys share the width of the root, which fills its
 * container: give every white key at least 40 px (600 px for the default two octaves), so that the black keys, 0.6
 * of a white key (`--vibrato-piano-black-key-width`), are 24 px wide, the minimum pointer target of WCAG 2.2.
 *
 * @param props - {@link PianoProps}
 * @returns the piano element
 * @jaReturns ピアノの要素。
 * @example
 * ```tsx
 * import { Piano } from '@vibrato-ui/react';
 * import '@vibrato-ui/react/styles.css';
 *
 * function Synth({ context }: { context: AudioContext }) {
 *   const voices = new Map<number, OscillatorNode>();
 *   return (
 *     <Piano
 *       aria-label="Synth keyboard"
 *       from={48}
 *       to={72}
 *       onNoteOn={(note) => {
 *         const osc = new OscillatorNode(context, { frequency: 440 * 2 ** ((note - 69) / 12) });
 *         osc.connect(context.destination);
 *         osc.start();
 *         voices.set(note, osc);
 *       }}
 *       onNoteOff={(note) => voices.get(note)?.stop()}
 *     />
 *   );
 * }
 * ```
 * @ja 演奏できるピアノの鍵盤です。すべての鍵盤は音名（「C4」「C#4」など）を名前に持つ `<button>` で、鳴っているあいだ `aria-pressed` と `data-active` が付きます。
 * マウス・ペン・指で押し、押したまま滑らせるとグリッサンドになります（前の音が止まり次の音が鳴ります）。パソコンのキーボードでは Tab でピアノに入り、
 * 矢印キー（と Home/End）で鍵盤を移動し、Enter・Space でフォーカス中の鍵盤を、{@link SHORTCUTS} で `shortcutBase` からの音を鳴らします。
 * `activeNotes` で外部（{@link useMIDIInput} など）から鳴っている音を表示できます。
 * 鍵盤はコンテナーいっぱいに広がるルート要素の幅を分け合います。白鍵の幅を 40 px 以上（既定の 2 オクターブなら 600 px 以上）にすると、
 * 白鍵の 0.6 倍（`--vibrato-piano-black-key-width`）の黒鍵が、WCAG 2.2 がポインター操作の対象に求める最小サイズの 24 px になります。
 * @throws RangeError when `from` or `to` is not an integer, `from` is above `to`, or `velocity` is not a number
 * from 1 to 127.
 * @jaThrows `from` か `to` が整数でないとき、`from` が `to` より大きいとき、または `velocity` が 1〜127 の数でないときは RangeError を投げます。
 */
export const Piano = forwardRef<PianoMethods, PianoProps>(function Piano(props, ref) {
  const { keys, whiteCount, held, tabStop, rootRef, keyRef, rootHandlers } = usePiano(props, ref);
  const { activeNotes = [], disabled = false, octaveOffset = -1, classNames = {} } = props;
  const keyLabel = props.keyLabel ?? defaultKeyLabel(octaveOffset);
  return (
    <div
      ref={rootRef}
      role="group"
      id={props.id}
      className={cx('vibrato-piano', props.className)}
      style={{ '--vibrato-piano-white-keys': whiteCount, ...props.style } as CSSProperties}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      {...rootHandlers}
    >
      {keys.map(({ note, black, whiteIndex, shortcut }) => {
        const Key = black ? BlackKey : WhiteKey;
        const active = held.has(note) || activeNotes.includes(note);
        return (
          <Key
            key={note}
            ref={keyRef(note)}
            note={note}
            active={active}
            disabled={disabled}
            tabIndex={note === tabStop ? 0 : -1}
            octaveOffset={octaveOffset}
            shortcut={shortcut}
            className={cx(black ? classNames.blackKey : classNames.whiteKey, active && classNames.activeKey)}
            style={black ? ({ '--vibrato-piano-key-index': whiteIndex } as CSSProperties) : undefined}
          >
            {keyLabel(note, shortcut)}
          </Key>
        );
      })}
    </div>
  );
});

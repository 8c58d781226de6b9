import { noteName } from '@vibrato-ui/functions';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type ForwardedRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx.js';
import type { CommonProps } from '../types.js';
import { checkVelocity } from './notes.js';

/**
 * Props of {@link WhiteKey} and {@link BlackKey}.
 *
 * @example
 * ```tsx
 * const props: KeyProps = { note: 60, active: true };
 * ```
 * @ja {@link WhiteKey} と {@link BlackKey} のプロパティです。
 */
export interface KeyProps extends CommonProps {
  /**
   * The MIDI note number of the key (60 is middle C). It names the key for screen readers and is exposed as
   * `data-note`.
   *
   * @example
   * ```tsx
   * <WhiteKey note={60} />
   * ```
   * @ja 鍵盤の MIDI ノート番号です（60 が中央の C）。鍵盤のアクセシブルな名前になり、`data-note` 属性にも出力されます。
   */
  note: number;
  /**
   * Show the key as pressed: sets `aria-pressed` and `data-active`.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <BlackKey note={61} active />
   * ```
   * @ja 鍵盤を押された状態で表示します。`aria-pressed` と `data-active` が付きます。
   */
  active?: boolean;
  /**
   * Disable the key: it cannot be focused or played and gets `data-disabled`.
   *
   * @defaultValue `false`
   * @example
   * ```tsx
   * <WhiteKey note={60} disabled />
   * ```
   * @ja 鍵盤を無効にします。フォーカスも演奏もできなくなり、`data-disabled` が付きます。
   */
  disabled?: boolean;
  /**
   * The key's place in the tab order; {@link Piano} gives `0` to one key and `-1` to the others, so Tab
   * enters the keyboard once and the arrow keys move between keys.
   *
   * @defaultValue `0`
   * @example
   * ```tsx
   * <WhiteKey note={62} tabIndex={-1} />
   * ```
   * @ja 鍵盤のタブ順です。{@link Piano} は 1 つの鍵盤だけを `0`、ほかを `-1` にするので、Tab で 1 度だけ鍵盤に入り、矢印キーで鍵盤間を移動できます。
   */
  tabIndex?: number;
  /**
   * Octave numbering of the spoken note name: `-1` names note 60 "C4", `-2` names it "C3".
   *
   * @defaultValue `-1`
   * @example
   * ```tsx
   * <WhiteKey note={60} octaveOffset={-2} />
   * ```
   * @ja 読み上げる音名のオクターブ番号の基準です。`-1` ではノート 60 が「C4」、`-2` では「C3」になります。
   */
  octaveOffset?: number;
  /**
   * The computer-keyboard key that plays this key, announced as `aria-keyshortcuts` (for example `"A"`).
   *
   * @example
   * ```tsx
   * <WhiteKey note={60} shortcut="A" />
   * ```
   * @ja この鍵盤を鳴らすパソコンのキーボードのキーです。`aria-keyshortcuts` として伝えます（`"A"` など）。
   */
  shortcut?: string;
  /**
   * Velocity (1–127) passed to `onNoteOn` when the key is played on its own.
   *
   * @defaultValue `100`
   * @example
   * ```tsx
   * <WhiteKey note={60} velocity={64} onNoteOn={play} />
   * ```
   * @ja 単独で鍵盤を弾いたときに `onNoteOn` へ渡すベロシティ（1〜127）です。
   */
  velocity?: number;
  /**
   * Called when a key used on its own is pressed with the pointer, Enter or Space. Inside a {@link Piano},
   * use the piano's `onNoteOn` instead (it also handles glissando and shortcuts).
   *
   * @param note - the key's note number
   * @jaParam note - 鍵盤のノート番号。
   * @param velocity - the `velocity` prop
   * @jaParam velocity - `velocity` プロパティの値。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <WhiteKey note={60} onNoteOn={(note, velocity) => synth.start(note, velocity)} />
   * ```
   * @ja 単独で使う鍵盤がポインター・Enter・Space で押されたときに呼ばれます。{@link Piano} の中ではピアノの `onNoteOn` を使ってください（グリッサンドやショートカットも扱えます）。
   */
  onNoteOn?: (note: number, velocity: number) => void;
  /**
   * Called when a key used on its own is released (pointer up or leaving the key, Enter or Space up).
   *
   * @param note - the key's note number
   * @jaParam note - 鍵盤のノート番号。
   * @param velocity - the release velocity, always `0`
   * @jaParam velocity - リリースベロシティ。常に `0` です。
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * <WhiteKey note={60} onNoteOn={start} onNoteOff={(note) => synth.stop(note)} />
   * ```
   * @ja 単独で使う鍵盤が離されたとき（ポインターを離す・鍵盤の外へ出る、Enter・Space を離す）に呼ばれます。
   */
  onNoteOff?: (note: number, velocity: number) => void;
  /**
   * What the key shows, usually a {@link KeyLabel}. Screen readers read the note name instead.
   *
   * @example
   * ```tsx
   * <WhiteKey note={60}>
   *   <KeyLabel note={60} />
   * </WhiteKey>
   * ```
   * @ja 鍵盤に表示する内容です。通常は {@link KeyLabel} を置きます。スクリーンリーダーは代わりに音名を読み上げます。
   */
  children?: ReactNode;
}

/**
 * Methods of a {@link WhiteKey} or {@link BlackKey} ref.
 *
 * @example
 * ```tsx
 * const ref = useRef<KeyMethods>(null);
 * ref.current?.focus();
 * ```
 * @ja {@link WhiteKey} と {@link BlackKey} の ref から使えるメソッドです。
 */
export interface KeyMethods {
  /**
   * Moves keyboard focus to the key.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.focus();
   * ```
   * @ja 鍵盤にキーボードフォーカスを移します。
   */
  focus: () => void;
  /**
   * Removes keyboard focus from the key.
   *
   * @returns nothing
   * @jaReturns なし。
   * @example
   * ```tsx
   * ref.current?.blur();
   * ```
   * @ja 鍵盤からフォーカスを外します。
   */
  blur: () => void;
  /**
   * The key's `<button>`, or `null` before mount.
   *
   * @example
   * ```tsx
   * ref.current?.element?.scrollIntoView();
   * ```
   * @ja 鍵盤の `<button>` 要素です。マウント前は `null` です。
   */
  readonly element: HTMLButtonElement | null;
}

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/** The button both key colours share; a key used alone plays through its own onNoteOn/onNoteOff. */
function KeyButton({
  color,
  props,
  forwardedRef,
}: {
  color: 'white' | 'black';
  props: KeyProps;
  forwardedRef: ForwardedRef<KeyMethods>;
}) {
  const {
    note,
    active = false,
    disabled = false,
    octaveOffset = -1,
    velocity = 100,
    onNoteOn,
    onNoteOff,
  } = props;
  checkVelocity(velocity, color === 'white' ? 'WhiteKey' : 'BlackKey');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const playingRef = useRef(false);

  useImperativeHandle(
    forwardedRef,
    () => ({
      focus: () => buttonRef.current?.focus(),
      blur: () => buttonRef.current?.blur(),
      get element() {
        return buttonRef.current;
      },
    }),
    [],
  );

  const start = () => {
    if (disabled || playingRef.current || !onNoteOn) return;
    playingRef.current = true;
    onNoteOn(note, velocity);
  };
  const stop = () => {
    if (!playingRef.current) return;
    playingRef.current = false;
    onNoteOff?.(note, 0);
  };
  const standalone = Boolean(onNoteOn || onNoteOff);

  return (
    <button
      ref={buttonRef}
      type="button"
      id={props.id}
      className={cx('vibrato-piano__key', `vibrato-piano__key--${color}`, props.className)}
      style={props.style}
      tabIndex={props.tabIndex}
      disabled={disabled}
      aria-label={props['aria-label'] ?? noteName(note, octaveOffset)}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-pressed={active}
      aria-keyshortcuts={props.shortcut}
      data-note={note}
      data-active={active ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onPointerDown={
        standalone
          ? (event: PointerEvent) => {
              if (event.button === 0) start();
            }
          : undefined
      }
      onPointerUp={standalone ? stop : undefined}
      onPointerLeave={standalone ? stop : undefined}
      onPointerCancel={standalone ? stop : undefined}
      onKeyDown={
        standalone
          ? (event: KeyboardEvent) => {
              if (!ACTIVATION_KEYS.has(event.key)) return;
              event.preventDefault();
              if (!event.repeat) start();
            }
          : undefined
      }
      onKeyUp={
        standalone
          ? (event: KeyboardEvent) => {
              if (ACTIVATION_KEYS.has(event.key)) stop();
            }
          : undefined
      }
      onBlur={standalone ? stop : undefined}
    >
      {props.children}
    </button>
  );
}

/**
 * A white piano key: a `<button>` named after its note ("C4"), with `aria-pressed` and `data-active` while
 * active. {@link Piano} renders these for you; use them on their own to build another layout, with
 * `onNoteOn`/`onNoteOff` to play (pointer, Enter or Space).
 *
 * @param props - {@link KeyProps}
 * @returns the key's button
 * @jaReturns 鍵盤のボタン。
 * @example
 * ```tsx
 * import { KeyLabel, WhiteKey } from '@vibrato-ui/react';
 *
 * <WhiteKey note={60} onNoteOn={(note) => console.info('on', note)} onNoteOff={(note) => console.info('off', note)}>
 *   <KeyLabel note={60} />
 * </WhiteKey>;
 * ```
 * @ja 白鍵です。音名（「C4」など）を名前に持つ `<button>` で、押されているあいだ `aria-pressed` と `data-active` が付きます。
 * 通常は {@link Piano} が描画しますが、単独で使って別のレイアウトを作ることもできます（`onNoteOn`/`onNoteOff` で演奏できます）。
 * @throws RangeError when `velocity` is not a number from 1 to 127.
 * @jaThrows `velocity` が 1〜127 の数でないときは RangeError を投げます。
 */
export const WhiteKey = forwardRef<KeyMethods, KeyProps>(function WhiteKey(props, ref) {
  return <KeyButton color="white" props={props} forwardedRef={ref} />;
});

/**
 * A black piano key: the same `<button>` as {@link WhiteKey}, styled as a raised black key
 * (`vibrato-piano__key--black`). {@link Piano} positions it between the white keys.
 *
 * @param props - {@link KeyProps}
 * @returns the key's button
 * @jaReturns 鍵盤のボタン。
 * @example
 * ```tsx
 * import { BlackKey } from '@vibrato-ui/react';
 *
 * <BlackKey note={61} active />;
 * ```
 * @ja 黒鍵です。{@link WhiteKey} と同じ `<button>` を黒鍵の見た目（`vibrato-piano__key--black`）にしたもので、{@link Piano} が白鍵のあいだに配置します。
 * @throws RangeError when `velocity` is not a number from 1 to 127.
 * @jaThrows `velocity` が 1〜127 の数でないときは RangeError を投げます。
 */
export const BlackKey = forwardRef<KeyMethods, KeyProps>(function BlackKey(props, ref) {
  return <KeyButton color="black" props={props} forwardedRef={ref} />;
});

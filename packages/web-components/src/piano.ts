import { isBlackKey, noteName } from '@vibrato-ui/functions';
import { controlAttributes, VibratoControlElement } from './internal/control-element.js';
import { fillShadowRoot } from './internal/styles.js';
import { hasCommandModifier, parseNumber } from './internal/value.js';

/**
 * Computer-keyboard shortcuts, by physical key (`KeyboardEvent.code`, so they work on any layout): the
 * home row plays white keys and the row above plays black keys, starting at the first C of the piano (in a range
 * without a C, at the C below its lowest key).
 */
const shortcutOffsets: Readonly<Record<string, number>> = {
  KeyA: 0,
  KeyW: 1,
  KeyS: 2,
  KeyE: 3,
  KeyD: 4,
  KeyF: 5,
  KeyT: 6,
  KeyG: 7,
  KeyY: 8,
  KeyH: 9,
  KeyU: 10,
  KeyJ: 11,
  KeyK: 12,
  KeyO: 13,
  KeyL: 14,
  KeyP: 15,
  Semicolon: 16,
  Quote: 17,
};

/** The key a shortcut's physical key types on a US layout, as `aria-keyshortcuts` names it ("A", ";"). */
function shortcutKey(code: string): string {
  if (code === 'Semicolon') return ';';
  if (code === 'Quote') return "'";
  return code.replace(/^Key/, '');
}

/** The note of the key an event happened on (inside the shadow root), or `null` off the keys. */
function keyNoteOf(event: Event): number | null {
  const target = event.composedPath()[0] as Element | undefined;
  const key = target?.closest?.<HTMLElement>('[data-note]');
  return key ? Number(key.dataset.note) : null;
}

/** How long a note sounds when its key is pressed by a click alone (see `#onClick`). */
const CLICK_NOTE_MS = 300;
/** A click this soon after Enter or Space on a key is that key press's own, already played. */
const KEY_CLICK_MS = 1000;

/** The arrow keys move focus one key: Left and Down to the note below, Right and Up to the note above. */
const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
};

const css = `
:host {
  display: inline-block;
  position: relative;
  inline-size: var(--vibrato-piano-width, 100%);
  block-size: var(--vibrato-piano-height, 120px);
}
[part='keyboard'] { position: relative; display: flex; block-size: 100%; }
button {
  all: unset; box-sizing: border-box; cursor: pointer;
  display: flex; align-items: flex-end; justify-content: center;
  font-size: var(--vibrato-key-label-font-size, 0.625rem);
}
button:focus-visible { outline: 2px solid var(--_focus-ring); outline-offset: -3px; }
[part~='white-key'] {
  flex: 1 1 0; block-size: 100%;
  background: var(--vibrato-white-key, #fdfdfd); color: #555;
  border: 1px solid var(--vibrato-key-border, #888); border-inline-start-width: 0;
  border-radius: 0 0 4px 4px; padding-block-end: 4px;
}
[part~='white-key']:first-of-type { border-inline-start-width: 1px; }
[part~='black-key'] {
  position: absolute; inset-block-start: 0; z-index: 1;
  block-size: 62%;
  background: var(--vibrato-black-key, #222); color: #ddd;
  border: 1px solid var(--vibrato-key-border, #888);
  border-radius: 0 0 3px 3px;
}
[part~='active'] { background: var(--_accent); color: white; }
/* Forced colours drop backgrounds: a sounding key keeps the system's highlight. */
@media (forced-colors: active) {
  [part~='active'] { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}
[part='label'] { pointer-events: none; }
/* A black key is narrow: its name reads top to bottom (C, #, 4) so that it fits. */
[part~='black-key'] [part='label'] { writing-mode: vertical-lr; text-orientation: upright; padding-block-end: 2px; }
:host(:not([show-labels])) [part='label'] { display: none; }
`;

/**
 * A piano keyboard. Press keys with the mouse, pen or touch (slide across keys for a glissando; several
 * fingers play chords), or focus it and play with the computer keyboard: A W S E D F T G Y H U J K O L P ; '
 * from the first C (in a range without a C, from the C below it). The arrow keys (Left and Down to the note below,
 * Right and Up above) and Home/End move between keys, and Space or Enter plays the focused key. Each key is a
 * button labelled with its note name, such as "C4".
 *
 * @ja ピアノの鍵盤です。マウス・ペン・タッチで鍵盤を押せます（鍵盤の上を滑らせるとグリッサンド、複数の指で和音）。
 * フォーカスがあるときは、パソコンのキーボードでも演奏できます（A W S E D F T G Y H U J K O L P ; ' に、ピアノの最初の C から順に音が割り当てられています。C を含まない音域では、最低音のすぐ下の C から数えます）。
 * 矢印キー（← と ↓ で下の音、→ と ↑ で上の音）と Home/End で鍵盤を移動し、Space か Enter でフォーカスのある鍵盤を鳴らします。各鍵盤は「C4」のような音名をラベルに持つボタンです。
 *
 * @customElement vibrato-piano
 *
 * @attr {number} [min-note=48] - MIDI note number of the lowest key (48 is C3).
 * @ja いちばん低い鍵盤の MIDI ノート番号です（48 は C3）。
 * @attr {number} [max-note=72] - MIDI note number of the highest key (72 is C5).
 * @ja いちばん高い鍵盤の MIDI ノート番号です（72 は C5）。
 * @attr {number} [velocity=100] - Velocity (1–127) of the notes the piano plays.
 * @ja 演奏するノートのベロシティ（1〜127）です。
 * @attr {boolean} show-labels - Shows the note name on every key.
 * @ja すべての鍵盤に音名を表示します。
 * @attr {boolean} readonly - Keeps the keys focusable but plays no notes.
 * @ja 鍵盤へのフォーカスはそのままに、音を鳴らさなくします。
 * @attr {string} name - Not used by the piano: it has no value to submit, but it still follows form reset (all keys up) and disabled fieldsets.
 * @ja ピアノには送信する値がないため、この属性は使われません。ただし、ピアノはフォームのリセット（すべての鍵盤を離す）と無効な fieldset には従います。
 *
 * @prop {string} name - Not used by the piano, which has no value to submit.
 * @ja ピアノには送信する値がないため、使われません。
 * @prop {boolean} readOnly - Whether the keys stay focusable but play no notes; reflects the `readonly` attribute.
 * @ja 鍵盤へのフォーカスはそのままに、音を鳴らさない状態かどうかです。`readonly` 属性と連動します。
 *
 * @fires {CustomEvent<{note: number, velocity: number}>} noteon - A key went down; `detail.note` is the MIDI note number.
 * @ja 鍵盤が押されたときに発生します。`detail.note` は MIDI ノート番号です。
 * @fires {CustomEvent<{note: number, velocity: number}>} noteoff - A key went up; `detail.velocity` is 0.
 * @ja 鍵盤が離されたときに発生します。`detail.velocity` は 0 です。
 *
 * @csspart keyboard - The row of keys.
 * @ja 鍵盤の並び全体です。
 * @csspart key - Every key button.
 * @ja すべての鍵盤ボタンです。
 * @csspart white-key - White keys.
 * @ja 白鍵です。
 * @csspart black-key - Black keys.
 * @ja 黒鍵です。
 * @csspart active - Keys that are down.
 * @ja 押されている鍵盤です。
 * @csspart label - The note name on a key (shown with show-labels).
 * @ja 鍵盤上の音名です（show-labels のときに表示）。
 *
 * @cssprop [--vibrato-piano-width=100%] - Width of the keyboard, shared by the white keys. Give each white key at least
 * 40px (600px for the default two octaves), so that the black keys, 0.6 of a white key, are 24px wide: the minimum
 * pointer target of WCAG 2.2.
 * @ja 鍵盤全体の幅で、白鍵がこれを分け合います。白鍵 1 つあたり 40px 以上（既定の 2 オクターブなら 600px 以上）にすると、白鍵の 0.6 倍の幅の黒鍵が、WCAG 2.2 がポインター操作の対象に求める最小サイズの 24px になります。
 * @cssprop [--vibrato-piano-height=120px] - Height of the keyboard.
 * @ja 鍵盤全体の高さです。
 * @cssprop [--vibrato-white-key=#fdfdfd] - Colour of the white keys.
 * @ja 白鍵の色です。
 * @cssprop [--vibrato-black-key=#222] - Colour of the black keys.
 * @ja 黒鍵の色です。
 * @cssprop [--vibrato-key-border=#888] - Border colour of the keys.
 * @ja 鍵盤の枠線の色です。
 * @cssprop [--vibrato-key-label-font-size=0.625rem] - Font size of the note names.
 * @ja 音名の文字サイズです。
 *
 * @example
 * ```html
 * <vibrato-piano label="Keyboard" min-note="60" max-note="84"></vibrato-piano>
 * <script type="module">
 *   document.querySelector('vibrato-piano').addEventListener('noteon', (event) => console.log(event.detail.note));
 * </script>
 * ```
 *
 * @example
 * ```ts
 * import { defineVibratoElements } from '@vibrato-ui/web-components';
 *
 * defineVibratoElements();
 * const piano = document.createElement('vibrato-piano');
 * piano.minNote = 48;
 * piano.maxNote = 72;
 * piano.addEventListener('noteon', (event) => {
 *   const { note, velocity } = (event as CustomEvent<{ note: number; velocity: number }>).detail;
 *   console.info('note on', note, velocity);
 * });
 * document.body.append(piano);
 * ```
 */
export class VibratoPiano extends VibratoControlElement {
  static get observedAttributes(): readonly string[] {
    return [...controlAttributes, 'min-note', 'max-note', 'velocity', 'show-labels'];
  }

  #keyboard: HTMLElement;
  #keys = new Map<number, HTMLButtonElement>();
  /** How many sources (pointers, keys) hold each sounding note. */
  #held = new Map<number, number>();
  /** Notes played elsewhere that the page asked to show, see {@link shownNotes}. */
  #shown: ReadonlySet<number> = new Set();
  #pointerNotes = new Map<number, number>();
  #shortcutNotes = new Map<string, number>();
  #focusedNote: number | null = null;
  #builtRange = '';

  constructor() {
    super({ mode: 'open', delegatesFocus: true });
    const root = this.shadowRoot as ShadowRoot;
    fillShadowRoot(root, css, `<div part="keyboard"></div>`);
    this.#keyboard = root.querySelector('[part="keyboard"]') as HTMLElement;

    this.addEventListener('pointerdown', (event) => this.#onPointerDown(event));
    this.addEventListener('pointermove', (event) => this.#onPointerMove(event));
    this.addEventListener('pointerup', (event) => this.#onPointerUp(event));
    this.addEventListener('pointercancel', (event) => this.#onPointerUp(event));
    this.addEventListener('lostpointercapture', (event) => this.#onPointerUp(event));
    this.addEventListener('keydown', (event) => this.#onKeyDown(event));
    this.addEventListener('keyup', (event) => this.#onKeyUp(event));
    this.addEventListener('click', (event) => this.#onClick(event));
    this.addEventListener('focusout', (event) => {
      // Leaving the piano must not leave notes hanging.
      if (!this.contains(event.relatedTarget as Node | null)) this.#releaseShortcuts();
    });
  }

  /**
   * MIDI note number of the lowest key.
   *
   * @defaultValue 48
   * @ja いちばん低い鍵盤の MIDI ノート番号です。`min-note` 属性と連動します。
   */
  get minNote(): number {
    return Math.round(parseNumber(this.getAttribute('min-note'), 48));
  }
  set minNote(note: number) {
    this.setAttribute('min-note', String(Number(note)));
  }

  /**
   * MIDI note number of the highest key (never below `minNote`).
   *
   * @defaultValue 72
   * @ja いちばん高い鍵盤の MIDI ノート番号です（minNote より小さくはなりません）。`max-note` 属性と連動します。
   */
  get maxNote(): number {
    return Math.max(this.minNote, Math.round(parseNumber(this.getAttribute('max-note'), 72)));
  }
  set maxNote(note: number) {
    this.setAttribute('max-note', String(Number(note)));
  }

  /**
   * Velocity (1–127) of the notes the piano plays.
   *
   * @defaultValue 100
   * @ja 演奏するノートのベロシティ（1〜127）です。`velocity` 属性と連動します。
   */
  get velocity(): number {
    return Math.min(127, Math.max(1, Math.round(parseNumber(this.getAttribute('velocity'), 100))));
  }
  set velocity(next: number) {
    this.setAttribute('velocity', String(Number(next)));
  }

  /**
   * The notes that are down right now, lowest first.
   *
   * @ja いま押されているノートの一覧です（低い順）。
   */
  get activeNotes(): number[] {
    return [...this.#held.keys()].sort((a, b) => a - b);
  }

  /**
   * Notes to show as pressed that are played elsewhere, such as on a MIDI keyboard or by a sequencer. Their keys
   * light up (and are announced as pressed) without `noteon` or `noteoff`; keys played on the piano light up as
   * well. Notes outside the range are ignored.
   *
   * @defaultValue `[]`
   * @ja ほかで鳴っている音（MIDI キーボードやシーケンサーの音など）を、押された状態で表示します。鍵盤は光り、押された状態として読み上げられますが、`noteon` と `noteoff` は発生しません。ピアノの上で弾いた鍵盤も同じように光ります。範囲外の音は無視されます。
   */
  get shownNotes(): number[] {
    return [...this.#shown].sort((a, b) => a - b);
  }
  set shownNotes(notes: readonly number[]) {
    this.#shown = new Set(notes);
    this.update();
  }

  /**
   * A form reset releases every key.
   *
   * @ja フォームがリセットされると、押されている鍵盤をすべて離します。
   */
  formResetCallback(): void {
    this.#releaseAll();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#releaseAll();
  }

  protected override update(): void {
    super.update();
    this.setFormValue(null);
    if (this.locked) this.#releaseAll();
  }

  protected render(): void {
    const range = `${this.minNote}-${this.maxNote}`;
    if (range !== this.#builtRange) this.#buildKeys();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'group');
    this.applyLabel(this);
    const shortcuts = new Map(
      Object.entries(shortcutOffsets).map(([code, offset]) => [
        this.#shortcutBase + offset,
        shortcutKey(code),
      ]),
    );
    for (const [note, key] of this.#keys) {
      key.disabled = this.isDisabled;
      key.tabIndex = note === this.#focusedNote ? 0 : -1;
      const active = this.#held.has(note) || this.#shown.has(note);
      const color = isBlackKey(note) ? 'black-key' : 'white-key';
      key.setAttribute('part', active ? `key ${color} active` : `key ${color}`);
      // Screen readers hear a sounding key as pressed, and which computer key plays it.
      key.setAttribute('aria-pressed', String(active));
      const shortcut = shortcuts.get(note);
      if (shortcut) key.setAttribute('aria-keyshortcuts', shortcut);
      else key.removeAttribute('aria-keyshortcuts');
    }
  }

  #buildKeys(): void {
    const min = this.minNote;
    const max = this.maxNote;
    this.#builtRange = `${min}-${max}`;
    this.#releaseAll();
    this.#keys.clear();
    this.#keyboard.replaceChildren();
    const notes = Array.from({ length: max - min + 1 }, (_, index) => min + index);
    const whiteCount = notes.filter((note) => !isBlackKey(note)).length || 1;
    const whiteWidth = 100 / whiteCount;
    let whitesBefore = 0;
    for (const note of notes) {
      const key = document.createElement('button');
      key.type = 'button';
      key.dataset.note = String(note);
      key.setAttribute('aria-label', noteName(note));
      const label = document.createElement('span');
      label.setAttribute('part', 'label');
      label.textContent = noteName(note);
      key.append(label);
      if (isBlackKey(note)) {
        // A black key sits on the border between the white keys around it, 60% as wide as a white key.
        key.style.insetInlineStart = `${whitesBefore * whiteWidth - whiteWidth * 0.3}%`;
        key.style.inlineSize = `${whiteWidth * 0.6}%`;
      } else {
        whitesBefore += 1;
      }
      this.#keys.set(note, key);
      this.#keyboard.append(key);
    }
    // The one tab stop: the first C, or the lowest key. The shortcuts count from that C, or in a range without
    // one from the C below, so that each key keeps its place on the QWERTY layout.
    const firstC = notes.find((note) => note % 12 === 0);
    this.#focusedNote = firstC ?? min;
    this.#shortcutBase = firstC ?? min - (min % 12);
  }

  #shortcutBase = 48;

  #press(note: number): void {
    const count = this.#held.get(note) ?? 0;
    this.#held.set(note, count + 1);
    if (count === 0) {
      this.#emit('noteon', note, this.velocity);
      this.render();
    }
  }

  #release(note: number): void {
    const count = this.#held.get(note);
    if (count === undefined) return;
    if (count > 1) {
      this.#held.set(note, count - 1);
      return;
    }
    this.#held.delete(note);
    this.#emit('noteoff', note, 0);
    if (this.isConnected) this.render();
  }

  #releaseAll(): void {
    this.#clickTimers.forEach(clearTimeout);
    this.#clickTimers.clear();
    this.#pointerNotes.clear();
    this.#shortcutNotes.clear();
    for (const note of [...this.#held.keys()]) {
      this.#held.set(note, 1);
      this.#release(note);
    }
  }

  #releaseShortcuts(): void {
    for (const [code, note] of this.#shortcutNotes) {
      this.#shortcutNotes.delete(code);
      this.#release(note);
    }
  }

  #emit(type: 'noteon' | 'noteoff', note: number, velocity: number): void {
    this.dispatchEvent(new CustomEvent(type, { detail: { note, velocity }, bubbles: true, composed: true }));
  }

  /** The note of the key under a point, or `null` between keys or outside the piano. */
  #noteAt(x: number, y: number): number | null {
    const element = this.shadowRoot?.elementFromPoint(x, y);
    const key = element?.closest<HTMLElement>('[data-note]');
    return key ? Number(key.dataset.note) : null;
  }

  #onPointerDown(event: PointerEvent): void {
    if (this.locked || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const note = keyNoteOf(event);
    if (note === null) return;
    event.preventDefault(); // no text selection, and touch keeps to the piano
    this.#moveFocus(note);
    try {
      this.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers cannot be captured; glissando then follows pointerover only inside.
    }
    this.#pointerNotes.set(event.pointerId, note);
    this.#press(note);
  }

  #onPointerMove(event: PointerEvent): void {
    const current = this.#pointerNotes.get(event.pointerId);
    if (current === undefined) return;
    const note = this.#noteAt(event.clientX, event.clientY);
    if (note === current) return;
    // Sliding across keys plays them one after another; off the keys it is silent until it comes back.
    this.#release(current);
    if (note === null) {
      this.#pointerNotes.set(event.pointerId, Number.NaN);
      return;
    }
    this.#pointerNotes.set(event.pointerId, note);
    this.#press(note);
  }

  #onPointerUp(event: PointerEvent): void {
    const note = this.#pointerNotes.get(event.pointerId);
    if (note === undefined) return;
    this.#pointerNotes.delete(event.pointerId);
    if (!Number.isNaN(note)) this.#release(note);
  }

  #moveFocus(note: number): void {
    const key = this.#keys.get(note);
    if (!key) return;
    this.#focusedNote = note;
    for (const [other, button] of this.#keys) button.tabIndex = other === note ? 0 : -1;
    key.focus();
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (this.isDisabled || hasCommandModifier(event)) return;
    const focused = this.#focusedNote;
    const step = ARROW_STEPS[event.key];
    // Read-only still lets focus move from key to key (nothing sounds); only playing is refused.
    if (step !== undefined || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const target =
        event.key === 'Home'
          ? this.minNote
          : event.key === 'End'
            ? this.maxNote
            : (focused ?? this.minNote) + (step ?? 0);
      this.#moveFocus(Math.min(this.maxNote, Math.max(this.minNote, target)));
      return;
    }
    if (this.readOnly) return;
    const isPlayKey = event.key === ' ' || event.key === 'Enter';
    const offset = shortcutOffsets[event.code];
    const note = isPlayKey ? focused : offset === undefined ? null : this.#shortcutBase + offset;
    if (note === null || !this.#keys.has(note)) return;
    event.preventDefault();
    if (isPlayKey) this.#lastPlayKey = event.timeStamp;
    if (event.repeat || this.#shortcutNotes.has(event.code)) return;
    this.#shortcutNotes.set(event.code, note);
    this.#press(note);
  }

  /** When Enter or Space last played a key (event time): the click that may follow is that key press's own. */
  #lastPlayKey = Number.NEGATIVE_INFINITY;

  /**
   * A screen reader's activation, voice control and switch access press a button with a click alone: no pointer
   * or key before it (`detail` 0). The key then plays a short note (CLICK_NOTE_MS), as a tap would.
   */
  #onClick(event: MouseEvent): void {
    if (this.locked || event.detail !== 0 || event.timeStamp - this.#lastPlayKey < KEY_CLICK_MS) return;
    const note = keyNoteOf(event);
    if (note === null) return;
    this.#press(note);
    const timer = setTimeout(() => {
      this.#clickTimers.delete(timer);
      this.#release(note);
    }, CLICK_NOTE_MS);
    this.#clickTimers.add(timer);
  }

  /** The timers ending notes played by a click; releasing everything stops them too. */
  #clickTimers = new Set<ReturnType<typeof setTimeout>>();

  #onKeyUp(event: KeyboardEvent): void {
    const note = this.#shortcutNotes.get(event.code);
    if (note === undefined) return;
    event.preventDefault();
    this.#shortcutNotes.delete(event.code);
    this.#release(note);
  }
}

import { useMIDIMessage } from './useMIDIMessage.js';

const NOTE_OFF = 0x80;
const NOTE_ON = 0x90;

/**
 * Calls `onNoteOn` and `onNoteOff` for the note messages that arrive from `source` (one `MIDIInput`, or
 * every input of a `MIDIAccess`). A note on with velocity 0 is reported as a note off, as the MIDI
 * standard defines it (many keyboards send it instead of a real note off).
 *
 * Built on {@link useMIDIMessage}; use that hook for controllers, pitch bend and other messages.
 *
 * @param source - a `MIDIAccess` (all inputs), one `MIDIInput`, or `null`/`undefined` (listen to nothing)
 * @jaParam source - `MIDIAccess`（すべての入力）、1 つの `MIDIInput`、または `null`/`undefined`（何も受け取りません）。
 * @param handlers - `onNoteOn(note, velocity, channel)` and `onNoteOff(note, velocity, channel)`, with the
 * note number (0–127), velocity (1–127 for note on, the release velocity 0–127 for note off) and channel
 * (1–16); `channel` listens to one channel only (1–16; default: all)
 * @jaParam handlers - `onNoteOn(note, velocity, channel)` と `onNoteOff(note, velocity, channel)`。
 * 引数はノート番号（0〜127）、ベロシティ（ノートオンでは 1〜127、ノートオフではリリースベロシティ 0〜127）、チャンネル（1〜16）です。
 * `channel` を指定すると、そのチャンネル（1〜16）だけを受け取ります（既定ではすべてのチャンネル）。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```tsx
 * import { useState } from 'react';
 * import { Piano, useMIDIAccess, useMIDIInput } from '@vibrato-ui/react';
 *
 * function MidiPiano() {
 *   const { access } = useMIDIAccess();
 *   const [notes, setNotes] = useState<number[]>([]);
 *   useMIDIInput(access, {
 *     onNoteOn: (note) => setNotes((held) => [...held, note]),
 *     onNoteOff: (note) => setNotes((held) => held.filter((n) => n !== note)),
 *   });
 *   return <Piano aria-label="MIDI keyboard" activeNotes={notes} />;
 * }
 * ```
 * @ja `source`（1 つの `MIDIInput`、または `MIDIAccess` のすべての入力）から届くノートメッセージに応じて、`onNoteOn` と `onNoteOff` を呼び出します。
 * ベロシティ 0 のノートオンは、MIDI の規格どおりノートオフとして扱います（多くの MIDI キーボードは、ノートオフの代わりにこれを送ります）。このフックは {@link useMIDIMessage} を土台にしています。コントロールチェンジやピッチベンドなど、ほかのメッセージにはそちらを使ってください。
 */
export function useMIDIInput(
  source: MIDIAccess | MIDIInput | null | undefined,
  handlers: {
    /**
     * Called for a note on with velocity 1–127.
     *
     * @ja ベロシティ 1〜127 のノートオンで呼ばれます。
     */
    onNoteOn?: (note: number, velocity: number, channel: number) => void;
    /**
     * Called for a note off, or a note on with velocity 0.
     *
     * @ja ノートオフ、またはベロシティ 0 のノートオンで呼ばれます。
     */
    onNoteOff?: (note: number, velocity: number, channel: number) => void;
    /**
     * Listen to this channel only (1–16); all channels when left out.
     *
     * @ja このチャンネル（1〜16）だけを受け取ります。省略するとすべてのチャンネルを受け取ります。
     */
    channel?: number;
  },
): void {
  useMIDIMessage(source, (event) => {
    const [status, note, velocity] = event.data ?? [];
    if (status === undefined || note === undefined || velocity === undefined) return;
    const type = status & 0xf0;
    const channel = (status & 0x0f) + 1;
    if (handlers.channel !== undefined && handlers.channel !== channel) return;
    if (type === NOTE_ON && velocity > 0) handlers.onNoteOn?.(note, velocity, channel);
    else if (type === NOTE_OFF || type === NOTE_ON) handlers.onNoteOff?.(note, velocity, channel);
  });
}

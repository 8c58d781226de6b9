import { useEffect, useRef } from 'react';

/**
 * Calls `onMessage` with every raw MIDI message (`MIDIMessageEvent`, bytes in `event.data`) that arrives
 * from `source`: one `MIDIInput`, or every input of a `MIDIAccess`, including devices plugged in later.
 *
 * The listeners are removed when `source` changes or the component unmounts. The newest `onMessage` is
 * always called, so an inline arrow function does not re-subscribe. Each input is opened explicitly, as
 * some browsers only deliver messages from open ports. Nothing runs during render, so it is safe in server
 * rendering.
 *
 * @param source - a `MIDIAccess` (listen to all inputs), one `MIDIInput`, or `null`/`undefined` (listen to nothing)
 * @jaParam source - `MIDIAccess`（すべての入力を受け取ります）、1 つの `MIDIInput`、または `null`/`undefined`（何も受け取りません）。
 * @param onMessage - called with each message event; `event.target` is the input it came from
 * @jaParam onMessage - メッセージイベントごとに呼ばれる関数。`event.target` はそのメッセージが届いた入力です。
 * @returns nothing
 * @jaReturns なし。
 * @example
 * ```tsx
 * import { useMIDIAccess, useMIDIMessage } from '@vibrato-ui/react';
 *
 * function ControlChangeLog() {
 *   const { access } = useMIDIAccess();
 *   useMIDIMessage(access, (event) => {
 *     const [status = 0, controller, value] = event.data ?? [];
 *     if ((status & 0xf0) === 0xb0) console.info(`CC ${controller} = ${value}`);
 *   });
 *   return null;
 * }
 * ```
 * @ja `source`（1 つの `MIDIInput`、または後から接続された機器も含む `MIDIAccess` のすべての入力）から届く
 * 生の MIDI メッセージ（`MIDIMessageEvent`）ごとに `onMessage` を呼び出します。`source` が変わるかアンマウントするとリスナーを解除します。常に最新の `onMessage` を呼ぶので、インライン関数を渡しても購読し直しません。ポートを開かないとメッセージを届けないブラウザーがあるため、各入力を明示的に開きます。レンダリング中には何も実行しないため、サーバーレンダリングでも安全です。
 */
export function useMIDIMessage(
  source: MIDIAccess | MIDIInput | null | undefined,
  onMessage: (event: MIDIMessageEvent) => void,
): void {
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    if (!source) return undefined;
    const handle = (event: MIDIMessageEvent) => onMessageRef.current(event);
    const subscribed = new Set<MIDIInput>();
    const subscribe = (input: MIDIInput) => {
      if (subscribed.has(input)) return;
      subscribed.add(input);
      input.addEventListener('midimessage', handle);
      // A port may refuse to open (unplugged meanwhile); there is nothing to listen to then.
      input.open().catch(() => undefined);
    };

    if (!isAccess(source)) {
      subscribe(source);
    } else {
      source.inputs.forEach(subscribe);
    }
    const onStateChange = () => {
      if (isAccess(source)) source.inputs.forEach(subscribe);
    };
    if (isAccess(source)) source.addEventListener('statechange', onStateChange);

    return () => {
      if (isAccess(source)) source.removeEventListener('statechange', onStateChange);
      subscribed.forEach((input) => input.removeEventListener('midimessage', handle));
    };
  }, [source]);
}

function isAccess(source: MIDIAccess | MIDIInput): source is MIDIAccess {
  return 'inputs' in source;
}

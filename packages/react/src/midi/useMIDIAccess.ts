import { useCallback, useEffect, useRef, useState } from 'react';
import { NOT_SUPPORTED, PERMISSION_DENIED, type MIDIAccessError } from './errors.js';

/** Whether this browser offers Web MIDI: browsers offer it only to secure pages (`https://`, localhost). */
function hasWebMIDI(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.requestMIDIAccess === 'function';
}

/**
 * Asks the browser for Web MIDI access and keeps the answer in state.
 *
 * `access` is the `MIDIAccess` once granted (the component re-renders when devices are connected or
 * disconnected, so reading `access.inputs` during render stays current). `error` is {@link NOT_SUPPORTED}
 * where `navigator.requestMIDIAccess` does not exist (known from the mount, even with `requestOnMount` set to
 * `false`) and {@link PERMISSION_DENIED} when the request is rejected. `request()` asks again, for example from
 * a button after the user refused or when `requestOnMount` is `false`; it resolves to the access or `null`. `navigator` is only read in effects
 * and in `request()`, never during render, so the hook is safe in server rendering.
 *
 * @param requestOnMount - ask as soon as the component mounts (default `true`); pass `false` to wait for a
 * user gesture and call `request()`
 * @jaParam requestOnMount - コンポーネントのマウント直後にアクセスを要求するかどうか（既定値は `true`）。
 * ユーザーの操作を待ってから `request()` を呼ぶ場合は `false` を渡します。
 * @param options - passed to `navigator.requestMIDIAccess`, for example `{ sysex: true }`
 * @jaParam options - `navigator.requestMIDIAccess` に渡すオプション（`{ sysex: true }` など）。
 * @returns `access` (or `null`), `error` (or `null`) and `request()`
 * @jaReturns `access`（または `null`）、`error`（または `null`）、`request()`。
 * @example
 * ```tsx
 * import { NOT_SUPPORTED, useMIDIAccess } from '@vibrato-ui/react';
 *
 * function DeviceList() {
 *   const { access, error, request } = useMIDIAccess(false);
 *   if (error === NOT_SUPPORTED) return <p>No Web MIDI in this browser.</p>;
 *   if (!access) return <button onClick={() => void request()}>Connect MIDI</button>;
 *   return (
 *     <ul>
 *       {[...access.inputs.values()].map((input) => (
 *         <li key={input.id}>{input.name}</li>
 *       ))}
 *     </ul>
 *   );
 * }
 * ```
 * @ja ブラウザーに Web MIDI へのアクセスを要求し、その結果を状態として保持します。
 * 許可されると `access` に `MIDIAccess` が入り、API がなければ `error` が {@link NOT_SUPPORTED}（`requestOnMount` が `false` でもマウント時にわかります）、拒否されると {@link PERMISSION_DENIED} になります。機器の抜き差しで再レンダリングされるので、レンダリング中に読む `access.inputs` は常に最新です。
 * `request()` は要求をやり直し、`MIDIAccess` か `null` で解決される Promise を返します（拒否された後にボタンから呼ぶときや、`requestOnMount` が `false` のときに使います）。`navigator` にはレンダリング中に触れないため、サーバーレンダリングでも安全です。
 */
export function useMIDIAccess(
  requestOnMount = true,
  options?: MIDIOptions,
): {
  /**
   * The granted `MIDIAccess`, or `null` before it is granted or when it was refused.
   *
   * @ja 許可された `MIDIAccess` です。許可される前や拒否されたときは `null` です。
   */
  access: MIDIAccess | null;
  /**
   * Why there is no access: {@link NOT_SUPPORTED}, {@link PERMISSION_DENIED}, or `null`.
   *
   * @ja アクセスできない理由です（{@link NOT_SUPPORTED}、{@link PERMISSION_DENIED}、または `null`）。
   */
  error: MIDIAccessError | null;
  /**
   * Asks the browser (again); resolves to the access, or `null` when there is none.
   *
   * @ja ブラウザーに（再度）アクセスを要求します。得られたアクセス、得られなければ `null` で解決します。
   */
  request: () => Promise<MIDIAccess | null>;
} {
  const [access, setAccess] = useState<MIDIAccess | null>(null);
  const [error, setError] = useState<MIDIAccessError | null>(null);
  const [, setPortChanges] = useState(0);
  const mountedRef = useRef(false);
  const sysex = options?.sysex;
  const software = options?.software;

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const request = useCallback(async (): Promise<MIDIAccess | null> => {
    if (!hasWebMIDI()) {
      if (mountedRef.current) setError(NOT_SUPPORTED);
      return null;
    }
    try {
      const granted = await navigator.requestMIDIAccess({ sysex, software });
      if (mountedRef.current) {
        setAccess(granted);
        setError(null);
      }
      return granted;
    } catch {
      // Browsers reject with SecurityError or NotAllowedError when the user or a policy says no.
      if (mountedRef.current) setError(PERMISSION_DENIED);
      return null;
    }
  }, [sysex, software]);

  const requestOnMountRef = useRef(requestOnMount);
  useEffect(() => {
    if (requestOnMountRef.current) void request();
    // Without the API there is nothing to ask: say so at once, so the page need not offer a button that cannot work.
    else if (!hasWebMIDI()) setError(NOT_SUPPORTED);
  }, [request]);

  useEffect(() => {
    if (!access) return undefined;
    const onStateChange = () => setPortChanges((count) => count + 1);
    access.addEventListener('statechange', onStateChange);
    return () => access.removeEventListener('statechange', onStateChange);
  }, [access]);

  return { access, error, request };
}

/**
 * The {@link useMIDIAccess} error when the browser has no Web MIDI API (`navigator.requestMIDIAccess`
 * does not exist): Safari, for example, or any browser on a page that is not a secure context (`http://`
 * other than localhost), since browsers offer the API to secure pages only.
 *
 * @example
 * ```tsx
 * import { NOT_SUPPORTED, useMIDIAccess } from '@vibrato-ui/react';
 *
 * function MidiStatus() {
 *   const { error } = useMIDIAccess();
 *   return error === NOT_SUPPORTED ? <p>This browser cannot use MIDI devices.</p> : null;
 * }
 * ```
 * @ja ブラウザーに Web MIDI API がない（`navigator.requestMIDIAccess` が存在しない）ときに {@link useMIDIAccess} が返すエラーです。Safari などのブラウザーのほか、安全なコンテキストでないページ（localhost 以外の `http://`）もこれにあたります。ブラウザーは安全なページにしか API を提供しないためです。
 */
export const NOT_SUPPORTED = 'NOT_SUPPORTED' as const;

/**
 * The {@link useMIDIAccess} error when the browser refused access: the user blocked the permission
 * prompt or a policy forbids MIDI (the request's promise was rejected, usually with a `SecurityError` or
 * `NotAllowedError`).
 *
 * @example
 * ```tsx
 * import { PERMISSION_DENIED, useMIDIAccess } from '@vibrato-ui/react';
 *
 * function MidiStatus() {
 *   const { error, request } = useMIDIAccess();
 *   if (error !== PERMISSION_DENIED) return null;
 *   return <button onClick={() => void request()}>Allow MIDI devices</button>;
 * }
 * ```
 * @ja ブラウザーが MIDI へのアクセスを拒否したとき（ユーザーが許可しなかった、ポリシーで禁止されているなど）に
 * {@link useMIDIAccess} が返すエラーです。
 */
export const PERMISSION_DENIED = 'PERMISSION_DENIED' as const;

/**
 * Why {@link useMIDIAccess} could not get a `MIDIAccess`: {@link NOT_SUPPORTED} or {@link PERMISSION_DENIED}.
 *
 * @example
 * ```ts
 * import { NOT_SUPPORTED, type MIDIAccessError } from '@vibrato-ui/react';
 *
 * function describe(error: MIDIAccessError): string {
 *   return error === NOT_SUPPORTED ? 'Web MIDI is not available here.' : 'MIDI access was refused.';
 * }
 * ```
 * @ja {@link useMIDIAccess} が `MIDIAccess` を取得できなかった理由です。{@link NOT_SUPPORTED} か {@link PERMISSION_DENIED} のどちらかになります。
 */
export type MIDIAccessError = typeof NOT_SUPPORTED | typeof PERMISSION_DENIED;

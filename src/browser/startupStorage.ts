/**
 * Gatsby's start-up keeps a marker in sessionStorage (set before it reloads a page whose code and data do not
 * match) and clears it with `sessionStorage.removeItem` inside the promise that goes on to render the app
 * (node_modules/gatsby/cache-dir/production-app.js). Gatsby guards getting `sessionStorage` but not that call: in
 * a browser whose storage is in a broken state where removeItem alone throws, the promise rejects, React never
 * starts and the server-rendered page stays without any of its controls.
 *
 * guardStartupMarker wraps `Storage.prototype.removeItem` for that one key only: when removing Gatsby's marker
 * throws, it warns once and returns, as if storage were unavailable (the marker then stays, and Gatsby does not
 * reload this tab for a mismatch again: the behaviour it has where storage cannot be read at all). Every other key
 * goes to the browser's method untouched, errors included, so a real failure elsewhere is not hidden. It runs
 * from onClientEntry, which Gatsby awaits before it reaches the call.
 */

/** The key Gatsby's production-app.js removes on every start. */
export const GATSBY_RELOAD_MARKER = 'gatsby-reload-compilation-hash-match';

const GUARDED = Symbol.for('vibrato-docs.guarded-remove-item');

type GuardedRemove = Storage['removeItem'] & { [GUARDED]?: true };

/** Installs the guard on `proto` (the browser's Storage.prototype); a second call changes nothing. */
export function guardStartupMarker(proto: Storage | undefined = globalThis.Storage?.prototype): void {
  if (!proto) return;
  const original = proto.removeItem as GuardedRemove;
  if (typeof original !== 'function' || original[GUARDED]) return;
  let warned = false;
  const removeItem: GuardedRemove = function (this: Storage, key: string) {
    if (key !== GATSBY_RELOAD_MARKER) return original.call(this, key);
    try {
      original.call(this, key);
    } catch (error) {
      if (!warned) {
        warned = true;
        console.warn(
          'Vibrato UI docs: session storage cannot remove entries; start-up goes on without it.',
          error,
        );
      }
    }
  };
  removeItem[GUARDED] = true;
  proto.removeItem = removeItem;
}

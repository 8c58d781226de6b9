// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATSBY_RELOAD_MARKER, guardStartupMarker } from './startupStorage';

/** A prototype whose removeItem fails as a broken browser storage's does. */
function brokenProto() {
  const failure = new DOMException('The operation is insecure.', 'SecurityError');
  const removeItem = vi.fn(() => {
    throw failure;
  });
  return { proto: { removeItem } as unknown as Storage, removeItem };
}

afterEach(() => vi.restoreAllMocks());

describe('guardStartupMarker', () => {
  it("makes a failing removal of Gatsby's marker a single warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { proto, removeItem } = brokenProto();
    guardStartupMarker(proto);
    expect(() => proto.removeItem(GATSBY_RELOAD_MARKER)).not.toThrow();
    expect(() => proto.removeItem(GATSBY_RELOAD_MARKER)).not.toThrow();
    expect(removeItem).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('lets a failure with any other key through', () => {
    const { proto } = brokenProto();
    guardStartupMarker(proto);
    expect(() => proto.removeItem('vibrato-docs.sidebar')).toThrow('The operation is insecure.');
  });

  it('removes entries as before, and wraps only once', () => {
    guardStartupMarker();
    const guarded = Storage.prototype.removeItem;
    guardStartupMarker();
    expect(Storage.prototype.removeItem).toBe(guarded);
    sessionStorage.setItem(GATSBY_RELOAD_MARKER, '1');
    localStorage.setItem('other', 'x');
    sessionStorage.removeItem(GATSBY_RELOAD_MARKER);
    localStorage.removeItem('other');
    expect(sessionStorage.getItem(GATSBY_RELOAD_MARKER)).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const OPTIONS = ['npm', 'yarn', 'pnpm'] as const;

async function loadHook() {
  vi.resetModules();
  return (await import('./useStoredChoice')).useStoredChoice;
}

describe('useStoredChoice', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads a stored choice, ignores unknown values and shares a change between users of the key', async () => {
    localStorage.setItem('pm', 'yarn');
    localStorage.setItem('other', 'bun');
    const useStoredChoice = await loadHook();
    const first = renderHook(() => useStoredChoice('pm', OPTIONS, 'npm'));
    const second = renderHook(() => useStoredChoice('pm', OPTIONS, 'npm'));
    const other = renderHook(() => useStoredChoice('other', OPTIONS, 'npm'));
    expect(first.result.current[0]).toBe('yarn');
    expect(other.result.current[0]).toBe('npm');
    act(() => first.result.current[1]('pnpm'));
    expect(second.result.current[0]).toBe('pnpm');
    expect(localStorage.getItem('pm')).toBe('pnpm');
  });

  it('still changes within the page when storage throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const useStoredChoice = await loadHook();
    const first = renderHook(() => useStoredChoice('pm', OPTIONS, 'npm'));
    const second = renderHook(() => useStoredChoice('pm', OPTIONS, 'npm'));
    expect(first.result.current[0]).toBe('npm');
    act(() => first.result.current[1]('yarn'));
    expect(first.result.current[0]).toBe('yarn');
    expect(second.result.current[0]).toBe('yarn');
  });
});

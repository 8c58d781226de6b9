// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS, useCopyToClipboard } from './useCopyToClipboard';

afterEach(() => vi.useRealTimers());

function fakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('useCopyToClipboard', () => {
  it('copies, says so, then returns to idle', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    fakeClipboard(writeText);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('npm install @vibrato-ui/react'));
    expect(writeText).toHaveBeenCalledWith('npm install @vibrato-ui/react');
    expect(result.current.status).toBe('copied');
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(result.current.status).toBe('idle');
  });

  it('reports a refused copy', async () => {
    fakeClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy('x'));
    expect(result.current.status).toBe('failed');
  });
});

// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../testing/deferred';
import { useLazyPart } from './useLazyPart';

vi.mock('../../i18n/react', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLazyPart', () => {
  it('shows nothing for 200 ms, then the spinner state, then times out', async () => {
    const { promise } = deferred<string>();
    const { result } = renderHook(() => useLazyPart(() => promise, { delay: 200, timeout: 1000 }));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('pastDelay');
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.status).toBe('timedOut');
  });

  it('reports a failure and loads again on retry', async () => {
    let attempt = 0;
    const load = vi.fn(() =>
      ++attempt === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve('part'),
    );
    const { result } = renderHook(() => useLazyPart(load));
    await act(async () => {});
    expect(result.current.status).toBe('error');
    expect((result.current.error as Error).message).toBe('chunk failed');
    await act(async () => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loaded', value: 'part' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores the answer of a superseded attempt', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const attempts = [first, second];
    const { result } = renderHook(() => useLazyPart(() => (attempts.shift() ?? second).promise));
    act(() => result.current.retry());
    await act(async () => second.resolve('new'));
    await act(async () => first.resolve('old'));
    expect(result.current.value).toBe('new');
  });
});

describe('PageLoader', () => {
  it('shows the red error text with a Retry button, and a spinner only past the delay', async () => {
    const { PageLoader } = await import('./index');
    const retry = vi.fn();
    const { rerender, container } = render(<PageLoader status="loading" retry={retry} />);
    expect(container.innerHTML).toBe('');
    rerender(<PageLoader status="pastDelay" retry={retry} />);
    expect(screen.getByRole('status').textContent).toBe('theme:pageLoader.loading');
    rerender(<PageLoader status="error" retry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('theme:pageLoader.error');
    screen.getByRole('button', { name: 'theme:pageLoader.retry' }).click();
    expect(retry).toHaveBeenCalled();
  });
});

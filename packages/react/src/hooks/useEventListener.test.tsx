import { fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEventListener } from './useEventListener.js';

describe('useEventListener', () => {
  it('listens on window through a function target, calls the latest listener, and unsubscribes on unmount', () => {
    const calls: string[] = [];
    function Probe({ tag }: { tag: string }) {
      useEventListener(
        () => window,
        'keydown',
        (event) => calls.push(`${tag}:${event.key}`),
      );
      return null;
    }
    const { rerender, unmount } = render(<Probe tag="a" />);
    fireEvent.keyDown(window, { key: 'x' });
    rerender(<Probe tag="b" />);
    fireEvent.keyDown(window, { key: 'y' });
    unmount();
    fireEvent.keyDown(window, { key: 'z' });
    expect(calls).toEqual(['a:x', 'b:y']);
  });

  it('listens on an element ref with options (non-passive wheel may preventDefault)', () => {
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      const [count, setCount] = useState(0);
      useEventListener(
        ref,
        'wheel',
        (event) => {
          event.preventDefault();
          setCount((c) => c + 1);
        },
        { passive: false },
      );
      return <div ref={ref}>{count}</div>;
    }
    const { container } = render(<Probe />);
    const div = container.firstElementChild as HTMLElement;
    const event = new WheelEvent('wheel', { deltaY: 1, cancelable: true, bubbles: true });
    fireEvent(div, event);
    expect(div.textContent).toBe('1');
    expect(event.defaultPrevented).toBe(true);
  });

  it('does nothing for a null target', () => {
    const listener = vi.fn();
    function Probe() {
      useEventListener(null, 'click', listener);
      return null;
    }
    render(<Probe />);
    fireEvent.click(document.body);
    expect(listener).not.toHaveBeenCalled();
  });
});

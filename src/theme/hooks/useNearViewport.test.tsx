// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

/** An IntersectionObserver whose entries the test hands over. */
class ControlledObserver {
  static made: ControlledObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    ControlledObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Probe({ margin }: { margin: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  ControlledObserver.made = [];
});

describe('useNearViewport', () => {
  it('is false until the element comes within the margin, then true for good', () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { container } = render(<Probe margin="200px 0px" />);
    const [observer] = ControlledObserver.made;
    expect(observer?.options.rootMargin).toBe('200px 0px');
    expect(observer?.observed).toEqual([container.firstChild]);
    expect(container.textContent).toBe('far');

    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(container.textContent).toBe('far');
    expect(observer?.disconnected).toBe(false);

    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near');
    expect(observer?.disconnected).toBe(true);
  });

  it('stops observing when the component goes away', () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { unmount } = render(<Probe margin="300px 0px" />);
    unmount();
    expect(ControlledObserver.made.every((observer) => observer.disconnected)).toBe(true);
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Probe margin="200px 0px" />);
    expect(container.textContent).toBe('near');
  });
});

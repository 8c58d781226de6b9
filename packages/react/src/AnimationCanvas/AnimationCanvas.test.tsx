import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimationCanvas, type DrawFunction } from './index.js';

// jsdom has no canvas drawing, no animation frames and no observers: each is replaced by a small fake.
let frames: Map<number, FrameRequestCallback>;
let nextFrameId: number;
function runFrame(time: number) {
  const callbacks = [...frames.values()];
  frames.clear();
  act(() => callbacks.forEach((callback) => callback(time)));
}

const contexts: { setTransform: ReturnType<typeof vi.fn>; canvas: HTMLCanvasElement }[] = [];
let resizeCallbacks: (() => void)[];
let intersectionCallbacks: ((entries: { isIntersecting: boolean }[]) => void)[];

beforeEach(() => {
  frames = new Map();
  nextFrameId = 1;
  resizeCallbacks = [];
  intersectionCallbacks = [];
  contexts.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrameId, callback);
    return nextFrameId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  vi.stubGlobal('devicePixelRatio', 2);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersectionCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = { canvas: this, setTransform: vi.fn() };
    contexts.push(context);
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function canvas(): HTMLCanvasElement {
  return document.querySelector('canvas') as HTMLCanvasElement;
}

describe('AnimationCanvas', () => {
  it('sizes the canvas absolutely and scales its pixels by devicePixelRatio', () => {
    render(<AnimationCanvas width={200} height={100} draw={() => {}} />);
    expect(canvas().style.width).toBe('200px');
    expect(canvas().style.height).toBe('100px');
    expect(canvas().width).toBe(400);
    expect(canvas().height).toBe(200);
    expect(canvas().className).toBe('vibrato-animation-canvas');
    expect(contexts[0]?.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
  });

  it('runs init once, then draw on every frame with timing and size', () => {
    const init = vi.fn();
    const draw = vi.fn<DrawFunction>();
    render(<AnimationCanvas width={120} height={60} init={init} draw={draw} />);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(contexts[0], { width: 120, height: 60 });
    runFrame(1000);
    runFrame(1020);
    runFrame(1040);
    expect(draw).toHaveBeenCalledTimes(3);
    expect(draw.mock.calls[0]?.[0]).toMatchObject({ frame: 0, delta: 0, elapsed: 0, width: 120, height: 60 });
    expect(draw.mock.calls[2]?.[0]).toMatchObject({ frame: 2, delta: 20, elapsed: 40, fps: 50 });
    expect(draw.mock.calls[2]?.[0].context).toBe(contexts[0]);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('stops requesting frames when unmounted', () => {
    const draw = vi.fn();
    const { unmount } = render(<AnimationCanvas draw={draw} />);
    runFrame(0);
    unmount();
    expect(frames.size).toBe(0);
    runFrame(16);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('pauses with active={false} and while off-screen, and resumes', () => {
    const draw = vi.fn();
    const { rerender } = render(<AnimationCanvas draw={draw} />);
    runFrame(0);
    act(() => intersectionCallbacks.forEach((callback) => callback([{ isIntersecting: false }])));
    expect(frames.size).toBe(0);
    expect(canvas().hasAttribute('data-active')).toBe(false);
    act(() => intersectionCallbacks.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(frames.size).toBe(1);
    rerender(<AnimationCanvas draw={draw} active={false} />);
    expect(frames.size).toBe(0);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws one still frame when paused, and again after a resize', () => {
    const draw = vi.fn<DrawFunction>();
    const { rerender } = render(<AnimationCanvas width={100} height={50} draw={draw} active={false} />);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0]?.[0]).toMatchObject({ delta: 0, width: 100, height: 50 });
    rerender(<AnimationCanvas width={100} height={50} draw={draw} active={false} />);
    expect(draw).toHaveBeenCalledTimes(1);
    rerender(<AnimationCanvas width={150} height={50} draw={draw} active={false} />);
    expect(draw).toHaveBeenCalledTimes(2);
    expect(canvas().width).toBe(300);
  });

  it('follows its parent with relative sizing', () => {
    const draw = vi.fn<DrawFunction>();
    render(
      <div data-testid="parent">
        <AnimationCanvas relative widthRatio={0.5} heightRatio={1} draw={draw} aria-label="Scope" />
      </div>,
    );
    const parent = screen.getByTestId('parent');
    let parentWidth = 400;
    Object.defineProperty(parent, 'clientWidth', { get: () => parentWidth });
    Object.defineProperty(parent, 'clientHeight', { get: () => 90 });
    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(canvas().style.width).toBe('200px');
    expect(canvas().style.height).toBe('90px');
    expect(canvas().width).toBe(400);
    parentWidth = 300;
    act(() => resizeCallbacks.forEach((callback) => callback()));
    runFrame(0);
    expect(draw).toHaveBeenLastCalledWith(expect.objectContaining({ width: 150, height: 90 }));
    expect(screen.getByRole('img', { name: 'Scope' })).toBe(canvas());
  });

  it('renders fallback content and no image role without a label', () => {
    render(<AnimationCanvas draw={() => {}}>Needs canvas support</AnimationCanvas>);
    expect(canvas().textContent).toBe('Needs canvas support');
    expect(canvas().hasAttribute('role')).toBe(false);
    expect(canvas().style.width).toBe('300px');
  });
});

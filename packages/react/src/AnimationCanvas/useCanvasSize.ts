import { useEffect, useState, type RefObject } from 'react';

/** The canvas size in CSS pixels, and the device pixel ratio it was measured with. */
export interface CanvasSize {
  width: number;
  height: number;
  pixelRatio: number;
}

// A canvas element's own default size.
const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 150;

/**
 * The size to draw at. Absolute numbers are known at once; string lengths ("100%", "12rem") are measured on
 * the canvas, and relative sizes on its parent (ratio × the parent's content box). Both follow resizes
 * with a ResizeObserver. `null` until measured: nothing is read from the DOM before the first effect.
 */
export function useCanvasSize(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  sizing: {
    relative?: boolean;
    width?: number | string;
    height?: number | string;
    widthRatio?: number;
    heightRatio?: number;
  },
): CanvasSize | null {
  const { relative = false, widthRatio = 1, heightRatio = 1 } = sizing;
  const width = relative ? undefined : (sizing.width ?? DEFAULT_WIDTH);
  const height = relative ? undefined : (sizing.height ?? DEFAULT_HEIGHT);
  const [size, setSize] = useState<CanvasSize | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pixelRatio = () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
    const update = (next: CanvasSize) =>
      setSize((previous) =>
        previous &&
        previous.width === next.width &&
        previous.height === next.height &&
        previous.pixelRatio === next.pixelRatio
          ? previous
          : next,
      );

    if (typeof width === 'number' && typeof height === 'number') {
      update({ width, height, pixelRatio: pixelRatio() });
      return undefined;
    }

    const target = relative ? canvas.parentElement : canvas;
    if (!target) return undefined;
    const measure = () => {
      if (relative) {
        // The parent's content box: its padding is not room for the canvas.
        const style = getComputedStyle(target);
        const px = (value: string) => parseFloat(value) || 0;
        const boxWidth = target.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
        const boxHeight = target.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
        update({ width: boxWidth * widthRatio, height: boxHeight * heightRatio, pixelRatio: pixelRatio() });
      } else {
        const rect = target.getBoundingClientRect();
        update({
          width: typeof width === 'number' ? width : rect.width,
          height: typeof height === 'number' ? height : rect.height,
          pixelRatio: pixelRatio(),
        });
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [canvasRef, relative, width, height, widthRatio, heightRatio]);

  return size;
}

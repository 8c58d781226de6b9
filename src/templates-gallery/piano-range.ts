import type { PianoMethods } from '@vibrato-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The narrowest white key that keeps every key at least 24 × 24 CSS px, the pointer target size of WCAG 2.2
 * (success criterion 2.5.8): a black key is 0.6 of a white key's width (`--vibrato-piano-black-key-width`),
 * and 24 / 0.6 = 40.
 */
export const MIN_WHITE_KEY_WIDTH = 40;

/** The smallest range, C4 to G4 (5 white keys), shown when not even that fits. */
const SMALLEST = { from: 60, to: 67, whiteKeys: 5 };

/** The ranges a piano may show, widest first, with the number of white keys each has. */
const RANGES = [
  { from: 48, to: 72, whiteKeys: 15 }, // C3 to C5
  { from: 60, to: 72, whiteKeys: 8 }, // C4 to C5
  { from: 60, to: 71, whiteKeys: 7 }, // C4 to B4
  SMALLEST,
];

/** The widest of the ranges whose white keys are all at least MIN_WHITE_KEY_WIDTH wide in `width` pixels. */
export function rangeForWidth(width: number): { from: number; to: number } {
  const range = RANGES.find(({ whiteKeys }) => width >= whiteKeys * MIN_WHITE_KEY_WIDTH) ?? SMALLEST;
  return { from: range.from, to: range.to };
}

/**
 * The keys share the piano's width, so a narrow screen would make them too small to press: this measures the
 * piano (pass `ref` to it) and gives the widest range whose keys keep their size, two octaves on a wide screen.
 */
export function usePianoRange(): { ref: RefObject<PianoMethods>; from: number; to: number } {
  const ref = useRef<PianoMethods>(null);
  const [range, setRange] = useState(() => rangeForWidth(Infinity));
  useEffect(() => {
    const element = ref.current?.element;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const next = rangeForWidth(element.clientWidth);
      setRange((current) => (current.from === next.from && current.to === next.to ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...range };
}

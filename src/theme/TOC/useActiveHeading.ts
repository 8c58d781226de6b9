import { useEffect, useState } from 'react';

/**
 * The heading the reader is in: the last one whose top has scrolled above `offset` px from the viewport top,
 * or the first heading when none has yet. `tops` are the headings' current viewport tops, in document order.
 */
export function pickActiveHeading(ids: string[], tops: number[], offset: number): string | undefined {
  let active = ids[0];
  tops.forEach((top, index) => {
    if (top <= offset) active = ids[index];
  });
  return active;
}

/** Tracks which of the page's headings (by id) is being read, updating on scroll and resize. */
export function useActiveHeading(ids: string[], offset = 96): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');
  useEffect(() => {
    const headingIds = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = headingIds.map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
      );
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? headingIds[headingIds.length - 1] : pickActiveHeading(headingIds, tops, offset));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, offset]);
  return active;
}

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { collapseDuration } from './useCategoryState';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * A region that animates its height open and closed with ease-in-out over a duration derived from its content
 * height; with `prefers-reduced-motion` it switches at once. Closed content is `hidden` (not focusable).
 */
export function Collapsible({
  open,
  id,
  className,
  children,
}: {
  open: boolean;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.hidden = false;
    const height = element.scrollHeight;
    if (reduced) {
      element.hidden = !open;
      return;
    }
    const duration = collapseDuration(height);
    const animation = element.animate(
      [{ height: open ? '0px' : `${height}px` }, { height: open ? `${height}px` : '0px' }],
      { duration, easing: 'ease-in-out' },
    );
    element.style.overflow = 'hidden';
    animation.onfinish = () => {
      element.style.overflow = '';
      element.hidden = !open;
    };
    return () => animation.cancel();
  }, [open]);
  return (
    <div ref={ref} id={id} className={className} hidden={!open}>
      {children}
    </div>
  );
}

import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface TDeferredProps {
  children: ReactNode;
  /** Room the block takes before it renders (so the page's height is about right). */
  minHeight: number;
  /** How close to the screen it renders: half a screen or so ahead of the buyer's scrolling. */
  rootMargin?: string;
  'data-testid'?: string;
}

/**
 * Renders its children once they come near the screen, and keeps them from then on: the blocks
 * far down a long page (and their calls and images) wait until the buyer scrolls towards them,
 * so the first screen gets the network and the main thread to itself. Without
 * IntersectionObserver it renders at once.
 */
export function Deferred({ children, minHeight, rootMargin = '400px 0px', ...rest }: TDeferredProps) {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = anchor.current;
    if (isNear || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  if (isNear) return <>{children}</>;
  return <div ref={anchor} style={{ minHeight }} aria-busy="true" data-deferred="" data-testid={rest['data-testid']} />;
}

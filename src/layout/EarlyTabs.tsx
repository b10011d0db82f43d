import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * A list's tabs as plain text, the look of MUI's (shellSkeleton.css): the wait screen's early
 * rows and a list's first frame draw them (list/ListTabs.tsx). Where they do not fit (a phone),
 * the list's scrollable Tabs draw a scroll button at each end, the first one unseen: their room is
 * kept too, so the tabs do not move right when the list's own come.
 *
 * Whether they fit is read when the browser has laid the frame out, before it paints it (a
 * ResizeObserver's first call), not in a layout effect: reading it there forced the layout of the
 * whole new screen inside the commit that draws it, and the state it set drew it again in that task.
 */
export function EarlyTabs({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      // Drawn at once, so the frame being painted already keeps the buttons' room.
      if (el.scrollWidth > el.clientWidth) flushSync(() => setScrolls(true));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={scrolls ? 'b-early-tabs b-early-tabs-scroll' : 'b-early-tabs'} data-testid="early-tabs">
      {children}
    </div>
  );
}

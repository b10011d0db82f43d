import { useEffect, useRef, useState } from 'react';

export interface ScrollTriggerOptions {
  /** Scrolled past this many pixels. */
  threshold: number;
  /** Scrolling back up turns the trigger off at once (the header returns), as MUI's trigger does. */
  hysteresis: boolean;
}

/** MUI's scroll-trigger rule as a pure function: `previous` is the last position seen, if any. */
export function scrollTrigger(previous: number | undefined, current: number, { threshold, hysteresis }: ScrollTriggerOptions): boolean {
  if (hysteresis && previous !== undefined && current < previous) return false;
  return current > threshold;
}

/**
 * MUI's `useScrollTrigger`, except that the scroll position is read in scroll events only. MUI's
 * reads it as the component mounts, which forces a layout of the page React has just inserted
 * inside the same task: as the shell starts, that was the longest single piece of its commit.
 * A page opens at the top (or the first scroll event says otherwise), so it starts off.
 */
export function useScrollTrigger(options: ScrollTriggerOptions, enabled = true): boolean {
  const { threshold, hysteresis } = options;
  const last = useRef<number | undefined>(undefined);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      setOn(scrollTrigger(last.current, y, { threshold, hysteresis }));
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold, hysteresis]);
  return enabled && on;
}

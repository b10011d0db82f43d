/**
 * Run `fn` in an idle moment, no sooner than `delay` ms from now: work the screen does not need for
 * its first paint (a picker's code, a zone's formatter) must not compete with what it shows. The
 * browser without requestIdleCallback (Safari) runs it after the delay. Returns a cancel function.
 */
export function whenIdle(fn: () => void, delay = 0, timeout = 2000): () => void {
  let idleHandle: number | undefined;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(fn, { timeout });
    else fn();
  };
  const timer = setTimeout(idle, delay);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
}

/**
 * Runs `fn` once calls have stopped for `ms` (the list's search: 1000 ms after typing stops).
 * `flush` runs a pending call now (Enter), `cancel` drops it (clear, unmount).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  const run = (...args: A) => {
    if (timer) clearTimeout(timer);
    pending = args;
    timer = setTimeout(() => {
      const a = pending!;
      cancel();
      fn(...a);
    }, ms);
  };
  const flush = () => {
    if (!pending) return;
    const a = pending;
    cancel();
    fn(...a);
  };
  return Object.assign(run, { cancel, flush });
}

import { startTransition, useEffect, useState } from 'react';

/**
 * False until the component's first render has been painted, then true (as a transition). A part
 * that need not be there in the screen's first frame waits for it: the shell's chunks (Root.tsx),
 * a list's tabs, which MUI measures as they mount (ListTabs.tsx).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs before the next paint; the timeout it schedules runs after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page opened from another starts at its top: the window keeps its scroll across the console's
 * navigations, so a details page opened from a row far down a list, or the poll form's "copy a
 * question", opened half-way down or with its heading under the fixed header. Going back (POP)
 * is left to the browser, and a change within one page (its tab, its search) keeps the scroll.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

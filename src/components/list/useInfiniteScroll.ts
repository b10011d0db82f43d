import { useEffect } from 'react';
import { distanceToBottom, shouldLoadMore } from '../../lib/listRules';

/**
 * Asks for the next page when the window is scrolled to within 250 px of the bottom (spec console
 * §9), and once more after each page arrives, in case the page is still too short to scroll.
 */
export function useInfiniteScroll(p: { hasMore: boolean; loading: boolean; loadMore: () => void; pages: number }) {
  const { hasMore, loading, loadMore, pages } = p;
  useEffect(() => {
    const check = () => {
      const el = document.documentElement;
      const distance = distanceToBottom(window.scrollY, window.innerHeight, el.scrollHeight);
      if (shouldLoadMore({ distanceToBottom: distance, hasMore, loading })) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasMore, loading, loadMore, pages]);
}

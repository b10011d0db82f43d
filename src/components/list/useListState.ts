import { useCallback, useMemo, useState } from 'react';
import { initialTab, nextSort, type Sort } from '../../lib/listRules';
import type { ListOptions } from '../../registry/defineResource';

/**
 * A list's search, tab and sort (spec console §3 "List state"). Each change makes a new query,
 * which starts again from page 1 with no items: react-query keys the pages by these values.
 */
export function useListState(options: ListOptions, extraFilter?: Record<string, unknown>) {
  const tabs = options.tabs;
  const [sort, setSort] = useState<Sort>(options.sort);
  const [tab, setTab] = useState<string | undefined>(() => initialTab(tabs));
  const [q, setQ] = useState<string | undefined>(undefined);
  // Spec console §4: any search, tab or sort starts again from page 1 with no items, even when the
  // same query was scrolled further before; a new generation is a new (empty) query.
  const [generation, setGeneration] = useState(0);
  const next = useCallback(() => setGeneration((g) => g + 1), []);

  const sortBy = useCallback(
    (field: string) => {
      setSort((s) => nextSort(s, field));
      next();
    },
    [next],
  );
  const changeTab = useCallback(
    (value: string) => {
      setTab(value);
      next();
    },
    [next],
  );
  const search = useCallback(
    (value: string | undefined) => {
      setQ(value);
      next();
    },
    [next],
  );
  const clear = useCallback(() => {
    setQ(undefined);
    setTab(initialTab(tabs));
    next();
  }, [tabs, next]);

  const filter = useMemo(() => {
    const f: Record<string, unknown> = { ...options.filter, ...extraFilter };
    if (q !== undefined) f.q = q;
    if (tabs && tab !== undefined) f[tabs.filter] = tab;
    return f;
  }, [options.filter, extraFilter, q, tabs, tab]);

  const filtered = q !== undefined || (tabs !== undefined && tab !== initialTab(tabs));
  return { sort, sortBy, tab, setTab: changeTab, q, setQ: search, clear, filter, filtered, generation };
}

import { useCallback, useMemo, useState } from 'react';
import { initialTab, nextSort, periodQuery, type PickedPeriod, type Sort } from '../../lib/listRules';
import type { ListOptions } from '../../registry/defineResource';
import { useTimeZone } from '../DistrictDate';

/** What the user picked in a list's filters: a value per enum or lookup field, a period per period field. */
export type FilterValues = Record<string, string | PickedPeriod | undefined>;

/** Whether a filter holds a value (a period: either end). */
export const isPicked = (v: FilterValues[string]) => (typeof v === 'string' ? v !== '' : Boolean(v && (v.start || v.end)));

/**
 * A list's search, tab, sort and filters (spec console §3 "List state"). Each change makes a new
 * query, which starts again from page 1 with no items: react-query keys the pages by these values.
 */
export function useListState(options: ListOptions, extraFilter?: Record<string, unknown>) {
  const tabs = options.tabs;
  const [sort, setSort] = useState<Sort>(options.sort);
  const [tab, setTab] = useState<string | undefined>(() => initialTab(tabs));
  const [q, setQ] = useState<string | undefined>(undefined);
  const [values, setValues] = useState<FilterValues>({});
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
  const setValue = useCallback(
    (field: string, value: FilterValues[string]) => {
      setValues((v) => ({ ...v, [field]: value }));
      next();
    },
    [next],
  );
  const clear = useCallback(() => {
    setQ(undefined);
    setTab(initialTab(tabs));
    setValues({});
    next();
  }, [tabs, next]);

  /** Each period's query, or the message of its end when it cannot be applied. */
  const timeZone = useTimeZone();
  const periods = useMemo(() => {
    const out: Record<string, ReturnType<typeof periodQuery>> = {};
    for (const f of options.filters)
      if (f.kind === 'period') out[f.field] = periodQuery(f.field, (values[f.field] as PickedPeriod | undefined) ?? { start: null, end: null }, timeZone);
    return out;
  }, [options.filters, values, timeZone]);

  const filter = useMemo(() => {
    const f: Record<string, unknown> = { ...options.filter, ...extraFilter };
    if (q !== undefined) f.q = q;
    if (tabs && tab !== undefined) f[tabs.filter] = tab;
    for (const def of options.filters) {
      const value = values[def.field];
      if (def.kind === 'period') Object.assign(f, periods[def.field].query);
      else if (typeof value === 'string' && value !== '') f[def.field] = value;
    }
    return f;
  }, [options.filter, options.filters, extraFilter, q, tabs, tab, values, periods]);

  const filtered = q !== undefined || (tabs !== undefined && tab !== initialTab(tabs)) || Object.values(values).some(isPicked);
  return { sort, sortBy, tab, setTab: changeTab, q, setQ: search, values, setValue, periods, clear, filter, filtered, generation };
}

export type ListState = ReturnType<typeof useListState>;

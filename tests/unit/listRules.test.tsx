import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestTranslate } from './renderAdmin';
import { SearchBox } from '../../src/components/list/SearchBox';
import { debounce } from '../../src/lib/debounce';
import {
  chipText,
  distanceToBottom,
  hasNextPage,
  initialTab,
  DEFAULT_TABS,
  nextSort,
  normalizeSearch,
  periodQuery,
  shouldLoadMore,
  tagChips,
} from '../../src/lib/listRules';
import { RESOURCES } from '../../src/registry/registry';

describe('sorting', () => {
  it('toggles the same field and starts a new one ascending', () => {
    expect(nextSort({ field: 'id', order: 'ASC' }, 'id')).toEqual({ field: 'id', order: 'DESC' });
    expect(nextSort({ field: 'id', order: 'DESC' }, 'id')).toEqual({ field: 'id', order: 'ASC' });
    expect(nextSort({ field: 'id', order: 'DESC' }, 'name')).toEqual({ field: 'name', order: 'ASC' });
  });
});

describe('tag columns', () => {
  it('cut names over 15 characters to 12 plus an ellipsis, and keep 15 or fewer whole', () => {
    expect(chipText('Fifteen chars!!')).toBe('Fifteen chars!!');
    expect(chipText('Sixteen chars!!!')).toBe('Sixteen char…');
    expect(chipText('')).toBe('');
  });
  it('show three and count the rest', () => {
    expect(tagChips(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(tagChips(['a', 'b', 'c', 'd', 'A very long tag name'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(tagChips(['A very long tag name', 'b', 'c']).shown[0]).toBe('A very long …');
  });
});

describe('infinite scroll', () => {
  it('stops on a short or empty page', () => {
    expect(hasNextPage(20)).toBe(true);
    expect(hasNextPage(19)).toBe(false);
    expect(hasNextPage(0)).toBe(false);
    expect(hasNextPage(12, 20)).toBe(false);
  });
  it('loads within 250 px of the bottom, once at a time', () => {
    expect(shouldLoadMore({ distanceToBottom: 250, hasMore: true, loading: false })).toBe(true);
    expect(shouldLoadMore({ distanceToBottom: 251, hasMore: true, loading: false })).toBe(false);
    expect(shouldLoadMore({ distanceToBottom: 0, hasMore: true, loading: true })).toBe(false);
    expect(shouldLoadMore({ distanceToBottom: 0, hasMore: false, loading: false })).toBe(false);
  });
  it('measures the distance from the viewport bottom to the page end', () => {
    expect(distanceToBottom(0, 900, 2000)).toBe(1100);
    expect(distanceToBottom(1100, 900, 2000)).toBe(0);
    expect(distanceToBottom(1200, 900, 2000)).toBe(0);
  });
});

describe('default tabs', () => {
  it('follow the spec per list', () => {
    expect(DEFAULT_TABS).toMatchObject({
      invoice: 'sent',
      receipt: 'paid',
      contracts: 'all',
      gate: 'incoming',
      notifications: 'sent',
      posts: 'all',
      security: 'calls',
      spaces: 'all',
    });
  });
  it('open each declared list on its default tab', () => {
    for (const r of RESOURCES) {
      const tabs = r.listOptions.tabs;
      if (!tabs) continue;
      expect(initialTab(tabs), r.name).toBe(tabs.default);
      const spec = (DEFAULT_TABS as Record<string, string>)[r.name];
      if (spec) expect(tabs.default, r.name).toBe(spec);
    }
    expect(initialTab({ values: ['a', 'b'], default: 'zzz' })).toBe('a');
    expect(initialTab(undefined)).toBeUndefined();
  });
});

describe('search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('trims, and sends nothing for blank text', () => {
    expect(normalizeSearch('  garden ')).toBe('garden');
    expect(normalizeSearch('   ')).toBeUndefined();
    expect(normalizeSearch(undefined)).toBeUndefined();
  });

  it('debounce runs once, 1000 ms after the last call; flush runs at once', () => {
    const fn = vi.fn();
    const run = debounce(fn, 1000);
    run('a');
    vi.advanceTimersByTime(600);
    run('ab');
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
    run('abc');
    run.flush();
    expect(fn).toHaveBeenLastCalledWith('abc');
    run('x');
    run.cancel();
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('the search box runs by itself 1000 ms after typing stops, and at once on Enter', () => {
    const onSearch = vi.fn();
    render(
      <TestTranslate>
        <SearchBox value={undefined} onSearch={onSearch} />
      </TestTranslate>,
    );
    const box = screen.getByTestId('list-search');
    fireEvent.change(box, { target: { value: '  gar' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith('gar');
    fireEvent.change(box, { target: { value: ' garden ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('garden');
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});

describe('period filters (issue 11)', () => {
  it('sends the bounds of the picked days where the user is, as instants', () => {
    const { query, error } = periodQuery('created_at', { start: '2026-11-20', end: '2026-11-22' });
    expect(error).toBeUndefined();
    expect(query.created_at_from).toBe(new Date(2026, 10, 20).toISOString());
    expect(query.created_at_to).toBe(new Date(2026, 10, 22, 23, 59, 59, 999).toISOString());
  });

  it('takes either end alone, and nothing when none is picked', () => {
    expect(Object.keys(periodQuery('created_at', { start: '2026-11-20', end: null }).query)).toEqual(['created_at_from']);
    expect(periodQuery('created_at', { start: null, end: null })).toEqual({ query: {} });
  });

  it('refuses a reversed or unreadable period on its field, and filters nothing by it', () => {
    expect(periodQuery('created_at', { start: '2026-11-22', end: '2026-11-20' })).toEqual({
      query: {},
      error: { end: 'Validations.DateEndNotEqualPastStart' },
    });
    expect(periodQuery('created_at', { start: '2026-02-30', end: null })).toEqual({ query: {}, error: { start: 'Validations.DateInvalid' } });
  });
});

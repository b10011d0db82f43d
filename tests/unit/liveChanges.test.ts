import { describe, expect, it, vi } from 'vitest';
import { createChangeStore, latestChangeOf, MARK_MS, recentChanges } from '../../src/live/changes';
import { createRefresher, REFRESH_MAX_WAIT_MS, REFRESH_QUIET_MS } from '../../src/live/refresh';
import { isChangeForMe } from '../../src/providers/live';
import type { EntityChanged } from '../../src/contract/live';

const change = (over: Partial<EntityChanged> = {}): EntityChanged => ({
  entity: 'tags',
  id: 1,
  action: 'update',
  by: { id: 7, name: 'Lia Conti' },
  district_id: 1,
  ...over,
});

describe('live changes (issue 11)', () => {
  it('refreshes an entity once for a burst of changes, after it goes quiet', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const r = createRefresher(refresh);
    for (let i = 0; i < 10; i++) {
      r.schedule('tags', Date.now());
      vi.advanceTimersByTime(20);
    }
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REFRESH_QUIET_MS);
    expect(refresh.mock.calls).toEqual([['tags']]);
    vi.useRealTimers();
  });

  it('refreshes each entity of a burst on its own, and a stream that never goes quiet at the latest after the maximum wait', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const r = createRefresher(refresh);
    r.schedule('tags', Date.now());
    r.schedule('audit', Date.now());
    vi.advanceTimersByTime(REFRESH_QUIET_MS);
    expect(refresh.mock.calls.map(([e]) => e).sort()).toEqual(['audit', 'tags']);
    refresh.mockClear();
    const start = Date.now();
    while (Date.now() - start < REFRESH_MAX_WAIT_MS + REFRESH_QUIET_MS) {
      r.schedule('tags', Date.now());
      vi.advanceTimersByTime(100);
    }
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(refresh.mock.calls.length).toBeLessThanOrEqual(2);
    r.stop();
    vi.useRealTimers();
  });

  it("keeps the latest change per record, newest first, leaving out one's own and old ones", () => {
    let now = 1_000_000;
    const store = createChangeStore(() => now);
    store.push(change({ id: 1, action: 'create' }));
    now += 10;
    store.push(change({ id: 1, action: 'update' }));
    store.push(change({ id: 2, action: 'delete' }));
    store.push(change({ id: 3, by: { id: 99, name: 'Me' } }));
    store.push(change({ id: 4, entity: 'cities' }));
    const recent = recentChanges(store.all(), 'tags', 99, now - MARK_MS);
    expect(recent.map((c) => [c.id, c.action])).toEqual([
      [2, 'delete'],
      [1, 'update'],
    ]);
    expect(recentChanges(store.all(), 'tags', 99, now + 1)).toEqual([]);
  });

  it("finds a record's latest change after a moment, by anyone", () => {
    let now = 5_000;
    const store = createChangeStore(() => now);
    store.push(change({ id: 5, action: 'update' }));
    now = 6_000;
    store.push(change({ id: 5, action: 'delete', by: { id: 99, name: 'Me' } }));
    expect(latestChangeOf(store.all(), 'tags', '5', 5_500)?.action).toBe('delete');
    expect(latestChangeOf(store.all(), 'tags', 5, 6_000)).toBeNull();
    expect(latestChangeOf(store.all(), 'cities', 5, 0)).toBeNull();
  });

  it("takes the current district's changes and global ones, not another district's", () => {
    expect(isChangeForMe(change({ district_id: 1 }), { districtId: 1 })).toBe(true);
    expect(isChangeForMe(change({ district_id: null, entity: 'cities' }), { districtId: 1 })).toBe(true);
    expect(isChangeForMe(change({ district_id: 2 }), { districtId: 1 })).toBe(false);
  });
});

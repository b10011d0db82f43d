import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import { CoreAdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/client/api';
import { adoptEarlyGets, EARLY_GET_FRESH_MS, startEarlyGet } from '../../src/client/earlyGet';
import { queryKeys } from '../../src/lib/queryKeys';
import { createShellQueryClient } from '../../src/providers/queryClient';
import { loadMessages } from '../../src/i18n/locale';
import Dashboard from '../../src/pages/Dashboard';
import { startShellData } from '../../src/router/firstScreen';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored } from './builders';
import { RESOURCES } from '../../src/registry/registry';
import { useListState } from '../../src/components/list/useListState';
import { i18nProvider } from './renderAdmin';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const KEY = queryKeys.dashboardCounts(1);

/** A page reading its data the way the dashboard does: react-query, its own call as the query. */
function Counts({ renders }: { renders: string[] }) {
  const { data } = useQuery({ queryKey: KEY, queryFn: async () => (await api<{ n: number }>('/four')).data, retry: false, staleTime: EARLY_GET_FRESH_MS });
  const text = data ? `count ${data.n}` : 'loading';
  renders.push(text);
  return <p>{text}</p>;
}

describe("early GETs join the shell's query cache", () => {
  it("are asked once per key, and the shell's client takes them (none is kept after)", async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }));
    startEarlyGet(KEY, '/one', { district_id: 1 });
    startEarlyGet(KEY, '/one', { district_id: 1 }); // already on its way: not asked twice
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush();
    const client = createShellQueryClient([]);
    expect(client.getQueryData(KEY)).toEqual({ n: 1 });
    const second = createShellQueryClient([]);
    expect(second.getQueryData(KEY)).toBeUndefined();
  });

  it('a stale or failed one is dropped: the page asks the server itself', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 2 }));
    startEarlyGet(KEY, '/two', undefined, 1_000);
    await flush();
    const late = new QueryClient();
    adoptEarlyGets(late, 1_000 + EARLY_GET_FRESH_MS + 1);
    expect(late.getQueryState(KEY)).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(403, { success: false, message: 'Forbidden' }));
    startEarlyGet(KEY, '/three');
    await flush();
    const failed = new QueryClient();
    adoptEarlyGets(failed);
    expect(failed.getQueryState(KEY)).toBeUndefined();
  });

  it("one still on its way becomes the query's fetch", async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyGet(KEY, '/six');
    const client = new QueryClient();
    adoptEarlyGets(client);
    expect(client.getQueryState(KEY)?.fetchStatus).toBe('fetching');
    answer(ok({ n: 6 }));
    await vi.waitFor(() => expect(client.getQueryData(KEY)).toEqual({ n: 6 }));
  });
});

describe('a page over an early GET', () => {
  it('mounts with the answer that has already come, in one render, without asking again', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 4 }));
    startEarlyGet(KEY, '/four', { district_id: 1 });
    await flush();
    const renders: string[] = [];
    render(
      <QueryClientProvider client={createShellQueryClient([])}>
        <Counts renders={renders} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('count 4')).toBeInTheDocument();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(renders.every((r) => r === 'count 4')).toBe(true);
  });

  it('waits for one still on its way, without a second request', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyGet(KEY, '/four', { district_id: 1 });
    render(
      <QueryClientProvider client={createShellQueryClient([])}>
        <Counts renders={[]} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    answer(ok({ n: 5 }));
    expect(await screen.findByText('count 5')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the shell first screen data', () => {
  beforeEach(async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored()));
    session.boot();
    fetchMock.mockResolvedValueOnce(ok(buildStored().user));
    await session.revalidate();
    expect(session.getState().status).toBe('log_in');
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(ok({})));
  });
  afterEach(() => {
    localStorage.clear();
    adoptEarlyGets(new QueryClient()); // what a test started and left is not the next one's
  });

  const asked = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/\?.*/, '')).sort();

  it('on the dashboard: the district data and the dashboard counts', () => {
    startShellData('/backend/dashboard');
    expect(asked()).toEqual(['/api/v3/dashboard', '/api/v3/districts/configuration', '/api/v3/site-map', '/api/v3/site-map/data']);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v3/dashboard'))![0])).toContain('district_id=1');
  });

  it('the dashboard then mounts with its counts in its first render, without asking the dataProvider', async () => {
    const counts = { registered_users_24h: 7, residents_24h: 3, sos_calls: 1, sos_window_days: 7, waiting_approval: 2 };
    fetchMock.mockImplementation((url: string) => Promise.resolve(ok(String(url).startsWith('/api/v3/dashboard') ? counts : {})));
    startShellData('/backend/dashboard');
    await flush();
    const dashboardCounts = vi.fn();
    await loadMessages('en'); // the greeting reads the catalogue the entry loads
    render(
      <CoreAdminContext dataProvider={{ dashboardCounts } as never} queryClient={createShellQueryClient([])} i18nProvider={i18nProvider} store={memoryStore()}>
        <Dashboard />
      </CoreAdminContext>,
    );
    expect(screen.getByTestId('dashboard-registered_users_24h')).toHaveTextContent(/^7/);
    expect(screen.getByTestId('dashboard-waiting_approval')).toHaveTextContent(/^2/);
    await flush();
    expect(dashboardCounts).not.toHaveBeenCalled();
  });

  it("on a list screen: the list's first page too, from its contract, as the first page of the key the list reads", async () => {
    const tag = { id: 1, status: 'active', translations: [{ locale: 'en', name: 'Garden' }], created_at: '2026-11-25T00:00:00Z' };
    fetchMock.mockImplementation((url: string) => Promise.resolve(ok(String(url).startsWith('/api/v3/tags') ? { data: [tag], total: 1 } : {})));
    startShellData('/backend/tags');
    await vi.waitFor(() => expect(asked()).toContain('/api/v3/tags'));
    const url = new URL(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/v3/tags'))![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ district_id: '1', page: '1', paginate: '20', order_by: 'id', sort_by: 'asc', status: 'all' });
    await flush();
    const client = createShellQueryClient([]);
    const tags = RESOURCES.find((d) => d.name === 'tags')!;
    // The key the list screen reads when it opens (its state's first sort and filter, generation 0).
    const { result } = renderHook(() => useListState(tags.listOptions));
    const key = queryKeys.list('tags', 1, { sort: result.current.sort, filter: result.current.filter, generation: 0 });
    const pages = client.getQueryData<{ pages: { data: unknown[]; pageInfo: { hasNextPage: boolean } }[] }>(key);
    // In the forms' shape, as the dataProvider gives records: one field per language.
    expect(pages?.pages[0].data).toEqual([expect.objectContaining({ id: 1, status: 'active', name: { en: 'Garden' } })]);
    expect(pages?.pages[0].pageInfo.hasNextPage).toBe(false);
  });

  it('on another shell page: the district data only; outside the shell: nothing', async () => {
    startShellData('/backend/profile');
    expect(asked()).toEqual(['/api/v3/districts/configuration', '/api/v3/site-map', '/api/v3/site-map/data']);
    await session.loadDistrictData();
    fetchMock.mockClear();
    startShellData('/visitors/invitation/ABC');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

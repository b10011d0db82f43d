import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api';
import { EARLY_GET_FRESH_MS, peekEarlyGet, startEarlyGet, takeEarlyGet } from '../../src/lib/earlyGet';
import { useApiGet } from '../../src/lib/useApi';
import { startShellData } from '../../src/router/firstScreen';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored } from './builders';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('early GETs', () => {
  it('hand their answer out once, to the same path and query', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 1 }));
    startEarlyGet('/one', { district_id: 1 });
    startEarlyGet('/one', { district_id: 1 }); // already on its way: not asked twice
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarlyGet('/one', { district_id: 2 })).toBeUndefined();
    await expect(takeEarlyGet('/one', { district_id: 1 })).resolves.toEqual({ n: 1 });
    expect(takeEarlyGet('/one', { district_id: 1 })).toBeUndefined();
  });

  it('can be read at once when the answer has come, and not once it is stale', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 2 }));
    startEarlyGet('/two', undefined, 1_000);
    expect(peekEarlyGet('/two', undefined, 1_000)).toBeUndefined();
    await flush();
    expect(peekEarlyGet('/two', undefined, 1_000)).toEqual({ n: 2 });
    expect(peekEarlyGet('/two', undefined, 1_000 + EARLY_GET_FRESH_MS + 1)).toBeUndefined();
    expect(takeEarlyGet('/two', undefined, 1_000)).toBeUndefined();
  });

  it('a failure reaches its reader as the ApiError, and is never peeked as data', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { success: false, message: 'Forbidden' }));
    startEarlyGet('/three');
    await flush();
    expect(peekEarlyGet('/three')).toBeUndefined();
    const error = await takeEarlyGet('/three')!.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});

function Counts() {
  const result = useApiGet<{ n: number }>('/four', { district_id: 1 });
  return <p>{result.state === 'ready' ? `count ${result.data.n}` : result.state}</p>;
}

describe('useApiGet with an early GET', () => {
  it('renders the answer that has already come at once, without asking again', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: 4 }));
    startEarlyGet('/four', { district_id: 1 });
    await flush();
    render(<Counts />);
    expect(screen.getByText('count 4')).toBeInTheDocument();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for one still on its way, then asks the server itself the next time', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    startEarlyGet('/four', { district_id: 1 });
    const first = render(<Counts />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    answer(ok({ n: 5 }));
    expect(await screen.findByText('count 5')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();
    fetchMock.mockResolvedValueOnce(ok({ n: 6 }));
    render(<Counts />);
    expect(await screen.findByText('count 6')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
  afterEach(() => localStorage.clear());

  const asked = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/\?.*/, '')).sort();

  it('on the dashboard: the district data and the dashboard counts', () => {
    startShellData('/backend/dashboard');
    expect(asked()).toEqual(['/api/v3/dashboard', '/api/v3/districts/configuration', '/api/v3/site-map', '/api/v3/site-map/data']);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v3/dashboard'))![0])).toContain('district_id=1');
  });

  it('on another shell page: the district data only; outside the shell: nothing', async () => {
    startShellData('/backend/tags');
    expect(asked()).toEqual(['/api/v3/districts/configuration', '/api/v3/site-map', '/api/v3/site-map/data']);
    await session.loadDistrictData();
    fetchMock.mockClear();
    startShellData('/visitors/invitation/ABC');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

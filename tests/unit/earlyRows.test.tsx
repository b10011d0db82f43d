import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyGets } from '../../src/client/earlyGet';
import { includeEntityLabels, loadMessages } from '../../src/i18n/locale';
import { EarlyRows } from '../../src/layout/EarlyRows';
import { formatDate, formatDateTime } from '../../src/lib/dates';
import { ShellSkeleton } from '../../src/layout/ShellSkeleton';
import { earlyListAt, firstRowsSettled, loadScreenModules, startFirstList } from '../../src/router/firstScreen';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data });

const TAG = { id: 1, status: 'active', translations: [{ locale: 'en', name: 'Garden' }], created_at: '2026-11-25T10:00:00Z' };

const LOGIN = {
  id: 7,
  created_at: '2026-11-25T10:00:00Z',
  user: { id: 1, full_name: 'Ada Rossi' },
  email: 'admin@borgo.test',
  success: true,
  ip: '127.0.0.1',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

let fetchMock: ReturnType<typeof vi.fn>;
let answerMe: (r: Response) => void;
beforeEach(async () => {
  await loadMessages('en');
  await includeEntityLabels();
  fetchMock = vi.fn((url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/v3/auth/me') return new Promise<Response>((resolve) => (answerMe = resolve));
    if (path === '/api/v3/tags') return Promise.resolve(ok({ data: [TAG], total: 1 }));
    if (path === '/api/v3/audit') return Promise.resolve(ok({ data: [], total: 0 }));
    if (path === '/api/v3/login_logs') return Promise.resolve(ok({ data: [LOGIN], total: 1 }));
    return Promise.resolve(ok({}));
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored()));
  session.boot();
});
afterEach(() => {
  cleanup();
  adoptEarlyGets(new QueryClient()); // what a test started and left is not the next one's
  vi.unstubAllGlobals();
  localStorage.clear();
});

const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

describe("a list's first rows on the wait screen", () => {
  it("asks for the list's first page beside the session's check, not after it", async () => {
    const check = session.revalidate();
    startFirstList('/backend/tags');
    await vi.waitFor(() => expect(asked()).toContain('/api/v3/tags'));
    expect(session.getState().status).toBe('logging_In');
    answerMe(ok(buildStored().user));
    await check;
  });

  it('draws them from the contract once the check has confirmed the district, and says it is still loading', async () => {
    const check = session.revalidate();
    startFirstList('/backend/tags');
    render(<EarlyRows path="/backend/tags" fallback={<p>waiting</p>} />);
    await earlyListAt('/backend/tags')?.then((l) => l?.page);
    // The page has come, but the stored session is not confirmed yet: nothing drawn from it.
    expect(screen.getByText('waiting')).toBeInTheDocument();
    answerMe(ok(buildStored().user));
    await check;
    const list = await screen.findByTestId('early-list');
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Name', 'Status', 'Created on', 'Actions']);
    const row = within(list).getByTestId('early-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', 'Garden', 'Active', formatDate(TAG.created_at, 'DD/MM/YYYY', 'Europe/Rome'), '']);
    // Room for the row's edit and delete buttons, as the list draws them, so no column moves when it comes.
    expect(within(row).getAllByRole('cell').at(-1)!.querySelectorAll('.b-early-button')).toHaveLength(2);
    expect(within(list).getByRole('status')).toHaveTextContent('Wait a moment...');
    expect(within(list).queryAllByRole('button')).toEqual([]);
  });

  it('draws none when the check names another district than the one the page was asked for', async () => {
    const check = session.revalidate();
    startFirstList('/backend/tags');
    render(<EarlyRows path="/backend/tags" fallback={<p>waiting</p>} />);
    const other = buildUser();
    answerMe(ok({ ...other, dashboard_district: { ...other.dashboard_district, id: 2, name: 'Borgo Brera' } }));
    await check;
    await earlyListAt('/backend/tags')?.then((l) => l?.page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('early-list')).toBeNull();
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('a screen that is no list, or a list whose answer failed, keeps the wait message', async () => {
    fetchMock.mockImplementation((url: string) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/v3/tags') return Promise.resolve(json(403, { success: false, message: 'no' }));
      return Promise.resolve(ok(path === '/api/v3/auth/me' ? buildStored().user : {}));
    });
    startFirstList('/backend/profile');
    await expect(earlyListAt('/backend/profile')!).resolves.toBeNull();
    startFirstList('/backend/tags');
    await session.revalidate();
    render(<EarlyRows path="/backend/tags" fallback={<p>waiting</p>} />);
    await earlyListAt('/backend/tags');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByTestId('early-list')).toBeNull();
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});

/**
 * Issue 11, a list's first rows cold: what the wait screen needs is asked for at boot, and the
 * entry's first render waits a little for it, so that the rows are painted with the frame.
 */
describe("the wait screen's first render", () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('draws the rows at once when the session is confirmed and the page and contracts have come', async () => {
    const check = session.revalidate();
    startFirstList('/backend/tags');
    answerMe(ok(buildStored().user));
    await firstRowsSettled('/backend/tags', check, 10_000);
    await loadScreenModules();
    window.history.pushState(null, '', '/backend/tags');
    // No findBy: the heading and the rows are in the first render, not a render later.
    render(<ShellSkeleton />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    expect(screen.getAllByTestId('early-row')).toHaveLength(1);
  });

  it('waits no longer than it is told when the check does not answer', async () => {
    const check = session.revalidate();
    startFirstList('/backend/tags');
    const started = Date.now();
    await firstRowsSettled('/backend/tags', check, 50);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(session.getState().status).toBe('logging_In');
    answerMe(ok(buildStored().user));
    await check;
  });

  it('waits for nothing on a screen whose first page was not asked for', async () => {
    startFirstList('/backend/profile');
    const never = new Promise<void>(() => undefined);
    await expect(firstRowsSettled('/backend/dashboard', never, 10_000)).resolves.toBeUndefined();
  });

  it("asks early for the first page of a list served by the entity's own routes (the audit trail)", async () => {
    const check = session.revalidate();
    startFirstList('/backend/settings/audit');
    answerMe(ok(buildStored().user));
    await check;
    const list = await earlyListAt('/backend/settings/audit');
    expect(list?.contract.name).toBe('audit');
    await list?.page;
    const url = new URL(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/api/v3/audit'))![0]), 'http://x');
    // The list's opening sort (newest first), as the list itself asks for it.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '1', order_by: 'id', sort_by: 'desc', district_id: '1' });
  });
});

describe('the early rows say and lay out what the list will', () => {
  it("in the contract's words, on one line where the list keeps one, under the room of the search box and the filters", async () => {
    const check = session.revalidate();
    startFirstList('/backend/settings/logs');
    answerMe(ok(buildStored().user));
    await firstRowsSettled('/backend/settings/logs', check, 10_000);
    const { container } = render(<EarlyRows path="/backend/settings/logs" fallback={<p>waiting</p>} />);
    const cells = within(screen.getByTestId('early-row')).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual([
      formatDateTime(LOGIN.created_at, 'DD/MM/YYYY', { timeZone: buildStored().user.dashboard_district?.time_zone ?? null }),
      'Ada Rossi',
      'admin@borgo.test',
      'Succeeded',
      '127.0.0.1',
      'Chrome 126 · Windows',
      '',
    ]);
    expect(cells[0]).toHaveClass('b-early-nowrap');
    expect(cells[1]).toHaveClass('b-early-nowrap-wide');
    // Search and filters: on a phone the filters fold into a button under the search box.
    expect(container.querySelector('.b-early-tools')).toHaveClass('b-early-tools-two');
  });
});

import { api, apiFile, ApiError, type Query } from '../../src/lib/api';
import { session } from '../../src/session';

/**
 * The gate's calls that are not CRUD (guest actions, residents, the report), with the current
 * district; a 401 ends the session like any other call (spec console §4).
 */
const district = () => session.getState().district?.id ?? null;

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) session.unauthorized();
    throw err;
  }
}

export interface Resident {
  id: number;
  full_name: string;
  email: string | null;
  phone: string | null;
}

export const gateApi = {
  guestAction: (visitorId: number | string, guestId: number, action: 'confirm' | 'resend' | 'exit') =>
    guarded(() => api(`/visitors/${visitorId}/guests/${guestId}/${action}`, { method: 'POST', body: { district_id: district() } })),
  residents: (query: string, signal?: AbortSignal) =>
    guarded(() => api<Resident[]>('/visitors/hosts', { query: { district_id: district(), query: query.trim() || undefined } as Query, signal })).then((r) => r.data ?? []),
  report: (range: { date_start: string; date_end: string }) =>
    guarded(() => apiFile('/visitors/report', `gate-report-${range.date_start}-${range.date_end}.xlsx`, { query: { district_id: district(), ...range } })),
};

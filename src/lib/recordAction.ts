import { session } from '../session';
import { api, ApiError } from './api';

/**
 * An action on a record (`POST /api/v3/<resource>/:id/<action>`, ARCHITECTURE.md) in the current
 * district; a 401 ends the session like any other call (spec console §4).
 */
export async function recordAction<T = unknown>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  try {
    const res = await api<T>(path, { method: 'POST', body: { district_id: session.getState().district?.id ?? null, ...body } });
    return res.data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) session.unauthorized();
    throw err;
  }
}

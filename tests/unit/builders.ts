import { allFeatures } from '../../src/lib/features';
import type { SessionUser, StoredSession } from '../../src/session/types';

/** Record builders for the console's unit tests. */
export function buildUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'admin@borgo.test',
    first_name: 'Ada',
    last_name: 'Rossi',
    full_name: 'Ada Rossi',
    phone: null,
    cover_path: null,
    permissions: ['backend', 'posts_view'],
    districts: [
      { id: 1, name: 'Borgo Navigli' },
      { id: 2, name: 'Vila Aurora' },
    ],
    roles_by_district: [],
    dashboard_district: {
      id: 1,
      name: 'Borgo Navigli',
      default_language: 'it',
      currency_symbol: '€',
      city: { id: 1, name: 'Milano', country: { id: 1, name: 'Italy', code: 'IT', currency_code: 'EUR', currency_symbol: '€', date_format: 'DD/MM/YYYY' } },
    },
    ...over,
  };
}

export function buildStored(over: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'tok-1',
    user: buildUser(),
    district: { id: 1, name: 'Borgo Navigli', default_language: 'it', currency_symbol: '€' },
    configuration: allFeatures(true),
    siteMap: [],
    ...over,
  };
}

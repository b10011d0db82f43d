import { render } from '@testing-library/react';
import { CoreAdminContext, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import en from '../../i18n/en';
import declared from '../../resources/community_activities';
import labels from '../../resources/community_activities/i18n';
import type { ActivityRow } from '../../resources/community_activities/parts';
import type { ResourceDeclaration } from '../../src/registry/defineResource';
import { DialogProvider } from '../../src/components/dialogs/DialogProvider';
import { withLabels } from '../../src/contract/labels';
import { translate } from '../../src/lib/translate';
import type { AccessAction } from '../../src/lib/access';
import { ResourcePage } from '../../src/registry/ResourcePage';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

/** The activities' screens as a user meets them: the real declaration, page guard and labels, a fake dataProvider. */
// The page takes any declaration; this one names its records' shape.
const activities = declared as unknown as ResourceDeclaration;
const catalogue = withLabels(en, [labels.en]);
export const i18nProvider: I18nProvider = {
  translate: (key, options) => translate(catalogue, key, options),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

export const EDIT = ['events_view', 'events_add', 'events_edit', 'events_delete'];

/** An activity as the API gives it (after the provider's translations mapping). */
export function buildActivity(over: Partial<ActivityRow> = {}): ActivityRow {
  return {
    id: 1,
    district_id: 1,
    created_at: '2026-11-01T10:00:00Z',
    current_status: 'waiting',
    status: 'published',
    visibility: 'public',
    title: { en: 'Yoga in the park', it: 'Yoga al parco' },
    description: { en: 'Bring a mat', it: 'Porta un tappetino' },
    cover: null,
    date: '2027-03-12',
    start_time: '18:00',
    end_time: '19:30',
    datetime_start: '2027-03-12T17:00:00Z',
    datetime_end: '2027-03-12T18:30:00Z',
    series_id: null,
    occurrence_date: null,
    is_parent: false,
    is_exception: false,
    occurrences: 1,
    occurrence_index: 1,
    repeat: { freq: 'none', until: null },
    place_type: 'select_space',
    space_id: 3,
    space_title: 'Party room',
    place_name: null,
    place_address: null,
    max_people: 12,
    price_private: 0,
    price_spot: 0,
    currency: 'EUR',
    payment_method: null,
    payment_name: 'Euro',
    boleto: false,
    payment_recipient: null,
    payment_status: null,
    is_historical: false,
    is_special: false,
    cleaning_after: false,
    category_id: 4,
    category: { id: 4, name: 'Sport', color: '#2E7D32' },
    tag_ids: [],
    tags: [],
    force_online: false,
    rejection_reason: null,
    datetime_confirmation: null,
    datetime_rejection: null,
    datetime_paid: null,
    datetime_refund_started: null,
    datetime_refund_completed: null,
    author_id: 7,
    author_name: 'Ada Rossi',
    interested_count: 3,
    participants_count: 2,
    updated_at: '2026-11-01T10:00:00Z',
    ...over,
  };
}

const page = (rows: ActivityRow[]) => ({ data: rows, total: rows.length, pageInfo: { hasNextPage: false, hasPreviousPage: false } });

export function fakeProvider(rows: ActivityRow[], over: Record<string, unknown> = {}) {
  return {
    getList: vi.fn().mockResolvedValue(page(rows)),
    getOne: vi.fn().mockImplementation(async (_: string, { id }: { id: number }) => ({ data: rows.find((r) => String(r.id) === String(id)) })),
    getOptions: vi.fn().mockResolvedValue({ data: [] }),
    recordAction: vi.fn().mockResolvedValue({ data: { changed: 1, skipped: 0 } }),
    recordPart: vi.fn().mockResolvedValue({ data: { data: [], total: 0 } }),
    update: vi.fn().mockImplementation(async (_: string, { id, data }: { id: number; data: object }) => ({ data: { ...data, id } })),
    create: vi.fn(),
    delete: vi.fn().mockResolvedValue({ data: {} }),
    ...over,
  };
}

/** Where the router is: the address with its query. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/** Opens an activities page (`list`, `show` or `form`) for a user with these permissions, on `entry` (a path or a path with state). */
export function openActivities(
  action: AccessAction,
  dataProvider: Record<string, unknown>,
  { permissions = EDIT, entry = activities.route, state = null as unknown, currency = 'EUR' } = {},
) {
  const user = buildUser({ permissions });
  const country = { ...user.dashboard_district!.city!.country!, currency_code: currency };
  const district = { ...user.dashboard_district!, city: { ...user.dashboard_district!.city!, country } };
  localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: { ...user, dashboard_district: district } })));
  session.boot();
  const view = action === 'list' ? activities.views.list : action === 'show' ? activities.views.show! : activities.views.edit!;
  const [pathname, query] = entry.split('?');
  const Page = () => (
    <>
      <ResourcePage declaration={activities} action={action} view={view} />
      <Address />
    </>
  );
  // A data router, as the shell has: the form's unsaved-changes guard blocks navigation with it.
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] });
  return render(
    <CoreAdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </CoreAdminContext>,
  );
}

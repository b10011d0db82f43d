import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import type { ListPageOf } from '../../src/client/listPage';
import { PAGE_SIZE } from '../../src/lib/listRules';
import { useSession } from '../../src/session';
import { NOTIFICATION_USERS_MAX } from './contract';
import { CONTENT_TARGETS, type ComposeValues } from './draft';

/**
 * The compose page's and the selection list's reads (GET /notifications/recipients, roles,
 * contents, audience), under keys that start with the resource's name: a save, or a change heard
 * live, refreshes them with the list.
 */
export interface Recipient {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  cover_path: string | null;
  level: string;
}

export interface RoleOption {
  id: number;
  name: string;
}

export interface ContentOption {
  id: number;
  title: string;
  datetime_start?: string | null;
}

const RECIPIENTS = 'notifications/recipients';
/** The largest page the API gives (server/lib/list.ts): used to select or find many at once. */
const BIG_PAGE = 100;

export interface RecipientFilter {
  q?: string;
  role_id?: number | null;
}

const filterOf = (f: RecipientFilter) => ({ q: f.q || undefined, role_id: f.role_id ?? undefined });

export function useRecipients(filter: RecipientFilter) {
  const dp = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  return useInfiniteQuery({
    queryKey: ['notifications', 'recipients', { district_id: districtId, ...filterOf(filter) }],
    queryFn: ({ pageParam }) =>
      dp.getList<Recipient & { id: number }>(RECIPIENTS, { pagination: { page: pageParam, perPage: PAGE_SIZE }, filter: filterOf(filter) }) as Promise<
        ListPageOf<Recipient>
      >,
    initialPageParam: 1,
    getNextPageParam: (last: ListPageOf<Recipient>, pages: ListPageOf<Recipient>[]) => (last.pageInfo?.hasNextPage ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Every person a filter lists (check-all of a filtered list), up to the most a notification takes. */
export async function allRecipients(dp: BorgoDataProvider, filter: RecipientFilter, max = NOTIFICATION_USERS_MAX): Promise<Recipient[]> {
  const out: Recipient[] = [];
  for (let page = 1; out.length < max; page++) {
    const res = (await dp.getList<Recipient & { id: number }>(RECIPIENTS, {
      pagination: { page, perPage: BIG_PAGE },
      filter: filterOf(filter),
    })) as ListPageOf<Recipient>;
    out.push(...res.data);
    if (!res.pageInfo?.hasNextPage || res.data.length === 0) break;
  }
  return out.slice(0, max);
}

/** The names of picked ids the page does not know yet (a planned notification opened to edit). */
export function useRecipientNames(ids: readonly number[], known: ReadonlySet<number>) {
  const dp = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const missing = ids.filter((id) => !known.has(id));
  return useQuery({
    queryKey: ['notifications', 'recipientNames', { district_id: districtId, ids: [...missing].sort((a, b) => a - b) }],
    queryFn: async () => {
      const wanted = new Set(missing);
      const all = await allRecipients(dp, {}, NOTIFICATION_USERS_MAX);
      return all.filter((r) => wanted.has(r.id)).map((r) => ({ id: r.id, full_name: r.full_name }));
    },
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
}

export function useRoles(enabled = true) {
  const dp = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  return useQuery({
    queryKey: ['notifications', 'roles', { district_id: districtId }],
    queryFn: async () => (await dp.getOptions<RoleOption>('notifications/roles')).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useActivities(query: string) {
  const dp = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const q = query.trim();
  return useQuery({
    queryKey: ['notifications', 'contents', { district_id: districtId, content_type: 'events', query: q }],
    queryFn: async () => (await dp.getOptions<ContentOption>('notifications/contents', { content_type: 'events', query: q || undefined })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** What the audience route is asked, or null when the target is not complete (or is counted here). */
export function audienceQuery(v: Partial<ComposeValues>): Record<string, string | number> | null {
  switch (v.target_type) {
    case 'all':
      return { target_type: 'all' };
    case 'role':
      return v.target_role_id ? { target_type: 'role', target_role_id: v.target_role_id } : null;
    default:
      if (v.target_type && CONTENT_TARGETS.includes(v.target_type) && v.content_type === 'events' && v.content_id)
        return { target_type: v.target_type, content_type: 'events', content_id: v.content_id };
      return null;
  }
}

/** How many people the target would reach now: the picked users are counted here, the rest by the server. */
export function useAudience(v: Partial<ComposeValues>) {
  const dp = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const query = audienceQuery(v);
  const result = useQuery({
    queryKey: ['notifications', 'audience', { district_id: districtId, ...query }],
    queryFn: async ({ signal }) => (await dp.notificationAudience(query ?? {}, signal)).data.size,
    enabled: query !== null,
    staleTime: 10_000,
    retry: false,
  });
  if (v.target_type === 'users') return { size: v.target_user_ids?.length ?? 0, pending: false, known: true };
  if (query === null) return { size: null, pending: false, known: false };
  return { size: result.data ?? null, pending: result.isPending, known: result.data !== undefined };
}

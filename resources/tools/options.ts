import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';

/** An option list of the tools' routes (`tools/options/spaces`…) for the current district, kept a minute. */
export function useToolOptions<T extends { id: number; name: string }>(path: string, enabled = true) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  return useQuery({
    queryKey: [path.split('/')[0], path, districtId],
    queryFn: () => dataProvider.getOptions<T>(path).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

/** An option's name by id, for a list or the details: '—' when none is chosen. */
export function useOptionName(path: string) {
  const { data } = useToolOptions(path);
  return (id: number | null | undefined) => (id == null ? '—' : (data?.find((o) => o.id === id)?.name ?? '…'));
}

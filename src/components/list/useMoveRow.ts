import { useCallback } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { BorgoDataProvider } from '../../providers/dataProvider';

/** The ids in their new order once `id` has moved one place `by` (-1 up, 1 down); null at an end. */
export function movedIds(ids: readonly RaRecord['id'][], id: RaRecord['id'], by: -1 | 1): RaRecord['id'][] | null {
  const from = ids.findIndex((x) => String(x) === String(id));
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const out = [...ids];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

/**
 * An orderable list's move of a row (issue 14): the rows the list shows, in their new order, go to
 * `POST /<resource>/reorder`; the list then loads again. A refused move says why and changes nothing.
 */
export function useMoveRow<R extends RaRecord>(resource: string, rows: readonly R[], refetch: () => Promise<unknown>) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const notify = useNotify();
  return useCallback(
    (record: R, by: -1 | 1) => {
      const ids = movedIds(
        rows.map((r) => r.id),
        record.id,
        by,
      );
      if (!ids) return;
      dataProvider.reorder(resource, ids).then(
        () => void refetch(),
        (err: unknown) => {
          notify((err as Error)?.message || 'Errors.General', { type: 'error' });
          void refetch();
        },
      );
    },
    [dataProvider, notify, resource, rows, refetch],
  );
}

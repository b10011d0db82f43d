import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useDialogs } from '../dialogs/DialogProvider';
import { errorLines, useConfirmDelete } from '../dialogs/helpers';

/**
 * Delete after confirming (spec console §2 "delete confirm"): ask, wait, then either a toast and
 * fresh lists, or the error dialog with the server's message (a city still in use, a private
 * category). Resolves true when the record is gone.
 */
export function useDeleteRecord(resource: string) {
  const confirm = useConfirmDelete();
  const dialogs = useDialogs();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (record: RaRecord, name?: string): Promise<boolean> => {
      if (!(await confirm(name))) return false;
      const close = dialogs.wait();
      try {
        await dataProvider.delete(resource, { id: record.id, previousData: record });
        close();
        refresh();
        notify('Strings.Deleted', { type: 'success' });
        return true;
      } catch (err) {
        close();
        await dialogs.error(errorLines(err, translate));
        return false;
      }
    },
    [confirm, dialogs, dataProvider, refresh, notify, translate, resource],
  );
}

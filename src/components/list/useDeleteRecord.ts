import { useCallback } from 'react';
import { useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { deleteQuestion } from '../dialogs/helpers';
import { useConfirmedAction } from '../dialogs/useConfirmedAction';

/**
 * Delete after confirming (spec console §2 "delete confirm"): ask, wait, then either a toast and
 * fresh lists, or the error dialog with the server's message (a city still in use, a private
 * category). Resolves true when the record is gone.
 */
export function useDeleteRecord(resource: string) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { run } = useConfirmedAction({
    ask: (_record, name) => deleteQuestion(translate, name),
    // The name is the question's only (the error dialog quotes the server).
    work: (record: RaRecord, _name?: string) => dataProvider.delete(resource, { id: record.id, previousData: record }),
    success: { message: 'Strings.Deleted' },
    onSuccess: () => refresh(),
  });
  return useCallback(async (record: RaRecord, name?: string) => (await run(record, name)).status === 'done', [run]);
}

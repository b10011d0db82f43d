import { useCallback } from 'react';
import { useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';

/**
 * Cancelling a planned notification (DELETE /notifications/:id): asked first, then the wait, then
 * "Planned notification cancelled" or the server's refusal (409 once it has gone). Resolves true
 * when it is cancelled.
 */
export function useCancelNotification() {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { run } = useConfirmedAction({
    ask: (_record: RaRecord, name: string) => ({
      title: translate('Notifications.CancelNotification'),
      message: translate('Notifications.CancelQuestion', { name }),
      confirmLabel: translate('Notifications.CancelNotification'),
      cancelLabel: translate('Notifications.KeepIt'),
      destructive: true,
    }),
    work: (record: RaRecord) => dataProvider.delete('notifications', { id: record.id, previousData: record }),
    success: { message: 'Strings.NotificationCancelled' },
    resource: 'notifications',
    onSuccess: () => refresh(),
  });
  return useCallback(async (record: RaRecord, name: string) => (await run(record, name)).status === 'done', [run]);
}

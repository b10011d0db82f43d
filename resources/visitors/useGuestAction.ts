import { useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import type { GuestAction } from './rules';

type Guest = { id: number; first_name: string };

/**
 * A staff action on a guest (spec content §4): ask, wait, then a toast and `done` (reload), or the
 * error dialog with the server's message (409 when the guest's state changed meanwhile, which
 * also reloads, so the screen shows the state that stopped it).
 */
export function useGuestAction(visitorId: number | string, done: () => void) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const translate = useTranslate();
  return useConfirmedAction({
    ask: (guest, action) => ({
      title: translate(`Gate.Actions.${action}`),
      message: translate(`Gate.Ask.${action}`, { name: guest.first_name }),
      confirmLabel: translate(`Gate.Actions.${action}`),
    }),
    work: (guest: Guest, action: GuestAction) => dataProvider.guestAction(visitorId, guest.id, action),
    success: { message: (_r, guest, action) => translate(`Gate.Done.${action}`, { name: guest.first_name }) },
    onSuccess: () => done(),
    onError: (err) => (err as { status?: number }).status === 409 && done(),
  }).run;
}

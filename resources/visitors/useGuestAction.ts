import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { errorLines } from '../../src/components/dialogs/helpers';
import { gateApi } from './gateApi';
import type { GuestAction } from './rules';

/**
 * A staff action on a guest (spec content §4): ask, wait, then a toast and `done` (reload), or the
 * error dialog with the server's message (409 when the guest's state changed meanwhile, which
 * also reloads, so the screen shows the state that stopped it).
 */
export function useGuestAction(visitorId: number | string, done: () => void) {
  const dialogs = useDialogs();
  const translate = useTranslate();
  const notify = useNotify();
  return useCallback(
    async (guest: { id: number; first_name: string }, action: GuestAction) => {
      const name = guest.first_name;
      const ok = await dialogs.ask({ title: translate(`Gate.Actions.${action}`), message: translate(`Gate.Ask.${action}`, { name }), confirmLabel: translate(`Gate.Actions.${action}`) });
      if (!ok) return;
      const close = dialogs.wait();
      try {
        await gateApi.guestAction(visitorId, guest.id, action);
        close();
        notify(translate(`Gate.Done.${action}`, { name }), { type: 'success' });
        done();
      } catch (err) {
        close();
        const status = (err as { status?: number }).status;
        await dialogs.error(errorLines(err, translate));
        if (status === 409) done();
      }
    },
    [dialogs, translate, notify, visitorId, done],
  );
}

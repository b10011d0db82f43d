import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDialogs } from '../../../src/components/dialogs/DialogProvider';
import { useConfirmedAction } from '../../../src/components/dialogs/useConfirmedAction';
import type { BorgoDataProvider } from '../../../src/providers/dataProvider';
import type { Scope } from '../constants';
import { R } from '../parts';
import { dropToMove, durationMinutes, type CalendarEventRow, type MoveBody } from './calendarModel';

const RESOURCE = 'community_activities';
const C = `${R}.calendar`;

/**
 * Moving an activity by dragging it (content §4: a repeating one asks "only this one" or "all
 * coming occurrences"): `POST /community_activities/:id/move` behind the wait dialog, then every
 * read of the activities refreshed; on Cancel, a refusal (the server's field messages in the
 * error dialog) or a drop it cannot be, `revert` puts it back where it was.
 */
export function useMoveActivity() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const dialogs = useDialogs();
  const { run } = useConfirmedAction<unknown, [number, MoveBody & { scope: Scope }]>({
    work: (id, body) => dataProvider.recordAction(RESOURCE, id, 'move', body),
    wait: { message: translate(`${C}.moving`) },
    success: { message: `${C}.moved` },
    resource: RESOURCE,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [RESOURCE] }),
  });
  return useCallback(
    async (row: CalendarEventRow, start: Date | null, revert: () => void): Promise<boolean> => {
      const to = start ? dropToMove(start, durationMinutes(row)) : null;
      const scope: Scope | null =
        !to || row.series_id === null
          ? 'one'
          : await dialogs.choose<Scope>({
              title: translate(`${C}.moveTitle`),
              message: translate(`${C}.moveAsk`, { title: row.title }),
              choices: [
                { id: 'one', label: translate(`${R}.values.scope.one`) },
                { id: 'all', label: translate(`${R}.values.scope.all`) },
              ],
            });
      const done = to !== null && scope !== null && (await run(row.id, { ...to, scope })).status === 'done';
      if (!done) revert();
      return done;
    },
    [dialogs, run, translate],
  );
}

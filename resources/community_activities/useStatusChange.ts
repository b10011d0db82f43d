import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { deleteQuestion } from '../../src/components/dialogs/helpers';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { useLocalized } from '../../src/client/localized';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import type { EventStatus, Scope } from './constants';
import { R, type ActivityRow } from './parts';

export const RESOURCE = 'community_activities';

/** What `POST /community_activities/:id/status` answers: how many occurrences took the status, how many could not. */
export interface StatusAnswer {
  changed: number;
  skipped: number;
}

type StatusRecord = Pick<ActivityRow, 'id' | 'title' | 'series_id' | 'force_online'>;

/**
 * "This one or all" for an occurrence of a repeating activity (content §4): the choose dialog,
 * resolving with the scope, or null when the user cancels. A single activity is `one` at once.
 */
export function useAskScope() {
  const dialogs = useDialogs();
  const translate = useTranslate();
  const text = useLocalized();
  return useCallback(
    async (record: Pick<ActivityRow, 'title' | 'series_id'>, question: 'scopeAskStatus' | 'scopeAskSave' | 'scopeAskDelete'): Promise<Scope | null> => {
      if (record.series_id === null) return 'one';
      return dialogs.choose<Scope>({
        title: translate(`${R}.scopeTitle`),
        message: translate(`${R}.${question}`, { title: text(record.title) }),
        choices: [
          { id: 'all', label: translate(`${R}.values.scope.all`) },
          { id: 'one', label: translate(`${R}.values.scope.one`) },
        ],
      });
    },
    [dialogs, translate, text],
  );
}

/**
 * Changing an activity's status (console §4 "Changing an event's status from a list"): a single
 * activity is saved at once behind the wait dialog, except confirming one flagged force-online,
 * which asks first; an occurrence of a series first asks whether all coming occurrences or only
 * this one change. A rejection carries its reason (the caller asks it). Then every read of the
 * activities is refreshed (the status dates with them), or the server's message is shown.
 */
export function useStatusChange() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const text = useLocalized();
  const askScope = useAskScope();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: [RESOURCE] }), [queryClient]);
  const { run } = useConfirmedAction<{ data: StatusAnswer }, [StatusRecord, EventStatus, Scope, string | null]>({
    ask: (record, status, scope) =>
      status === 'confirmed' && record.force_online && record.series_id === null && scope === 'one'
        ? { message: translate(`${R}.forceOnlineAsk`, { title: text(record.title) }) }
        : null,
    work: (record, status, scope, reason) =>
      dataProvider.recordAction<StatusAnswer>(RESOURCE, record.id, 'status', {
        status,
        scope,
        ...(status === 'rejected' ? { rejection_reason: reason } : {}),
      }),
    wait: { message: translate(`${R}.statusSaving`) },
    success: {
      message: (answer, _record, _status, scope) =>
        scope === 'all' && answer.data ? translate(`${R}.statusChangedSeries`, { ...answer.data }) : `${R}.statusChanged`,
    },
    resource: RESOURCE,
    onSuccess: refresh,
    onError: refresh,
  });
  return useCallback(
    async (record: StatusRecord, status: EventStatus, reason: string | null = null): Promise<boolean> => {
      const scope = await askScope(record, 'scopeAskStatus');
      if (!scope) return false;
      return (await run(record, status, scope, reason)).status === 'done';
    },
    [askScope, run],
  );
}

/**
 * Deleting an activity (content §4 "for repeating activities the user chooses this-one or all for
 * save and delete"): an occurrence of a series asks which (the choice is the confirmation), a
 * single one asks as every delete does; then `DELETE ?scope=`, and every read of the activities
 * is refreshed. Resolves true once it is gone.
 */
export function useDeleteActivity() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const text = useLocalized();
  const askScope = useAskScope();
  const { run } = useConfirmedAction<unknown, [ActivityRow, Scope]>({
    ask: (record) => (record.series_id === null ? deleteQuestion(translate, text(record.title)) : null),
    work: (record, scope) => dataProvider.delete(RESOURCE, { id: record.id, previousData: record, meta: { query: { scope } } }),
    success: { message: 'Strings.Deleted' },
    resource: RESOURCE,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [RESOURCE] }),
  });
  return useCallback(
    async (record: ActivityRow): Promise<boolean> => {
      const scope = await askScope(record, 'scopeAskDelete');
      if (!scope) return false;
      return (await run(record, scope)).status === 'done';
    },
    [askScope, run],
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { useLocalized } from '../../src/client/localized';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { useLoadFailureDialog } from '../../src/components/dialogs/useConfirmedAction';
import { ShellUnauthorized } from '../../src/pages/ShellStatusPages';
import { targetState, useBackTarget, useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { ComposeForm } from './ComposeForm';
import { composeDefaults, draftKeyOf, loadDraft, newDraftKey, readNotifyAbout, valuesOfRecord, type ComposeValues } from './draft';
import type { NotificationRow } from './NotificationList';
import { NotificationView } from './NotificationView';
import { useCancelNotification } from './useCancelNotification';

export const SELECTION_PATH = 'sendNotification/selectionList';

/**
 * /backend/notifications/sendNotification (spec console §2): a new notification, or with a target
 * id a planned one to edit (PUT) and a sent or automatic one to read. Opened after a content save
 * with the content's type and id, the default language and the origin (spec console §2): the
 * target starts on that content and sending goes back to the origin.
 */
export function SendNotification() {
  const d = useDeclaration();
  const translate = useTranslate();
  const access = useResourceAccess(d);
  const { targetId, defaultLanguage, state } = useTarget();
  const location = useLocation();
  const navigate = useNavigate();
  const districtLanguage = useSession((s) => s.district?.default_language);
  const back = useBackTarget(d.route);
  const cancelPlanned = useCancelNotification();
  const text = useLocalized();
  // The draft's key lives in the page's navigation state, so a reload and the way back from the
  // selection list find the same draft; a page opened without one starts a new draft.
  const [draftKey] = useState(() => draftKeyOf(state) ?? newDraftKey());
  const [kept] = useState(() => loadDraft(draftKeyOf(state)));
  useEffect(() => {
    if (draftKeyOf(location.state) !== draftKey) navigate(location.pathname, { replace: true, state: { ...state, draftKey } });
  }, [draftKey, location.pathname, location.state, navigate, state]);

  const { data: record, isPending, error } = useGetOne<NotificationRow>(d.name, { id: (targetId ?? '') as number }, { enabled: targetId !== null });
  useLoadFailureDialog(error);

  if (targetId === null && !access.create) return <ShellUnauthorized />;
  if (targetId !== null && error) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  if (targetId !== null && (isPending || !record)) {
    return (
      <Box sx={{ maxWidth: 880 }} data-testid="form-loading">
        <Skeleton height={48} width={240} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (record && (record.status_type !== 'planned' || !access.edit(record.id))) return <NotificationView record={record} />;

  const initial: ComposeValues = kept ?? (record ? valuesOfRecord(record as unknown as Record<string, unknown>) : composeDefaults(readNotifyAbout(state)));
  const selectionTarget = {
    path: `${d.route}/${SELECTION_PATH}`,
    state: targetState(targetId, defaultLanguage ?? districtLanguage ?? 'en', location.pathname, { draftKey }, { ...state, draftKey }),
  };
  return (
    <FormLanguageProvider initial={defaultLanguage ?? districtLanguage}>
      <ComposeForm
        title={translate(record ? 'Notifications.EditTitle' : 'Notifications.New')}
        initial={initial}
        targetId={targetId}
        draftKey={draftKey}
        restored={kept !== null}
        backTo={back}
        selectionTarget={selectionTarget}
        onCancelPlanned={record && access.create ? () => cancelPlanned(record, text(record.title) || `#${record.id}`) : undefined}
      />
    </FormLanguageProvider>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useState, type ReactNode } from 'react';
import { useDataProvider, useGetOne, useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { useRecordChange } from '../../live/useLiveChanges';
import type { SchemaLoader } from '../../registry/defineResource';
import { readTarget, useBackTarget, useTarget, type BackTarget } from '../../registry/navigation';
import { useDeclaration } from '../../registry/ResourcePage';
import { useResourceAccess } from '../../registry/useResourceAccess';
import { useSession } from '../../session';
import { RecordHistory } from '../audit/RecordHistory';
import { useLoadFailureDialog } from '../dialogs/useConfirmedAction';
import { RecordChangedNotice } from '../live/notices';
import { useDeleteRecord } from '../list/useDeleteRecord';
import { FormLanguageProvider } from './FormLanguage';
import { RecordForm } from './RecordForm';
import type { SubmitAction } from './useSaveFlow';

/**
 * Where a deleted record's form goes: back, but past the record's own details page, which would
 * only say it is gone (spec content §4 "two steps if opened from object details").
 */
export function afterDelete(back: BackTarget, route: string, detailsRoute: string): BackTarget {
  if (back.path !== detailsRoute) return back;
  const { origin, originState } = readTarget(back.state);
  return origin ? { path: origin, state: originState } : { path: route, state: null };
}

export interface ResourceFormProps<R extends RaRecord> {
  /** Values of a new record. */
  defaults?: Partial<R>;
  /**
   * The schema of this form when the resource has several (activity and tool categories): its
   * loader, as the declaration's, so that zod comes with the form and not with the resource's views.
   */
  schema?: SchemaLoader;
  /** i18n key of the edit title; "Edit <name>" by default. The create title is the contract's `createTitle`. */
  editTitle?: string;
  /** Whether this record may be deleted here (private categories may not). */
  canDelete?: (record: R) => boolean;
  fillBlanks?: (record: R | undefined) => boolean;
  /** Submit buttons for this record (content: publish, draft, save and notify); one Save by default. */
  submits?: (record: R | undefined) => readonly SubmitAction[];
  /** Buttons beside Cancel for this record (share, QR link). */
  extraActions?: (record: R | undefined) => ReactNode;
  beforeSend?: (payload: Record<string, unknown>, record: R | undefined) => Promise<Record<string, unknown> | null>;
  /** Rules beyond the schema, on the payload and the form's language (a new item's dates not in the past). */
  rules?: (payload: Record<string, unknown>, record: R | undefined, language: string) => Record<string, unknown>;
  children: (record: R | undefined) => ReactNode;
}

/** The save flow sends translations already built: the provider must not build them again. */
const API_SHAPED = { translatable: [] as string[] };

/** A change of this record by the same user this soon after this form sent a save is that save's own echo. */
const OWN_ECHO_MS = 5_000;

/**
 * Create and edit of a declared resource on one route (`<route>/form`): with a target id in the
 * navigation state it loads and updates that record, without one it creates. The form starts from
 * the record as first loaded and keeps it: a later refresh (another user's save, heard live)
 * never replaces what is being typed; it is announced, and the user chooses (issue 11).
 */
export function ResourceForm<R extends RaRecord>(props: ResourceFormProps<R>) {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const access = useResourceAccess(d);
  const deleteRecord = useDeleteRecord(d.name);
  const { targetId, defaultLanguage } = useTarget();
  const districtLanguage = useSession((s) => s.district?.default_language);
  const { data: record, isPending, error, refetch } = useGetOne<R>(d.name, { id: targetId ?? '' }, { enabled: targetId !== null });
  useLoadFailureDialog(error);
  const navigate = useNavigate();
  const me = useSession((s) => s.user?.id ?? null);
  // The record the form was filled from, and a version that remounts the form when it is replaced.
  const [snapshot, setSnapshot] = useState<{ record: R; version: number } | null>(null);
  // (Per target: the same form page may be handed another record, or none, without remounting.)
  const current = snapshot && targetId !== null && String(snapshot.record.id) === String(targetId) ? snapshot : null;
  if (record && current === null && String(record.id) === String(targetId)) setSnapshot({ record, version: (snapshot?.version ?? 0) + 1 });
  const [seenSince, setSeenSince] = useState(() => Date.now());
  const [ownSaveAt, setOwnSaveAt] = useState(0);
  const change = useRecordChange(d.name, targetId, seenSince);
  const foreign = change && !(change.by?.id === me && change.at - ownSaveAt < OWN_ECHO_MS) ? change : null;
  const backTo = useBackTarget(d.route);
  const represent = useGetRecordRepresentation(d.name);
  const loaded = current?.record;
  const submit = useCallback(
    (data: Record<string, unknown>) => {
      setOwnSaveAt(Date.now());
      return targetId !== null
        ? dataProvider.update(d.name, { id: targetId, data, previousData: loaded, meta: API_SHAPED })
        : dataProvider.create(d.name, { data, meta: API_SHAPED });
    },
    [dataProvider, d.name, targetId, loaded],
  );
  const reload = useCallback(async () => {
    const { data } = await refetch();
    if (data) setSnapshot((s) => ({ record: data, version: (s?.version ?? 0) + 1 }));
    setSeenSince(Date.now());
  }, [refetch]);

  const name = translate(`resources.${d.name}.name`, { smart_count: 1 });
  const title =
    targetId !== null ? translate(props.editTitle ?? 'Form.EditTitle', { name }) : translate(d.contract.createTitle || 'Form.CreateTitle', { name });
  if (targetId !== null && error) {
    return (
      <Alert severity="error" action={<Button href={backTo.path}>{translate('Actions.GoBack')}</Button>}>
        {translate('Errors.LoadingObject')}
      </Alert>
    );
  }
  if (targetId !== null && (isPending || !loaded)) {
    return (
      <Box sx={{ maxWidth: 880 }} data-testid="form-loading">
        <Skeleton height={48} width={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  const deletable = loaded && access.delete && (props.canDelete?.(loaded) ?? true);
  return (
    <FormLanguageProvider initial={defaultLanguage ?? districtLanguage}>
      <RecordForm
        key={current?.version ?? 0}
        notice={
          foreign && (
            <RecordChangedNotice
              change={foreign}
              onReload={() => void reload()}
              onKeep={() => setSeenSince(Date.now())}
              onBack={() => navigate(backTo.path, { state: backTo.state })}
            />
          )
        }
        resource={d.name}
        title={title}
        record={loaded ?? props.defaults ?? {}}
        schema={props.schema ?? d.schema}
        translatable={d.translatable}
        images={d.images}
        fillBlanks={props.fillBlanks?.(loaded) ?? true}
        submit={submit}
        backTo={backTo}
        onDelete={deletable ? () => deleteRecord(loaded, String(represent(loaded))) : undefined}
        deletedTo={afterDelete(backTo, d.route, d.detailsRoute)}
        submits={props.submits?.(loaded)}
        extraActions={props.extraActions?.(loaded)}
        beforeSend={props.beforeSend ? (payload) => props.beforeSend!(payload, loaded) : undefined}
        rules={props.rules ? (payload, language) => props.rules!(payload, loaded, language) : undefined}
      >
        {props.children(loaded)}
      </RecordForm>
      {targetId !== null && <RecordHistory entity={d.name} id={targetId} />}
    </FormLanguageProvider>
  );
}

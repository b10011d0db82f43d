import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, type ReactNode } from 'react';
import { useDataProvider, useGetOne, useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { useSchema } from '../../registry/schema';
import { useBackTarget, useTarget } from '../../registry/navigation';
import { useDeclaration } from '../../registry/ResourcePage';
import { useResourceAccess } from '../../registry/useResourceAccess';
import { useSession } from '../../session';
import { useLoadFailureDialog } from '../dialogs/useConfirmedAction';
import { useDeleteRecord } from '../list/useDeleteRecord';
import { FormLanguageProvider } from './FormLanguage';
import { RecordForm } from './RecordForm';

export interface ResourceFormProps<R extends RaRecord> {
  /** Values of a new record. */
  defaults?: Partial<R>;
  /** The schema of this form when the resource has several (activity and tool categories). */
  schema?: z.ZodType;
  /** i18n keys of the titles; "Create <name>" and "Edit <name>" by default. */
  createTitle?: string;
  editTitle?: string;
  /** Whether this record may be deleted here (private categories may not). */
  canDelete?: (record: R) => boolean;
  fillBlanks?: (record: R | undefined) => boolean;
  children: (record: R | undefined) => ReactNode;
}

/** The save flow sends translations already built: the provider must not build them again. */
const API_SHAPED = { translatable: [] as string[] };

/**
 * Create and edit of a declared resource on one route (`<route>/form`): with a target id in the
 * navigation state it loads and updates that record, without one it creates.
 */
export function ResourceForm<R extends RaRecord>(props: ResourceFormProps<R>) {
  const d = useDeclaration();
  const declaredSchema = useSchema(props.schema ? undefined : d.schema);
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const access = useResourceAccess(d);
  const deleteRecord = useDeleteRecord(d.name);
  const { targetId, defaultLanguage } = useTarget();
  const districtLanguage = useSession((s) => s.district?.default_language);
  const { data: record, isPending, error } = useGetOne<R>(d.name, { id: targetId ?? '' }, { enabled: targetId !== null });
  useLoadFailureDialog(error);
  const backTo = useBackTarget(d.route);
  const represent = useGetRecordRepresentation(d.name);
  const submit = useCallback(
    (data: Record<string, unknown>) =>
      targetId !== null
        ? dataProvider.update(d.name, { id: targetId, data, previousData: record, meta: API_SHAPED })
        : dataProvider.create(d.name, { data, meta: API_SHAPED }),
    [dataProvider, d.name, targetId, record],
  );

  const name = translate(`resources.${d.name}.name`, { smart_count: 1 });
  const title = targetId !== null ? translate(props.editTitle ?? 'Form.EditTitle', { name }) : translate(props.createTitle ?? 'Form.CreateTitle', { name });
  if (targetId !== null && error) {
    return (
      <Alert severity="error" action={<Button href={backTo.path}>{translate('Actions.GoBack')}</Button>}>
        {translate('Errors.LoadingObject')}
      </Alert>
    );
  }
  if (targetId !== null && (isPending || !record)) {
    return (
      <Box sx={{ maxWidth: 880 }} data-testid="form-loading">
        <Skeleton height={48} width={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  const deletable = record && access.delete && (props.canDelete?.(record) ?? true);
  return (
    <FormLanguageProvider initial={defaultLanguage ?? districtLanguage}>
      <RecordForm
        resource={d.name}
        title={title}
        record={record ?? props.defaults ?? {}}
        schema={props.schema ?? declaredSchema}
        translatable={d.translatable}
        images={d.images}
        fillBlanks={props.fillBlanks?.(record) ?? true}
        submit={submit}
        backTo={backTo}
        onDelete={deletable ? () => deleteRecord(record, String(represent(record))) : undefined}
      >
        {props.children(record)}
      </RecordForm>
    </FormLanguageProvider>
  );
}

import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useGetOne, useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { useRecordChange } from '../../live/useLiveChanges';
import { useBackTarget, useOpenResource, useTarget } from '../../registry/navigation';
import { useDeclaration } from '../../registry/ResourcePage';
import { useResourceAccess } from '../../registry/useResourceAccess';
import { RecordHistory } from '../audit/RecordHistory';
import { RecordUpdatedNotice } from '../live/notices';
import { ListHeader } from './ListHeader';
import { useDeleteRecord } from './useDeleteRecord';

export interface DetailField<R> {
  label: string;
  render: (record: R) => ReactNode;
}

/**
 * A record's details page (`<route>/details`, target id in navigation state): its fields, then
 * Edit and Delete for those allowed, and its History (issue 11). Deleting goes back to where the
 * page was opened from. Another user's change refreshes it in place and is said above it.
 */
export interface ResourceDetailsProps<R> {
  fields: DetailField<R>[];
  title?: (record: R) => string;
  /** Above the fields (a content item's cover). */
  media?: (record: R) => ReactNode;
  /** Header buttons beside Edit and Delete (share, QR link). */
  actions?: (record: R) => ReactNode;
  /** Below the fields, in the page (a podcast's episodes). */
  children?: (record: R) => ReactNode;
  /**
   * A delete of the entity's own (a repeating activity asks which occurrences), resolving whether
   * the record is gone; the generic one asks and deletes.
   */
  onDelete?: (record: R) => Promise<boolean>;
  /** Whether the record offers Delete; to holders of the delete right by default (as ResourceList's). */
  canDelete?: (record: R) => boolean;
}

export function ResourceDetails<R extends RaRecord>({
  fields,
  title: titleOf,
  media,
  actions: extraActions,
  children,
  onDelete,
  canDelete,
}: ResourceDetailsProps<R>) {
  const d = useDeclaration();
  const translate = useTranslate();
  const navigate = useNavigate();
  const access = useResourceAccess(d);
  const open = useOpenResource(d);
  const deleteRecord = useDeleteRecord(d.name);
  const represent = useGetRecordRepresentation(d.name);
  const { targetId } = useTarget();
  const { data: record, isPending, error } = useGetOne<R>(d.name, { id: targetId ?? '' }, { enabled: targetId !== null });
  const back = useBackTarget(d.route);
  const [seenSince, setSeenSince] = useState(() => Date.now());
  const change = useRecordChange(d.name, targetId, seenSince);
  const title = record ? (titleOf?.(record) ?? String(represent(record))) : translate(`resources.${d.name}.name`, { smart_count: 1 });

  let body: ReactNode;
  if (targetId === null) body = <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  else if (change?.action === 'delete') body = null;
  else if (error) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (isPending || !record) body = <Skeleton variant="rounded" height={160} />;
  else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="details">
        {media?.(record)}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5, m: 0 }}>
          {fields.map((f) => (
            <Box key={f.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {translate(f.label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {f.render(record)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    );
  }

  const actions = record && change?.action !== 'delete' && (
    <>
      {extraActions?.(record)}
      {access.editForm(record.id) && (
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => open.form(record.id)} data-testid="details-edit">
          {translate('ra.action.edit')}
        </Button>
      )}
      {access.delete && (canDelete?.(record) ?? true) && (
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          data-testid="details-delete"
          onClick={() => void (onDelete ? onDelete(record) : deleteRecord(record, title)).then((gone) => gone && navigate(back.path, { state: back.state }))}
        >
          {translate('ra.action.delete')}
        </Button>
      )}
    </>
  );
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={title} actions={actions} back={d.route} />
      {change && <RecordUpdatedNotice change={change} onClose={() => setSeenSince(Date.now())} onBack={() => navigate(back.path, { state: back.state })} />}
      {body}
      {record && change?.action !== 'delete' && children?.(record)}
      {change?.action !== 'delete' && <RecordHistory entity={d.name} id={targetId} />}
    </Box>
  );
}

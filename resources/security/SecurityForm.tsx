import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, type ReactNode } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { RecordForm } from '../../src/components/form/RecordForm';
import { ListHeader } from '../../src/components/list/ListHeader';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { HANDLING_NOTES_MAX } from './contract';
import type { SosCall } from './types';
import { RecordHistory } from '../../src/components/audit/RecordHistory';

/** The handling form's schema, loaded with the form: the security list does not load zod. */
const handleSchema = () => import('./schema').then((m) => m.handleForm);
const NO_TRANSLATIONS: readonly string[] = [];

export function SosStatusChip({ status }: { status: SosCall['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'call' ? 'error' : 'default'}
      variant={status === 'call' ? 'filled' : 'outlined'}
      label={translate(`Home.SosStatus.${status}`)}
      data-testid="sos-status"
    />
  );
}

function CallFacts({ call }: { call: SosCall }) {
  const translate = useTranslate();
  const row = (field: string, value: ReactNode) => (
    <Box key={field} sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(`resources.security.fields.${field}`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1.5, m: 0 }} data-testid="sos-call">
      {row('status', <SosStatusChip status={call.status} />)}
      {row('user', call.user?.full_name || '—')}
      {row('phone', call.user?.phone || '—')}
      {row('location', call.location || '—')}
      {row('created_at', <DistrictDate value={call.created_at} time />)}
      {call.notes && row('notes', call.notes)}
      {call.handled_at && row('handled_at', <DistrictDate value={call.handled_at} time />)}
      {call.handled_by?.full_name && row('handled_by', call.handled_by.full_name)}
      {call.handling_notes && row('handling_notes', call.handling_notes)}
    </Box>
  );
}

/** security/form: an SOS call, and for one not handled yet the record of its handling. */
export function SecurityForm() {
  const d = useDeclaration();
  const translate = useTranslate();
  const { targetId, origin, defaultLanguage } = useTarget();
  const { data, isPending, error } = useGetOne<SosCall>('security', { id: (targetId ?? 0) as number }, { enabled: targetId !== null });
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const submit = useCallback(
    (payload: Record<string, unknown>) => dataProvider.recordAction('security', targetId!, 'handle', { handling_notes: payload.handling_notes || null }),
    [dataProvider, targetId],
  );
  const title = translate('Home.HandleTitle');

  if (targetId === null || error || isPending || !data) {
    return (
      <Box sx={{ maxWidth: 880 }}>
        <ListHeader title={title} back={origin ?? d.route} />
        {targetId === null ? (
          <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>
        ) : error ? (
          <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Box>
    );
  }
  if (data.handled_at) {
    return (
      <Box sx={{ maxWidth: 880 }}>
        <ListHeader title={title} back={origin ?? d.route} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CallFacts call={data} />
        </Paper>
        <RecordHistory entity={d.name} id={data.id} />
      </Box>
    );
  }
  return (
    <FormLanguageProvider initial={defaultLanguage}>
      <RecordForm
        resource="security"
        title={title}
        record={{ handling_notes: '' }}
        schema={handleSchema}
        translatable={NO_TRANSLATIONS}
        submit={submit}
        backTo={origin ?? d.route}
      >
        <CallFacts call={data} />
        <LimitedTextInput source="handling_notes" max={HANDLING_NOTES_MAX} multiline />
      </RecordForm>
      <RecordHistory entity={d.name} id={data.id} />
    </FormLanguageProvider>
  );
}

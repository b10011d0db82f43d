import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { NumberInput, useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { RecordForm } from '../../src/components/form/RecordForm';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSingletonRecord } from '../../src/registry/useSingletonRecord';
import { ErasureRequests } from './ErasureRequests';
import { PURGE_KINDS, RETENTION, RETENTION_FIELDS } from './contract';
import type { Retention } from './schema';

const L = 'resources.privacy_retention';

/**
 * What the next run would remove under the saved settings: counts only, never whose. A manager
 * may remove it now, after a question that says what goes and that it cannot be undone.
 */
function NextRun({ record, canEdit, onPurged }: { record: Retention; canEdit: boolean; onPurged: (record: Retention) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const counts = record.next_run;
  const any = PURGE_KINDS.some((k) => counts[k] > 0);
  const { run, pending } = useConfirmedAction({
    ask: {
      title: translate(`${L}.purgeTitle`),
      message: translate(`${L}.purgeAsk`),
      details: PURGE_KINDS.map((k) => `${translate(`${L}.fields.${k}`)}: ${counts[k]}`),
      confirmLabel: translate(`${L}.purge`),
      destructive: true,
    },
    work: () => dataProvider.recordAction<Retention>('privacy_retention', record.id, 'purge'),
    success: { fromServer: true },
    onSuccess: (answer) => onPurged(answer.data),
  });
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2, maxWidth: 880 }} data-testid="retention-next-run">
      <Typography variant="h6" component="h2">
        {translate(`${L}.nextRun`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${L}.nextRunHint`)}
      </Typography>
      {any ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
          {PURGE_KINDS.map((kind) => (
            <Box key={kind} sx={{ display: 'contents', '@media (min-width: 600px)': { display: 'block' } }} data-testid={`next-run-${kind}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`${L}.fields.${kind}`)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {counts[kind]}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography data-testid="next-run-nothing">{translate(`${L}.nothing`)}</Typography>
      )}
      {canEdit && any && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteSweepIcon />}
          sx={{ mt: 2 }}
          disabled={pending}
          onClick={() => void run()}
          data-testid="retention-purge"
        >
          {translate(`${L}.purge`)}
        </Button>
      )}
    </Paper>
  );
}

/**
 * settings/privacy (issue 18): how long the current district keeps gate visits, its people's
 * sign-in records and export requests, and what the next run of the job would remove. Holders of
 * privacy_view read it; privacy_manage changes it.
 */
export function RetentionPage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const access = useResourceAccess(d);
  // undefined while loading; null when it could not be read.
  const { record, version, replace } = useSingletonRecord<Retention>(d.name);
  const canEdit = record ? access.edit(record.id) : false;

  const submit = useCallback(
    async (payload: Record<string, unknown>) => {
      const { data } = await dataProvider.putSingleton(d.name, payload);
      replace(data as Retention);
    },
    [dataProvider, d.name, replace],
  );

  if (record === undefined) return <Skeleton variant="rounded" height={420} sx={{ maxWidth: 880 }} data-testid="retention-loading" />;
  if (record === null) return <Typography color="text.secondary">{translate('Errors.LoadingObject')}</Typography>;
  const { next_run: nextRun, ...settings } = record;
  return (
    // RecordForm reads a form language; this page has no translated field.
    <FormLanguageProvider initial={null}>
      <RecordForm
        key={version}
        resource={d.name}
        title={translate(d.contract.title, { smart_count: 1 })}
        record={settings}
        schema={d.schema}
        translatable={[]}
        submit={submit}
        backTo={null}
        submits={canEdit ? undefined : []}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(`${L}.retention`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${L}.intro`)}
        </Typography>
        {!canEdit && <Alert severity="info">{translate(`${L}.readOnly`)}</Alert>}
        <Box sx={{ display: 'grid', columnGap: 2, rowGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {RETENTION_FIELDS.map((field) => (
            <NumberInput
              key={field}
              source={field}
              step={1}
              min={RETENTION[field].min}
              max={RETENTION[field].max}
              readOnly={!canEdit}
              helperText={translate(`${L}.hint`, RETENTION[field])}
              slotProps={{ input: { endAdornment: <Typography color="text.secondary">{translate(`${L}.days`)}</Typography> } }}
              fullWidth
            />
          ))}
        </Box>
      </RecordForm>
      <NextRun record={{ ...settings, next_run: nextRun }} canEdit={canEdit} onPurged={replace} />
      <ErasureRequests />
    </FormLanguageProvider>
  );
}

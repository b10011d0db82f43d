import GavelIcon from '@mui/icons-material/GavelOutlined';
import PolicyIcon from '@mui/icons-material/PrivacyTipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { TermsDialog } from '../../src/components/dialogs/TermsDialog';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { ImageInput } from '../../src/components/form/ImageInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { LocationInput } from '../../src/components/form/LocationInput';
import { RecordForm } from '../../src/components/form/RecordForm';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { canAccess } from '../../src/lib/access';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { uploadPickedImages } from '../../src/providers/uploads';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSingletonRecord } from '../../src/registry/useSingletonRecord';
import { useSession } from '../../src/session';
import { ADDRESS_MAX, DESCRIPTION_MAX, DISTRICT_NAME_MAX, LINK_MAX, ZIP_CODE_MAX } from './contract';

/** Terms and conditions, and the GDPR text: who sees the buttons (the flag, and a terms permission). */
function useTermsAccess() {
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  return canAccess(
    { permissions: permissions ?? [], configuration },
    { action: 'list', resource: { feature: 'DistrictContents.TermsAndConditions', permissions: ['district_contents_view', 'district_contents_edit'] } },
  );
}

/** The two documents of the district (spec console §2 "terms-and-conditions upload per language"; content §3 "GDPR text"). */
function TermsSection() {
  const translate = useTranslate();
  const [open, setOpen] = useState<'terms' | 'privacy' | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2, maxWidth: 880 }} data-testid="terms-section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('DistrictDetails.Documents')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('DistrictDetails.DocumentsHint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<GavelIcon />} onClick={() => setOpen('terms')} data-testid="open-terms">
          {translate('DistrictDetails.Terms')}
        </Button>
        <Button variant="outlined" startIcon={<PolicyIcon />} onClick={() => setOpen('privacy')} data-testid="open-privacy">
          {translate('DistrictDetails.Privacy')}
        </Button>
      </Box>
      {open && <TermsDialog open type={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

/** City and country: the district's settings, shown here and not written. */
function ReadOnlyField({ label, value }: { label: string; value: unknown }) {
  return (
    <TextField label={label} value={typeof value === 'string' ? value : ''} fullWidth slotProps={{ input: { readOnly: true } }} variant="filled" size="small" />
  );
}

/**
 * The district's own page (spec console §2 "district/details"): a one-record form of the current
 * district that stays on the page after saving; below it, its terms and GDPR documents.
 */
export function DistrictDetailsPage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const access = useResourceAccess(d);
  const showTerms = useTermsAccess();
  const language = useSession((s) => s.district?.default_language);
  // undefined while loading; null when it could not be read.
  const { record, version, replace } = useSingletonRecord(d.name);
  const canEdit = access.edit(record?.id ?? '');

  const submit = useCallback(
    async (payload: Record<string, unknown>) => {
      // The cover is uploaded first (its purpose names this field); the page then names the upload.
      const body = await uploadPickedImages(payload, d.name, d.images, dataProvider.upload);
      const { data } = await dataProvider.putSingleton(d.name, body, { translatable: [] });
      replace(data);
    },
    [dataProvider, d.name, d.images, replace],
  );

  if (record === undefined) return <Skeleton variant="rounded" height={480} sx={{ maxWidth: 880 }} data-testid="details-loading" />;
  if (record === null) return <Typography color="text.secondary">{translate('Errors.LoadingObject')}</Typography>;
  const field = (name: string) => translate(`resources.district_details.fields.${name}`);
  return (
    <FormLanguageProvider initial={language}>
      <RecordForm
        key={version}
        resource={d.name}
        title={translate(d.contract.title, { smart_count: 1 })}
        record={record}
        schema={d.schema}
        translatable={d.translatable}
        images={d.images}
        submit={submit}
        backTo={null}
        // Who may only read the page sees it without a Save button (the server would refuse it).
        submits={canEdit ? undefined : []}
      >
        <LimitedTextInput source="name" max={DISTRICT_NAME_MAX} readOnly={!canEdit} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <ReadOnlyField label={field('city')} value={record.city} />
          <ReadOnlyField label={field('country')} value={record.country} />
        </Box>
        <TranslatedInputs fields={['description']}>
          {(l) => <LimitedTextInput source={`description.${l}`} locale={l} max={DESCRIPTION_MAX} multiline readOnly={!canEdit} />}
        </TranslatedInputs>
        <ImageInput source="cover" />
        <LimitedTextInput source="address" max={ADDRESS_MAX} readOnly={!canEdit} />
        <LimitedTextInput source="zip_code" max={ZIP_CODE_MAX} readOnly={!canEdit} />
        <LocationInput readOnly={!canEdit} />
        <LimitedTextInput source="weather_link" max={LINK_MAX} readOnly={!canEdit} />
      </RecordForm>
      {showTerms && <TermsSection />}
    </FormLanguageProvider>
  );
}

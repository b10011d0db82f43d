import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { api } from '../../src/client/api';
import { counterText, limitText } from '../../src/client/formRules';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { ListHeader } from '../../src/components/list/ListHeader';
import { useSession } from '../../src/session';
import { BrandFileInput, keptFile, type FileValue } from './BrandFileInput';
import { APP_LANGUAGES, APP_NAME_MAX, APP_SUBTITLE_MAX, FULL_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX, URL_MAX } from './contract';
import { PublishingSummary } from './PublishingSummary';
import { firstStepWith, publishingErrors, PUBLISHING_STEPS, type FieldError, type PublishingField, type PublishingValues } from './rules';
import type { BrandRecord } from './schema';
import { useBrandTarget } from './target';

const F = 'resources.brands.fields';
const L = 'resources.brands.publishing';

type TextField_ = Exclude<PublishingField, 'feature_graphic_path' | 'screenshots_zip_path' | 'primary_language'>;
export interface Draft {
  text: Omit<PublishingValues, 'feature_graphic_path' | 'screenshots_zip_path'>;
  feature_graphic_path: FileValue | null;
  screenshots_zip_path: FileValue | null;
}
type Errors = Partial<Record<PublishingField, FieldError>>;

const LIMITS: Record<TextField_, number> = {
  app_name: APP_NAME_MAX,
  app_subtitle: APP_SUBTITLE_MAX,
  short_description: SHORT_DESCRIPTION_MAX,
  full_description: FULL_DESCRIPTION_MAX,
  privacy_url: URL_MAX,
  eula_url: URL_MAX,
  website: URL_MAX,
  email: 255,
  phone: 14,
};

/** The wizard starts from what the brand has; a first publishing takes the brand's name and the page's language. */
function draftOf(r: BrandRecord, language: string): Draft {
  const first = r.app_name === '' && r.publishing_submitted_at === null;
  return {
    text: {
      app_name: r.app_name || r.name.slice(0, APP_NAME_MAX),
      app_subtitle: r.app_subtitle,
      short_description: r.short_description,
      full_description: r.full_description,
      primary_language: first && (APP_LANGUAGES as readonly string[]).includes(language) ? language : r.primary_language,
      privacy_url: r.privacy_url,
      eula_url: r.eula_url,
      website: r.website,
      email: r.email,
      phone: r.phone,
    },
    feature_graphic_path: keptFile(r.feature_graphic_path),
    screenshots_zip_path: keptFile(r.screenshots_zip_path),
  };
}

export const valuesOf = (d: Draft): PublishingValues => ({
  ...d.text,
  feature_graphic_path: d.feature_graphic_path?.name ?? null,
  screenshots_zip_path: d.screenshots_zip_path?.name ?? null,
});

/**
 * brands/appPublishing (spec console §2, content §3 "Publishing"): what the app stores publish of
 * the brand's app, step by step (app, descriptions, contacts and links, graphics), then a summary
 * and Submit. A step with errors keeps the user on it, each message on its field; Back and Next
 * keep everything typed, and so does a refused submit, which returns to the first step at fault.
 */
export function PublishingWizard() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = useBrandTarget();
  const districtId = useSession((s) => s.district?.id);
  const { data: brand, isPending, error: loadError } = useGetOne<BrandRecord>('brands', { id: target.id ?? 0 }, { enabled: target.id !== null });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  /** A picked file the browser or the server refused, by field: it blocks Next until another pick. */
  const [fileErrors, setFileErrors] = useState<Partial<Record<'feature_graphic_path' | 'screenshots_zip_path', string>>>({});
  if (brand && !draft) setDraft(draftOf(brand, target.language));

  const { run: submit, pending: submitting } = useConfirmedAction<unknown, [Draft]>({
    work: (d) => api(`/brands/${target.id}/publishing`, { method: 'PUT', body: { district_id: districtId, ...valuesOf(d), submit: true } }),
    wait: { message: translate(`${L}.submitting`) },
    success: { fromServer: true },
    resource: 'brands',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
      navigate('/backend/brands');
    },
    onError: (err) => {
      const fieldErrors = (err as { body?: { errors?: Record<string, string[]> } }).body?.errors ?? {};
      const fields = Object.keys(fieldErrors);
      if (fields.length === 0) return;
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([f, keys]) => [f, { message: keys[0] }])));
      setStep(firstStepWith(fields));
    },
  });

  if (target.id === null) return <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  if (loadError) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  const title = translate(`${L}.titleOf`, { name: brand?.name ?? target.brandName });
  if (isPending || !draft || !brand) {
    return (
      <Box sx={{ maxWidth: 880 }}>
        <ListHeader title={title} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }

  const current = PUBLISHING_STEPS[step];
  const last = step === PUBLISHING_STEPS.length - 1;
  const setText = (field: keyof Draft['text'], value: string) => {
    setDraft((d) => d && { ...d, text: { ...d.text, [field]: value } });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const next = () => {
    const found = publishingErrors(valuesOf(draft), current.fields);
    const blocked = current.fields.filter((f) => f in fileErrors && fileErrors[f as keyof typeof fileErrors]);
    setErrors((e) => ({ ...e, ...Object.fromEntries(current.fields.map((f) => [f, found[f]])) }));
    if (Object.keys(found).length > 0 || blocked.length > 0) return;
    setStep((s) => s + 1);
  };
  const message = (e: FieldError | undefined) => (e ? translate(e.message, e.args) : undefined);

  const text = (field: TextField_, opts: { multiline?: boolean; type?: string; placeholder?: string } = {}) => {
    const value = draft.text[field];
    const error = errors[field];
    const limited = field !== 'email' && field !== 'phone' && LIMITS[field] < URL_MAX;
    return (
      <TextField
        key={field}
        label={translate(`${F}.${field}`)}
        value={value}
        onChange={(e) => setText(field, limitText(e.target.value, LIMITS[field]))}
        error={Boolean(error)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span data-testid={error ? `error-${field}` : undefined}>{message(error) ?? ' '}</span>
            {limited && <span data-testid={`counter-${field}`}>{counterText(value, LIMITS[field])}</span>}
          </Box>
        }
        multiline={opts.multiline}
        minRows={opts.multiline ? 5 : undefined}
        type={opts.type}
        placeholder={opts.placeholder}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS[field], 'data-testid': `input-${field}` } }}
      />
    );
  };
  const file = (field: 'feature_graphic_path' | 'screenshots_zip_path') => (
    <BrandFileInput
      key={field}
      field={field}
      label={translate(`${F}.${field}`)}
      value={draft[field]}
      error={fileErrors[field] ?? errors[field]?.message ?? null}
      onChange={(v) => {
        setDraft((d) => d && { ...d, [field]: v });
        setErrors((e) => ({ ...e, [field]: undefined }));
      }}
      onError={(k) => setFileErrors((e) => ({ ...e, [field]: k ?? undefined }))}
    />
  );

  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 14 } } }}>
          {PUBLISHING_STEPS.map((s, i) => (
            <Step key={s.id} completed={i < step}>
              <StepLabel error={s.fields.some((f: PublishingField) => errors[f])} data-testid={`step-${s.id}`}>
                {translate(`${L}.steps.${s.id}`)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }} data-testid="wizard-step-title">
          {translate(`${L}.steps.${current.id}`)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid={`wizard-step-${current.id}`}>
          {current.id === 'app' && (
            <>
              {text('app_name')}
              {text('app_subtitle')}
              <TextField
                select
                label={translate(`${F}.primary_language`)}
                value={draft.text.primary_language}
                onChange={(e) => setText('primary_language', e.target.value)}
                sx={{ maxWidth: 320 }}
                error={Boolean(errors.primary_language)}
                helperText={message(errors.primary_language) ?? ' '}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'input-primary_language' } as object } }}
              >
                {APP_LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {translate(`Form.Locales.${l}`)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {current.id === 'descriptions' && (
            <>
              {text('short_description')}
              {text('full_description', { multiline: true })}
            </>
          )}
          {current.id === 'contacts' && (
            <>
              {text('privacy_url', { type: 'url', placeholder: 'https://' })}
              {text('eula_url', { type: 'url', placeholder: 'https://' })}
              {text('website', { type: 'url', placeholder: 'https://' })}
              {text('email', { type: 'email' })}
              {text('phone', { type: 'tel', placeholder: '+39…' })}
            </>
          )}
          {current.id === 'graphics' && (
            <>
              {file('feature_graphic_path')}
              {file('screenshots_zip_path')}
            </>
          )}
          {current.id === 'summary' && <PublishingSummary brand={brand} draft={draft} />}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
          <Button startIcon={<ArrowBackIcon />} disabled={step === 0} onClick={() => setStep((s) => s - 1)} data-testid="wizard-back">
            {translate(`${L}.back`)}
          </Button>
          <Box sx={{ flex: 1 }} />
          {last ? (
            <Button variant="contained" startIcon={<SendIcon />} disabled={submitting} onClick={() => void submit(draft)} data-testid="wizard-submit">
              {translate(`${L}.submit`)}
            </Button>
          ) : (
            <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={next} data-testid="wizard-next">
              {translate(`${L}.next`)}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

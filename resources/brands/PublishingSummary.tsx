import ZipIcon from '@mui/icons-material/FolderZipOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import type { Draft } from './PublishingWizard';
import type { BrandRecord } from './schema';

const F = 'resources.brands.fields';

/** The wizard's last step: everything that will be sent, as the stores will get it. */
export function PublishingSummary({ brand, draft }: { brand: BrandRecord; draft: Draft }) {
  const translate = useTranslate();
  const t = draft.text;
  const dash = (v: string) => (v.trim() ? v : '—');
  const rows: [string, ReactNode][] = [
    ['app_name', dash(t.app_name)],
    ['app_subtitle', dash(t.app_subtitle)],
    ['primary_language', translate(`Form.Locales.${t.primary_language}`)],
    ['short_description', dash(t.short_description)],
    [
      'full_description',
      <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {dash(t.full_description)}
      </Box>,
    ],
    ['privacy_url', dash(t.privacy_url)],
    ['eula_url', dash(t.eula_url)],
    ['website', dash(t.website)],
    ['email', dash(t.email)],
    ['phone', dash(t.phone)],
    [
      'feature_graphic_path',
      draft.feature_graphic_path ? (
        <Box
          component="img"
          src={draft.feature_graphic_path.url}
          alt={translate(`${F}.feature_graphic_path`)}
          sx={{ maxWidth: 256, width: '100%', display: 'block', borderRadius: 1 }}
        />
      ) : (
        '—'
      ),
    ],
    [
      'screenshots_zip_path',
      draft.screenshots_zip_path ? (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <ZipIcon fontSize="small" color="action" />
          {draft.screenshots_zip_path.fileName ?? translate('resources.brands.files.zipKept')}
        </Box>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <Box data-testid="publishing-summary">
      {brand.publishing_submitted_at && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.brands.publishing.lastSubmitted')} <DistrictDate value={brand.publishing_submitted_at} />
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.5, sm: 1.5 }, m: 0 }}
      >
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {translate(`${F}.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`summary-${field}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

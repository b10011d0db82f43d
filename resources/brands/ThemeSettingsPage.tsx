import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { useGetOne, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../src/client/api';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { ListHeader } from '../../src/components/list/ListHeader';
import { isHexColor, V } from '../../src/lib/formats';
import { useSession } from '../../src/session';
import { BrandFileInput, keptFile, type FileValue } from './BrandFileInput';
import { BRAND_FONT_NAMES, BRAND_FONTS, DEFAULT_PRIMARY_COLOR, type BrandFont } from './contract';
import { PhonePreview } from './PhonePreview';
import { AA_CONTRAST, contrastRatio, textColorOn } from './rules';
import type { BrandRecord } from './schema';
import { brandPageLink, useBrandTarget } from './target';
import { WelcomeScreensInput } from './WelcomeScreensInput';

const L = 'resources.brands.theme';
const F = 'resources.brands.fields';

interface Theme {
  primary_color: string;
  font_family: string;
  welcome_paths: FileValue[];
  login_background_path: FileValue | null;
  splash_path: FileValue | null;
  app_logo_path: FileValue | null;
}
type ThemeField = keyof Theme;
const SINGLE_FILES = ['login_background_path', 'splash_path', 'app_logo_path'] as const;

const themeOf = (r: BrandRecord): Theme => ({
  primary_color: r.primary_color,
  font_family: r.font_family,
  welcome_paths: r.welcome_paths.map((u) => keptFile(u)!),
  login_background_path: keptFile(r.login_background_path),
  splash_path: keptFile(r.splash_path),
  app_logo_path: keptFile(r.app_logo_path),
});

/** The colour: picked on the palette or typed as #rrggbb, and how text reads on it. */
function ColorField({ value, error, onChange }: { value: string; error: string | null; onChange: (v: string) => void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(value);
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  const text = valid ? textColorOn(value) : '#ffffff';
  const ratio = valid ? contrastRatio(value, text) : 0;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ '& .react-colorful': { width: 200, height: 160 } }} data-testid="color-picker">
        <HexColorPicker color={valid ? value : DEFAULT_PRIMARY_COLOR} onChange={(c) => (setTyped(c), onChange(c))} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 200 }}>
        <TextField
          size="small"
          label={translate(`${F}.primary_color`)}
          value={typed}
          error={Boolean(error)}
          helperText={error ? translate(error) : ' '}
          onChange={(e) => {
            const v = e.target.value.trim().slice(0, 7);
            setTyped(v);
            onChange(v);
          }}
          slotProps={{ htmlInput: { maxLength: 7, 'data-testid': 'input-primary_color' } }}
          sx={{ width: 180 }}
        />
        <Box
          data-testid="color-sample"
          sx={{ bgcolor: valid ? value : 'transparent', color: text, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, fontWeight: 600 }}
        >
          {translate(`${L}.sample`)}
        </Box>
        {valid && (
          <Typography variant="caption" color={ratio >= AA_CONTRAST ? 'text.secondary' : 'warning.main'} data-testid="color-contrast">
            {translate(ratio >= AA_CONTRAST ? `${L}.contrastOk` : `${L}.contrastLow`, { ratio: ratio.toFixed(1) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * brands/themeSetting (spec console §2): the theme of the brand's residents' app: primary colour,
 * font, welcome screens, login and sign-up background, splash screen and app logo, beside a live
 * phone preview of the app in that theme. Each file is checked on its bytes and pixels as it is
 * picked, then uploaded (the server checks again); Save names them on the brand.
 */
export function ThemeSettingsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const target = useBrandTarget();
  const districtId = useSession((s) => s.district?.id);
  const { data: brand, isPending, error: loadError } = useGetOne<BrandRecord>('brands', { id: target.id ?? 0 }, { enabled: target.id !== null });
  const [edited, setEdited] = useState<{ from: BrandRecord; theme: Theme } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ThemeField, string | null>>>({});
  if (brand && !edited) setEdited({ from: brand, theme: themeOf(brand) });
  const theme = edited?.theme ?? null;
  const set = <K extends ThemeField>(field: K, value: Theme[K]) => setEdited((e) => e && { ...e, theme: { ...e.theme, [field]: value } });
  const setError = (field: ThemeField, key: string | null) => setErrors((e) => ({ ...e, [field]: key }));

  const { run: save, pending: saving } = useConfirmedAction<unknown, [Theme]>({
    work: (t) =>
      api(`/brands/${target.id}/theme`, {
        method: 'PUT',
        body: {
          district_id: districtId,
          primary_color: t.primary_color,
          font_family: t.font_family,
          welcome_paths: t.welcome_paths.map((w) => w.name),
          ...Object.fromEntries(SINGLE_FILES.map((f) => [f, t[f]?.name ?? null])),
        },
      }),
    wait: { message: translate('Form.Saving') },
    success: { message: 'Strings.Saved' },
    resource: 'brands',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['brands'] }),
    onError: (err) => {
      const fieldErrors = (err as { body?: { errors?: Record<string, string[]> } }).body?.errors ?? {};
      setErrors((e) => ({ ...e, ...Object.fromEntries(Object.entries(fieldErrors).map(([f, keys]) => [f, keys[0]])) }));
    },
  });

  if (target.id === null) return <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  if (loadError) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  const name = brand?.name ?? target.brandName;
  const title = translate(`${L}.titleOf`, { name });
  if (isPending || !theme || !brand) {
    return (
      <Box sx={{ maxWidth: 1200 }}>
        <ListHeader title={title} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  const colorError = isHexColor(theme.primary_color) && theme.primary_color.length === 7 ? null : V.InvalidHexColor;
  // A refused file leaves the field as it was (its message stays until another pick): only the colour blocks a save.
  const blocking = Boolean(colorError);

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <ListHeader title={title} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <ColorField value={theme.primary_color} error={colorError} onChange={(v) => set('primary_color', v)} />
          <TextField
            select
            label={translate(`${F}.font_family`)}
            value={theme.font_family}
            onChange={(e) => set('font_family', e.target.value)}
            sx={{ maxWidth: 320 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'input-font_family' } as object } }}
          >
            {BRAND_FONT_NAMES.map((f) => (
              <MenuItem key={f} value={f} sx={{ fontFamily: BRAND_FONTS[f] }} data-testid={`font-${f}`}>
                {translate(`resources.brands.fonts.${f}`)}
              </MenuItem>
            ))}
          </TextField>
          <WelcomeScreensInput
            label={translate(`${F}.welcome_paths`)}
            value={theme.welcome_paths}
            error={errors.welcome_paths ?? null}
            onChange={(v) => set('welcome_paths', v)}
            onError={(k) => setError('welcome_paths', k)}
          />
          {SINGLE_FILES.map((field) => (
            <BrandFileInput
              key={field}
              field={field}
              label={translate(`${F}.${field}`)}
              value={theme[field]}
              error={errors[field] ?? null}
              onChange={(v) => set(field, v)}
              onError={(k) => setError(field, k)}
            />
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<SaveIcon />} disabled={saving || blocking} onClick={() => void save(theme)} data-testid="theme-save">
              {translate('ra.action.save')}
            </Button>
            <Button
              variant="outlined"
              endIcon={<ArrowForwardIcon />}
              onClick={() => {
                const link = brandPageLink('appPublishing', brand, target.language, pathname);
                navigate(link.path, { state: link.state });
              }}
              data-testid="theme-to-publishing"
            >
              {translate('resources.brands.publishing.open')}
            </Button>
            <Button onClick={() => navigate('/backend/brands')}>{translate('Actions.GoBack')}</Button>
          </Box>
        </Paper>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <PhonePreview
            theme={{
              color: colorError ? brand.primary_color : theme.primary_color,
              font: theme.font_family as BrandFont,
              appName: brand.app_name || name,
              language: target.language,
              appLogo: theme.app_logo_path?.url ?? null,
              splash: theme.splash_path?.url ?? null,
              loginBackground: theme.login_background_path?.url ?? null,
              welcome: theme.welcome_paths.map((w) => w.url),
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}

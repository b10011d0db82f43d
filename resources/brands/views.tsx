import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import PublishIcon from '@mui/icons-material/RocketLaunchOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { CheckboxGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ImageInput } from '../../src/components/form/ImageInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import type { SubmitAction } from '../../src/components/form/useSaveFlow';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { useToolOptions } from '../tools/options';
import { BRAND_FILE_RULES, BRAND_NAME_MAX, BRAND_SHORT_CODE_MAX, BRAND_STATUSES } from './contract';
import { textColorOn } from './rules';
import type { BrandRecord } from './schema';
import { brandPageLink } from './target';

const L = 'resources.brands';

/** The brand's logo, or its initials on its colour. */
function BrandLogo({ brand }: { brand: BrandRecord }) {
  return brand.logo_path ? (
    <Avatar variant="rounded" src={brand.logo_path} alt="" sx={{ width: 40, height: 40, bgcolor: 'grey.100' }} imgProps={{ loading: 'lazy' }} />
  ) : (
    <Avatar variant="rounded" sx={{ width: 40, height: 40, bgcolor: brand.primary_color, color: textColorOn(brand.primary_color), fontSize: 14 }}>
      {brand.short_code.slice(0, 2)}
    </Avatar>
  );
}

function BrandStatus({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`${L}.values.status.${status}`)}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}

/** Opens a brand's theme or publishing page with what the spec passes: target id, brand name, language. */
function useOpenBrandPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useSession((s) => s.district?.default_language ?? 'en');
  return (page: 'themeSetting' | 'appPublishing', brand: { id: number; name: string }) => {
    const link = brandPageLink(page, brand, language, pathname);
    navigate(link.path, { state: link.state });
  };
}

export function BrandList() {
  const translate = useTranslate();
  const access = useResourceAccess(useDeclaration());
  const openPage = useOpenBrandPage();
  const action = (page: 'themeSetting' | 'appPublishing', r: BrandRecord) => {
    const label = translate(page === 'themeSetting' ? `${L}.theme.open` : `${L}.publishing.open`);
    return (
      <IconButton
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          openPage(page, r);
        }}
        aria-label={label}
        title={label}
        data-testid={page === 'themeSetting' ? 'row-theme' : 'row-publishing'}
      >
        {page === 'themeSetting' ? <PaletteIcon fontSize="small" /> : <PublishIcon fontSize="small" />}
      </IconButton>
    );
  };
  return (
    <ResourceList<BrandRecord>
      label={(r) => r.name}
      columns={[
        { source: 'logo_path', width: 56, render: (r) => <BrandLogo brand={r} /> },
        { source: 'name', sortable: true },
        { source: 'short_code', sortable: true, hideOnMobile: true },
        { source: 'status', sortable: true, render: (r) => <BrandStatus status={r.status} /> },
        { source: 'districts', hideOnMobile: true, render: (r) => r.districts.map((d) => d.name).join(', ') || '—' },
        {
          source: 'publishing_submitted_at',
          hideOnMobile: true,
          render: (r) => (r.publishing_submitted_at ? <DistrictDate value={r.publishing_submitted_at} /> : translate(`${L}.publishing.draft`)),
        },
      ]}
      // A brand that also serves districts whose brands the reader does not manage is theirs to read only.
      canEdit={(r) => r.writable !== false && access.editForm(r.id)}
      canDelete={(r) => r.writable !== false}
      rowActions={(r) =>
        r.writable !== false &&
        access.edit(r.id) && (
          <>
            {action('themeSetting', r)}
            {action('appPublishing', r)}
          </>
        )
      }
    />
  );
}

interface DistrictOption {
  id: number;
  name: string;
  brand_id: number | null;
  brand_name: string | null;
}

/** The districts the editor belongs to; one that carries another brand is shown with it, and cannot be picked. */
function DistrictsInput({ brandId }: { brandId: number | null }) {
  const translate = useTranslate();
  const { data, isPending } = useToolOptions<DistrictOption>('brands/options/districts');
  const choices = (data ?? []).map((d) => ({
    id: d.id,
    name: d.brand_id !== null && d.brand_id !== brandId ? translate(`${L}.districtCarries`, { district: d.name, brand: d.brand_name ?? '' }) : d.name,
    disabled: d.brand_id !== null && d.brand_id !== brandId,
  }));
  return (
    <CheckboxGroupInput source="district_ids" choices={choices} isPending={isPending} disableValue="disabled" row={false} helperText={`${L}.districtsHelp`} />
  );
}

/** Where "Save and go on" leads: the brand's theme settings, with its id, name and the form's language (spec console §2). */
const saveAndGoOn = (origin: string): SubmitAction => ({
  id: 'go-on',
  label: `${L}.saveAndGoOn`,
  variant: 'outlined',
  icon: <ArrowForwardIcon />,
  next: (saved, { language }) => {
    const record = (saved as { data?: BrandRecord }).data;
    return record ? brandPageLink('themeSetting', record, language, origin) : null;
  },
});

/** A brand: name, logo (cropped square), status, short code and its districts; Save, or Save and go on to its theme. */
export function BrandForm() {
  return (
    <ResourceForm<BrandRecord>
      defaults={{ status: 'active', district_ids: [], logo_path: null }}
      submits={() => [{ id: 'save', label: 'ra.action.save', variant: 'contained' }, saveAndGoOn('/backend/brands')]}
    >
      {(record) => (
        <>
          <LimitedTextInput source="name" max={BRAND_NAME_MAX} />
          <ImageInput source="logo_path" maxBytes={BRAND_FILE_RULES.logo_path.maxBytes} aspect={1} />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <LimitedTextInput source="short_code" max={BRAND_SHORT_CODE_MAX} />
            <SelectInput source="status" choices={BRAND_STATUSES.map((s) => ({ id: s, name: `${L}.values.status.${s}` }))} />
          </Box>
          <DistrictsInput brandId={record?.id ?? null} />
        </>
      )}
    </ResourceForm>
  );
}

import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import PublishIcon from '@mui/icons-material/RocketLaunchOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
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
      // The contract's columns (`list.columns`); status is its kind's chip, with the brands' labels.
      renders={{
        logo_path: (r) => <BrandLogo brand={r} />,
        districts: (r) => r.districts.map((d) => d.name).join(', ') || '—',
        publishing_submitted_at: (r) => (r.publishing_submitted_at ? <DistrictDate value={r.publishing_submitted_at} /> : translate(`${L}.publishing.draft`)),
      }}
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

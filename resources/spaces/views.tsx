import AcUnitIcon from '@mui/icons-material/AcUnitOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { useMoney } from '../../src/components/DistrictMoney';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { CONTENT_LOCALES } from '../../src/lib/contentLocales';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { PRICE_PROFILES } from './constants';
import { SpaceBookings } from './SpaceBookings';
import { SpaceFrozenDates } from './FreezePages';
import { SpaceCapacity, SpaceHours, VisibilityChip, type SpaceRow } from './parts';
import { useFreezeOn } from './useFreezeOn';

export { SpaceForm } from './SpaceForm';
export { FreezeOverview, FreezeSpacePage } from './FreezePages';

/** Every field of a space, its bookings (approve, reject), and its frozen dates when the district freezes spaces. */
export function SpaceDetails() {
  const text = useLocalized();
  const translate = useTranslate();
  const money = useMoney();
  const d = useDeclaration();
  const open = useOpenResource(d);
  const access = useResourceAccess(d);
  const freezeOn = useFreezeOn();
  const f = (field: string) => `resources.spaces.fields.${field}`;
  const yes = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  const price = (cents: number | undefined) => (cents ? money.format(cents) : translate('resources.spaces.free'));
  return (
    <ResourceDetails<SpaceRow>
      title={(r) => text(r.title)}
      actions={(r) =>
        freezeOn && access.edit(r.id) ? (
          <Button startIcon={<AcUnitIcon />} onClick={() => open.page('freeze_space', r.id)} data-testid="space-freeze">
            {translate('resources.spaces.freezeSpace')}
          </Button>
        ) : null
      }
      fields={[
        ...CONTENT_LOCALES.map((l) => ({ label: `Form.Locales.${l}`, render: (r: SpaceRow) => r.title?.[l] || '—' })),
        { label: f('description'), render: (r) => text(r.description) || '—' },
        { label: f('address'), render: (r) => r.address || '—' },
        { label: f('visibility'), render: (r) => <VisibilityChip visibility={r.visibility} /> },
        { label: f('hours'), render: (r) => <SpaceHours space={r} /> },
        { label: f('max_occupancy'), render: (r) => r.max_occupancy },
        { label: f('reservation_type'), render: (r) => <SpaceCapacity space={r} /> },
        { label: f('slot_minutes'), render: (r) => r.slot_minutes },
        { label: f('consecutive_slots'), render: (r) => r.consecutive_slots },
        { label: f('lead_days'), render: (r) => r.lead_days },
        { label: f('max_active_bookings'), render: (r) => r.max_active_bookings },
        { label: f('auto_approval'), render: (r) => yes(r.auto_approval) },
        { label: f('allow_full_day'), render: (r) => yes(r.allow_full_day) },
        ...PRICE_PROFILES.map((p) => ({
          label: `resources.spaces.values.profile.${p}`,
          render: (r: SpaceRow) => price(r.prices?.[p]),
        })),
        { label: f('cleaning_charge'), render: (r) => price(r.cleaning_charge) },
        { label: f('is_bookable'), render: (r) => yes(r.is_bookable) },
        { label: f('is_physical'), render: (r) => yes(r.is_physical) },
        {
          label: f('map_url'),
          render: (r) =>
            r.map_url ? (
              <Link href={r.map_url} target="_blank" rel="noopener noreferrer">
                {r.map_url}
              </Link>
            ) : (
              '—'
            ),
        },
      ]}
    >
      {(r) => (
        <>
          <SpaceBookings space={r} />
          {freezeOn && <SpaceFrozenDates spaceId={r.id} />}
        </>
      )}
    </ResourceDetails>
  );
}

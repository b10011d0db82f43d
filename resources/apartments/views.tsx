import ShowChartIcon from '@mui/icons-material/ShowChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { ResourceList } from '../../src/components/list/ResourceList';
import { isFeatureOn } from '../../src/lib/features';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useSession } from '../../src/session';
import type { Apartment } from './types';

const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** The contract's columns (`list.columns`, a dash for what is empty); the list's own cell is the bold code. */
export function ApartmentList() {
  return <ResourceList<Apartment> label={(r) => r.code} renders={{ code: (r) => <strong>{r.code}</strong> }} />;
}

function ConsumptionsButton({ id }: { id: number }) {
  const translate = useTranslate();
  const open = useOpenResource(useDeclaration());
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ShowChartIcon />}
      onClick={() => open.page('apartmentConsumptions', id)}
      data-testid="open-consumptions"
    >
      {translate('Home.Consumptions')}
    </Button>
  );
}

function Users({ users }: { users: Apartment['users'] }) {
  const translate = useTranslate();
  if (!users?.length) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="apartment-users">
      {users.map((u) => (
        <li key={`${u.id}-${u.relation}`}>
          {u.full_name} <Chip size="small" variant="outlined" label={translate(`Home.Relation.${u.relation}`)} sx={{ ml: 0.5 }} />
          {u.email && (
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {u.email}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

/** An apartment (spec content §3): its data, contract codes, residents and associated users. */
export function ApartmentDetails() {
  const translate = useTranslate();
  const sensors = useSession((s) => isFeatureOn(s.configuration, 'Sensors'));
  const f = (field: keyof Apartment, render?: (r: Apartment) => React.ReactNode) => ({
    label: `resources.apartments.fields.${field}`,
    render: render ?? ((r: Apartment) => dash(r[field])),
  });
  return (
    <ResourceDetails<Apartment>
      fields={[
        f('code'),
        f('number'),
        f('tower_code'),
        f('floor'),
        f('internal'),
        f('size', (r) => (r.size === null ? '—' : `${r.size} m²`)),
        f('appliances', (r) => (r.appliances.length ? r.appliances.join(', ') : '—')),
        f('contract_code_owner'),
        f('contract_code_tenant'),
        f('residents_number'),
        f('residents_pool', (r) => translate(r.residents_pool ? 'Home.Yes' : 'Home.No')),
        f('users', (r) => <Users users={r.users} />),
        ...(sensors ? [{ label: 'Home.Consumptions', render: (r: Apartment) => <ConsumptionsButton id={r.id} /> }] : []),
      ]}
    />
  );
}

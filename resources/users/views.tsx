import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import { LazyExportDialog } from '../../src/components/dialogs/LazyExportDialog';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { ResourceList } from '../../src/components/list/ResourceList';
import { ViewAsButton } from '../../src/components/ViewAsButton';
import { initials } from '../../src/lib/initials';
import { holds } from '../../src/lib/permissions';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useSession } from '../../src/session';
import { EXPORT_TARGET_PERMISSION, periodIncludesToday } from '../exports/constants';
import { PersonPrivacyActions } from '../privacy_retention/person/PersonPrivacyActions';
import type { UserRecord } from './schema';

const dash = (v: string | null | undefined) => (v ? v : '—');

function RoleChips({ roles }: { roles: UserRecord['roles'] }) {
  if (roles.length === 0) return <>—</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((r) => (
        <Chip key={r.id} size="small" variant="outlined" label={r.name} />
      ))}
    </Stack>
  );
}

function StatusChip({ status }: { status: UserRecord['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'verified' ? 'success' : 'default'}
      variant={status === 'verified' ? 'filled' : 'outlined'}
      label={translate(`resources.users.values.status.${status}`)}
      data-testid="user-status"
    />
  );
}

function NameCell({ user }: { user: UserRecord }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        src={user.cover_path ?? undefined}
        alt=""
        sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        {initials(user.full_name)}
      </Avatar>
      <Box component="span" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
        {user.full_name}
      </Box>
    </Stack>
  );
}

/** The people of the district: name, e-mail, phone, roles here, level and whether they verified their e-mail. */
export function UserList() {
  const translate = useTranslate();
  const me = useSession((s) => s.user?.id);
  const canExport = useSession((s) => holds(s.user?.permissions ?? [], EXPORT_TARGET_PERMISSION.users));
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <ResourceList<UserRecord>
        label={(r) => r.full_name}
        // No one deletes themselves (the server refuses it too).
        canDelete={(r) => r.id !== me}
        rowActions={(r) => <ViewAsButton target={{ kind: 'user', id: r.id }} compact name={r.full_name} />}
        // The contract's columns; these cells draw more than their kind (an avatar, chips, the status chip).
        renders={{
          full_name: (r) => <NameCell user={r} />,
          roles: (r) => <RoleChips roles={r.roles} />,
          status: (r) => <StatusChip status={r.status} />,
        }}
        actions={
          canExport && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setExporting(true)} data-testid="users-export">
              {translate('resources.users.export')}
            </Button>
          )
        }
      />
      {exporting && (
        <LazyExportDialog
          open
          target="users"
          includesToday={periodIncludesToday}
          description="resources.users.export_hint"
          onClose={() => setExporting(false)}
        />
      )}
    </>
  );
}

/** Opens the user's roles per district (holders of users_edit). */
function RolesButton({ user }: { user: UserRecord }) {
  const d = useDeclaration();
  const translate = useTranslate();
  // The page saves with users_edit alone (the server's rule): add or delete holders do not get the button.
  const canEdit = useSession((s) => (s.user?.permissions ?? []).includes('users_edit'));
  const open = useOpenResource(d);
  if (!canEdit) return null;
  return (
    <Button variant="outlined" startIcon={<ManageAccountsIcon />} onClick={() => open.page('districts_roles', user.id)} data-testid="user-districts-roles">
      {translate('resources.users.districts_roles.open')}
    </Button>
  );
}

/** One user: who they are, their roles here and in the reader's other districts, their apartments. */
export function UserDetails() {
  const translate = useTranslate();
  const me = useSession((s) => s.user?.id);
  const f = (field: string, render: (r: UserRecord) => React.ReactNode) => ({ label: `resources.users.fields.${field}`, render });
  return (
    <ResourceDetails<UserRecord>
      title={(r) => r.full_name}
      // Deleting removes the user from this district (their account too when it was their only one); never oneself.
      canDelete={(r) => r.id !== me}
      media={(r) => (
        <Avatar
          src={r.cover_path ?? undefined}
          alt=""
          sx={{ width: 72, height: 72, mb: 2, fontSize: 28, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          {initials(r.full_name)}
        </Avatar>
      )}
      actions={(r) => (
        <>
          <RolesButton user={r} />
          <ViewAsButton target={{ kind: 'user', id: r.id }} />
          <PersonPrivacyActions user={r} />
        </>
      )}
      fields={[
        f('first_name', (r) => dash(r.first_name)),
        f('middle_name', (r) => dash(r.middle_name)),
        f('last_name', (r) => dash(r.last_name)),
        f('birth_date', (r) => <DistrictDate value={r.birth_date} empty="—" />),
        f('email', (r) => r.email),
        f('phone', (r) => dash(r.phone)),
        f('tax_code', (r) => dash(r.tax_code)),
        f('vat_code', (r) => dash(r.vat_code)),
        f('job', (r) => dash(r.job)),
        f('ability', (r) => dash(r.ability)),
        f('interest', (r) => dash(r.interest)),
        f('biography', (r) => <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{dash(r.biography)}</Box>),
        f('level', (r) => translate(`resources.users.values.level.${r.level}`)),
        f('status', (r) => <StatusChip status={r.status} />),
        f('source', (r) => translate(`resources.users.values.source.${r.source}`)),
        f('notifications_enabled', (r) =>
          translate(r.notifications_enabled ? 'resources.users.values.notifications.on' : 'resources.users.values.notifications.off'),
        ),
        f('roles', (r) => <RoleChips roles={r.roles} />),
        f('districts', (r) =>
          r.districts && r.districts.length > 0 ? (
            <Stack spacing={0.5} data-testid="user-districts">
              {r.districts.map((d) => (
                <Box key={d.id}>
                  <strong>{d.name}</strong>: {d.roles.map((x) => x.name).join(', ')}
                </Box>
              ))}
            </Stack>
          ) : (
            '—'
          ),
        ),
        f('apartments', (r) =>
          r.apartments && r.apartments.length > 0
            ? r.apartments.map((a) => `${a.code} (${translate(`resources.users.values.relation.${a.relation}`, { _: a.relation })})`).join(', ')
            : '—',
        ),
        f('created_at', (r) => <DistrictDate value={r.created_at} />),
      ]}
    />
  );
}

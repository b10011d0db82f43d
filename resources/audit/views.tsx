import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../src/contract/audit';
import { AuditChanges } from '../../src/components/audit/AuditChanges';
import { useAuditLabels } from '../../src/components/audit/labels';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { ResourceDeclaration } from '../../src/registry/defineResource';
import { useOpenResource } from '../../src/registry/navigation';
import { resourceByName } from '../../src/registry/registry';
import { useResourceAccess } from '../../src/registry/useResourceAccess';

const ACTION_COLOR: Partial<Record<string, 'success' | 'error' | 'warning' | 'info'>> = {
  create: 'success',
  delete: 'error',
  reject: 'error',
  guest_reject: 'error',
  approve: 'success',
  guest_confirm: 'success',
  password_change: 'warning',
  password_reset: 'warning',
  permissions_change: 'warning',
};

function ActionChip({ action }: { action: string }) {
  const labels = useAuditLabels();
  return <Chip size="small" variant="outlined" color={ACTION_COLOR[action] ?? 'default'} label={labels.action(action)} />;
}

/** The field names an entry changed, in words, for the list's last column. */
function ChangedFields({ entry }: { entry: AuditEntry }) {
  const labels = useAuditLabels();
  const names = Object.keys(entry.changes);
  const shown = names.slice(0, 3).map((n) => labels.field(entry.entity, n));
  return <>{names.length > 3 ? `${shown.join(', ')}, +${names.length - 3}` : shown.join(', ')}</>;
}

/** Opens the record an entry is about, where it still exists and the user may open it. */
function RecordLink({ declaration, id }: { declaration: ResourceDeclaration; id: number }) {
  const translate = useTranslate();
  const access = useResourceAccess(declaration);
  const open = useOpenResource(declaration);
  if (!declaration.views.show || !access.read) return null;
  return (
    <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => open.details(id)} data-testid="audit-open-record" sx={{ ml: 1 }}>
      {translate('resources.audit.openRecord')}
    </Button>
  );
}

function What({ entry, link = false }: { entry: AuditEntry; link?: boolean }) {
  const labels = useAuditLabels();
  const declaration = resourceByName(entry.entity);
  const canLink = link && declaration && entry.record_id !== null && entry.action !== 'delete';
  return (
    <>
      {labels.record(entry.entity, entry.record_id)}
      {canLink && <RecordLink declaration={declaration} id={entry.record_id!} />}
    </>
  );
}

const who = (entry: AuditEntry, translate: (k: string) => string) => entry.user_name ?? translate('resources.audit.nobody');

/** settings/audit: every write of the district, newest first, with the contract's filters. */
export function AuditList() {
  const translate = useTranslate();
  const labels = useAuditLabels();
  return (
    <ResourceList<AuditEntry>
      label={(r) => `${labels.action(r.action)} · ${labels.record(r.entity, r.record_id)}`}
      renders={{
        created_at: (r) => <DistrictDate value={r.created_at} time seconds />,
        user_name: (r) => who(r, translate),
        action: (r) => <ActionChip action={r.action} />,
        entity: (r) => <What entry={r} />,
        changes: (r) => <ChangedFields entry={r} />,
      }}
    />
  );
}

/** One entry: who did what, when and from where, and its changes field by field. */
export function AuditDetails() {
  const translate = useTranslate();
  const labels = useAuditLabels();
  return (
    <ResourceDetails<AuditEntry>
      title={(r) => `${labels.action(r.action)} · ${labels.record(r.entity, r.record_id)}`}
      fields={[
        { label: 'resources.audit.fields.created_at', render: (r) => <DistrictDate value={r.created_at} time seconds /> },
        { label: 'resources.audit.fields.user_name', render: (r) => who(r, translate) },
        { label: 'resources.audit.fields.action', render: (r) => <ActionChip action={r.action} /> },
        { label: 'resources.audit.fields.entity', render: (r) => <What entry={r} link /> },
        { label: 'resources.audit.fields.ip', render: (r) => r.ip ?? '—' },
        { label: 'resources.audit.fields.request_id', render: (r) => <code>{r.request_id ?? '—'}</code> },
        { label: 'resources.audit.fields.changes', render: (r) => <AuditChanges entity={r.entity} changes={r.changes} /> },
      ]}
    />
  );
}

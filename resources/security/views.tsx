import { ResourceList } from '../../src/components/list/ResourceList';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { DistrictDate } from '../../src/components/DistrictDate';
import type { SosCall } from './types';

import { SosStatusChip } from './SecurityForm';

export { SecurityForm } from './SecurityForm';

/** Who, where, when and the handling of each call; a row opens the handling form. */
export function SecurityList() {
  const open = useOpenResource(useDeclaration());
  const handle = (r: SosCall) => open.page('form', r.id);
  return (
    <ResourceList<SosCall>
      label={(r) => `SOS #${r.id}`}
      onEdit={handle}
      columns={[
        { source: 'created_at', sortable: true, render: (r) => <DistrictDate value={r.created_at} time /> },
        { source: 'user', render: (r) => r.user?.full_name || '—' },
        { source: 'location', sortable: true, hideOnMobile: true, render: (r) => r.location || '—' },
        { source: 'status', render: (r) => <SosStatusChip status={r.status} /> },
        {
          source: 'handled_at',
          label: 'resources.security.fields.handled_by',
          sortable: true,
          hideOnMobile: true,
          render: (r) =>
            r.handled_at ? (
              <>
                {r.handled_by?.full_name ?? '—'} · <DistrictDate value={r.handled_at} time />
              </>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

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
      // The contract's columns (list.columns); these cells need more than their kind draws ("—" when empty, the SOS chip).
      renders={{
        user: (r) => r.user?.full_name || '—',
        location: (r) => r.location || '—',
        status: (r) => <SosStatusChip status={r.status} />,
        handled_at: (r) =>
          r.handled_at ? (
            <>
              {r.handled_by?.full_name ?? '—'} · <DistrictDate value={r.handled_at} time />
            </>
          ) : (
            '—'
          ),
      }}
    />
  );
}

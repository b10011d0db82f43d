import { DistrictDate } from '../../src/components/DistrictDate';
import { ResourceList } from '../../src/components/list/ResourceList';
import { StatusChip } from '../../src/components/list/StatusChip';
import { useLocalized } from '../../src/client/localized';

export interface Tag {
  id: number;
  name: Partial<Record<string, string>>;
  status: string;
  created_at?: string;
}

/**
 * The tags list, in a module of its own: opening the list (a click in the sidebar, a cold load)
 * then loads and compiles the list's code only, not the form's and the details' (issue 11).
 */
export function TagList() {
  const text = useLocalized();
  return (
    <ResourceList<Tag>
      label={(r) => text(r.name)}
      columns={[
        { source: 'id', sortable: true, width: 80, hideOnMobile: true },
        { source: 'name', sortable: true, render: (r) => text(r.name) },
        { source: 'status', sortable: true, render: (r) => <StatusChip status={r.status} /> },
        { source: 'created_at', sortable: true, hideOnMobile: true, render: (r) => <DistrictDate value={r.created_at} /> },
      ]}
    />
  );
}

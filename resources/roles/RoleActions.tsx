import type { ReactNode } from 'react';
import { ViewAsButton } from '../../src/components/ViewAsButton';

/**
 * The role's own buttons: beside Edit and Delete on each row of the list (`place="row"`, an icon)
 * and beside Cancel in the form (`place="form"`, for a saved role): "View as" opens the console as
 * the role would show it, read-only (issue 17).
 */
export function RoleActions({ record, place }: { record: { id: number; name: string } | undefined; place: 'row' | 'form' }): ReactNode {
  if (!record) return null;
  return <ViewAsButton target={{ kind: 'role', id: record.id }} compact={place === 'row'} name={record.name} />;
}

import { resourceByName } from '../../registry/registry';
import { useResourceAccess } from '../../registry/useResourceAccess';

/** The audit trail's entity name (resources/audit). */
export const AUDIT = 'audit';

/** Whether the user may read the audit trail here (audit_view, by the same rule as its screen). */
export function useCanReadAudit(): boolean {
  const declaration = resourceByName(AUDIT);
  if (!declaration) throw new Error('resources/audit is missing: the History panels read its access rule');
  return useResourceAccess(declaration).read;
}

import { useMemo } from 'react';
import type { Identifier } from 'react-admin';
import { canAccess } from '../lib/access';
import { useSession } from '../session';
import type { ResourceDeclaration } from './defineResource';
import { accessTargetOf } from './registry';

/**
 * What the user may do with a resource, for showing buttons: the same rule as the route guards
 * (lib/access.ts), asked with the declaration's flags and permissions. A button that opens a form
 * also needs the form to exist (`createForm`, `editForm`): it must never lead to a page that is not there.
 */
export function useResourceAccess(d: ResourceDeclaration) {
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  return useMemo(() => {
    const subject = { permissions: permissions ?? [], configuration };
    const target = accessTargetOf(d);
    return {
      /** Its list and details: any of its permissions, as its sidebar entry. */
      read: canAccess(subject, { action: 'list', resource: target }),
      create: canAccess(subject, { action: 'create', resource: target }),
      edit: (id: Identifier) => canAccess(subject, { action: 'form', resource: target, targetId: id }),
      delete: canAccess(subject, { action: 'delete', resource: target }),
      /** Moving rows of an orderable list: its flags and its edit permission. */
      reorder: Boolean(d.contract.list.orderable) && canAccess(subject, { action: 'list', resource: { ...target, permissions: d.permissions.edit } }),
      /** A Create button: the right, and a form to open. */
      createForm: Boolean(d.views.create) && canAccess(subject, { action: 'create', resource: target }),
      /** An Edit button: the right, and a form to open. */
      editForm: (id: Identifier) => Boolean(d.views.edit) && canAccess(subject, { action: 'form', resource: target, targetId: id }),
    };
  }, [d, permissions, configuration]);
}

/**
 * The role's own validation keys (their messages in ./i18n.ts), beside the catalogue's: the server
 * answers with them on the `permissions` field, and the form shows them there.
 */
export const ROLE_RULES = {
  /** Granting a permission one does not hold in the district (no privilege escalation): 422. */
  NotHeld: 'Validations.RolePermissionNotHeld',
  /** The change would leave no user holding roles_edit: 409. */
  LastRolesEditor: 'Validations.RoleLastRolesEditor',
} as const;

/** The permission that must stay held by someone, or roles could never be edited again. */
export const ROLES_EDIT = 'roles_edit';

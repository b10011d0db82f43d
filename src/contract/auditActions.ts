/**
 * The audit trail's actions, apart from its zod schemas (audit.ts): the audit contract names them
 * for its action filter, and contracts are read by the console's first paint, which zod must stay
 * out of (its first parse probes eval, which the content security policy refuses).
 */
/**
 * What a write did. Entity writes use create / update / delete; the other write routes name
 * their own (sign-in, a guest confirmed at the gate, a contract approved...).
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'logout',
  'password_change',
  'password_reset_request',
  'password_reset',
  'email_verify',
  'district_switch',
  'permissions_change',
  'configuration_change',
  'export_request',
  'export_download',
  'upload',
  'approve',
  'reject',
  'hold',
  'handle',
  'guest_resend',
  'guest_confirm',
  'guest_reject',
  'guest_exit',
  'send',
  'read',
  'reorder',
  'share',
  'stop',
  'answer',
  'archive',
  'deliver',
  'return',
  'cancel',
  'freeze',
  'unfreeze',
  'book',
  'status_change',
  'payment_status',
  'move',
  // Issue 18: a retention run removed a district's old personal data (counts only).
  'purge',
  // Issue 18: a data subject's erasure asked for, approved by a second person, or called off.
  'erasure_request',
  'erasure_approve',
  'erasure_cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

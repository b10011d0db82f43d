import type { Permission } from '../lib/permissions';

/**
 * "View as" (issue 17): a console tab shows what a role, or a user in the current district, would
 * see — sidebar, buttons, refusals — without signing in as them. The tab keeps the previewer's own
 * session and sends this header on every call; the server then answers with the previewed
 * permissions (never more than the previewer's own) and refuses every write.
 */
export const PREVIEW_HEADER = 'x-borgo-view-as';

export const PREVIEW_KINDS = ['role', 'user'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export interface PreviewTarget {
  kind: PreviewKind;
  id: number;
}

/** Who may preview what: seeing a role's or a user's console is part of reading it. */
export const PREVIEW_PERMISSION: Record<PreviewKind, Permission> = { role: 'roles_view', user: 'users_view' };

const MAX_ID = 2_147_483_647;

/** `role:12` / `user:5` → the target; anything else (zero, signs, spaces, huge ids) → null. */
export function parsePreview(value: unknown): PreviewTarget | null {
  if (typeof value !== 'string') return null;
  const match = /^(role|user):([1-9][0-9]{0,9})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= MAX_ID ? { kind: match[1] as PreviewKind, id } : null;
}

export const formatPreview = (target: PreviewTarget) => `${target.kind}:${target.id}`;

/** What `auth/me` adds while previewing: whose console this is, for the banner (its schema: contract/session.ts). */
export interface PreviewInfo {
  kind: PreviewKind;
  id: number;
  name: string;
}

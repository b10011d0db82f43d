import { dateToServer, YEAR_MIN } from '../../src/lib/dateRules';
import { V } from '../../src/lib/formats';

/**
 * The users' own validation keys (their messages in ./i18n.ts), beside the catalogue's, as the
 * roles keep theirs: the catalogue of content §5 has no message for these two rules of §5.
 */
export const USER_RULES = {
  /** Another account has this e-mail (the e-mail is the login: one account each). */
  EmailTaken: 'Validations.EmailTaken',
  /** Content §5 "A right cannot be associated before a house": a relation needs an apartment. */
  RightBeforeHouse: 'Validations.RightBeforeHouse',
} as const;

/** Limits of the user's text fields (their columns: server/db/schema/accounts.ts). */
export const USER_LIMITS = { name: 120, code: 32, job: 120, long: 250, biography: 2000 } as const;

export interface DistrictRolesDraft {
  district_id: number;
  role_ids: number[];
}

/**
 * The page's checks before saving (the server makes the same, content §5): every district of the
 * user keeps at least one role, and the user keeps at least one district. Keys: `district.<id>`,
 * and `districts` for the whole.
 */
export function districtRolesErrors(draft: readonly DistrictRolesDraft[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of draft) if (d.role_ids.length === 0) out[`district.${d.district_id}`] = V.RoleRequiredPerDistrict;
  if (draft.length === 0) out.districts = V.UserNeedsDistrict;
  return out;
}

/**
 * A birth date's check beyond the calendar (content §5, date picker): not after today, and not
 * before the picker's first year. `today` as YYYY-MM-DD (the console's or the server's day).
 */
export function birthDateError(day: string, today: string = dateToServer(new Date())!): string | null {
  if (day > today) return V.DateNotFuture;
  if (Number(day.slice(0, 4)) < YEAR_MIN) return V.DateInvalid;
  return null;
}

/**
 * The house and the right together (content §5): a right without a house is refused on the right
 * ("a right cannot be associated before a house"), a house without a right asks to pick one.
 */
export function houseErrors(apartmentId: number | null | undefined, relation: string | null | undefined): Record<string, string> {
  const house = apartmentId !== null && apartmentId !== undefined;
  const right = relation !== null && relation !== undefined && relation !== '';
  if (right && !house) return { relation: USER_RULES.RightBeforeHouse };
  if (house && !right) return { relation: V.SelectAnOption };
  return {};
}

/**
 * Content §5 "Removing a user's phone number dissociates the user from the apartment": whether
 * this save does that (a phone there before, none now, and a house held), so the form asks first
 * and the server removes the link.
 */
export function phoneRemovalDissociates(before: { phone: string | null; apartment_id: number | null } | undefined, phone: string | null | undefined) {
  return Boolean(before?.phone) && !phone && before?.apartment_id !== null && before?.apartment_id !== undefined;
}

/** A user's permissions in one district, as the access check reads them. */
export interface HeldAccess {
  districtId: number;
  permissions: readonly string[];
}

/**
 * Whether the user can do more than the editor somewhere: in some district of theirs, the editor
 * does not belong or lacks one of the user's permissions. Such a user is not the editor's to edit
 * or remove: their e-mail is their login (changing it is taking the account), and their other
 * districts are not the editor's to decide (an escalation, OWASP ASVS 4.1.3 / 4.2.1).
 */
export function outranksEditor(editor: readonly HeldAccess[], user: readonly HeldAccess[]): boolean {
  const editorIn = new Map(editor.map((d) => [d.districtId, new Set(d.permissions)]));
  return user.some((d) => {
    const held = editorIn.get(d.districtId);
    return !held || d.permissions.some((p) => !held.has(p));
  });
}

import { isContactPhone, isEmail, V } from '../../src/lib/formats';
import { STATUS_BUTTONS, type PostStatus } from './contract';

/**
 * Rules of the post form that need no zod (its views stay free of it), shared by the schema, the
 * form and the tests (spec content §5 "Post form").
 */

export interface ContactInput {
  contact_email?: string | null;
  display_email?: boolean;
  contact_telephone?: string | null;
  display_telephone?: boolean;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * The contact options: at least one of e-mail and phone stays displayed; a displayed phone must be
 * given (at least 3 digits), a displayed e-mail too; an e-mail given must be valid.
 */
export function contactErrors(input: ContactInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.display_email && !input.display_telephone) errors.display_email = V.SelectAnOption;
  // The phone's input shows only while the phone is displayed: a hidden one is not checked.
  if (input.display_telephone) {
    if (blank(input.contact_telephone)) errors.contact_telephone = V.FieldNotNull;
    else if (!isContactPhone(input.contact_telephone!.trim())) errors.contact_telephone = V.InvalidContactPhone;
  }
  if (!blank(input.contact_email) && !isEmail(input.contact_email!.trim())) errors.contact_email = V.InvalidEmail;
  else if (input.display_email && blank(input.contact_email)) errors.contact_email = V.FieldNotNull;
  return errors;
}

/**
 * Spec content §5: "E-mail display can be switched only while phone display is on, and vice
 * versa": a switch may be turned off only while the other one is on.
 */
export const canSwitchOff = (other: boolean | undefined) => other === true;

/** Spec content §4: the status a form button gives. */
export const statusOfButton = (button: keyof typeof STATUS_BUTTONS): PostStatus => STATUS_BUTTONS[button];

/**
 * Spec content §4 "Badge labels": pending for waiting, approved for confirmed, rejected, revoked
 * (archived), anything else None.
 */
export function badgeOf(status: string): 'pending' | 'approved' | 'rejected' | 'revoked' | 'none' {
  switch (status) {
    case 'waiting':
      return 'pending';
    case 'confirmed':
      return 'approved';
    case 'rejected':
      return 'rejected';
    case 'archived':
      return 'revoked';
    default:
      return 'none';
  }
}

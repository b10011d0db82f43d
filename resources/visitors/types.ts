import type { z } from 'zod';
import type { guestRecord, invitationRecord } from './schema';

/** An invitation as /api/v3/visitors answers it, with its host and guests. */
export type Invitation = z.output<typeof invitationRecord>;
/** One guest; the steps only in the details answer. */
export type Guest = z.output<typeof guestRecord>;
/** A step as the answer carries it (dates as strings). */
export type GuestStep = NonNullable<Guest['steps']>[number];

export const hostName = (inv: Pick<Invitation, 'user'>) => [inv.user.first_name, inv.user.last_name].filter(Boolean).join(' ');

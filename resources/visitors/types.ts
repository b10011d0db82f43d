import type { Identifier } from 'react-admin';
import type { InvitationCategory } from './schema';
import type { ConfirmedBy, GuestStatus, StepName } from './status';

/** A step as the answer carries it (dates as strings). */
export interface GuestStep {
  step: StepName;
  at: string | null;
  by?: ConfirmedBy | null;
}

/** An invitation as /api/v3/visitors answers it (server/services/invitations.ts). */
export interface Guest {
  id: number;
  first_name: string;
  phone: string;
  company_name: string | null;
  plate: string | null;
  service_type: string | null;
  delivery_id: string | null;
  pre_approved: boolean;
  status: GuestStatus;
  datetime_confirmation_request: string | null;
  datetime_confirmation: string | null;
  datetime_rejection: string | null;
  datetime_exit: string | null;
  /** Who confirmed: null until confirmed (and for guests confirmed before this was kept). */
  confirmed_by: ConfirmedBy | null;
  /** Only in the details answer. */
  steps?: GuestStep[];
}

export interface Invitation {
  id: Identifier;
  visitor_code: string;
  category: InvitationCategory;
  date_start: string;
  hour_start: string | null;
  address: string | null;
  place_id: number | null;
  notes: string | null;
  created_at: string;
  user: { id: number; first_name: string; last_name: string | null; email: string | null; phone: string | null; cover: string | null };
  guests: Guest[];
}

export const hostName = (inv: Pick<Invitation, 'user'>) => [inv.user.first_name, inv.user.last_name].filter(Boolean).join(' ');

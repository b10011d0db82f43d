/** The gate list's tabs (spec content §5 "Gate"): in the declaration and the schema alike, without zod. */
export const GATE_TABS = ['incoming', 'confirmed', 'rejected', 'exited', 'all'] as const;

/** Spec content §3 "Visitor invitation" and §5 "Gate". */
export const INVITATION_CATEGORIES = ['guest', 'taxi', 'home_service', 'delivery'] as const;
export type InvitationCategory = (typeof INVITATION_CATEGORIES)[number];
export const MAX_GUESTS = 20;

/** A guest's fields besides a first name and a phone. */
export type GuestField = 'company_name' | 'plate' | 'service_type' | 'delivery_id';

/** Which fields each category's guests need, besides a first name and a phone (spec content §5). */
export const REQUIRED_BY_CATEGORY: Record<InvitationCategory, readonly GuestField[]> = {
  guest: [],
  taxi: ['plate'],
  home_service: ['company_name'],
  delivery: ['company_name'],
};

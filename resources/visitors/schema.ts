import { HOUR_RE, isServerDate, PHONE_RE } from '../../src/lib/formats';
import { V, z, zOptionId } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import { GATE_TABS, INVITATION_CATEGORIES, MAX_GUESTS, REQUIRED_BY_CATEGORY, type InvitationCategory } from './constants';

export { GATE_TABS, INVITATION_CATEGORIES, MAX_GUESTS, REQUIRED_BY_CATEGORY, type InvitationCategory };

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => v || null);

export const guestInput = z.strictObject({
  first_name: text(120),
  phone: z.string().trim(),
  company_name: optionalText(120),
  plate: optionalText(16),
  service_type: optionalText(120),
  delivery_id: optionalText(64),
});

export const invitationInput = z
  .strictObject({
    category: z.enum(INVITATION_CATEGORIES, { error: V.SelectAnOption }),
    user_id: zOptionId,
    date_start: z.string().refine(isServerDate, V.DateInvalid),
    hour_start: z.string().regex(HOUR_RE, V.InvalidHour).optional(),
    /**
     * A place of the district (spec content §3); none exists before the spaces section is built
     * (PENDING_SECTIONS), so only "no place" (an invitation to the host's apartment) is valid.
     */
    place_id: z.null({ error: V.SelectAnOption }).optional(),
    address: optionalText(255),
    notes: optionalText(1000),
    pre_approved: z.boolean().default(false),
    guests: z.array(guestInput).min(1, V.FieldNotNull).max(MAX_GUESTS),
  })
  .superRefine((inv, ctx) => {
    inv.guests.forEach((guest, i) => {
      if (!guest.first_name) ctx.addIssue({ code: 'custom', path: ['guests', i, 'first_name'], message: V.FieldNotNull });
      if (!PHONE_RE.test(guest.phone)) ctx.addIssue({ code: 'custom', path: ['guests', i, 'phone'], message: V.InvalidPhone });
      for (const field of REQUIRED_BY_CATEGORY[inv.category] ?? []) {
        if (!guest[field]) ctx.addIssue({ code: 'custom', path: ['guests', i, field], message: V.FieldNotNull });
      }
    });
  });
export type InvitationInput = z.output<typeof invitationInput>;

/** A report period: two valid dates, the end not before the start (Validations.Date*). */
export const reportPeriod = z
  .strictObject({
    date_start: z.string().refine(isServerDate, V.DateInvalid),
    date_end: z.string().refine(isServerDate, V.DateInvalid),
  })
  .refine((p) => p.date_end >= p.date_start, { path: ['date_end'], message: V.DateEndNotEqualPastStart });

const confirmedBy = z.object({ kind: z.enum(['resident', 'staff']), user_id: z.number().int().nullable(), name: z.string() });
const when = z.string().nullable();

/** One guest as the API returns it; the steps only in the details answer. */
export const guestRecord = z.object({
  id: z.number().int(),
  first_name: z.string(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  plate: z.string().nullable(),
  service_type: z.string().nullable(),
  delivery_id: z.string().nullable(),
  pre_approved: z.boolean(),
  datetime_confirmation_request: when,
  datetime_confirmation: when,
  datetime_rejection: when,
  datetime_exit: when,
  confirmed_by: confirmedBy.nullable(),
  status: z.enum(['VisitorRequest', 'VisitorWait', 'VisitorRejected', 'VisitorComplete', 'VisitorExit']),
  steps: z
    .array(
      z.object({
        step: z.enum(['created', 'confirmation_request', 'waiting_confirmation', 'confirmed', 'rejected', 'pre_approved', 'exit_confirmation']),
        at: when,
        by: confirmedBy.nullable().optional(),
      }),
    )
    .optional(),
});

/** One invitation as the API returns it, with its host and guests. */
export const invitationRecord = zRecord({
  visitor_code: z.string(),
  category: z.enum(INVITATION_CATEGORIES),
  place_id: z.number().int().nullable(),
  address: z.string().nullable(),
  date_start: z.string(),
  hour_start: z.string().nullable(),
  notes: z.string().nullable(),
  datetime_confirmation: when,
  datetime_rejection: when,
  datetime_exit: when,
  last_datetime_confirmation_request: when,
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    cover: z.string().nullable(),
  }),
  guests: z.array(guestRecord),
});

/** A resident who can host, for the invitation form's picker. */
export const hostRecord = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  cover_path: z.string().nullable(),
  full_name: z.string(),
});

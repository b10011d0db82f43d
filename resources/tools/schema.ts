import { zRecord } from '../../src/contract/records';
import { V, z } from '../../src/lib/validation';
import { TOOL_BOOKING_DAYS, TOOL_NAME_MAX, TOOL_NOTES_MAX, TOOL_TEXT_MAX } from './constants';

const text = (max: number) => z.string().trim().max(max).default('');
/** A pick in a select that may stay empty: the id of an option, or null. */
const optionalOption = z
  .number({ error: V.SelectAnOption })
  .int(V.SelectAnOption)
  .positive(V.SelectAnOption)
  .max(2_147_483_647, V.SelectAnOption)
  .nullable()
  .default(null);

/**
 * A tool (spec content §3): its name, brand, model and serial number, the longest reservation in
 * days, and where it is kept (a space of the district) and its tool category, both optional.
 */
export const toolInput = z.strictObject({
  name: z.string().trim().min(1).max(TOOL_NAME_MAX),
  brand: text(TOOL_TEXT_MAX),
  model: text(TOOL_TEXT_MAX),
  serial_number: text(TOOL_TEXT_MAX),
  max_booking_days: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.FieldNotNull : V.MustBeNumber) })
    .int(V.MustBeInteger)
    .min(TOOL_BOOKING_DAYS.min, V.NumberMin)
    .max(TOOL_BOOKING_DAYS.max, V.NumberMax),
  space_id: optionalOption,
  category_id: optionalOption,
  notes: text(TOOL_NOTES_MAX),
});
export type ToolInput = z.output<typeof toolInput>;

/** One tool as the API returns it (the generic routes: its columns by name). */
export const toolRecord = zRecord({
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  serial_number: z.string(),
  max_booking_days: z.number().int(),
  space_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  notes: z.string(),
});
export type ToolRecord = z.output<typeof toolRecord>;

/** A space or a tool category to pick, named in the reader's language. */
export const toolOption = z.object({ id: z.number().int(), name: z.string() });

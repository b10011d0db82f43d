import { V, z } from '../../src/lib/validation';
import { PURGE_KINDS, RETENTION, type RetentionField } from './contract';

const days = (field: RetentionField) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.FieldNotNull : V.MustBeInteger) })
    .int(V.MustBeInteger)
    .min(RETENTION[field].min, V.NumberMin)
    .max(RETENTION[field].max, V.NumberMax);

/** The district's retention as its settings page saves it: days per kind of data. */
export const retentionInput = z.strictObject({
  gate_days: days('gate_days'),
  log_days: days('log_days'),
  export_days: days('export_days'),
});
export type RetentionInput = z.output<typeof retentionInput>;

const count = z.number().int().min(0);

/** The settings, with what the next run of the job would remove under them (counts, never whose). */
export const retentionRecord = z.object({
  id: z.number().int(),
  gate_days: z.number().int(),
  log_days: z.number().int(),
  export_days: z.number().int(),
  next_run: z.object(Object.fromEntries(PURGE_KINDS.map((k) => [k, count])) as Record<(typeof PURGE_KINDS)[number], typeof count>),
});
export type Retention = z.output<typeof retentionRecord>;

import { V, z } from './validation';

/** The dashboard's SOS window in days (spec content §9 "SOS count over a configurable number of days"). */
export const SOS_WINDOW_DAYS = { default: 7, min: 1, max: 90 } as const;

/** A district's own settings as `PUT /districts/:id/settings` takes them. */
export const districtSettingsBody = z.strictObject({
  sos_window_days: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? V.FieldNotNull : V.MustBeInteger) })
    .int(V.MustBeInteger)
    .min(SOS_WINDOW_DAYS.min, V.NumberMin)
    .max(SOS_WINDOW_DAYS.max, V.NumberMax),
});
export type DistrictSettings = z.infer<typeof districtSettingsBody>;

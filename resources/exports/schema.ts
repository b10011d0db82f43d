import { z } from 'zod';
import { EXPORT_STATUSES } from './status';
import { EXPORT_TARGETS } from './constants';

/** One export request as `GET /api/v3/exports` returns it; times as ISO strings. */
export const zExport = z.object({
  id: z.number().int(),
  target: z.enum(EXPORT_TARGETS),
  date_start: z.string(),
  date_end: z.string(),
  status: z.enum(EXPORT_STATUSES),
  file_name: z.string().nullable(),
  /** The guarded download route, while the file is there to download; null otherwise. */
  file_url: z.string().nullable(),
  datetime_available: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  user_id: z.number().int(),
  /** Who asked for it (the "Requested by" column of the "All" tab). */
  user_name: z.string(),
  /** Whose data a data subject's export holds (target `person`, issue 18); null for a list's. */
  subject_user_id: z.number().int().nullable(),
  subject_name: z.string().nullable(),
});
export type ExportRecord = z.output<typeof zExport>;

import { z } from 'zod';

/** A file stored by POST /uploads: the form then saves the record naming `name`. */
export const zUploadedFile = z.object({
  name: z.string(),
  url: z.string(),
  type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

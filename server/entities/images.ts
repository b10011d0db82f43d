import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { fileUrl } from '../lib/storage';
import { V } from '../../src/lib/validation';

/** The image types a record's image field may name (spec content §5: jpg, jpeg, png). */
const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png']);

/** A kept image comes back as the URL the record gave; a new one as the upload's stored name. */
export const storedImageName = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/^\/api\/v3\/files\//, '') : value);

/** A stored image name as the API shows it: the file's address. */
export const imageUrl = (value: unknown): unknown => (typeof value === 'string' && value !== '' ? fileUrl(value) : value);

/**
 * Field errors of the image fields a write names anew: each must be an upload of the district,
 * of an image type. A name the record already holds is kept as it is (it was checked when set).
 */
export async function imageErrors(
  db: Db,
  districtId: number,
  input: Record<string, unknown>,
  fields: readonly string[],
  before: Record<string, unknown> | null,
): Promise<Record<string, string[]>> {
  const named = fields
    .map((field) => ({ field, name: storedImageName(input[field]) }))
    .filter((f): f is { field: string; name: string } => typeof f.name === 'string' && f.name !== '' && storedImageName(before?.[f.field]) !== f.name);
  if (named.length === 0) return {};
  const found = await db
    .select({ name: uploads.name, type: uploads.type })
    .from(uploads)
    .where(
      and(
        inArray(
          uploads.name,
          named.map((f) => f.name),
        ),
        eq(uploads.districtId, districtId),
      ),
    );
  const errors: Record<string, string[]> = {};
  for (const { field, name } of named) {
    const upload = found.find((u) => u.name === name);
    if (!upload) errors[field] = [V.NoImage];
    else if (!IMAGE_TYPES.has(upload.type)) errors[field] = [V.FileNotImage];
  }
  return errors;
}

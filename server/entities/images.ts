import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { fileUrl } from '../lib/storage';
import type { EntityContract } from '../../src/contract/entity';
import { DEFAULT_IMAGE_RULE, fileProblem, type FileType } from '../../src/contract/fileRules';
import { uploadPurpose } from '../../src/contract/uploadPurpose';
import { V } from '../../src/lib/validation';

/** A kept image comes back as the URL the record gave; a new one as the upload's stored name. */
export const storedImageName = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/^\/api\/v3\/files\//, '') : value);

/** A stored image name as the API shows it: the file's address. */
export const imageUrl = (value: unknown): unknown => (typeof value === 'string' && value !== '' ? fileUrl(value) : value);

/** Who owns the files: an entity's contract (its name, its image fields and their rules). */
export type FileOwner = Pick<EntityContract, 'name' | 'images' | 'fileRules'>;

/** Stored names a field's value holds: one, several (a list of images), or none. */
const namesOf = (value: unknown): string[] =>
  [value ?? []]
    .flat()
    .map(storedImageName)
    .filter((n): n is string => typeof n === 'string' && n !== '');

/**
 * Field errors of the files a write names anew, one mechanism for every entity: each must be an
 * upload of the district made for that very field (`<entity>.<field>`, so its rule was checked on
 * its bytes as it came), and what was recorded of it (kind, size, pixels) must keep to the field's
 * rule in the contract. A name the record holds already is kept as it is (it was checked when set).
 * Only the image fields the input names are looked at.
 */
export async function imageErrors(
  db: Db,
  districtId: number,
  input: Record<string, unknown>,
  owner: FileOwner,
  before: Record<string, unknown> | null,
): Promise<Record<string, string[]>> {
  const named = owner.images
    .filter((field) => field in input)
    .flatMap((field) => {
      const kept = new Set(namesOf(before?.[field]));
      return namesOf(input[field])
        .filter((name) => !kept.has(name))
        .map((name) => ({ field, name }));
    });
  if (named.length === 0) return {};
  const found = await db
    .select()
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
    if (errors[field]) continue;
    const rule = owner.fileRules[field] ?? DEFAULT_IMAGE_RULE;
    const upload = found.find((u) => u.name === name);
    if (!upload || upload.purpose !== uploadPurpose(owner.name, field)) {
      errors[field] = [rule.types.includes('zip') ? V.FileNotZip : V.NoImage];
      continue;
    }
    // A zip's entries were read at its upload (server/routes/uploads.ts refuses one with a non-image
    // inside): only its row is here, so they count as images.
    const facts = { type: upload.type as FileType, size: upload.size, width: upload.width, height: upload.height, entries: ['png' as const] };
    const problem = fileProblem(rule, facts);
    if (problem) errors[field] = [problem];
  }
  return errors;
}

import type { Permission } from '../lib/permissions';
import type { EntityContract } from './entity';
import { DEFAULT_IMAGE_RULE, type FileRule } from './fileRules';

/**
 * What an upload is for: an image field of an entity, `<entity>.<field>` (`categories.category_icon`),
 * one of the fields its contract lists in `images`. The console sends it with the file; the server
 * takes the file only from a user who may write that entity in the district. No zod here: the
 * console's upload call reads it on every page with a form.
 */
export const uploadPurpose = (entity: string, field: string) => `${entity}.${field}`;

/**
 * Every purpose the contracts offer, with the permissions that let a user upload for it: adding or
 * editing the entity (either, as a form creates or edits the record). An entity with image fields
 * and no permission to write it is a contract mistake, refused here at start.
 */
export function uploadPurposes(contracts: readonly EntityContract[]): ReadonlyMap<string, readonly Permission[]> {
  const purposes = new Map<string, readonly Permission[]>();
  for (const c of contracts) {
    const writers = [...new Set([...c.permissions.add, ...c.permissions.edit])];
    if (c.images.length > 0 && writers.length === 0) throw new Error(`${c.name}: a contract with images needs an add or edit permission`);
    for (const field of c.images) purposes.set(uploadPurpose(c.name, field), writers);
  }
  return purposes;
}

/**
 * The rule of every purpose the contracts offer: the field's own (`fileRules`), else the default
 * image rule. A rule for a field that is not among the contract's images is a contract mistake.
 */
export function uploadRules(contracts: readonly EntityContract[]): ReadonlyMap<string, FileRule> {
  const rules = new Map<string, FileRule>();
  for (const c of contracts) {
    for (const field of Object.keys(c.fileRules)) {
      if (!c.images.includes(field)) throw new Error(`${c.name}: a file rule for "${field}", which is not among its images`);
    }
    for (const field of c.images) rules.set(uploadPurpose(c.name, field), c.fileRules[field] ?? DEFAULT_IMAGE_RULE);
  }
  return rules;
}

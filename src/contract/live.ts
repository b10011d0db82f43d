/**
 * `<entity>.changed` (issue 11): a write of an entity, told to the holders of its permissions in
 * its district (a global entity's to holders in any district). Server-safe, shared with the console.
 */
export interface EntityChanged {
  /** The contract's name, so one listener serves every entity. */
  entity: string;
  /** The record written; null for a write that names none. */
  id: number | null;
  action: string;
  /** Who wrote; null when nobody can be named. */
  by: { id: number; name: string } | null;
  /** The district of the write; null for a global entity. */
  district_id: number | null;
}

/** The event name of a contract's changes unless its contract names another. */
export const CHANGED_SUFFIX = '.changed';

/**
 * Issue 18's words without zod (the console's first paint stays free of it): why someone reads
 * personal data, what erasure does to a table's rows and why a kept one stays. The wire schemas
 * are in privacy.ts.
 */
export const ACCESS_PURPOSES = ['security_incident', 'resident_request', 'authority_request', 'district_management'] as const;
export type AccessPurpose = (typeof ACCESS_PURPOSES)[number];

/** The per-person view's periods, in days ("who saw this person's data in the last N days"). */
export const ACCESS_PERIODS = [7, 30, 90, 365] as const;

/** What erasure does to one table's rows of the person. */
export const ERASURE_EFFECTS = ['remove', 'anonymise', 'keep'] as const;
export type ErasureEffect = (typeof ERASURE_EFFECTS)[number];

/**
 * Why a kept table stays (an i18n key's last part under `Privacy.Keep.*`): the district's books,
 * the law's record of who did what, or the person's account still used in another district.
 */
export const KEEP_REASONS = ['books', 'accountability', 'other_district'] as const;
export type KeepReason = (typeof KEEP_REASONS)[number];

export const ERASURE_STATUSES = ['pending', 'done', 'cancelled'] as const;

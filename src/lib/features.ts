/**
 * District configuration flags of spec console §3. Two groups nest one level; the rest are
 * top-level switches. A nested flag is on only when its group is on too.
 */
export const DISTRICT_CONTENT_FLAGS = [
  'DistrictDetails',
  'Gallery',
  'News',
  'Podcasts',
  'Groups',
  'Promotions',
  'LiveCamera',
  'SosContacts',
  'TermsAndConditions',
  'SmartSolution',
] as const;
export const COMMUNITY_CONTENT_FLAGS = ['Activities', 'News', 'Groups', 'Promotions', 'DynamicLink', 'Concierge', 'Polls', 'Feeds'] as const;
export const TOP_LEVEL_FLAGS = [
  'CO2Emissions',
  'FreezeSpace',
  'isConcierge',
  'Places',
  'Tools',
  'Exports',
  'Sensors',
  'Gate',
  'Apartment',
  'ApartmentContracts',
  'ApartmentByManager',
  'Gamification',
  'SmartSolution',
  'WelcomeMessage',
  'BrandSettings',
  'Posts',
  'DailyHelp',
] as const;

type Group<K extends string> = { active: boolean } & Record<K, boolean>;

export interface DistrictConfiguration extends Record<(typeof TOP_LEVEL_FLAGS)[number], boolean> {
  DistrictContents: Group<(typeof DISTRICT_CONTENT_FLAGS)[number]>;
  CommunityContents: Group<(typeof COMMUNITY_CONTENT_FLAGS)[number]>;
}

/** A flag path: a top-level flag, a group, or `Group.Flag`. */
export type FeaturePath =
  | (typeof TOP_LEVEL_FLAGS)[number]
  | 'DistrictContents'
  | 'CommunityContents'
  | `DistrictContents.${(typeof DISTRICT_CONTENT_FLAGS)[number]}`
  | `CommunityContents.${(typeof COMMUNITY_CONTENT_FLAGS)[number]}`;

export function isFeatureOn(config: DistrictConfiguration | null | undefined, path: FeaturePath): boolean {
  if (!config) return false;
  const [head, child] = path.split('.') as [keyof DistrictConfiguration, string | undefined];
  const value = config[head];
  if (typeof value === 'boolean') return value;
  if (!value || !value.active) return false;
  return child === undefined ? true : Boolean((value as Record<string, boolean>)[child]);
}

/** Every flag switched on or off at once: the demo districts start from `allFeatures(true)`. */
export function allFeatures(on: boolean): DistrictConfiguration {
  const group = <K extends string>(keys: readonly K[]) => Object.fromEntries([['active', on], ...keys.map((k) => [k, on])]) as Group<K>;
  return {
    ...(Object.fromEntries(TOP_LEVEL_FLAGS.map((k) => [k, on])) as Record<(typeof TOP_LEVEL_FLAGS)[number], boolean>),
    DistrictContents: group(DISTRICT_CONTENT_FLAGS),
    CommunityContents: group(COMMUNITY_CONTENT_FLAGS),
  };
}

/** Each group's keys, its `active` switch first. */
const GROUP_KEYS = {
  DistrictContents: ['active', ...DISTRICT_CONTENT_FLAGS],
  CommunityContents: ['active', ...COMMUNITY_CONTENT_FLAGS],
} as const;

/** Every flag off: the start of each normalized configuration (copied, never handed out). */
const ALL_OFF: Readonly<DistrictConfiguration> = allFeatures(false);

/**
 * Fills gaps in a stored configuration (a flag added after the row was written is off); keys it
 * does not know and values that are not booleans are dropped. The guard runs this for every
 * district row of every request (issue 12 §3): it walks the known keys, from a copy of one
 * all-off object, rather than building that object and the stored one's entries each time.
 */
export function normalizeConfiguration(stored: unknown): DistrictConfiguration {
  const base: DistrictConfiguration = { ...ALL_OFF, DistrictContents: { ...ALL_OFF.DistrictContents }, CommunityContents: { ...ALL_OFF.CommunityContents } };
  if (!stored || typeof stored !== 'object') return base;
  const s = stored as Record<string, unknown>;
  for (const k of TOP_LEVEL_FLAGS) if (typeof s[k] === 'boolean') base[k] = s[k] as boolean;
  for (const g of ['DistrictContents', 'CommunityContents'] as const) {
    const src = s[g];
    if (!src || typeof src !== 'object') continue;
    const from = src as Record<string, unknown>;
    const to = base[g] as Record<string, boolean>;
    for (const k of GROUP_KEYS[g]) if (typeof from[k] === 'boolean') to[k] = from[k] as boolean;
  }
  return base;
}

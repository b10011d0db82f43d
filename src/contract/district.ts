import { z } from 'zod';
import { COMMUNITY_CONTENT_FLAGS, DISTRICT_CONTENT_FLAGS, TOP_LEVEL_FLAGS } from '../lib/features';

const flags = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>;

/** A district's feature flags (spec console §3), every flag present: see normalizeConfiguration. */
export const zDistrictConfiguration = z.object({
  ...flags(TOP_LEVEL_FLAGS),
  DistrictContents: z.object({ active: z.boolean(), ...flags(DISTRICT_CONTENT_FLAGS) }),
  CommunityContents: z.object({ active: z.boolean(), ...flags(COMMUNITY_CONTENT_FLAGS) }),
});

/** One site-map entry as the session stores it (spec console §3). */
export const zSiteMapEntry = z.object({
  section_id: z.string(),
  section_route: z.string(),
  parent_section: z.string().nullable(),
  high_order_section: z.boolean(),
});

/** A district as a picker lists it (GET /districts/for-permissions). */
export const zDistrictOption = z.object({ id: z.number().int(), name: z.string() });

import { DISTRICT_CONTENT_RIGHTS } from '../../src/contract/content';
import { defineContract } from '../../src/contract/entity';

/** The district's name and its page's texts, at most this long (the form counts, the server refuses more). */
export const DISTRICT_NAME_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 300;
export const ZIP_CODE_MAX = 16;
export const LINK_MAX = 2000;

/**
 * The district's own page (spec console §2 "district/details"): one record, the current district,
 * read and written at the collection's address (GET and PUT /api/v3/district_details), so none of
 * the generic routes applies. Its gallery, useful info and SOS contacts are entities of their own.
 */
export default defineContract({
  title: 'sections.district_details',
  name: 'district_details',
  route: '/backend/district/details',
  section: { id: 'district_details', parent: 'district', position: 10 },
  feature: 'DistrictContents.DistrictDetails',
  permissions: DISTRICT_CONTENT_RIGHTS,
  actions: [],
  translatable: ['description'],
  images: ['cover'],
  schemas: () => import('./schema').then((m) => ({ input: m.districtDetailsInput, record: m.districtDetailsRecord })),
});

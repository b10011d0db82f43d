import { DISTRICT_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/** District promotions (spec console §2 "district/promotions (+form)"): an offer with its period, place and link. */
export default contentContract({
  name: 'district_promotions',
  route: '/backend/district/promotions',
  section: { id: 'district_promotions', parent: 'district', position: 40 },
  feature: 'DistrictContents.Promotions',
  permissions: DISTRICT_CONTENT_RIGHTS,
  fields: ['visibility', 'cover', 'external_link', 'dates', 'place', 'tags'],
  required: ['cover', 'dates'],
});

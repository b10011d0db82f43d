import { contentContract } from '../../src/contract/content';

/** District promotions (spec console §2 "district/promotions (+form)"): an offer with its period, place and link. */
export default contentContract({
  name: 'district_promotions',
  route: '/backend/district/promotions',
  section: { id: 'district_promotions', parent: 'district', position: 40 },
  feature: 'DistrictContents.Promotions',
  permissions: {
    view: ['district_contents_view', 'district_contents_staff_view'],
    add: 'district_contents_add',
    edit: 'district_contents_edit',
    delete: 'district_contents_delete',
  },
  fields: ['visibility', 'cover', 'external_link', 'dates', 'place', 'tags'],
  required: ['cover', 'dates'],
});

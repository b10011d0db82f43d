import { COMMUNITY_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/**
 * Community promotions (spec console §2 "community/promotions (+details, form)"): offers of the
 * community with their period, place and link, approved by the staff.
 */
export default contentContract({
  name: 'community_promotions',
  route: '/backend/community/promotions',
  section: { id: 'community_promotions', parent: 'community', position: 60 },
  feature: 'CommunityContents.Promotions',
  permissions: COMMUNITY_CONTENT_RIGHTS,
  fields: ['visibility', 'cover', 'external_link', 'dates', 'place', 'tags'],
  required: ['cover', 'dates'],
  approval: true,
});

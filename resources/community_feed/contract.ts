import { COMMUNITY_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/**
 * The community feed (spec console §2 "community/feed (+details, form)"): short posts of the
 * community's life, with an optional picture and link, approved by the staff.
 */
export default contentContract({
  name: 'community_feed',
  route: '/backend/community/feed',
  section: { id: 'community_feed', parent: 'community', position: 30 },
  feature: 'CommunityContents.Feeds',
  permissions: COMMUNITY_CONTENT_RIGHTS,
  fields: ['tags', 'visibility', 'cover', 'external_link'],
  required: [],
  approval: true,
});

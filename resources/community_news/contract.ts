import { COMMUNITY_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/**
 * Community news (spec console §2 "community/news (+details, form)", content §3 "News and notice"):
 * the residents' and staff's news of the community, approved by the staff before residents see it.
 */
export default contentContract({
  name: 'community_news',
  route: '/backend/community/news',
  section: { id: 'community_news', parent: 'community', position: 10 },
  feature: 'CommunityContents.News',
  permissions: COMMUNITY_CONTENT_RIGHTS,
  fields: ['subtitle', 'top_news', 'author', 'source', 'tags', 'visibility', 'cover'],
  required: ['cover'],
  approval: true,
});

import { DISTRICT_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/**
 * District news and notices (spec console §2 "district/news (+form)", content §3 "News and
 * notice": title, subtitle, top-news flag, author, message, source, tags, visibility).
 */
export default contentContract({
  name: 'district_news',
  route: '/backend/district/news',
  section: { id: 'district_news', parent: 'district', position: 20 },
  feature: 'DistrictContents.News',
  permissions: DISTRICT_CONTENT_RIGHTS,
  fields: ['subtitle', 'top_news', 'author', 'source', 'tags', 'visibility', 'cover'],
  required: ['cover'],
});

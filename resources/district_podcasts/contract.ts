import { contentContract } from '../../src/contract/content';

/**
 * District podcasts (spec console §2 "district/podcasts (+form); district/podcast/details",
 * content §3 "Podcast and episode"): a cover and an episode image; episodes are edited on the
 * podcast's details page. Rights are podcast_* (spec content §6).
 */
export default contentContract({
  name: 'district_podcasts',
  route: '/backend/district/podcasts',
  section: { id: 'district_podcasts', parent: 'district', position: 30 },
  feature: 'DistrictContents.Podcasts',
  permissions: { view: 'podcast_view', add: 'podcast_add', edit: 'podcast_edit', delete: 'podcast_delete' },
  fields: ['visibility', 'cover', 'episode_cover', 'tags'],
  required: ['cover', 'episode_cover'],
});

import { DISTRICT_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/**
 * Live cameras (spec console §2 "district/live_cameras (+form)", content §3 "Live camera: URL"):
 * the stream's URL is required; one that cannot be checked is saved only once the user confirms
 * "not verified" (spec content §8 "Camera URL not verified (confirm to continue)").
 */
export default contentContract({
  name: 'live_cameras',
  route: '/backend/district/live_cameras',
  section: { id: 'district_live_cameras', parent: 'district', position: 50 },
  feature: 'DistrictContents.LiveCamera',
  permissions: DISTRICT_CONTENT_RIGHTS,
  fields: ['visibility', 'cover', 'external_link', 'stream'],
  required: ['external_link'],
});

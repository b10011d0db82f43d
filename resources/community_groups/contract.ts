import { COMMUNITY_CONTENT_RIGHTS, contentContract } from '../../src/contract/content';

/**
 * Community groups (spec console §2 "community/groups (+details, form)", content §3 "Group": title,
 * welcome message, goals, chat link): the chat link is the content's external link.
 */
export default contentContract({
  name: 'community_groups',
  route: '/backend/community/groups',
  section: { id: 'community_groups', parent: 'community', position: 50 },
  feature: 'CommunityContents.Groups',
  permissions: COMMUNITY_CONTENT_RIGHTS,
  fields: ['group', 'external_link', 'cover', 'visibility', 'tags'],
  required: [],
  approval: true,
});

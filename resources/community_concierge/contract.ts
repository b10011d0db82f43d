import { contentContract } from '../../src/contract/content';

/** The contact details' limits (spec content §3 "Concierge service: contact, phone, WhatsApp link"). */
export const CONCIERGE_CONTACT_MAX = 120;
export const CONCIERGE_PHONE_MAX = 32;
export const CONCIERGE_LINK_MAX = 2000;

/**
 * Concierge services (spec console §2 "community/concierge (+details, form, contact_details_form)"):
 * the services the district's concierge offers; saving one marks the district as having a concierge.
 */
export default contentContract({
  name: 'community_concierge',
  route: '/backend/community/concierge',
  section: { id: 'community_concierge', parent: 'community', position: 20 },
  feature: 'CommunityContents.Concierge',
  permissions: { view: 'concierge_view', add: 'concierge_add', edit: 'concierge_edit', delete: 'concierge_delete' },
  fields: ['cover', 'external_link', 'visibility', 'tags'],
  required: [],
});

/**
 * The permission strings of spec console §6, spelled exactly as there (including the
 * `distrct_smart_solution_*` spelling), plus `backend` and `audit_view` (issue 11). Shared by the server guard, the demo
 * roles and the console's access checks, so a typo is a type error everywhere.
 */
export const PERMISSIONS = [
  'backend',
  'district_contents_view',
  'district_contents_add',
  'district_contents_edit',
  'district_contents_delete',
  'district_contents_staff_view',
  'podcast_view',
  'podcast_add',
  'podcast_edit',
  'podcast_delete',
  'community_contents_view',
  'community_contents_add',
  'community_contents_edit',
  'community_contents_delete',
  'community_contents_staff_view',
  'events_view',
  'events_add',
  'events_edit',
  'events_delete',
  'places_view',
  'places_add',
  'places_edit',
  'places_delete',
  'posts_view',
  'posts_add',
  'posts_edit',
  'posts_delete',
  'export_view',
  'equipments_view',
  'equipments_add',
  'equipments_edit',
  'equipments_delete',
  'equipment_reservations_view',
  'equipment_reservations_add',
  'equipment_reservations_edit',
  'equipment_reservations_delete',
  'concierge_view',
  'concierge_add',
  'concierge_edit',
  'concierge_delete',
  'sos_view',
  'apartments_view',
  'apartments_add',
  'apartments_edit',
  'apartments_delete',
  'lease_contracts_user_view',
  'lease_contracts_user_edit',
  'visitors_view',
  'visitors_add',
  'poll_view',
  'poll_add',
  'poll_edit',
  'push_notifications_view',
  'push_notifications_send',
  'exported_iot_documents_view',
  'welcome_message_add',
  'welcome_message_edit',
  'users_view',
  'users_add',
  'users_edit',
  'users_delete',
  'category_view',
  'category_add',
  'category_edit',
  'category_delete',
  'tags_backoffice_view',
  'tags_add',
  'tags_edit',
  'tags_delete',
  'distrct_smart_solution_view',
  'distrct_smart_solution_add',
  'distrct_smart_solution_edit',
  'distrct_smart_solution_delete',
  'smart_solution_view',
  'smart_solution_add',
  'smart_solution_edit',
  'smart_solution_delete',
  'cities_view',
  'cities_add',
  'cities_edit',
  'cities_delete',
  'districts_view',
  'districts_add',
  'districts_edit',
  'districts_delete',
  'roles_view',
  'roles_add',
  'roles_edit',
  'roles_delete',
  'login_log_view',
  'brand_settings',
  'dynamic_links_view',
  // Issue 11: the audit trail's screen and every details page's History panel.
  'audit_view',
  // Issue 18: the district's privacy settings (retention), seen and changed.
  'privacy_view',
  'privacy_manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const known = new Set<string>(PERMISSIONS);
export function isPermission(value: string): value is Permission {
  return known.has(value);
}

/** A single string needs an exact match; a list passes when any one matches (spec §6). */
export function holds(held: readonly string[], required: Permission | readonly Permission[]): boolean {
  if (typeof required === 'string') return held.includes(required);
  return required.some((p) => held.includes(p));
}

/** User levels of spec §6. */
export const USER_LEVELS = ['staff', 'resident', 'member', 'guest', 'owner', 'tenant'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

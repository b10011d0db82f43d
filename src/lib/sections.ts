import type { FeaturePath } from './features';
import type { Permission } from './permissions';

/**
 * The console's sections: what the site map of a session is built from (spec console §2, §3).
 * A section is in a user's site map when its flag is on (or it has none) and the user holds any
 * of its permissions (or it needs none). Groups (high-order sections) are in it when any child is.
 */
export interface Section {
  id: string;
  route: string;
  parent: string | null;
  highOrder: boolean;
  feature?: FeaturePath;
  permissions: readonly Permission[];
  /** Whose waiting items the site-map data counts for this section. */
  waitingCounter?: 'posts' | 'events';
}

const s = (
  id: string,
  route: string,
  parent: string | null,
  feature: FeaturePath | undefined,
  permissions: readonly Permission[],
  extra: Partial<Section> = {},
): Section => ({ id, route, parent, highOrder: false, feature, permissions, ...extra });
const group = (id: string, route: string, feature?: FeaturePath): Section =>
  ({ id, route, parent: null, highOrder: true, feature, permissions: [] });

const crud = <P extends string>(p: P) =>
  [`${p}_view`, `${p}_add`, `${p}_edit`, `${p}_delete`] as unknown as readonly Permission[];
const districtContent = [...crud('district_contents'), 'district_contents_staff_view'] as readonly Permission[];
const communityContent = [...crud('community_contents'), 'community_contents_staff_view'] as readonly Permission[];

export const SECTIONS: readonly Section[] = [
  s('dashboard', '/backend/dashboard', null, undefined, [], { highOrder: true }),
  group('district', '/backend/district', 'DistrictContents'),
  s('district_details', '/backend/district/details', 'district', 'DistrictContents.DistrictDetails', districtContent),
  s('district_news', '/backend/district/news', 'district', 'DistrictContents.News', districtContent),
  s('district_podcasts', '/backend/district/podcasts', 'district', 'DistrictContents.Podcasts', crud('podcast')),
  s('district_promotions', '/backend/district/promotions', 'district', 'DistrictContents.Promotions', districtContent),
  s('district_live_cameras', '/backend/district/live_cameras', 'district', 'DistrictContents.LiveCamera', districtContent),
  s('district_smart_solutions', '/backend/district/smart_solutions', 'district', 'DistrictContents.SmartSolution', crud('distrct_smart_solution')),
  group('community', '/backend/community', 'CommunityContents'),
  s('community_news', '/backend/community/news', 'community', 'CommunityContents.News', communityContent),
  s('community_concierge', '/backend/community/concierge', 'community', 'CommunityContents.Concierge', crud('concierge')),
  s('community_feed', '/backend/community/feed', 'community', 'CommunityContents.Feeds', communityContent),
  s('community_activities', '/backend/community/activities', 'community', 'CommunityContents.Activities', crud('events'), { waitingCounter: 'events' }),
  s('community_groups', '/backend/community/groups', 'community', 'CommunityContents.Groups', communityContent),
  s('community_promotions', '/backend/community/promotions', 'community', 'CommunityContents.Promotions', communityContent),
  s('community_polls', '/backend/community/pollsAndsurvey', 'community', 'CommunityContents.Polls', ['poll_view', 'poll_add', 'poll_edit']),
  s('posts', '/backend/posts', 'community', 'Posts', crud('posts'), { waitingCounter: 'posts' }),
  s('spaces', '/backend/spaces', 'community', 'Places', crud('places')),
  s('tools_list', '/backend/tools_list', 'community', 'Tools', crud('equipments')),
  s('tools_reservations', '/backend/tools_reservations', 'community', 'Tools', crud('equipment_reservations')),
  s('security', '/backend/security', 'community', undefined, ['sos_view']),
  group('home', '/backend/home'),
  s('apartments', '/backend/apartments', 'home', 'Apartment', crud('apartments')),
  s('contracts', '/backend/contracts', 'home', 'ApartmentContracts', ['lease_contracts_user_view', 'lease_contracts_user_edit']),
  s('gate_visitors', '/backend/gate/visitors', 'home', 'Gate', ['visitors_view', 'visitors_add']),
  s('gate_daily_help', '/backend/gate/daily_help', 'home', 'DailyHelp', ['visitors_view', 'visitors_add']),
  group('communication', '/backend/communication'),
  s('notifications', '/backend/notifications', 'communication', undefined, ['push_notifications_view', 'push_notifications_send']),
  s('exports', '/backend/exports', 'communication', 'Exports', ['exported_iot_documents_view']),
  s('welcome_message', '/backend/welcomeMessage', 'communication', 'WelcomeMessage', ['welcome_message_add', 'welcome_message_edit']),
  group('management', '/backend/management'),
  s('users', '/backend/users', 'management', undefined, crud('users')),
  s('category', '/backend/category', 'management', undefined, crud('category')),
  s('tags', '/backend/tags', 'management', undefined, ['tags_backoffice_view', 'tags_add', 'tags_edit', 'tags_delete']),
  s('smart_solutions_labels', '/backend/smart_solutions_labels', 'management', 'SmartSolution', crud('smart_solution')),
  group('settings', '/backend/settings'),
  s('settings_cities', '/backend/settings/cities', 'settings', undefined, crud('cities')),
  s('settings_districts', '/backend/settings/districts', 'settings', undefined, crud('districts')),
  s('settings_roles', '/backend/settings/roles', 'settings', undefined, crud('roles')),
  s('settings_logs', '/backend/settings/logs', 'settings', undefined, ['login_log_view']),
  s('brands', '/backend/brands', 'settings', 'BrandSettings', ['brand_settings']),
];

/**
 * The walk of every screen (a11y-languages.spec.ts), as plain data that the unit test
 * `tests/unit/screenWalk.test.ts` checks against the registry: every page an entity declares
 * (`routesOf`) must be one the walk reaches, so a new page cannot be left out of it. No Playwright
 * and no `import.meta` here: both the spec and vitest import this file.
 *
 * The walk is derived, not written per entity: the sidebar gives every list; on each list a user
 * opens the first row (its details when the entity has them: ResourceList opens them), the first
 * row's Edit and the list's Create (the entity's form). Only the pages those steps do not reach,
 * or reach in place of details and form, are listed here as detours.
 */

export type Step =
  /** A click on the first element with this test id. */
  | { click: string }
  /** A resident confirms a guest of a new invitation (through the API), and the user opens the toast that says so. */
  | { live: 'guest-confirmed' };

export interface Detour {
  /** The list (an entity's route) it starts from. */
  from: string;
  steps: readonly Step[];
  /** The page it leads to: a path, or the route pattern the entity declares (`request/:TargetId?`). */
  reaches: string;
  /** Then the generic steps from there as well (another tab of the list). */
  generic?: boolean;
}

export const DETOURS: readonly Detour[] = [
  { from: '/backend/apartments', steps: [{ click: 'list-row' }, { click: 'open-consumptions' }], reaches: '/backend/apartments/apartmentConsumptions' },
  { from: '/backend/category', steps: [{ click: 'row-edit' }], reaches: '/backend/category/editActivityCategoryform' },
  { from: '/backend/category', steps: [{ click: 'category-tab-tool' }], reaches: '/backend/category', generic: true },
  { from: '/backend/category', steps: [{ click: 'category-tab-tool' }, { click: 'row-edit' }], reaches: '/backend/category/editToolCategoryform' },
  { from: '/backend/contracts', steps: [{ click: 'list-row' }], reaches: '/backend/contracts/request/:TargetId?' },
  { from: '/backend/community/concierge', steps: [{ click: 'concierge-contact-open' }], reaches: '/backend/community/concierge/contact_details_form' },
  { from: '/backend/security', steps: [{ click: 'list-row' }], reaches: '/backend/security/form' },
  // Users: a user's roles per district from their details.
  { from: '/backend/users', steps: [{ click: 'list-row' }, { click: 'user-districts-roles' }], reaches: '/backend/users/districts_roles' },
  { from: '/backend/gate/visitors', steps: [{ live: 'guest-confirmed' }], reaches: '/backend/gate/visitors/invitation' },
  { from: '/backend/notifications', steps: [{ click: 'notification-new' }], reaches: '/backend/notifications/sendNotification' },
  {
    from: '/backend/notifications',
    steps: [{ click: 'notification-new' }, { click: 'target-users' }, { click: 'choose-users' }],
    reaches: '/backend/notifications/sendNotification/selectionList',
  },
  // Polls and surveys: each kind's form, copy and preview at its own path; a survey's details from its tab.
  ...(['poll', 'survey'] as const).flatMap((kind): Detour[] => [
    { from: '/backend/community/pollsAndsurvey', steps: [{ click: `polls-new-${kind}` }], reaches: `/backend/${kind}/form` },
    {
      from: '/backend/community/pollsAndsurvey',
      steps: [{ click: `polls-new-${kind}` }, { click: 'poll-copy-question' }],
      reaches: `/backend/${kind}/form/copyQuestion`,
    },
    { from: '/backend/community/pollsAndsurvey', steps: [{ click: `polls-new-${kind}` }, { click: 'poll-preview' }], reaches: `/backend/${kind}/form/preview` },
  ]),
  { from: '/backend/community/pollsAndsurvey', steps: [{ click: 'tab-survey' }, { click: 'list-row' }], reaches: '/backend/survey/details' },
  // Brands: a brand's theme settings and its app-publishing wizard from its row.
  { from: '/backend/brands', steps: [{ click: 'row-theme' }], reaches: '/backend/brands/themeSetting' },
  { from: '/backend/brands', steps: [{ click: 'row-publishing' }], reaches: '/backend/brands/appPublishing' },
  // Districts: a district's configurations from its row.
  { from: '/backend/settings/districts', steps: [{ click: 'row-configurations' }], reaches: '/backend/settings/districts/configurations' },
  // Spaces: every space's frozen dates from the list, one space's freeze page from its details.
  { from: '/backend/spaces', steps: [{ click: 'spaces-frozen-dates' }], reaches: '/backend/spaces/freeze' },
  { from: '/backend/spaces', steps: [{ click: 'list-row' }, { click: 'space-freeze' }], reaches: '/backend/spaces/freeze_space' },
  // Activities: the calendar view of the list (`?view=calendar`), walked like a screen of its own.
  { from: '/backend/community/activities', steps: [{ click: 'activities-view-calendar' }], reaches: '/backend/community/activities' },
];

/** Pages outside the shell, opened logged out (the login page is the one at `/`). */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/password/reset',
  '/password/restore/some-token',
  '/visitors/invitation/DEMO1001',
  '/visitors/invitation',
  '/account/verify/not-a-real-code',
];

/** The shell's own pages (no entity's): the dashboard, the profile, 401 and 404; and a public 404, logged in. */
export const CORE_PAGES: readonly string[] = ['/backend/dashboard', '/backend/profile', '/backend/unauthorized', '/backend/no-such-page', '/no-such-page'];

/** What the walk needs to know of an entity: what `defineResource` declares. */
export interface WalkedDeclaration {
  route: string;
  detailsRoute: string;
  /** The form's route pattern (`/backend/posts/form/:TargetId?`); the walk opens it at `<route>/form`. */
  formRoute: string;
  views: { show?: unknown; create?: unknown; edit?: unknown };
}

/** The pages of an entity the walk reaches: its list, details and form by the generic steps, and the detours from its list. */
export function walkedPages(d: WalkedDeclaration): string[] {
  const out = [d.route];
  if (d.views.show) out.push(d.detailsRoute);
  if (d.views.create || d.views.edit) out.push(d.formRoute);
  for (const detour of DETOURS) if (detour.from === d.route) out.push(detour.reaches);
  return [...new Set(out)];
}

/** Whether a path is an instance of a route pattern (`/a/request/:TargetId?` matches `/a/request/12` and `/a/request`). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (have.length > want.length) return false;
  return want.every((part, i) => {
    if (part.startsWith(':')) return part.endsWith('?') || have[i] !== undefined;
    return have[i] === part;
  });
}

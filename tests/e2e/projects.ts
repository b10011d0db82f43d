/**
 * The second e2e server's spec files, by name (`tests/e2e/<name>.spec.ts`), in one Playwright
 * project (one worker) beside the first server's. First the walk of every screen (axe and
 * languages: read-mostly, long), so that it sees the demo data as seeded: Playwright runs a
 * project's files in the order of their names (it sorts each folder's entries), and the walk's
 * name sorts first (tests/unit/e2eProjects.test.ts). Then flows that start from the demo data
 * alone, and read-only pages, in any order.
 *
 * Not a project the rest depends on: Playwright starts a dependent project only once every project
 * of the phase before it has ended, the first server's flows too, which left one of the two
 * workers idle for minutes (the CI's end-to-end level took 728 s).
 */
export const WALK = 'a11y-languages';
export const SECOND: readonly string[] = [WALK, 'early-rows', 'roles', 'session', 'shell', 'shell-wait', 'sidebar-prefetch', 'tools', 'users', 'viewAs'];

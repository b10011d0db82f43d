import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { discoverEntities } from '../../server/entities/discover';
import { createInvitation, residentConfirms, type CreatedInvitation } from './gateApi';
import { storeSession } from './helpers';
import { CORE_PAGES, DETOURS, matchesRoute, PUBLIC_PAGES, type Step } from './screenWalk';
import { adminInBorgoNavigli, axe, countsLine, englishOn, englishPhrases, recordApiData, settle, type Finding, type Language, type Phrase } from './screens';
import { navigliDay } from '../navigliDay';

/**
 * Issue 11, "Accessibility" and "Languages", on every screen the console has: the administrator
 * walks every list the sidebar offers, opens each list's first row, its Edit and Create, the
 * detours of tests/e2e/screenWalk.ts (which a unit test keeps complete against the registry), the
 * core and public pages. On each screen, once settled: axe-core finds no serious or critical
 * violation, and in Italian and in Portuguese no text of the English catalogue shows.
 * One line per screen is printed, with axe's counts by impact and the English found.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const LOCALE: Record<Language, string> = { it: 'it-IT', pt: 'pt-BR' };

interface WalkOptions {
  /** Look for English texts (the walk's language is not English). */
  phrases?: readonly Phrase[];
  /** Run axe on every screen. */
  axe: boolean;
  /** The invitation whose guest a resident confirms during the walk. */
  invitation?: CreatedInvitation;
}

/** One user's walk through the screens, in one browser page; it notes every page it reaches. */
class Walk {
  /** Pages reached: paths, or the route pattern an entity declares (`/backend/contracts/request/:TargetId?`). */
  readonly visited = new Set<string>();
  /** Lists whose first row could not be opened (no rows). */
  readonly empty: string[] = [];
  private readonly checked = new Set<string>();
  /** What the API sent to this page: data, not UI. */
  private readonly data: ReturnType<typeof recordApiData>;
  /** The list route open as the sidebar opened it (nothing done on it since). */
  private fresh: string | null = null;

  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
    readonly name: string,
    readonly options: WalkOptions,
  ) {
    this.data = recordApiData(page);
  }

  private pageOf(pathname: string): string {
    return DETOURS.map((d) => d.reaches).find((p) => p.includes('/:') && matchesRoute(p, pathname)) ?? pathname;
  }

  /** Checks the screen as it is once settled: axe, and English texts. A screen is checked once (by page and heading). */
  async check(what: string): Promise<void> {
    const page = this.page;
    const started = Date.now();
    await settle(page);
    const path = this.pageOf(new URL(page.url()).pathname);
    this.visited.add(path);
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');
    const key = `${path} ${heading}`;
    if (this.checked.has(key)) return;
    this.checked.add(key);
    const parts = [`[${this.name}] ${what.padEnd(8)} ${path}${heading ? ` (${heading})` : ''}`];
    if (this.options.phrases) {
      await this.data.settled();
      const found = await englishOn(page, this.options.phrases, this.data.values);
      const show = (list: readonly Finding[]) => list.map((p) => `"${p.text}" (${p.key}) in "…${p.context}…"`).join(', ');
      parts.push(`English: ${found.length ? show(found) : 'none'}`);
      // Catalogue texts that the demo's data holds ("floor" in an address): told, not counted.
      const inData = (await englishOn(page, this.options.phrases)).filter((p) => !found.some((f) => f.text === p.text));
      if (inData.length) parts.push(`(in the data: ${show(inData)})`);
      expect
        .soft(
          found.map((p) => `${p.key}: ${p.text}`),
          `English on ${key} in ${this.name}`,
        )
        .toEqual([]);
    }
    if (this.options.axe) {
      const report = await axe(page);
      parts.push(`axe: ${countsLine(report)}`);
      for (const b of report.blocking) parts.push(`\n    ${b.impact} ${b.id}: ${b.help} at ${b.targets.join(' | ')}`);
      expect.soft(report.blocking, `serious or critical axe violations on ${key} in ${this.name}`).toEqual([]);
    }
    parts[0] += ` ${Date.now() - started} ms`;
    console.log(parts.join('  '));
  }

  /** Does something that may open another page, and waits for that page (not the one before, kept while the next loads). */
  private async act(action: () => Promise<void>): Promise<void> {
    const page = this.page;
    this.fresh = null;
    const path = () => new URL(page.url()).pathname;
    const before = path();
    await page.evaluate(() => document.querySelectorAll('main > *').forEach((el) => el.setAttribute('data-walk-before', '')));
    await action();
    // A click that opens nothing (a tab) leaves the path as it was; one that opens a page changes it at once. A
    // change of the query alone (the activities' `?view=calendar`) is the same page showing another view.
    let moved = false;
    for (let waited = 0; !moved && waited < 500; waited += 50) {
      moved = path() !== before;
      if (!moved) await page.waitForTimeout(50);
    }
    if (moved) await expect(page.locator('main [data-walk-before]')).toHaveCount(0);
    await settle(page);
  }

  async goto(path: string): Promise<void> {
    this.fresh = null;
    await this.page.goto(path);
    await settle(this.page);
  }

  /** Opens a list from the sidebar, as a fresh page (from another one: the same link would keep the list's state). */
  async openList(route: string): Promise<void> {
    const page = this.page;
    if (this.fresh === route) return;
    if (new URL(page.url()).pathname === route) await this.act(() => page.getByTestId('shell-header').locator('a[href="/backend/dashboard"]').first().click());
    const phone = (page.viewportSize()?.width ?? DESKTOP.width) <= 1024;
    if (phone) await page.getByTestId('shell-header').locator('button[aria-expanded="false"]').first().click();
    await this.act(() => page.getByTestId('sidebar-menu').locator(`a[href="${route}"]`).click());
    await expect(page).toHaveURL((u) => u.pathname === route);
    this.fresh = route;
  }

  async step(step: Step): Promise<void> {
    const page = this.page;
    if ('click' in step) {
      await this.act(() => page.getByTestId(step.click).first().click({ timeout: 10_000 }));
      return;
    }
    const invitation = this.options.invitation;
    if (!invitation) throw new Error('this walk has no invitation to confirm');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'on');
    expect(await residentConfirms(this.request, invitation.id, invitation.guests[0].id)).toBe(200);
    await this.act(() => page.getByTestId('toast').locator('.MuiAlert-message').click());
  }

  /**
   * The generic steps from a list (reopened each time, then `prefix` done again): its first row,
   * the row's Edit, Create. `here`: the walk is on that list already, prefix done.
   */
  async generic(route: string, prefix: readonly Step[] = [], here = false): Promise<void> {
    const targets = [
      ['row', 'list-row'],
      ['edit', 'row-edit'],
      ['create', 'list-create'],
    ] as const;
    const page = this.page;
    if (!here) {
      await this.openList(route);
      for (const s of prefix) await this.step(s);
    }
    // What the list offers, seen once: a list with no Edit or Create is not opened again for them.
    const offered = await page.evaluate(
      (ids) => ids.filter((id) => document.querySelector(`[data-testid="${id}"]`)),
      targets.map(([, id]) => id as string),
    );
    if (!offered.includes('list-row') && (await page.getByTestId('resource-list').count()) > 0) this.empty.push(route);
    for (const [what, testId] of targets) {
      if (!offered.includes(testId)) continue;
      await this.openList(route);
      for (const s of prefix) await this.step(s);
      await this.act(() => page.getByTestId(testId).first().click());
      await this.check(what);
    }
  }

  /** A list, its generic steps, and the detours from it. */
  async list(route: string): Promise<void> {
    await this.openList(route);
    await this.check('list');
    await this.generic(route, [], true);
    for (const detour of DETOURS.filter((d) => d.from === route)) {
      await this.openList(route);
      for (const s of detour.steps) await this.step(s);
      await expect(this.page, `a detour from ${route}`).toHaveURL((u) => matchesRoute(detour.reaches, u.pathname));
      await this.check('detour');
      if (detour.generic) await this.generic(route, detour.steps, true);
    }
  }
}

/** Every list the sidebar offers (the site map of the session), in its order. */
async function sidebarLists(page: Page): Promise<string[]> {
  const links = page.getByTestId('sidebar-menu').locator('a[data-section]');
  await links.first().waitFor();
  const routes = await links.evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
  return routes.filter((r) => !CORE_PAGES.includes(r));
}

async function newPage(browser: Browser, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  // As a user whose system asks for less motion (src/theme.ts): the walk is about what each
  // screen says and how it is marked up, not how it moves; no ripples, fades or slides to wait for
  // on every screen (about a tenth of the walk's time).
  const context = await browser.newContext({ locale, viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

/** The session goes in the way a returning visitor has it: stored, then re-validated by the console. */
async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await storeSession(page, await adminInBorgoNavigli(request));
}

const entityRoutes = async () => (await discoverEntities()).map((e) => e.contract.route);

/**
 * The exports list opens on the admin's own requests: one is asked for when there is none, so the
 * walk has a row to open whether or not an earlier test asked for an export.
 */
async function adminHasAnExport(request: APIRequestContext): Promise<void> {
  const { token } = JSON.parse(await adminInBorgoNavigli(request)) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const mine = await request.get('/api/v3/exports?district_id=1&scope=mine', { headers });
  if (((await mine.json()) as { data: { total: number } }).data.total > 0) return;
  const day = (n: number) => navigliDay(-n);
  const asked = await request.post('/api/v3/exported_api_documents/send_request', {
    headers,
    data: { district_id: 1, target: 'posts', date_start: day(7), date_end: day(1) },
  });
  expect(asked.status()).toBe(202);
}

/**
 * Each language's walk in parts (every PARTS-th list of the sidebar), each with its own time: the
 * walk grows with every entity (about 2 s a screen with axe on the 2-core CI machine).
 */
const PARTS = 3;

for (const language of ['it', 'pt'] as const) {
  for (let part = 0; part < PARTS; part++) {
    test(`every screen in ${LOCALE[language]} (${part + 1}/${PARTS}): no English${language === 'it' ? ', and no serious or critical axe violation at 1440 px' : ''}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const [phrases, invitation] = await Promise.all([englishPhrases(language), createInvitation(request, [`Walk ${language} ${part}`])]);
      await adminHasAnExport(request);
      const page = await newPage(browser, LOCALE[language], DESKTOP);
      const walk = new Walk(page, request, `${language} ${DESKTOP.width}`, { phrases, axe: language === 'it', invitation });

      if (part === 0) {
        for (const path of PUBLIC_PAGES) {
          await walk.goto(path);
          await walk.check('public');
        }
      }
      await signIn(page, request);
      await walk.goto('/backend/dashboard');
      await expect(page.getByTestId('district-name')).toHaveText('Borgo Navigli');
      await walk.check('core');
      const lists = await sidebarLists(page);
      const mine = lists.filter((_, i) => i % PARTS === part);
      for (const route of mine) await walk.list(route);
      if (part === PARTS - 1) {
        for (const path of CORE_PAGES.filter((p) => p !== '/backend/dashboard')) {
          await walk.goto(path);
          await walk.check('core');
        }
      }

      expect(lists, 'the sidebar offers every entity’s list').toEqual(expect.arrayContaining(await entityRoutes()));
      const detours = DETOURS.filter((d) => mine.includes(d.from)).map((d) => d.reaches);
      expect([...walk.visited], 'every detour reached its page').toEqual(expect.arrayContaining(detours));
      expect(walk.empty, 'lists without a row to open').toEqual([]);
      await page.context().close();
    });
  }
}

test(`every list at ${PHONE.width} px: no serious or critical axe violation`, async ({ browser, request }) => {
  // About 2 s a list with axe on the 2-core CI machine, and the lists grow with every entity.
  test.setTimeout(240_000);
  const page = await newPage(browser, 'en-US', PHONE);
  const walk = new Walk(page, request, `en ${PHONE.width}`, { axe: true });
  await signIn(page, request);
  await walk.goto('/backend/dashboard');
  await page.getByTestId('shell-header').locator('button[aria-expanded="false"]').first().click();
  const lists = await sidebarLists(page);
  await page.keyboard.press('Escape');
  for (const route of lists) {
    await walk.openList(route);
    await walk.check('list');
  }
  expect(lists).toEqual(expect.arrayContaining(await entityRoutes()));
  await page.context().close();
});

test('the axe check itself finds what a screen breaks, with every element', async ({ page }) => {
  // The walk's check gathers only the violations (screens.ts): they must still all be there.
  await page.setContent(
    `<html lang="en"><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">pale</p><p style="color:#ccc;background:#fff">paler</p><button></button></main></body></html>`,
  );
  const report = await axe(page);
  expect(report.blocking.map((b) => `${b.id} ${b.targets.length}`).sort()).toEqual(['button-name 1', 'color-contrast 2', 'document-title 1', 'image-alt 1']);
  expect(countsLine(report)).toMatch(/^critical 2 \(.*\), serious 3 \(.*\)/);
});

import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'borgo-demo-1';
const cache = new Map<string, string>();

/**
 * A stored session made from one API login, reused across tests: the server counts logins per IP,
 * so only the tests about the login screen itself log in through it.
 */
export async function storedSessionOf(request: APIRequestContext, email: string, { fresh = false } = {}): Promise<string> {
  // `fresh`: a new login, for a test that needs the district the server holds now.
  const hit = fresh ? undefined : cache.get(email);
  if (hit) return hit;
  const res = await request.post('/api/v3/auth/login', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`login of ${email} failed: ${res.status()}`);
  const { data } = (await res.json()) as {
    data: Record<string, unknown> & {
      access_token: string;
      dashboard_district: { id: number; name: string; default_language: string; currency_symbol: string };
    };
  };
  const { access_token, ...user } = data;
  const d = data.dashboard_district;
  const stored = JSON.stringify({
    token: access_token,
    user,
    district: { id: d.id, name: d.name, default_language: d.default_language, currency_symbol: d.currency_symbol },
    configuration: null,
    siteMap: null,
  });
  if (!fresh) cache.set(email, stored);
  return stored;
}

let storedSessions = 0;

/**
 * Puts a stored session where the console keeps it (localStorage), before the scripts of the page's
 * next document run, and that once: a later reload finds what the console left there (after a
 * logout, nothing). Loading a page of the origin only to write its storage cost a whole page load
 * each time (the public invitation page: its HTML, entry script and render).
 */
export async function storeSession(page: Page, stored: string): Promise<void> {
  const mark = `e2e.session.${++storedSessions}`;
  await page.addInitScript(
    ({ mark, stored }) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        localStorage.setItem('borgo.session', stored);
      } catch {
        // A document without storage of its own (about:blank): the next one of the console's origin takes it.
      }
    },
    { mark, stored },
  );
}

/** Opens the console as that user, the way a returning visitor would (stored session, re-validated). */
export async function openAs(page: Page, request: APIRequestContext, email: string, path = '/backend/dashboard'): Promise<void> {
  await storeSession(page, await storedSessionOf(request, email));
  await page.goto(path);
  await page.getByTestId('district-name').waitFor();
}

export async function loginWithForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
}

/** The sidebar's top-level entries, by section id. */
export async function sidebarSections(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar-menu');
  await menu.locator('[data-section]').first().waitFor();
  return menu.locator(':scope > [data-section], :scope > div > [data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section') ?? ''));
}

/**
 * Answers the page's requests to `url` with the server's JSON answer, edited by `edit`: what no
 * API can switch (a district's flags). A request the page dropped meanwhile (it navigated on) has
 * no answer left to edit ("Response has been disposed"): it is left alone.
 */
export async function editJsonAnswers<T>(page: Page, url: string, edit: (body: T) => void): Promise<void> {
  await page.route(url, async (route) => {
    let res: Awaited<ReturnType<typeof route.fetch>>;
    let body: T;
    try {
      res = await route.fetch();
      body = (await res.json()) as T;
    } catch {
      return;
    }
    edit(body);
    await route.fulfill({ response: res, json: body });
  });
}

/**
 * The district's answers as they would be with one content flag off: its configuration with the
 * flag at `path` false (`['DistrictContents', 'News']`, or `['Posts']`), the site map without `section`.
 */
export async function withFlagOff(page: Page, path: readonly string[], section: string): Promise<void> {
  await editJsonAnswers<{ data: Record<string, unknown> }>(page, '**/api/v3/districts/configuration?**', (body) => {
    const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, body.data);
    parent[path[path.length - 1]] = false;
  });
  await editJsonAnswers<{ data: { section_id: string }[] }>(page, '**/api/v3/site-map?**', (body) => {
    body.data = body.data.filter((e) => e.section_id !== section);
  });
}

/** Holds react-admin's shell chunk back, as a slow network would; the returned function lets it through. */
export async function holdShellChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/App-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

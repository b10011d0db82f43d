import { readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../i18n/en';
import it from '../../i18n/it';
import pt from '../../i18n/pt';
import { withLabels, type EntityLabels } from '../../src/contract/labels';
import { storedSessionOf } from './helpers';
import { ADMIN } from './resourceHelpers';

/* ---------------------------------------------------------------- catalogues */

type Catalogue = Record<string, unknown>;
export type Language = 'it' | 'pt';

/** Every entity's own labels (resources/<name>/i18n.ts), as the console merges them. */
async function entityLabels(): Promise<EntityLabels[]> {
  const names = readdirSync('resources', { withFileTypes: true }).filter((e) => e.isDirectory() && readdirSync(`resources/${e.name}`).includes('i18n.ts'));
  return Promise.all(names.map(async (e) => ((await import(`../../resources/${e.name}/i18n.ts`)) as { default: EntityLabels }).default));
}

function leaves(node: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(node as Catalogue)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (v && typeof v === 'object') leaves(v, key, out);
  }
  return out;
}

/** An English UI text to look for, with the key it comes from. */
export interface Phrase {
  key: string;
  text: string;
  pattern: RegExp;
  /**
   * A word every match holds (its longest ASCII one, in small letters), or null: a screen whose
   * text lacks it cannot match, and is not run through the pattern (a 2,500-phrase pass over a
   * screen's text takes about 0.1 s of regular expressions; the words, about 1 ms).
   */
  needle: string | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (s: string) => s.replace(/[^\p{L}]/gu, '').length;
const PLACEHOLDER = /%\{[^}]+\}/g;

/**
 * One variant of an English text ("1 item" of "1 item |||| %{smart_count} items") as a pattern
 * of whole words, case aside (buttons are shown in capitals): placeholders at its ends are
 * dropped, inner ones stand for any text on the line. Null when what is left is too short to
 * tell (under 4 letters), or has no small letter (a code: "SOS", "QR").
 */
function phrasePattern(variant: string): Pick<Phrase, 'pattern' | 'needle'> | null {
  const core = variant
    .trim()
    .replace(/^(%\{[^}]+\}\s*)+/, '')
    .replace(/(\s*%\{[^}]+\})+[.:!?]?$/, '')
    .trim();
  const literal = core.replace(PLACEHOLDER, ' ');
  if (letters(literal) < 4 || !/\p{Ll}/u.test(literal)) return null;
  const parts = core.split(PLACEHOLDER);
  const body = parts.map((part) => escape(part).replace(/\s+/g, '[^\\S\\n]+')).join('[^\\n]{1,120}?');
  const words = parts.flatMap((part) => part.match(/[a-z]+/gi) ?? []).sort((a, b) => b.length - a.length);
  return {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu'),
    needle: words[0]?.toLowerCase() ?? null,
  };
}

/**
 * The English texts a screen in `language` must not show: every value of the merged English
 * catalogue (i18n/en.ts with react-admin's English and every entity's labels) that reads
 * differently there. A text the other catalogue also uses, under any key, is a word of that
 * language as well (a language's own name, "Password" in Italian): not a leak.
 */
export async function englishPhrases(language: Language): Promise<Phrase[]> {
  const labels = await entityLabels();
  const english = leaves(
    withLabels(
      en,
      labels.map((l) => l.en),
    ),
  );
  const target = leaves(
    withLabels(
      language === 'it' ? it : pt,
      labels.map((l) => l[language]),
    ),
  );
  const theirs = new Set([...target.values()].flatMap((v) => v.split('||||').map((s) => s.trim().toLowerCase())));
  const out: Phrase[] = [];
  for (const [key, value] of english) {
    if (target.get(key) === value) continue;
    for (const variant of value.split('||||')) {
      if (theirs.has(variant.trim().toLowerCase())) continue;
      const pattern = phrasePattern(variant);
      if (pattern) out.push({ key, text: variant.trim(), ...pattern });
    }
  }
  return out;
}

/** What the user reads on the screen: its text and title, and the labels, titles, placeholders and alt texts of visible elements. */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Text marked as another language than the page's (a brand's app previewed in its own language) is content, not UI.
    let body = document.body.innerText;
    for (const el of document.querySelectorAll<HTMLElement>('body [lang]')) {
      if (el.lang && el.lang !== document.documentElement.lang && el.innerText) body = body.split(el.innerText).join('\n');
    }
    const parts = [document.title, body];
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(name);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

/** An English text found on a screen, with the words around it. */
export interface Finding extends Phrase {
  context: string;
}

/**
 * The English texts found on the screen, once each ("Save" under two keys is one finding). What
 * the API sent is data, not UI: `data` (the strings of its answers) is taken out of the text first.
 */
export async function englishOn(page: Page, phrases: readonly Phrase[], data: ReadonlySet<string> = new Set()): Promise<Finding[]> {
  let text = await screenText(page);
  // Longest first, so a name is taken out whole before a shorter one inside it.
  for (const value of [...data].sort((a, b) => b.length - a.length)) if (text.includes(value)) text = text.split(value).join('\n');
  // Small letters as the patterns' `i` flag folds them: the long s (ſ) is an s there.
  const lower = text.toLowerCase().replace(/\u017f/g, 's');
  const found = new Map<string, Finding>();
  for (const p of phrases) {
    if (found.has(p.text) || (p.needle && !lower.includes(p.needle))) continue;
    const m = p.pattern.exec(text);
    if (m) found.set(p.text, { ...p, context: text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ') });
  }
  // A shorter text found only inside a longer one found ("Delete" in "Delete the tag") is the same leak.
  const texts = [...found.keys()];
  return [...found.values()].filter((p) => !texts.some((t) => t !== p.text && t.toLowerCase().includes(p.text.toLowerCase())));
}

/**
 * Records the texts of the API's answers on this page: names, addresses, notes (the demo's, in
 * whatever language it wrote them). Not its messages (`message`, `errors`): those are UI, in the
 * caller's language. Not codes either (`active`, `tenant`): a code shown as it is, untranslated, is
 * a leak; a file's name is data, though it looks like one. Await `settled()` before reading `values`.
 */
export function recordApiData(page: Page): { values: Set<string>; settled(): Promise<void> } {
  const values = new Set<string>();
  const pending = new Set<Promise<void>>();
  const collect = (node: unknown, key = ''): void => {
    if (typeof node === 'string') {
      // A file's name looks like a code but is data (an export named in its requester's language).
      const fileName = /^[\w.-]+\.(xlsx|xls|pdf|png|jpe?g|zip)$/i.test(node);
      if (letters(node) >= 4 && (fileName || !/^[a-z0-9_.:/-]+$/.test(node))) values.add(node);
    } else if (Array.isArray(node)) node.forEach((v) => collect(v, key));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) if (k !== 'message' && k !== 'errors') collect(v, k);
  };
  page.on('response', (res) => {
    if (!res.url().includes('/api/v3/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    const read = res
      .json()
      .then((body: unknown) => collect(body))
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return { values, settled: async () => void (await Promise.all([...pending])) };
}

/* ---------------------------------------------------------------- accessibility */

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

export interface AxeReport {
  counts: Record<Impact, number>;
  /** The rules broken, by impact. */
  rules: Record<Impact, string[]>;
  /** The serious and critical ones, to fix: rule, impact, where. */
  blocking: { id: string; impact: Impact; help: string; targets: string[] }[];
}

/**
 * axe-core's violations on the page as it is. `AxeBuilder.analyze()` injects axe-core's 0.5 MB
 * source anew on every call and finishes each run in a new blank page: about 0.8 s more per screen
 * here than the run itself. A page without frames needs neither: axe-core is injected once per
 * document and run in place, with the same rules. A page with frames is left to the builder, which
 * runs in each frame and puts the parts together.
 *
 * Every rule runs, but only the violations are gathered in full (`resultTypes`): the passes, the
 * incomplete and the inapplicable keep one element each and stay in the page. Gathering and
 * sending every element that passed took most of a run (users list: 1.9-3.4 s → 0.6-1.0 s,
 * the same violations).
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const options: RunOptions = { resultTypes: ['violations'] };
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).options(options).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate((o) => (window as unknown as { axe: typeof axeCore }).axe.run(document, o).then((r) => r.violations), options);
}

/** axe-core's run of every rule on the screen as it is. */
export async function axe(page: Page): Promise<AxeReport> {
  const violations = await axeViolations(page);
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const rules: Record<Impact, string[]> = { critical: [], serious: [], moderate: [], minor: [] };
  const blocking: AxeReport['blocking'] = [];
  for (const v of violations) {
    const impact = (v.impact ?? 'minor') as Impact;
    counts[impact] += v.nodes.length;
    rules[impact].push(v.id);
    if (impact === 'serious' || impact === 'critical') {
      blocking.push({ id: v.id, impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`) });
    }
  }
  return { counts, rules, blocking };
}

/** "critical 0, serious 0, moderate 1 (heading-order), minor 0": elements by impact, and the rules they break. */
export const countsLine = ({ counts, rules }: Pick<AxeReport, 'counts' | 'rules'>) =>
  IMPACTS.map((i) => `${i} ${counts[i]}${rules[i].length ? ` (${rules[i].join(', ')})` : ''}`).join(', ');

/* ---------------------------------------------------------------- the screens */

/**
 * Something is still coming: a skeleton, a spinner, a wait screen, a form loading its record. A
 * progress bar with a value (a poll's result) is a figure, not a wait.
 */
const BUSY =
  '.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, [role=progressbar]:not([aria-valuenow]), .b-wait, .b-spinner, [data-testid=shell-skeleton], [data-testid=form-loading]';

/**
 * Waits for the screen to settle: the console has drawn a page (a main region or a heading: the
 * empty document before the first render is quiet too), nothing loading, no transition running (a
 * drawer sliding, a dialog fading in), twice in a row.
 */
export async function settle(page: Page): Promise<void> {
  let calm = 0;
  await expect
    .poll(
      async () => {
        const quiet = await page.evaluate((busy) => {
          if (!document.querySelector('main, h1')) return false;
          if ([...document.querySelectorAll(busy)].some((el) => el.checkVisibility())) return false;
          // A button's ripple changes nothing on the screen: not waited for.
          const moving = (a: Animation) => {
            const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
            return a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity && !target?.closest('.MuiTouchRipple-root');
          };
          return !document.getAnimations().some(moving);
        }, BUSY);
        calm = quiet ? calm + 1 : 0;
        return calm >= 2;
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
}

/**
 * The administrator's stored session, working in Borgo Navigli (district 1) whatever another test
 * left selected. Selecting the district is a write the audit trail records, so its list has a row.
 */
export async function adminInBorgoNavigli(request: APIRequestContext): Promise<string> {
  const stored = JSON.parse(await storedSessionOf(request, ADMIN, { fresh: true })) as {
    token: string;
    user: Record<string, unknown>;
    district: Record<string, unknown>;
  };
  const res = await request.post('/api/v3/auth/select-district', { headers: { Authorization: `Bearer ${stored.token}` }, data: { selected_district: 1 } });
  if (!res.ok()) throw new Error(`select-district: ${res.status()}`);
  const { dashboard_district: d, permissions } = ((await res.json()) as { data: { dashboard_district: Record<string, unknown>; permissions: string[] } }).data;
  stored.user = { ...stored.user, dashboard_district: d, permissions };
  stored.district = { id: d.id, name: d.name, default_language: d.default_language, currency_symbol: d.currency_symbol };
  return JSON.stringify(stored);
}

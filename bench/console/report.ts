import type { Machine } from '../report';
import type { BundleReport, PageBundle } from './bundles';
import type { ChunkInfo } from './chunks';
import type { LhPageResult, LighthouseReport, LostAudit } from './lighthouse';
import { TARGET_MOBILE_ACCESSIBILITY, TARGET_MOBILE_PERFORMANCE, TARGET_PUBLIC_GZIP_KB } from './pages';
import { SCREEN_TARGETS, type ScreenResult, type ScreensReport, type Timing } from './screens';

export interface ConsoleReport {
  status: 'ok' | 'failed';
  reason?: string;
  date: string;
  machine: Machine;
  build?: {
    /** `working tree` (built by the bench) or the folder given in BENCH_CONSOLE_DIST. */
    source: string;
    ms?: number;
    vite?: string;
    chunks: Omit<ChunkInfo, 'packages'>[];
  };
  server?: { startupMs: number; database: string };
  bundles?: BundleReport;
  lighthouse?: LighthouseReport;
  /** Every screen of the registry and the tags form: timings, Lighthouse, targets (issue 11). */
  screens?: ScreensReport;
  /** The 1-min load average sampled every 15 s over the whole console bench. */
  loadDuring?: { min: number; max: number; mean: number; samples: number };
  durationMs: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const name = (path: string) => path.replace(/^\/assets\//, '');
const cell = (v: number | null | undefined, unit = '') => (v === null || v === undefined ? 'n/a' : `${v}${unit}`);
const sec = (ms: number | null) => (ms === null ? 'n/a' : (ms / 1000).toFixed(1));

function reactAdminCell(p: PageBundle): string {
  const parts: string[] = [];
  if (p.reactAdminCode.length) {
    const chunks = p.reactAdminChunks.filter((c) => c.packages.some((x) => p.reactAdminCode.includes(x))).map((c) => `\`${name(c.path)}\``);
    parts.push(`**yes**: ${p.reactAdminCode.join(', ')} in ${chunks.join(', ')} (${kb(p.reactAdminGzipBytes)} KB gzip)`);
  } else {
    parts.push('no');
  }
  if (p.reactAdminCatalogues.length) {
    const bytes = p.scripts
      .filter((s) => s.reactAdmin.length && s.reactAdmin.every((x) => p.reactAdminCatalogues.includes(x)))
      .reduce((n, s) => n + s.gzipBytes, 0);
    parts.push(`⚠ its message catalogue ${p.reactAdminCatalogues.join(', ')} is loaded (${kb(bytes)} KB gzip)`);
  }
  return parts.join('; ');
}

function bundlesSection(b: BundleReport): string[] {
  const out = ['## JavaScript per page (first visit, empty cache)', ''];
  if (b.status === 'failed' && b.reason) out.push(`**failed:** ${b.reason}`, '');
  out.push(
    `| Page | Path | JS gzip KB | chunks | on the wire KB | react-admin | Target: no react-admin, ≤ ${TARGET_PUBLIC_GZIP_KB} KB gzip |`,
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
  );
  for (const p of b.pages) {
    if (p.status === 'failed') {
      out.push(`| ${p.title} | \`${p.path}\` | failed | | | | ${(p.reason ?? '').replace(/\n/g, ' ').replace(/\|/g, '\\|').slice(0, 300)} |`);
      continue;
    }
    const encodings = [...new Set(p.scripts.map((s) => s.encoding ?? 'identity'))].join('/');
    const target = p.target ? (p.target.pass ? '**PASS**' : `**FAIL**: ${p.target.why}`) : '—';
    out.push(
      `| ${p.title} | \`${p.path}\` | ${kb(p.totalGzipBytes)} | ${p.chunks} | ${kb(p.totalTransferBytes)} (${encodings}) | ${reactAdminCell(p)} | ${target} |`,
    );
  }
  out.push(
    '',
    '"JS gzip": zlib gzip level 9 of each script file the page loaded, summed. "On the wire": response headers and body as the server sent them ' +
      '(it compresses with brotli or gzip as the browser asks). The dashboard row opens `/backend/dashboard` in a fresh browser context with the ' +
      'session the login form stored; the last row is what submitting the login form adds to the login page.',
    '',
    'Chunks loaded (gzip KB):',
    '',
  );
  for (const p of b.pages.filter((x) => x.status === 'ok')) {
    const list = [...p.scripts]
      .sort((a, c) => c.gzipBytes - a.gzipBytes)
      .map((s) => `\`${name(s.path)}\` ${kb(s.gzipBytes)}${s.reactAdmin.length ? ` (${s.reactAdmin.join(', ')})` : ''}`)
      .join(', ');
    out.push(`- ${p.title}: ${list}`);
  }
  const withIssues = b.pages.filter((x) => x.status === 'ok' && x.issues.length);
  if (withIssues.length) {
    out.push('', 'What the browser reported while loading (DevTools Issues panel, console errors and warnings, HTTP errors, failed requests):', '');
    for (const p of withIssues) {
      out.push(`- ${p.title}:`, ...p.issues.map((i) => `  - ${i}`));
    }
  }
  out.push('', 'Largest packages in what each page loads (minified KB before gzip, from the source maps; `(app)` = our src/ and i18n/):', '');
  for (const p of b.pages.filter((x) => x.status === 'ok' && x.topPackages.length)) {
    out.push(`- ${p.title}: ${p.topPackages.map((x) => `${x.name} ${kb(x.rawBytes)}`).join(', ')}`);
  }
  out.push('');
  return out;
}

function target(r: LhPageResult): string {
  if (!r.target) return '—';
  return r.target.pass ? '**PASS**' : `**FAIL**: ${r.target.why}`;
}

function lostLines(audits: LostAudit[]): string[] {
  const out: string[] = [];
  for (const a of audits) {
    const cost =
      a.pointsLost > 0
        ? `−${a.pointsLost} pts`
        : a.savings
          ? `est. savings ${Object.entries(a.savings)
              .map(([m, v]) => `${m} ${m === 'CLS' ? v : `${Math.round(v)} ms`}`)
              .join(', ')}`
          : '';
    const head = [`\`${a.id}\``, a.title, a.displayValue ? `(${a.displayValue})` : '', cost ? `— ${cost}` : ''].filter(Boolean).join(' ');
    out.push(`  - ${head}`);
    for (const item of a.items) out.push(`    - ${item.replace(/\n/g, ' ')}`);
    if (a.id === 'inspector-issues') out.push('    - the issues themselves, with their source: "What the browser reported" above');
  }
  return out;
}

function lighthouseSection(l: LighthouseReport): string[] {
  const out = [`## Lighthouse ${l.lighthouse} (median of ${l.runsPerPage})`, ''];
  out.push(`${l.chrome ?? 'Chromium'}; throttling: ${l.throttling}. Dashboard session: ${l.session ?? 'n/a'}.`, '');
  if (l.status === 'failed' && l.reason) out.push(`**failed:** ${l.reason}`, '');
  out.push(
    `| Page | Form factor | Performance | Accessibility | Best practices | perf. of each run | FCP s | LCP s | TBT ms | CLS | Speed Index s | Target (mobile): perf ≥ ${TARGET_MOBILE_PERFORMANCE}, a11y ≥ ${TARGET_MOBILE_ACCESSIBILITY} |`,
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of l.results) {
    if (r.status === 'failed') {
      out.push(`| ${r.title} | ${r.formFactor} | failed | | | | | | | | | ${(r.reason ?? '').replace(/\n/g, ' ').replace(/\|/g, '\\|').slice(0, 300)} |`);
      continue;
    }
    const m = r.median;
    const runs = r.runs.map((x) => cell(x.performance)).join(' / ');
    out.push(
      `| ${r.title} | ${r.formFactor} | ${cell(m.performance)} | ${cell(m.accessibility)} | ${cell(m.bestPractices)} | ${runs} | ${sec(m.metrics.fcpMs)} | ${sec(m.metrics.lcpMs)} | ${cell(m.metrics.tbtMs)} | ${cell(m.metrics.cls)} | ${sec(m.metrics.speedIndexMs)} | ${target(r)} |`,
    );
  }
  const problems = l.results.flatMap((r) => (r.notes ?? []).map((n) => `${r.title}, ${r.formFactor}, ${n}`));
  if (problems.length) out.push('', 'Failed attempts:', '', ...problems.map((p) => `- ${p.replace(/\n/g, ' ')}`));
  out.push('', '### Where the points went (the run with the median performance score)', '');
  out.push(
    'Performance: the weighted metrics below 1 (points lost of 100), then the opportunities and diagnostics Lighthouse flags with their estimated savings. ' +
      'Accessibility and best practices: every failed audit, with points lost and the offending elements.',
    '',
  );
  for (const r of l.results.filter((x) => x.status === 'ok')) {
    const lost = Object.entries(r.lost).filter(([, audits]) => audits.length);
    if (!lost.length) continue;
    out.push(
      `**${r.title}, ${r.formFactor}** — performance ${cell(r.median.performance)}, accessibility ${cell(r.median.accessibility)}, best practices ${cell(r.median.bestPractices)}`,
      '',
    );
    for (const [category, audits] of lost) {
      out.push(`- ${category}:`, ...lostLines(audits));
    }
    out.push('');
  }
  return out;
}

export function consoleMarkdown(report: ConsoleReport): string {
  const m = report.machine;
  const out = ['# Borgo console benchmark', ''];
  out.push(
    `Run ${report.date} on ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}; 1-min load average at start: ${m.loadAverage1m}` +
      (report.loadDuring ? `, during the run ${report.loadDuring.min}–${report.loadDuring.max} (mean ${report.loadDuring.mean})` : '') +
      `. Took ${Math.round(report.durationMs / 1000)} s (${(report.durationMs / 60_000).toFixed(1)} min).`,
  );
  if (report.build) {
    const how =
      report.build.source === 'working tree'
        ? `Console built from the working tree with Vite ${report.build.vite} in ${sec(report.build.ms ?? null)} s (into a temp folder, \`--sourcemap hidden\`: chunks identical to a plain build)`
        : `Console build taken from \`${report.build.source}\``;
    out.push(
      `${how}; served by \`server/start.ts\` (${report.server?.database ?? 'n/a'}, ready in ${sec(report.server?.startupMs ?? null)} s) on loopback. Browser, server and Lighthouse share the same CPUs. See bench/README.md.`,
    );
  }
  out.push('');
  if (report.status === 'failed' && report.reason) out.push(`**failed:** ${report.reason}`, '');
  if (report.bundles) out.push(...bundlesSection(report.bundles));
  if (report.screens) out.push(...screensSection(report.screens, report.lighthouse));
  if (report.lighthouse) out.push(...lighthouseSection(report.lighthouse));
  else if (report.bundles) out.push('## Lighthouse', '', 'skipped (BENCH_LH_RUNS=0).', '');
  return `${out.join('\n').trimEnd()}\n`;
}

const esc = (text: string) => text.replace(/\n/g, ' ').replace(/\|/g, '\\|');
const clipped = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

function lhCells(r: LhPageResult | undefined): string[] {
  if (!r) return ['—', '—', '—', '—'];
  if (r.status === 'failed') return ['failed', '', '', ''];
  const m = r.median;
  return [
    `${cell(m.performance)} / ${cell(m.accessibility)} / ${cell(m.bestPractices)}`,
    `${sec(m.metrics.fcpMs)} · ${sec(m.metrics.lcpMs)}`,
    cell(m.metrics.tbtMs),
    cell(m.metrics.cls),
  ];
}

function timingCell(t: Timing): string {
  if (t.status === 'ok') return `${t.medianMs}`;
  if (t.status === 'skipped') return '—';
  return 'failed';
}

/** A cold load's first rows (early where the wait screen drew them, marked so), or its list's when it drew none. */
function firstRowsCell(t: Timing): string {
  if (t.status === 'ok') return t.earlyRuns ? `${t.firstRowsMedianMs} (early ${t.earlyRuns}/${t.eachMs.length})` : `${t.firstRowsMedianMs ?? t.medianMs}`;
  if (t.status === 'skipped') return '—';
  return 'failed';
}

function screenTarget(s: ScreenResult): string {
  if (s.status === 'skipped') return `skipped: ${esc(s.reason ?? '')}`;
  if (!s.target) return 'n/a';
  return s.target.pass ? '**PASS**' : `**FAIL**: ${esc(s.target.why ?? '')}`;
}

/** Lighthouse's own context, shown apart from the opportunities: the LCP element with its phases, the longest tasks, the request chain. */
const CONTEXT_AUDITS = ['largest-contentful-paint-element', 'long-tasks', 'critical-request-chains'];

/** One performance line of a median run: points lost by metric, then (mobile) the opportunities with estimated savings, and where the time goes. */
function compactPerformance(r: LhPageResult, detailed: boolean): string {
  const audits = r.lost.performance;
  const metrics = audits.filter((a) => a.pointsLost > 0).map((a) => `${a.id.replace(/-/g, ' ')} −${a.pointsLost} (${a.displayValue ?? '?'})`);
  const parts = [metrics.length ? metrics.join(', ') : 'no points lost'];
  const savings = (a: LostAudit) =>
    a.savings
      ? ` (${Object.entries(a.savings)
          .map(([k, v]) => `${k} ${k === 'CLS' ? v : `${Math.round(v)} ms`}`)
          .join(', ')})`
      : '';
  if (detailed) {
    for (const a of audits.filter((x) => x.pointsLost === 0 && x.savings && !CONTEXT_AUDITS.includes(x.id)).slice(0, 4)) {
      const top = a.items.slice(0, 2).map((i) => clipped(i, 70));
      parts.push(`\`${a.id}\` ${a.displayValue ?? ''}${savings(a)}${top.length ? `: ${top.join(', ')}` : ''}`.replace(/ +/g, ' '));
    }
  }
  const lcp = audits.find((a) => a.id === 'largest-contentful-paint-element');
  if (lcp?.items.length) parts.push(`LCP element ${lcp.items.map((i) => clipped(i, 100)).join(', ')}`);
  const tasks = audits.find((a) => a.id === 'long-tasks');
  if (detailed && tasks?.items.length) {
    parts.push(
      `long tasks (${tasks.displayValue ?? ''}): ${tasks.items
        .slice(0, 3)
        .map((i) => clipped(i, 70))
        .join(', ')}`,
    );
  }
  return parts.join('; ');
}

function failedAudits(r: LhPageResult): string {
  const list = [...r.lost.accessibility, ...r.lost['best-practices']].map(
    (a) => `\`${a.id}\` −${a.pointsLost}${a.items[0] ? ` (${clipped(a.items[0], 80)})` : ''}`,
  );
  return list.join(', ');
}

function timingDetail(name: string, t: Timing): string {
  if (t.status === 'skipped') return `${name}: skipped (${t.reason ?? ''})`;
  const each = t.eachMs.length ? ` (${t.eachMs.join(' / ')})` : '';
  const fcp = t.fcpMedianMs !== undefined && t.fcpMedianMs !== null ? `, FCP ${t.fcpMedianMs} ms` : '';
  const early = t.earlyRuns ? `, first rows (early, before the list) ${t.firstRowsMedianMs} ms (${t.firstRowsEachMs?.join(' / ')})` : '';
  const errors = t.errors.length ? `; not counted: ${t.errors.map((e) => clipped(e, 140)).join(' · ')}` : '';
  if (t.status === 'failed') return `${name}: **failed** — ${clipped(t.reason ?? '', 200)}${errors}`;
  return `${name} ${t.medianMs} ms${each}${fcp}${early}, ${t.shown ?? ''}, load ${t.loadAverage1m.toFixed(2)}${errors}`;
}

/** Issue 11: a row per screen of the registry (and the tags form), then each screen's detail in a few lines. */
function screensSection(r: ScreensReport, lighthouse: LighthouseReport | undefined): string[] {
  const c = r.config;
  const t = SCREEN_TARGETS;
  const lhRuns = lighthouse?.screenRuns;
  const out = ['## Every screen (issue 11)', ''];
  if (r.status === 'failed' && r.reason) out.push(`**failed:** ${esc(r.reason)}`, '');
  out.push(
    `Screens from the registry (\`resources/*/contract.ts\`, \`discoverEntities()\`)${c.selection ? `, kept by BENCH_SCREENS=${c.selection}` : ''}, and the tags create form opened by the list's Create button. ` +
      `Lighthouse as on the dashboard (admin session kept, HTTP cache emptied before each run): ${lhRuns ? `median of ${lhRuns.mobile} mobile and ${lhRuns.desktop} desktop run(s) per screen` : 'not run'}. ` +
      `Timings in Chromium, ${c.viewport}, median of ${c.timingRuns} runs: **cold load** — ${c.cold}; **click** — ${c.click}. ` +
      '"Rows" is the first `[data-testid=list-row]` (or `list-empty` for an empty list, or the Save button `form-save` of a screen that is a form), painted: ' +
      'a MutationObserver from an init script sees it, a requestAnimationFrame then a posted task mark the frame that draws it (`performance.now()`, in the page). ' +
      '"First rows" (cold loads) are the first rows painted, whichever came first: the wait screen\'s early rows (`[data-testid=early-row]`, drawn from the contract\'s columns before react-admin has loaded; "early k/n" = in k of n runs) or the list\'s; "list" is the working list\'s rows. The cold-load target is read on the first rows.',
    '',
    `Targets (issue 11, for every list; shown, not enforced): Lighthouse mobile ≥ ${t.mobilePerformance}, CLS (mobile) ≤ ${t.cls}, cold load ≤ ${t.coldLoadMs} ms, click → rows ≤ ${t.clickMs} ms.`,
    '',
    '| Screen | Route | Mobile perf / a11y / bp | Mobile FCP · LCP s | Mobile TBT ms | Mobile CLS | Desktop perf / a11y / bp | Desktop FCP · LCP s | Desktop TBT ms | Desktop CLS | Cold load → first rows ms | Cold load → list ms | Click → rows ms | JS added KB gzip | Targets |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const s of r.screens) {
    const name = s.kind === 'form' ? `${s.title} (opened by Create on \`${s.openedFrom}\`)` : s.title;
    const added = s.addedScripts ? kb(s.addedScripts.gzipBytes) : '—';
    out.push(
      `| ${esc(name)} | \`${s.path}\` | ${[...lhCells(s.lighthouse.mobile), ...lhCells(s.lighthouse.desktop)].join(' | ')} | ${firstRowsCell(s.coldLoad)} | ${timingCell(s.coldLoad)} | ${timingCell(s.click)} | ${added} | ${screenTarget(s)} |`,
    );
  }
  out.push(
    '',
    '"JS added": the scripts the click fetched beyond the page it started from (the dashboard; the tags list for the form), gzip level 9 of the files on disk. ' +
      'Lighthouse cells: median of the runs; each run’s score and what cost the points below.',
    '',
    '### Each screen: timings and where the Lighthouse points went (the run with the median performance score)',
    '',
  );
  for (const s of r.screens) {
    if (s.status === 'skipped') {
      out.push(`- **${s.title}** \`${s.path}\`: skipped — ${s.reason ?? ''}`);
      continue;
    }
    out.push(`- **${s.title}** \`${s.path}\`${s.status === 'failed' ? ` — **failed:** ${esc(clipped(s.reason ?? '', 300))}` : ''}`);
    out.push(`  - ${timingDetail('cold load', s.coldLoad)}`, `  - ${timingDetail('click', s.click)}`);
    if (s.addedScripts?.files.length) {
      const files = s.addedScripts.files.slice(0, 6).map((f) => `\`${name(f.path)}\` ${kb(f.gzipBytes)}`);
      const more = s.addedScripts.files.length - files.length;
      out.push(`  - scripts the click fetched: ${files.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
    }
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const lh = s.lighthouse[formFactor];
      if (!lh) continue;
      if (lh.status === 'failed') {
        out.push(`  - ${formFactor}: **failed** — ${esc(clipped(lh.reason ?? '', 300))}`);
        continue;
      }
      const runs = lh.runs.map((x) => cell(x.performance)).join(' / ');
      out.push(`  - ${formFactor} ${cell(lh.median.performance)} (runs ${runs}): ${compactPerformance(lh, formFactor === 'mobile')}`);
      const audits = failedAudits(lh);
      if (audits) out.push(`    - ${formFactor} accessibility ${cell(lh.median.accessibility)}, best practices ${cell(lh.median.bestPractices)}: ${audits}`);
      if (lh.notes.length) out.push(`    - ${formFactor}, failed attempts: ${lh.notes.map((n) => clipped(n, 160)).join(' · ')}`);
    }
  }
  out.push('');
  return out;
}

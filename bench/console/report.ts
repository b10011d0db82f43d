import type { Machine } from '../report';
import type { BundleReport, PageBundle } from './bundles';
import type { ChunkInfo } from './chunks';
import type { LhPageResult, LighthouseReport, LostAudit } from './lighthouse';
import { TARGET_MOBILE_ACCESSIBILITY, TARGET_MOBILE_PERFORMANCE, TARGET_PUBLIC_GZIP_KB } from './pages';
import type { TagsListBench } from './tagsList';

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
  tagsList?: ({ status: 'ok' } & TagsListBench) | { status: 'failed'; reason: string };
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
    `Run ${report.date} on ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB, ${m.os}, Node ${m.node}; 1-min load average at start: ${m.loadAverage1m}. Took ${Math.round(report.durationMs / 1000)} s.`,
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
  if (report.tagsList) out.push(...tagsListSection(report.tagsList));
  if (report.lighthouse) out.push(...lighthouseSection(report.lighthouse));
  else if (report.bundles) out.push('## Lighthouse', '', 'skipped (BENCH_LH_RUNS=0).', '');
  return `${out.join('\n').trimEnd()}\n`;
}

/** Issue 4's list timings: navigation to the first 20 tags, scroll to the next 20, its chunk. */
function tagsListSection(t: NonNullable<ConsoleReport['tagsList']>): string[] {
  const out = ['## Tags list (median of 5 runs, Chromium, desktop 1440x900)', ''];
  if (t.status === 'failed') return [...out, `**failed:** ${t.reason}`, ''];
  out.push('| Measure | Median | Each run |', '| --- | ---: | --- |');
  out.push(`| Navigation → first 20 rows | ${t.firstRowsMs.median} ms | ${t.firstRowsMs.each.join(' / ')} |`);
  out.push(`| Scroll → next 20 rows | ${t.nextPageMs.median} ms | ${t.nextPageMs.each.join(' / ')} |`);
  out.push(
    '',
    `JavaScript loaded for the tags list beyond the dashboard: ${(t.chunk.gzipBytes / 1024).toFixed(1)} KB gzip in ${t.chunk.files.length} chunk(s).`,
    '',
  );
  return out;
}

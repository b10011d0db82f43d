import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../server';

/**
 * What one built chunk is made of. The build runs with `--sourcemap hidden`: the JavaScript is
 * byte-identical to a plain build (no sourceMappingURL comment, so browsers never fetch the maps),
 * and the `.map` next to each chunk says which package every minified byte comes from.
 */
export interface ChunkInfo {
  /** Path under the build folder, e.g. `assets/App-Bx6oUDiR.js`. */
  file: string;
  rawBytes: number;
  /** zlib gzip, level 9, of the file on disk. */
  gzipBytes: number;
  /** Minified bytes per npm package (`(app)` for src/, i18n/ and resources/, `(bundler)` for unmapped runtime code). */
  packages: Record<string, number>;
  /** react-admin packages found in the chunk (react-admin, ra-core, ra-ui-materialui, ra-i18n-*, ra-language-*). */
  reactAdmin: string[];
  /** How `reactAdmin` was decided: from the source map, or from text markers when there is no map. */
  detectedBy: 'sourcemap' | 'markers';
}

/** Packages that make up react-admin: react-admin itself and every ra-* (ra-core, ra-ui-materialui, ra-i18n-polyglot, ra-language-*...). */
export function isReactAdminPackage(name: string): boolean {
  return name === 'react-admin' || /^ra-[a-z0-9-]+$/.test(name);
}

/**
 * react-admin's message catalogues (ra-language-english...): plain objects of UI strings, no
 * react-admin code. Reported apart: loading one on a public page is waste, not the framework.
 */
export function isCatalogueOnly(name: string): boolean {
  return /^ra-language-/.test(name);
}

/**
 * Fallback markers when a chunk has no source map (e.g. BENCH_CONSOLE_DIST pointing at a plain
 * build). Both are string literals that survive minification and that our own code never writes:
 * ra-core's auth check (`useCheckAuth`/`useAuthState`, used by every <Admin>) and the class-name
 * prefix of ra-ui-materialui's <Layout>. Checked against the source maps of the 5.15 build.
 */
const MARKERS: { text: string; pkg: string }[] = [
  { text: 'ra.auth.auth_check_error', pkg: 'ra-core' },
  { text: 'ra.notification.not_authorized', pkg: 'ra-core' },
  { text: '"RaLayout"', pkg: 'ra-ui-materialui' },
  { text: "'RaLayout'", pkg: 'ra-ui-materialui' },
];

export function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

/** Reads every JavaScript chunk of a build folder (its `assets/`), keyed by path under the build. */
export function analyseBuild(distDir: string): Map<string, ChunkInfo> {
  const out = new Map<string, ChunkInfo>();
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return out;
  for (const name of readdirSync(assets).sort()) {
    if (!name.endsWith('.js')) continue;
    const info = analyseChunk(distDir, `assets/${name}`);
    out.set(info.file, info);
  }
  return out;
}

export function analyseChunk(distDir: string, file: string): ChunkInfo {
  const path = join(distDir, file);
  const buffer = readFileSync(path);
  const code = buffer.toString('utf8');
  const mapPath = `${path}.map`;
  let packages: Record<string, number> = {};
  let detectedBy: ChunkInfo['detectedBy'] = 'markers';
  if (existsSync(mapPath)) {
    try {
      packages = bytesPerPackage(code, JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap);
      detectedBy = 'sourcemap';
    } catch {
      packages = {};
    }
  }
  const reactAdmin =
    detectedBy === 'sourcemap'
      ? Object.keys(packages).filter(isReactAdminPackage).sort()
      : [...new Set(MARKERS.filter((m) => code.includes(m.text)).map((m) => m.pkg))].sort();
  return { file, rawBytes: buffer.length, gzipBytes: gzipSize(buffer), packages, reactAdmin, detectedBy };
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** The npm package a source path belongs to (the last node_modules/ segment wins, for nested installs). */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return '(app)';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The original source of a generated position (0-based line and column, as CDP reports them),
 * from the chunk's hidden source map: which package a console error or CSP report comes from.
 */
export function originalPosition(distDir: string, file: string, line: number, column: number): { source: string; pkg: string; line: number } | null {
  const mapPath = join(distDir, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  try {
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMap;
    let source = 0;
    let sourceLine = 0;
    let found: { source: string; pkg: string; line: number } | null = null;
    map.mappings.split(';').forEach((text, index) => {
      let col = 0;
      for (const segment of text.split(',')) {
        if (!segment) continue;
        const fields = decodeSegment(segment);
        col += fields[0];
        if (fields.length < 4) continue;
        source += fields[1];
        sourceLine += fields[2];
        if (index === line && col <= column) {
          const path = map.sources[source] ?? '';
          const at = path.lastIndexOf('node_modules/');
          found = {
            source: at >= 0 ? path.slice(at + 'node_modules/'.length) : relative(ROOT, resolve(dirname(mapPath), path)),
            pkg: packageOf(path),
            line: sourceLine + 1,
          };
        }
      }
    });
    return found;
  } catch {
    return null;
  }
}

const BASE64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one Base64 VLQ segment of a source map into its fields. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * Minified bytes per package: each mapping segment owns the generated text up to the next segment
 * on its line. Columns count UTF-16 units, so non-ASCII text is counted per character, close
 * enough for a breakdown. Text no segment maps (bundler runtime, glue) is `(bundler)`.
 */
export function bytesPerPackage(code: string, map: SourceMap): Record<string, number> {
  const owners = map.sources.map(packageOf);
  const lines = code.split('\n');
  const totals: Record<string, number> = {};
  const add = (pkg: string, n: number) => {
    if (n > 0) totals[pkg] = (totals[pkg] ?? 0) + n;
  };
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const length = (lines[index] ?? '').length + 1; // the newline too
    let column = 0;
    let owner = '(bundler)';
    let start = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      const next = column + fields[0];
      add(owner, next - start);
      column = next;
      start = next;
      if (fields.length >= 4) {
        source += fields[1];
        owner = owners[source] ?? '(bundler)';
      } else {
        owner = '(bundler)';
      }
    }
    add(owner, length - start);
  });
  for (let i = map.mappings.split(';').length; i < lines.length; i++) add('(bundler)', lines[i].length + 1);
  return totals;
}

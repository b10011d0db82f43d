import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A resource's screens load no validation library with their code (issue 11, "a lighter list
 * shell"): zod comes only with a form's schema, through the declaration's loader (or a loader of
 * the form's own), never through a view's static imports. A list screen then loads none of it.
 */
const ROOT = resolve(__dirname, '../..');
const STATIC_IMPORT = /^import\s+(?!type\b)[^'"]*?from\s+'([^']+)';|^export\s+(?!type\b)[^'"]*?from\s+'([^']+)';/gm;

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** The chain of files through which `entry` reaches zod statically, or null. */
function pathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = m[1] ?? m[2];
      if (spec === 'zod' || spec.startsWith('zod/')) return [...chain, file.replace(`${ROOT}/`, '')];
      const local = resolveLocal(file, spec);
      const found = local && walk(local, [...chain, file.replace(`${ROOT}/`, '')]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

/** The modules a resource's index.ts loads on demand as views (`import('./views')`, `import('./X')`). */
function viewModules(dir: string): string[] {
  const index = join(dir, 'index.ts');
  if (!existsSync(index)) return [];
  const specs = [...readFileSync(index, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) => m[1]);
  return specs.map((s) => resolveLocal(index, s)).filter((f): f is string => f !== null && !/\/schema\.ts$/.test(f));
}

/** The screens entities share (the content lists, details and form), loaded on demand as theirs are. */
const SHARED = ['src/components/content/ContentViews.tsx', 'src/components/content/ContentForm.tsx'].map((f) => [`shared: ${f}`, join(ROOT, f)]);

const views = [
  ...readdirSync(join(ROOT, 'resources')).flatMap((name) => viewModules(join(ROOT, 'resources', name)).map((f) => [`${name}: ${f.split('/').at(-1)}`, f])),
  ...SHARED,
];

describe("resources' views", () => {
  it.each(views)('%s brings no zod', (_, file) => {
    expect(pathToZod(file)).toBeNull();
  });
});

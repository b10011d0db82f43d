import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Contracts are read by the console's first paint (the sidebar, the guards): nothing they import
 * at run time may bring zod, whose first parse probes eval (refused by the content security
 * policy) and which forms load with their schemas. A schema is reached only through a contract's
 * `schemas` loader (a dynamic import) or `import type`.
 */
const ROOT = resolve(__dirname, '../..');
const STATIC_IMPORT = /^import\s+(?!type\b)[^'"]*?from\s+'([^']+)';/gm;

function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The packages a file reaches through its static, non-type imports. */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      const local = resolveLocal(file, spec);
      if (local) walk(local);
      else if (!spec.startsWith('.')) packages.add(spec);
    }
  };
  walk(entry);
  return packages;
}

const contracts = readdirSync(join(ROOT, 'resources'))
  .map((name) => join(ROOT, 'resources', name, 'contract.ts'))
  .filter(existsSync);

describe('contracts at first paint', () => {
  it.each(contracts.map((f) => [f.split('/').at(-2)!, f]))('%s brings no zod', (_, file) => {
    expect([...packagesReached(file)].filter((p) => p === 'zod' || p.startsWith('zod/'))).toEqual([]);
  });
});

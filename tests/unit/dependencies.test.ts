// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';

/**
 * Declare what you import, import what you declare: a package the code imports but package.json
 * does not name installs only by chance (as another package's dependency, at whatever version
 * that one wants), and a declared package nothing imports is weight and attack surface for nothing.
 */
const FOLDERS = ['src', 'resources', 'i18n', 'server', 'tests', 'bench', 'eslint'];
/** Declared, and used other than by an import: command-line tools, type packages, vitest's jsdom. */
const NOT_IMPORTED = new Set(['tsx', 'typescript', 'prettier', 'patch-package', 'jsdom', '@redocly/cli', 'temporal-polyfill']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'results' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The package each import names: `@scope/name` or `name`, subpaths, `node:` builtins and the build's own `virtual:` modules aside. */
function importedPackages(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm),
    ...code.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...code.matchAll(/\b(?:import|require)\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]);
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !s.startsWith('virtual:') && !builtinModules.includes(s))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

const files = [...FOLDERS.flatMap((dir) => sourceFiles(dir)), ...readdirSync('.').filter((f) => /\.(ts|js)$/.test(f))];
const imported = new Set(files.flatMap((file) => importedPackages(readFileSync(file, 'utf8'))));
const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

describe('dependencies', () => {
  it('every imported package is declared', () => {
    expect([...imported].filter((name) => !declared.includes(name)).sort()).toEqual([]);
  });

  it('every declared package is imported (tools and types aside)', () => {
    expect(declared.filter((name) => !imported.has(name) && !NOT_IMPORTED.has(name) && !name.startsWith('@types/'))).toEqual([]);
  });
});

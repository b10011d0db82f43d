/**
 * Build-time helper (vite.config.ts): the files of the shell's chunks, for loadShell to ask for
 * at once. The part of a bundle it reads is typed here, so that this file needs nothing of Vite.
 */
/** The name of the meta tag in index.html that lists them (the build writes it, loadShell reads it). */
export const SHELL_CHUNKS_META = 'borgo-shell-chunks';

export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  moduleIds?: string[];
}

export { CONTRACT_CHUNKS_META, LOCALE_CHUNKS_META, type LocaleChunks } from '../lib/contractChunks';

/** The name of the meta tag that lists each resource's own chunks (see resourceChunkFiles). */
export const RESOURCE_CHUNKS_META = 'borgo-resource-chunks';

/** The chunks of a bundle, and the closure of some of them over their static imports. */
function graph(bundle: Record<string, BundleChunk>) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: BundleChunk[]) => {
    const seen = new Set<string>();
    const visit = (c: BundleChunk | undefined) => {
      if (!c || seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const f of c.imports ?? []) visit(byFile.get(f));
    };
    roots.forEach(visit);
    return seen;
  };
  return { chunks, byFile, closure };
}

/** The chunks of the entries `wanted` picks and all they import, less what the page's entry loads already. */
export function shellChunkFiles(bundle: Record<string, BundleChunk>, wanted: (moduleId: string) => boolean): string[] {
  const { chunks, closure } = graph(bundle);
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const shell = closure(chunks.filter((c) => !c.isEntry && c.facadeModuleId && wanted(c.facadeModuleId)));
  return [...shell].filter((f) => !loaded.has(f)).sort();
}

/**
 * The chunk that holds `module` (a shared chunk has no facade of its own) and all it imports,
 * less what the page's entry loads already.
 */
export function moduleChunkFiles(bundle: Record<string, BundleChunk>, module: (moduleId: string) => boolean): string[] {
  const { chunks, closure } = graph(bundle);
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const holders = chunks.filter((c) => !c.isEntry && (c.moduleIds ?? []).some(module));
  return [...closure(holders)].filter((f) => !loaded.has(f)).sort();
}

/**
 * A resource's own code: the modules of its folder that load on demand for its screens (its
 * views, its pages); not its labels (loaded with the language) nor its form schema (loaded with a
 * form, by the declaration's loader).
 */
const RESOURCE_MODULE = /\/resources\/([a-z0-9_]+)\/(?!index\.ts$|contract\.ts$|i18n\.ts$|schema\.ts$)[^/]+$/;

/**
 * Per resource (its folder's name, which is its contract's name), the chunks its screens need
 * beyond the entry and the shell: its views and all they import. The page asks for a screen's
 * chunks as soon as it knows the screen (the entry, a sidebar link), not when the screen mounts.
 */
export function resourceChunkFiles(bundle: Record<string, BundleChunk>, shell: (moduleId: string) => boolean): Record<string, string[]> {
  const { chunks, byFile, closure } = graph(bundle);
  const loaded = new Set([
    ...closure(chunks.filter((c) => c.isEntry)),
    ...closure(chunks.filter((c) => !c.isEntry && c.facadeModuleId && shell(c.facadeModuleId))),
  ]);
  // A screen is what the registry asks for; what a screen itself loads later (a picker, a dialog)
  // is not asked for with it, or the click would fetch what the lazy import was there to defer.
  const screens = new Set([...loaded].flatMap((f) => byFile.get(f)?.dynamicImports ?? []));
  const out: Record<string, string[]> = {};
  for (const c of chunks) {
    const name = c.isDynamicEntry && c.facadeModuleId && screens.has(c.fileName) ? RESOURCE_MODULE.exec(c.facadeModuleId)?.[1] : undefined;
    if (!name) continue;
    const files = new Set([...(out[name] ?? []), ...[...closure([c])].filter((f) => !loaded.has(f))]);
    out[name] = [...files].sort();
  }
  return out;
}

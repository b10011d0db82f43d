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
  imports?: string[];
}

/** The chunks of the entries `wanted` picks and all they import, less what the page's entry loads already. */
export function shellChunkFiles(bundle: Record<string, BundleChunk>, wanted: (moduleId: string) => boolean): string[] {
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
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const shell = closure(chunks.filter((c) => !c.isEntry && c.facadeModuleId && wanted(c.facadeModuleId)));
  return [...shell].filter((f) => !loaded.has(f)).sort();
}

import { RESOURCE_CHUNKS_META } from './shellChunks';

let byResource: Record<string, string[]> | null = null;

/** Each resource's own chunks, as the build listed them in index.html (vite.config.ts). */
function resourceChunks(): Record<string, string[]> {
  if (byResource) return byResource;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${RESOURCE_CHUNKS_META}"]`);
  try {
    byResource = meta ? (JSON.parse(meta.content) as Record<string, string[]>) : {};
  } catch {
    byResource = {};
  }
  return byResource;
}

/**
 * Asks for a resource's code ahead of its screen (issue 11). `modulepreload` (the screen is about
 * to open): fetched and compiled in the background, not run, so that opening it waits neither for
 * the network nor for the parser. `prefetch` (the screen may open later): fetched at the lowest
 * priority into the HTTP cache, nothing more. Each file is asked for once per kind.
 */
export function preloadResourceChunks(resource: string, rel: 'modulepreload' | 'prefetch' = 'modulepreload'): void {
  for (const file of resourceChunks()[resource] ?? []) {
    const href = `${import.meta.env.BASE_URL}${file}`;
    if (document.head.querySelector(`link[rel="${rel}"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

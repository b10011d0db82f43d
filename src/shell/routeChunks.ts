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

/** The files asked for, by kind: each once. */
const asked = { modulepreload: new Set<string>(), prefetch: new Set<string>() };

/**
 * Asks for a resource's code ahead of its screen (issue 11). `modulepreload` (the screen is about
 * to open): fetched and compiled in the background, not run, so that opening it waits neither for
 * the network nor for the parser. `prefetch` (the screen may open later): fetched at low priority
 * into the HTTP cache, nothing more. Each file is asked for once per kind.
 *
 * A prefetch is a plain low-priority fetch, not a `<link rel=prefetch>`: Vite's preload helper,
 * which modulepreloads all of a lazy view's imports at once when the view is asked for, skips
 * (for good) a file that any `<link>` names. With prefetch links in the page, each click loaded
 * the view's modules one import level at a time as each level ran, from the cache but each after
 * the last (tags: the list's modules in three waves, about 110 ms after the click).
 */
export function preloadResourceChunks(resource: string, rel: 'modulepreload' | 'prefetch' = 'modulepreload'): void {
  for (const file of resourceChunks()[resource] ?? []) {
    const href = `${import.meta.env.BASE_URL}${file}`;
    if (asked[rel].has(href) || asked.modulepreload.has(href)) continue;
    asked[rel].add(href);
    if (rel === 'prefetch') {
      // Read to its end, so the whole file is in the cache; a failure only means the click fetches it.
      void fetch(href, { priority: 'low', credentials: 'same-origin' })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
      continue;
    }
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

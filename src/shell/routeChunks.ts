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

type Rel = 'modulepreload' | 'prefetch';

/** The files asked for, by kind: each once. */
const asked = { modulepreload: new Set<string>(), prefetch: new Set<string>() };

/**
 * Requests started per task. Starting one costs the page about half a millisecond (a fetch, or a
 * link and its module fetch): the wait screen's modulepreload of a list's 20-odd files took 27 ms
 * in one effect, the idle prefetch of every section's 105 files 65 ms in one callback, each a
 * long task on the way to the first rows. A few per task keep each under a few milliseconds.
 */
const PER_TASK = 4;
const queue: { href: string; rel: Rel }[] = [];
let draining = false;

function start({ href, rel }: { href: string; rel: Rel }): void {
  if (rel === 'prefetch') {
    // Asked for by a modulepreload meanwhile: that one fetches it.
    if (asked.modulepreload.has(href)) return;
    // Read to its end, so the whole file is in the cache; a failure only means the click fetches it.
    void fetch(href, { priority: 'low', credentials: 'same-origin' })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    return;
  }
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

function drain(): void {
  for (let i = 0; i < PER_TASK && queue.length > 0; i++) start(queue.shift()!);
  if (queue.length > 0) setTimeout(drain);
  else draining = false;
}

/**
 * Asks for a resource's code ahead of its screen (issue 11). `modulepreload` (the screen is about
 * to open): fetched and compiled in the background, not run, so that opening it waits neither for
 * the network nor for the parser. `prefetch` (the screen may open later): fetched at low priority
 * into the HTTP cache, nothing more. Each file is asked for once per kind; the first few start at
 * once, the rest a few per task (PER_TASK), modulepreloads before the prefetches still waiting.
 *
 * A prefetch is a plain low-priority fetch, not a `<link rel=prefetch>`: Vite's preload helper,
 * which modulepreloads all of a lazy view's imports at once when the view is asked for, skips
 * (for good) a file that any `<link>` names. With prefetch links in the page, each click loaded
 * the view's modules one import level at a time as each level ran, from the cache but each after
 * the last (tags: the list's modules in three waves, about 110 ms after the click).
 */
export function preloadResourceChunks(resource: string, rel: Rel = 'modulepreload'): void {
  for (const file of resourceChunks()[resource] ?? []) {
    const href = `${import.meta.env.BASE_URL}${file}`;
    if (asked[rel].has(href) || asked.modulepreload.has(href)) continue;
    asked[rel].add(href);
    if (rel === 'prefetch') queue.push({ href, rel });
    else {
      const firstPrefetch = queue.findIndex((q) => q.rel === 'prefetch');
      queue.splice(firstPrefetch < 0 ? queue.length : firstPrefetch, 0, { href, rel });
    }
  }
  if (!draining && queue.length > 0) {
    draining = true;
    drain();
  }
}

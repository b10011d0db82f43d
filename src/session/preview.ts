import { formatPreview, parsePreview, PREVIEW_HEADER, type PreviewTarget } from '../contract/preview';

/**
 * A "view as" tab (issue 17, src/contract/preview.ts). The tab is opened at an address carrying
 * `?view_as=role:12`; it keeps the target in this tab's session storage (other tabs of the same
 * browser stay the user's own console) and sends it on every call. The tab shares the user's
 * stored session but never writes it back: its permissions are someone else's.
 */
export const PREVIEW_PARAM = 'view_as';
const KEY = 'borgo.preview';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let current: PreviewTarget | null = parsePreview(tabStorage()?.getItem(KEY) ?? null);

export const previewTarget = (): PreviewTarget | null => current;

/** The header the API client adds to every call while previewing. */
export const previewHeaders = (): Record<string, string> => (current ? { [PREVIEW_HEADER]: formatPreview(current) } : {});

/**
 * At the tab's start, before any call: an address with `?view_as=` makes this tab a preview, and
 * the parameter leaves the address bar (a reload keeps the preview through session storage).
 */
export function adoptPreviewFromUrl(location: Pick<Location, 'search' | 'pathname' | 'hash'>, replace: (url: string) => void): void {
  const params = new URLSearchParams(location.search);
  if (!params.has(PREVIEW_PARAM)) return;
  const target = parsePreview(params.get(PREVIEW_PARAM));
  params.delete(PREVIEW_PARAM);
  if (target) {
    current = target;
    tabStorage()?.setItem(KEY, formatPreview(target));
  }
  const rest = params.toString();
  replace(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
}

/** The address that opens a preview of `target` (in a new tab). */
export const previewUrl = (target: PreviewTarget, path = '/backend/dashboard') => `${path}?${PREVIEW_PARAM}=${encodeURIComponent(formatPreview(target))}`;

/**
 * Ends the preview: the tab closes when a script opened it (the "View as" button); a tab the browser
 * will not close becomes the user's own console again.
 */
export function endPreview(go: (url: string) => void, close: () => void): void {
  current = null;
  tabStorage()?.removeItem(KEY);
  close();
  go('/backend/dashboard');
}

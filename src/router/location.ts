import { useSyncExternalStore } from 'react';

/**
 * The smallest router the public pages need, so that they do not carry react-router (the shell
 * has its own data router). It moves between the public pages and the shell too: the entry
 * listens and swaps the two.
 */
const EVENT = 'borgo:location';

function subscribe(fn: () => void): () => void {
  window.addEventListener('popstate', fn);
  window.addEventListener(EVENT, fn);
  return () => {
    window.removeEventListener('popstate', fn);
    window.removeEventListener(EVENT, fn);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Tells the entry that the address changed (react-router's own moves do not say so). */
export function notifyLocation(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function navigate(to: string, opts: { replace?: boolean; state?: unknown } = {}): void {
  if (opts.replace) window.history.replaceState(opts.state ?? null, '', to);
  else window.history.pushState(opts.state ?? null, '', to);
  notifyLocation();
}

/**
 * `/visitors/invitation/:visitor_code?` against a path: the parameters, or null when it does not
 * match exactly (an optional parameter may be missing, nothing may follow).
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  if (have.length > want.length) return null;
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = have[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
}

/** Where the react-admin shell lives: its router's basename (App.tsx). */
export const SHELL_BASENAME = '/backend';

export const isShellPath = (path: string) => path === SHELL_BASENAME || path.startsWith(`${SHELL_BASENAME}/`);

/** A shell page's path as the shell's router names it, below its basename (`/backend/tags` → `/tags`). */
export const inShellRouter = (path: string) => (isShellPath(path) ? path.slice(SHELL_BASENAME.length) || '/' : path);

/**
 * The shell's CSS, kept from one visit to the next (issue 11: a returning user's first paint).
 * On a screen's first commit emotion turns each new MUI style into CSS rules with stylis and
 * inserts them: the largest part of that commit (tags, profiled: 40-80 ms of a 67-109 ms task, on
 * every cold load). The rules the shell made are stored when the page is left; the next cold load
 * puts them back before the shell's emotion cache is made, in a `<style data-emotion="css name…">`
 * that emotion adopts as styles rendered ahead (its server-rendering hydration, a public path):
 * the names it lists are taken as inserted, and only styles the last visit did not make go
 * through stylis. A class name is a hash of its style, so a rule kept from an older build can only
 * go unused, never style something else; a new build or another browser starts afresh anyway.
 */
export const SHELL_STYLES_KEY = 'borgo.shell-styles';
/** The emotion key of the shell's cache (emotionCache.ts), which its style elements carry. */
const KEY = 'css';
/** More than the whole console's styles (about 300 KB after a walk of every screen): anything larger is not kept. */
const MAX_CHARS = 600_000;
/** An emotion class name (a hash, with the component's label in development). */
const NAME = /^[\w-]+$/;

interface Stored {
  /** The build and browser that made the rules (the browser writes the rules it understood). */
  made: string;
  names: string[];
  css: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** This build (its entry script's address, hashed by Vite) in this browser. */
function made(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? '';
  return `${entry} ${navigator.userAgent}`;
}

/** The emotion style elements of the shell's cache (not its global styles', `css-global`). */
const shellStyleElements = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].filter((s) => /^css( |$)/.test(s.dataset.emotion ?? ''));

/**
 * Puts back the rules the last visit stored, before the shell's emotion cache is made (the first
 * thing loadShell does). Nothing stored, or stored by another build or browser: nothing to do.
 */
export function restoreShellStyles(): void {
  if (document.querySelector(`style[data-emotion^="${KEY} "]`)) return;
  try {
    const raw = storage()?.getItem(SHELL_STYLES_KEY);
    if (!raw) return;
    const value = JSON.parse(raw) as Partial<Stored>;
    if (value.made !== made() || typeof value.css !== 'string' || !Array.isArray(value.names)) return;
    const names = value.names.filter((n): n is string => typeof n === 'string' && NAME.test(n));
    if (names.length === 0) return;
    const style = document.createElement('style');
    style.setAttribute('data-emotion', `${KEY} ${names.join(' ')}`);
    style.textContent = value.css;
    document.head.append(style);
  } catch {
    // Unreadable: the shell makes its styles as on a first visit.
  }
}

/** Stores the rules the shell's cache has made (those put back included), with their names. */
export function rememberShellStyles(inserted: Record<string, string | true | undefined>): void {
  const s = storage();
  if (!s) return;
  try {
    const names = Object.keys(inserted).filter((n) => inserted[n] === true && NAME.test(n));
    const css = shellStyleElements()
      .flatMap((el) => (el.sheet ? [...el.sheet.cssRules].map((r) => r.cssText) : []))
      .join('\n');
    if (names.length === 0 || css.length > MAX_CHARS) return;
    const text = JSON.stringify({ made: made(), names, css } satisfies Stored);
    if (s.getItem(SHELL_STYLES_KEY) !== text) s.setItem(SHELL_STYLES_KEY, text);
  } catch {
    // Storage full or refused: the next visit makes its styles itself.
  }
}

let kept = false;

/**
 * Stores the shell's rules whenever the page may be left (hidden, or hidden for good), and once
 * the first screen has settled (a tab that is closed without being hidden first).
 */
export function keepShellStyles(inserted: Record<string, string | true | undefined>): void {
  if (kept || typeof window === 'undefined') return;
  kept = true;
  const save = () => rememberShellStyles(inserted);
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
  window.setTimeout(() => idle(save, { timeout: 5000 }), 5000);
}

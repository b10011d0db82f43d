import { playToastSound } from './sound';

/** Spec console §9: statuses Primary, Success, Danger, Warning; default 5 s; export toasts stay. */
export type ToastStatus = 'primary' | 'success' | 'danger' | 'warning';
export const TOAST_DURATION_MS = 5000;
/** Closed toasts fade out and are removed this long after closing. */
export const TOAST_REMOVAL_MS = 2000;

export interface ToastOptions {
  status?: ToastStatus;
  title?: string;
  message: string;
  /** Never closes by itself (export toasts). */
  persist?: boolean;
  duration?: number;
  /** Clicking the body runs this and closes the toast. */
  onClick?: () => void;
  linkText?: string;
}

declare module 'notistack' {
  interface VariantOverrides {
    borgo: { toast: ToastOptions };
  }
}

type Show = (options: ToastOptions) => void;

/**
 * The toasts' host (ToastHost.tsx, notistack) loads with the first toast, not with the shell:
 * most visits show none. Until it is up, toasts wait here in order.
 */
let show: Show | null = null;
const waiting: ToastOptions[] = [];
const listeners = new Set<() => void>();

export function toast(options: ToastOptions): void {
  playToastSound();
  if (show) return show(options);
  waiting.push(options);
  listeners.forEach((fn) => fn());
}

/** The host, once mounted, shows the waiting toasts and every later one; detaching stops that. */
export function attachToastHost(fn: Show): () => void {
  show = fn;
  waiting.splice(0).forEach(fn);
  return () => {
    if (show === fn) show = null;
  };
}

/** Whether the host is needed: a toast has been asked for (ToastProvider mounts it then). */
export const toastHostStore = {
  needed: (): boolean => show !== null || waiting.length > 0,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};

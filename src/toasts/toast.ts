import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
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

export function toast(options: ToastOptions): SnackbarKey {
  playToastSound();
  return enqueueSnackbar({
    variant: 'borgo',
    toast: options,
    persist: options.persist ?? false,
    autoHideDuration: options.duration ?? TOAST_DURATION_MS,
  });
}

export { closeSnackbar as closeToast };

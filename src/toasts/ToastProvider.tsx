import Fade from '@mui/material/Fade';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_REMOVAL_MS } from './toast';
import { ToastContent } from './ToastContent';

/**
 * Toasts at the bottom right of the shell (spec console §9). notistack pauses a toast's timer
 * while the pointer is over it; a closed toast fades for 2 s and is then removed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={5}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      TransitionComponent={Fade}
      transitionDuration={{ enter: 225, exit: TOAST_REMOVAL_MS }}
      Components={{ borgo: ToastContent }}
    >
      {children}
    </SnackbarProvider>
  );
}

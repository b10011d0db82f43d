import Fade from '@mui/material/Fade';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost, TOAST_DURATION_MS, TOAST_REMOVAL_MS } from './toast';
import { ToastContent } from './ToastContent';

/**
 * Toasts at the bottom right of the shell (spec console §9). notistack pauses a toast's timer
 * while the pointer is over it; a closed toast fades for 2 s and is then removed. A chunk of its
 * own, mounted by ToastProvider when the first toast is asked for.
 */
export default function ToastHost() {
  useEffect(
    () =>
      attachToastHost((options) => {
        enqueueSnackbar({ variant: 'borgo', toast: options, persist: options.persist ?? false, autoHideDuration: options.duration ?? TOAST_DURATION_MS });
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={5}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      TransitionComponent={Fade}
      transitionDuration={{ enter: 225, exit: TOAST_REMOVAL_MS }}
      Components={{ borgo: ToastContent }}
    />
  );
}

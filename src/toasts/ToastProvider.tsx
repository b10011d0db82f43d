import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toastHostStore } from './toast';

const ToastHost = lazy(() => import('./ToastHost'));

/** The shell's toasts: their host (notistack) is loaded and mounted once a toast is asked for. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const needed = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.needed);
  return (
    <>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}

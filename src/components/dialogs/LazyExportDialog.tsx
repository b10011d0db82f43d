import { lazy, Suspense, type ComponentProps } from 'react';

// The dialog brings the date pickers (≈ 25 KB gzip): loaded when a user asks for an export, not
// with the list that offers it (the bench saw them unused on the login logs' first paint).
const ExportDialog = lazy(() => import('./ExportDialog').then((m) => ({ default: m.ExportDialog })));

/** The export dialog (./ExportDialog.tsx), its code fetched on first opening. */
export function LazyExportDialog(props: ComponentProps<typeof ExportDialog>) {
  return (
    <Suspense fallback={null}>
      <ExportDialog {...props} />
    </Suspense>
  );
}

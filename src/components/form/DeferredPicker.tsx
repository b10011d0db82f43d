import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';

/** The user reached for a field before its picker's code came: its button (open) or the field; which one, where there are two. */
export interface PickerIntent {
  open: boolean;
  key?: string;
}

/** After a screen's first rows or fields, not with them (most visits pick no date). */
const PICKERS_DELAY_MS = 1000;

/** A picker's lazy component, and whether its code has come (a screen opened again draws it at once). */
export function lazyPicker<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(() =>
    load().then((m) => {
      loadedPickers.add(Component);
      return m;
    }),
  );
  return { Component, loaded: () => loadedPickers.has(Component) };
}
const loadedPickers = new Set<unknown>();

/** A page's first visit again: the stand-ins first (component tests share one module graph per worker). */
export function forgetLoadedPickers(): void {
  loadedPickers.clear();
}

/**
 * MUI X's pickers and date-fns' locales weigh 57 KB compressed, more than a whole list's code, and
 * every list whose form has a date would bring them on its click. Until they come (in a quiet
 * moment, or at once when the user reaches for the field) `plain` draws read-only fields of the
 * same size and text; `picker` is the lazy component, told what the user reached for so that it
 * takes the focus or opens its calendar.
 */
export function DeferredPicker({
  loaded,
  plain,
  picker,
}: {
  loaded: boolean;
  plain(reach: (intent: PickerIntent) => void): ReactNode;
  picker(intent: PickerIntent | undefined): ReactNode;
}) {
  const [wanted, setWanted] = useState<PickerIntent | 'idle' | null>(loaded ? 'idle' : null);
  useEffect(() => whenIdle(() => setWanted((w) => w ?? 'idle'), PICKERS_DELAY_MS), []);
  const fallback = plain((intent) => setWanted((w) => (w === null || w === 'idle' ? intent : w)));
  if (wanted === null) return fallback;
  return <Suspense fallback={fallback}>{picker(wanted === 'idle' ? undefined : wanted)}</Suspense>;
}

import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';

/** The user reached for a field before its picker's code came: its button (open) or the field; which one, where there are two. */
export interface PickerIntent {
  open: boolean;
  key?: string;
}

/** After a screen's first rows or fields, not with them (most visits pick no date). */
const PICKERS_DELAY_MS = 1000;

/** A picker's code, fetched once for every field that draws it. */
export interface LazyPicker<P extends object> {
  Component: ComponentType<P>;
  /** Starts fetching the code (once); every field of this picker is told when it has come. */
  fetch(): void;
  loaded(): boolean;
  subscribe(listener: () => void): () => void;
}

const everyPicker = new Set<{ forget(): void }>();

/**
 * A picker's lazy component. The fields wait for the code itself, not for React to suspend on it,
 * so that every field of a screen (a period's two ends) turns into its picker in the same render:
 * a field that changed alone would take keys meant for the other, or move under the user's hand.
 */
export function lazyPicker<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPicker<P> {
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  let done = false;
  const listeners = new Set<() => void>();
  const fetchCode = () => {
    code ??= load().then(
      (m) => {
        done = true;
        for (const listener of listeners) listener();
        return m;
      },
      (error: unknown) => {
        // A chunk that failed to come (a dropped connection) is asked for again at the next reach.
        code = null;
        throw error;
      },
    );
    return code;
  };
  everyPicker.add({
    forget: () => {
      code = null;
      done = false;
    },
  });
  return {
    Component: lazy(fetchCode),
    // The stand-in stays, and works as a field's text, until a later reach brings the code.
    fetch: () => void fetchCode().catch(() => undefined),
    loaded: () => done,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A page's first visit again: the stand-ins first (component tests share one module graph per worker). */
export function forgetLoadedPickers(): void {
  for (const picker of everyPicker) picker.forget();
}

/**
 * MUI X's pickers and date-fns' locales weigh 57 KB compressed, more than a whole list's code, and
 * every list whose form has a date would bring them on its click. Until they come (in a quiet
 * moment, or at once when the user reaches for the field) `plain` draws read-only fields of the
 * same size and text; `picker` draws the real one, told what the user reached for so that it
 * takes the focus or opens its calendar.
 */
export function DeferredPicker<P extends object>({
  code,
  plain,
  picker,
}: {
  code: LazyPicker<P>;
  plain(reach: (intent: PickerIntent) => void): ReactNode;
  picker(intent: PickerIntent | undefined): ReactNode;
}) {
  const loaded = useSyncExternalStore(code.subscribe, code.loaded);
  const [intent, setIntent] = useState<PickerIntent>();
  useEffect(() => (loaded ? undefined : whenIdle(code.fetch, PICKERS_DELAY_MS)), [code, loaded]);
  const fallback = plain((reached) => {
    setIntent((earlier) => earlier ?? reached);
    code.fetch();
  });
  if (!loaded) return fallback;
  // The code has come; React.lazy may still take a microtask to see it.
  return <Suspense fallback={fallback}>{picker(intent)}</Suspense>;
}

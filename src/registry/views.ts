import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { withTimeout } from '../components/lazyPage';
import type { ViewLoader } from './defineResource';

/**
 * The resources' views, loaded once each, by their loader. A page renders its view as soon as it
 * has come, without suspending: a Suspense fallback holds the page back at least 300 ms once shown
 * (React throttles what replaces a fallback), which made every list screen wait that long after
 * its code had arrived (issue 11 bench: cold load and click to rows).
 */
type Slot = { view: ComponentType } | { failed: unknown } | { loading: Promise<void> };

const slots = new Map<ViewLoader, Slot>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((fn) => fn());

/** Starts loading a view (a no-op when it is loaded or on its way): ahead of its page, or by it. */
export function preloadView(load: ViewLoader): void {
  const slot = slots.get(load);
  if (slot && !('failed' in slot)) return;
  const loading = withTimeout(load)().then(
    (m) => {
      slots.set(load, { view: m.default });
      changed();
    },
    (failed: unknown) => {
      slots.set(load, { failed });
      changed();
    },
  );
  slots.set(load, { loading });
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** A page's view: the component once it has come, `null` while it loads; a failure is thrown to the chunk boundary. */
export function useView(load: ViewLoader): ComponentType | null {
  const slot = useSyncExternalStore(subscribe, () => slots.get(load));
  useEffect(() => preloadView(load), [load]);
  if (slot && 'failed' in slot) throw slot.failed;
  return slot && 'view' in slot ? slot.view : null;
}

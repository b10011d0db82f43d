import { useEffect, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { SchemaLoader } from './defineResource';

type Slot = { schema: z.ZodType } | { failed: unknown };

const loaded = new Map<SchemaLoader, Promise<z.ZodType>>();
const settled = new Map<SchemaLoader, Slot>();
const listeners = new Set<() => void>();

/** The schema of a declaration, loaded once: every form of the resource shares the promise. */
export function loadSchema(load: SchemaLoader): Promise<z.ZodType> {
  let schema = loaded.get(load);
  if (!schema) {
    settled.delete(load);
    schema = load();
    schema.then(
      (value) => settle(load, { schema: value }),
      (failed: unknown) => {
        // A failed load is not kept: the next form asks again (the page's retry reloads it anyway).
        loaded.delete(load);
        settle(load, { failed });
      },
    );
    loaded.set(load, schema);
  }
  return schema;
}

function settle(load: SchemaLoader, slot: Slot) {
  settled.set(load, slot);
  listeners.forEach((fn) => fn());
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/**
 * A form's schema, once it has come (undefined until then), asked for as the form shows: the form
 * shows at once, without suspending (React holds a Suspense fallback at least 300 ms once shown).
 * The check and the send do not read this value: they await the schema (schemaNow, useSaveFlow.ts),
 * since a Save can be pressed before it has come. A schema that cannot load is thrown to the page's
 * chunk boundary.
 */
export function useSchema(load: SchemaLoader | undefined): z.ZodType | undefined {
  const slot = useSyncExternalStore(subscribe, () => (load ? settled.get(load) : undefined));
  useEffect(() => {
    if (load) void loadSchema(load).catch(() => undefined);
  }, [load]);
  if (slot && 'failed' in slot) throw slot.failed;
  return slot?.schema;
}

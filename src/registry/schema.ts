import { use } from 'react';
import type { z } from 'zod';
import type { SchemaLoader } from './defineResource';

const loaded = new Map<SchemaLoader, Promise<z.ZodType>>();

/** The schema of a declaration, loaded once: every form of the resource shares the promise. */
export function loadSchema(load: SchemaLoader): Promise<z.ZodType> {
  let schema = loaded.get(load);
  if (!schema) {
    const promise = load();
    // Marked once it has come, as React's `use` reads a settled promise: a form whose schema came
    // ahead (the page asks for it with the view) renders at once instead of suspending.
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => undefined,
    );
    // A failed load is not kept: the next form asks again (the page's retry reloads it anyway).
    promise.catch(() => loaded.delete(load));
    loaded.set(load, (schema = promise));
  }
  return schema;
}

/** A form's schema: suspends (the page's wait screen shows) until it has loaded. */
export function useSchema(load: SchemaLoader | undefined): z.ZodType | undefined {
  return load ? use(loadSchema(load)) : undefined;
}

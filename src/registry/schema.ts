import { use } from 'react';
import type { z } from 'zod';
import type { SchemaLoader } from './defineResource';

const loaded = new Map<SchemaLoader, Promise<z.ZodType>>();

/** The schema of a declaration, loaded once: every form of the resource shares the promise. */
export function loadSchema(load: SchemaLoader): Promise<z.ZodType> {
  let schema = loaded.get(load);
  if (!schema) {
    schema = load();
    // A failed load is not kept: the next form asks again (the page's retry reloads it anyway).
    schema.catch(() => loaded.delete(load));
    loaded.set(load, schema);
  }
  return schema;
}

/** A form's schema: suspends (the page's wait screen shows) until it has loaded. */
export function useSchema(load: SchemaLoader | undefined): z.ZodType | undefined {
  return load ? use(loadSchema(load)) : undefined;
}

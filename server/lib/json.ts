/** A value as JSON carries it: every Date becomes its ISO string. */
export type Iso<T> = T extends Date ? string : T extends readonly (infer U)[] ? Iso<U>[] : T extends object ? { [K in keyof T]: Iso<T[K]> } : T;

/**
 * Dates as the ISO strings JSON.stringify gives, anywhere in a value: a response schema says
 * z.string() for them (OpenAPI has no date object), and the serializer checks before it writes.
 */
export function isoDates<T>(value: T): Iso<T> {
  if (value instanceof Date) return value.toISOString() as Iso<T>;
  if (Array.isArray(value)) return value.map(isoDates) as Iso<T>;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isoDates(v)])) as Iso<T>;
  return value as Iso<T>;
}

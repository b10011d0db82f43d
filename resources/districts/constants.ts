/**
 * The IANA time zones a district may be in: what this runtime's Intl knows
 * (`Intl.supportedValuesOf('timeZone')`), plus UTC, which some runtimes leave out of the list
 * though every one accepts it. The form's select and the server's check read the same list.
 */
export function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes('UTC') ? known : [...known, 'UTC'];
}

let known: Set<string> | null = null;

export function isTimeZone(value: string): boolean {
  known ??= new Set(timeZones());
  return known.has(value);
}

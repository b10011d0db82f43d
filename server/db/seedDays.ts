/**
 * The district's calendar day `offset` days from today, in its own time zone (YYYY-MM-DD).
 * Demo rows are dated this way so that "today" in the seed is the day the district's staff
 * see: a UTC date is yesterday or tomorrow for a few hours a day in Rome or Chicago.
 */
export function districtDay(timeZone: string, offset = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

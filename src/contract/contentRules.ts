import { isServerDate, V } from '../lib/formats';

/** The content form's rules that need no zod (the form's views must stay free of it). */

/**
 * Spec content §5: "When not editing, a start or end before today: DateStartNotPast". `today` is
 * the district's day (YYYY-MM-DD); the form checks a new item so, and the server a create.
 */
export function contentDateErrors(input: { datetime_start?: string | null; datetime_end?: string | null }, today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.datetime_start && isServerDate(input.datetime_start) && input.datetime_start < today) errors.datetime_start = [V.DateStartNotPast];
  if (input.datetime_end && isServerDate(input.datetime_end) && input.datetime_end < today) errors.datetime_end = [V.DateStartNotPast];
  return errors;
}

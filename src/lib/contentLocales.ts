/**
 * Content languages (spec content §1): the UI's three and Spanish. Apart from the zod helpers of
 * translations.ts, so that the shell's language pickers do not load zod.
 */
export const CONTENT_LOCALES = ['en', 'it', 'pt', 'es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

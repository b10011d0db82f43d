/**
 * The languages, one list each for the console and the server: the UI's (spec console §1: en, it,
 * pt, English the fallback) and the content's (spec content §1: the UI's three and Spanish).
 * No zod here, so that the shell's language pickers load none.
 */
export const UI_LOCALES = ['en', 'it', 'pt'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const CONTENT_LOCALES = ['en', 'it', 'pt', 'es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

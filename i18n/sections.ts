/**
 * Labels of the site map's sections, by section id. Sections come from the contracts at run time,
 * so tests/unit/i18n.test.ts checks that every one has a label in every language.
 */
export type SectionLabels = Record<string, string>;

import type { SECTIONS } from '../src/lib/sections';

/** Every section id of the site map needs a label in every language. */
export type SectionLabels = Record<(typeof SECTIONS)[number]['id'], string>;

import type { EntityLabels } from '../contract/labels';

/**
 * Every entity's own labels (resources/<name>/i18n.ts), all three languages, in one module: for the
 * tests that read them all. The console does not load it: it loads one language's, cut at build
 * time (labelsByLocale.ts, `virtual:entity-labels/<locale>`); the server reads the files itself
 * (server/lib/i18n.ts).
 */
const modules = import.meta.glob<{ default: EntityLabels }>('../../resources/*/i18n.ts', { eager: true });

export const entityLabels: readonly EntityLabels[] = Object.values(modules).map((m) => m.default);

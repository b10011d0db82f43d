import type { EntityLabels } from '../contract/labels';

/**
 * Every entity's own labels (resources/<name>/i18n.ts), in one module: the console loads it beside
 * the language's catalogue, in one request that starts with the catalogue's. (Loaded one file per
 * entity, they were some thirty requests that could start only once the catalogue had come, and the
 * first screen waited for the last of them.)
 */
const modules = import.meta.glob<{ default: EntityLabels }>('../../resources/*/i18n.ts', { eager: true });

export const entityLabels: readonly EntityLabels[] = Object.values(modules).map((m) => m.default);

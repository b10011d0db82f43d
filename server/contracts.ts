import { buildSections } from '../src/lib/sections';
import { discoverEntities } from './entities/discover';

/**
 * The server's view of the entities, read once at start from resources/<name>/contract.ts: the
 * guard, the site map and the generic routes all use these, the console the same files.
 */
export const ENTITIES = await discoverEntities();
export const CONTRACTS = ENTITIES.map((e) => e.contract);
export const SECTIONS = buildSections(CONTRACTS);

import { isContract, type ContractModule, type EntityContract } from '../contract/entity';
import { buildSections, type Section } from '../lib/sections';

/**
 * Every entity's contract, found from `resources/<name>/contract.ts` (the server finds the same
 * files from the disk: server/contracts.ts). Contracts are small and hold no zod until a form asks
 * for their schemas, so they are read eagerly.
 */
const modules = import.meta.glob<ContractModule>('../../resources/*/contract.ts', { eager: true });

export const CONTRACTS: readonly EntityContract[] = Object.values(modules)
  .map((m) => m.default)
  .filter(isContract);

/** The console's sections: groups, built entities from their contracts, the rest still to come. */
export const SECTIONS: readonly Section[] = buildSections(CONTRACTS);

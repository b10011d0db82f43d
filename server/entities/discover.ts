import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isContract, type EntityContract } from '../../src/contract/entity';

/** What the server finds in one entity folder. */
export interface EntityFolder {
  contract: EntityContract;
  /** The folder, for the optional server parts beside the contract. */
  dir: string;
}

/** The project's own entities: one folder each under resources/. */
const here = new URL('../../resources', import.meta.url);
// Node gives modules file: URLs; a browser-like test environment (jsdom) gives http ones.
export const RESOURCES_DIR = here.protocol === 'file:' ? fileURLToPath(here) : join(process.cwd(), 'resources');

/**
 * The entities of a folder like resources/: every sub-folder with a contract.ts. The console finds
 * the same files with import.meta.glob (src/registry/contracts.ts); a test compares the two lists.
 */
export async function discoverEntities(root: string = RESOURCES_DIR): Promise<EntityFolder[]> {
  const out: EntityFolder[] = [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    const file = join(dir, 'contract.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (!isContract(mod.default)) throw new Error(`${file} must export a contract (defineContract) as default`);
    out.push({ contract: mod.default, dir });
  }
  return out;
}

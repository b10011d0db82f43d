import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { EntityLabels, PartialCatalogue } from '../contract/labels.ts';
import { UI_LOCALES } from '../contract/locales.ts';

/**
 * Build side (vite.config.ts, vitest.config.ts), not the console's: one module per language of the
 * entities' own labels, `virtual:entity-labels/<locale>`, for the console to load only its own.
 *
 * Each `resources/<name>/i18n.ts` holds the three languages in one object, which no bundler can
 * cut apart: loaded as they are, a shell page's first paint waited for all three (40 KB gzip,
 * 13 of them its own). This plugin runs those files at build time and writes each language's part
 * as data. The server and the tests read the files themselves (server/lib/i18n.ts, src/i18n/entityLabels.ts).
 */
export const ENTITY_LABELS_MODULE = 'virtual:entity-labels/';
/** The module's id once resolved: its file name names its chunk, `entityLabels-<locale>-<hash>.js`. */
const RESOLVED = `\0${ENTITY_LABELS_MODULE}entityLabels-`;
/** The resolved id of a language's module, as the bundle names it (vite.config.ts finds its chunk by it). */
export const ENTITY_LABELS_CHUNK = (locale: string) => `${RESOLVED}${locale}`;

/** resources/<name>/i18n.ts for every entity that has one, in the order of their folders' names. */
export function labelFiles(root: string): string[] {
  const dir = join(root, 'resources');
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name, 'i18n.ts'))
    .filter((file) => existsSync(file));
}

/** Every entity's labels in one language, in the order of labelFiles. */
export async function labelsIn(root: string, locale: string): Promise<PartialCatalogue[]> {
  const all = await Promise.all(
    labelFiles(root).map(async (file) => ((await tsImport(pathToFileURL(file).href, import.meta.url)) as { default: EntityLabels }).default),
  );
  return all.map((labels) => labels[locale as keyof EntityLabels]);
}

export function entityLabelsByLocale(root: string): Plugin {
  return {
    name: 'borgo-entity-labels-by-locale',
    resolveId(id) {
      return id.startsWith(ENTITY_LABELS_MODULE) ? `${RESOLVED}${id.slice(ENTITY_LABELS_MODULE.length)}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!(UI_LOCALES as readonly string[]).includes(locale))
        this.error(`${ENTITY_LABELS_MODULE}${locale}: not one of the console's languages (${UI_LOCALES.join(', ')})`);
      // Development: an edited labels file gives the module again.
      for (const file of labelFiles(root)) this.addWatchFile(file);
      // As a JSON string: a browser reads that faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(await labelsIn(root, locale)))});`;
    },
  };
}

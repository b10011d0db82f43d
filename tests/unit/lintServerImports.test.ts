// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** eslint.config.js keeps the server, and what it may import, off browser code (eslint/serverImports.js). */
const eslint = new ESLint();

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'borgo/server-imports').map((m) => m.message);
}

// The first lint loads the configuration and its plugins: seconds, not milliseconds.
describe('the server imports no browser code', { timeout: 30_000 }, () => {
  it('refuses a browser package in server code', async () => {
    expect(await errors('server/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([
      "'react' is a browser package: server code may not import it.",
    ]);
    expect(await errors('server/routes/x.ts', "export { Button } from '@mui/material';\n")).toHaveLength(1);
    expect(await errors('server/x.ts', "export const load = () => import('react-admin');\n")).toHaveLength(1);
  });

  it('refuses console code outside the shared folder, in the server and in what it imports', async () => {
    expect(await errors('server/routes/x.ts', "import { registry } from '../../src/registry/registry';\nexport const x = registry;\n")).toEqual([
      "'../../src/registry/registry' is src/registry/registry: server code may import only server/, i18n/, src/lib/, src/contract/ and resources/*/{contract,schema,rules,constants,types,status,server,data,table,seed,routes}.",
    ]);
    // An entity's part in a folder of its own (a podcast's episodes) follows the same rule.
    expect(await errors('resources/district_podcasts/episodes/routes.ts', "import { x } from './EpisodeList';\nexport const y = x;\n")).toHaveLength(1);
    expect(await errors('resources/district_podcasts/server.ts', "import x from './episodes/routes';\nexport const y = x;\n")).toEqual([]);
    expect(await errors('server/x.ts', "import tags from '../resources/tags/index';\nexport const x = tags;\n")).toHaveLength(1);
    expect(await errors('src/lib/sections.ts', "import { x } from '../registry/registry';\nexport const y = x;\n")).toHaveLength(1);
    expect(await errors('resources/tags/schema.ts', "import { x } from './views';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('lets through the shared code, server packages and type-only imports', async () => {
    const code = [
      "import { z } from 'zod';",
      "import type { Identifier } from 'react-admin';",
      "import { V } from '../../src/lib/validation';",
      "import { tagInput } from '../../resources/tags/schema';",
      "import en from '../../i18n/en';",
      "import { list } from '../lib/list';",
      "import { tagsServer } from '../../resources/tags/server';",
      'export const all = [z, V, tagInput, en, list, tagsServer] as unknown as Identifier;',
    ].join('\n');
    expect(await errors('server/routes/x.ts', code)).toEqual([]);
  });

  it('leaves console code free to use React', async () => {
    expect(await errors('src/components/x.tsx', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([]);
  });
});

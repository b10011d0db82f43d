import path from 'node:path';

/**
 * The server runs what it imports, so it may import only server-safe code: its own folder, the
 * catalogues (i18n/), the shared folders (src/lib/, less the browser-only files eslint.config.js
 * names, and src/contract/) and an entity's server-safe files (resources/<name>/ contract.ts,
 * schema.ts, rules.ts, constants.ts, types.ts, status.ts, and its server side: server.ts, data.ts,
 * table.ts, seed.ts, routes.ts), also in a folder of its own parts (resources/<name>/<part>/: a
 * podcast's episodes); and no browser package. The files it may import follow the same rule (SERVER_SAFE_FILES), so
 * browser code cannot come in one step removed either. A type-only import of a package is let
 * through: it is erased before the code runs (react-admin's `Identifier`).
 */
const ENTITY_FILES = ['contract', 'schema', 'rules', 'constants', 'types', 'status', 'server', 'data', 'table', 'seed', 'routes'];
const SHARED = new RegExp(`^(server|i18n|src/lib|src/contract)/|^resources/[^/]+/([^/]+/)?(${ENTITY_FILES.join('|')})$`);

/** The files the rule applies to: the server and everything it may import. */
export const SERVER_SAFE_FILES = [
  'server/**/*.ts',
  'i18n/**/*.ts',
  'src/lib/**/*.ts',
  'src/contract/**/*.ts',
  `resources/*/{${ENTITY_FILES.join(',')}}.ts`,
  `resources/*/*/{${ENTITY_FILES.join(',')}}.ts`,
];
// React and what renders with it; react-admin's catalogues (ra-language-*) are plain messages.
const BROWSER = /^(react($|-)|ra-(?!language-)|@mui\/|@emotion\/|@tanstack\/react-|notistack$|qrcode\.react$|socket\.io-client$)/;

export const serverImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Server code and what it imports stay off browser code' },
    messages: {
      browserPackage: "'{{source}}' is a browser package: server code may not import it.",
      outsideShared: `'{{source}}' is {{target}}: server code may import only server/, i18n/, src/lib/, src/contract/ and resources/*/{${ENTITY_FILES.join(',')}}.`,
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const check = (node, typeOnly) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (source === null) return;
      if (source.startsWith('.')) {
        const target = path
          .relative(root, path.resolve(path.dirname(context.filename), source))
          .split(path.sep)
          .join('/')
          .replace(/\.(tsx?|js)$/, '');
        if (!SHARED.test(target)) context.report({ node, messageId: 'outsideShared', data: { source, target } });
      } else if (BROWSER.test(source) && !typeOnly) {
        context.report({ node, messageId: 'browserPackage', data: { source } });
      }
    };
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source, false),
    };
  },
};

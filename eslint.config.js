import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { SERVER_SAFE_FILES, serverImports } from './eslint/serverImports.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'bench/results/', 'server/db/migrations/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    rules: {
      // `({ packages: _, ...rest }) => rest` is how a field is left out of a copy.
      // A leading underscore marks a parameter a signature needs but the body does not read.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // It fires on the fetch effects' "loading" when a request starts (useApiGet, the public
      // pages, ResidentInput) and on state reset when a prop changes (SearchBox, ProfileDetails):
      // deliberate; the data path's move to react-query's cache (issue 10) takes the fetch ones.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // src/lib and src/contract are the shared, server-safe folders; browser-only code is in src/client and the rest of src.
    files: SERVER_SAFE_FILES,
    plugins: { borgo: { rules: { 'server-imports': serverImports } } },
    rules: { 'borgo/server-imports': 'error' },
  },
);

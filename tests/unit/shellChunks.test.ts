import { describe, expect, it } from 'vitest';
import { moduleChunkFiles, resourceChunkFiles, shellChunkFiles, type BundleChunk } from '../../src/shell/shellChunks';

const chunk = (fileName: string, over: Partial<BundleChunk> = {}): BundleChunk => ({ type: 'chunk', fileName, imports: [], ...over });

describe("the shell's chunk list (written into index.html by the build)", () => {
  it('names the stages, the shell and all they import, less what the entry loads already', () => {
    const bundle: Record<string, BundleChunk> = {
      'index.js': chunk('index.js', { isEntry: true, facadeModuleId: '/p/src/main.tsx', imports: ['react.js'] }),
      'react.js': chunk('react.js'),
      'stage1.js': chunk('stage1.js', { facadeModuleId: '/p/src/shell/stages/1-emotion.ts', imports: ['emotion.js', 'react.js'] }),
      'emotion.js': chunk('emotion.js'),
      'App.js': chunk('App.js', { facadeModuleId: '/p/src/App.tsx', imports: ['mui.js', 'emotion.js'] }),
      'mui.js': chunk('mui.js', { imports: ['react.js'] }),
      'Login.js': chunk('Login.js', { facadeModuleId: '/p/src/pages/Login.tsx', imports: ['form.js'] }),
      'form.js': chunk('form.js'),
      'index.css': { type: 'asset', fileName: 'index.css' },
    };
    const files = shellChunkFiles(bundle, (id) => id.endsWith('/src/App.tsx') || id.includes('/src/shell/stages/'));
    expect(files).toEqual(['App.js', 'emotion.js', 'mui.js', 'stage1.js']);
  });
});

describe("each resource's own chunks (written into index.html by the build)", () => {
  it('lists, per resource, what its screens load on demand beyond the entry and the shell, not its labels, its schema, nor what a screen loads later', () => {
    const bundle: Record<string, BundleChunk> = {
      'index.js': chunk('index.js', { isEntry: true, facadeModuleId: '/p/src/main.tsx', imports: ['react.js'] }),
      'react.js': chunk('react.js'),
      'App.js': chunk('App.js', {
        facadeModuleId: '/p/src/App.tsx',
        imports: ['mui.js'],
        dynamicImports: ['tagViews.js', 'tagLabels.js', 'tagSchema.js', 'cityViews.js'],
      }),
      'mui.js': chunk('mui.js'),
      'tagViews.js': chunk('tagViews.js', {
        isDynamicEntry: true,
        facadeModuleId: '/p/resources/tags/views.tsx',
        imports: ['list.js', 'mui.js'],
        dynamicImports: ['tagPickers.js'],
      }),
      // A picker the tags' form loads when it is reached for (DeferredPicker): not with the screen.
      'tagPickers.js': chunk('tagPickers.js', { isDynamicEntry: true, facadeModuleId: '/p/resources/tags/Pickers.tsx', imports: ['mui-x.js'] }),
      'mui-x.js': chunk('mui-x.js'),
      'list.js': chunk('list.js', { imports: ['react.js'] }),
      'tagLabels.js': chunk('tagLabels.js', { isDynamicEntry: true, facadeModuleId: '/p/resources/tags/i18n.ts' }),
      'tagSchema.js': chunk('tagSchema.js', { isDynamicEntry: true, facadeModuleId: '/p/resources/tags/schema.ts', imports: ['zod.js'] }),
      'zod.js': chunk('zod.js'),
      'cityViews.js': chunk('cityViews.js', { isDynamicEntry: true, facadeModuleId: '/p/resources/cities/views.tsx', imports: ['list.js'] }),
    };
    expect(resourceChunkFiles(bundle, (id) => id.endsWith('/src/App.tsx'))).toEqual({ tags: ['list.js', 'tagViews.js'], cities: ['cityViews.js', 'list.js'] });
  });
});

describe("the contracts' chunks (preloaded by the server on the shell's pages)", () => {
  it('finds the shared chunk that holds the module, with what it imports beyond the entry', () => {
    const bundle: Record<string, BundleChunk> = {
      'index.js': chunk('index.js', { isEntry: true, facadeModuleId: '/p/src/main.tsx', imports: ['react.js'], moduleIds: ['/p/src/main.tsx'] }),
      'react.js': chunk('react.js'),
      // Shared by the wait screen and the shell: no facade of its own.
      'contracts.js': chunk('contracts.js', {
        moduleIds: ['/p/src/registry/contracts.ts', '/p/resources/tags/contract.ts'],
        imports: ['contract.js', 'react.js'],
      }),
      'contract.js': chunk('contract.js', { moduleIds: ['/p/src/contract/entity.ts'] }),
      'App.js': chunk('App.js', { facadeModuleId: '/p/src/App.tsx', imports: ['contracts.js'], moduleIds: ['/p/src/App.tsx'] }),
    };
    expect(moduleChunkFiles(bundle, (id) => id.endsWith('/src/registry/contracts.ts'))).toEqual(['contract.js', 'contracts.js']);
    expect(moduleChunkFiles(bundle, (id) => id.endsWith('/nowhere.ts'))).toEqual([]);
  });
});

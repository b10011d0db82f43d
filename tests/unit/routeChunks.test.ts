import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE_CHUNKS_META } from '../../src/shell/shellChunks';

/**
 * src/shell/routeChunks.ts: a resource's code asked for ahead of its screen. A prefetch must leave
 * no `<link>` naming the file: Vite's preload helper skips any file a link names, and the view's
 * modules then load one import level at a time on the click (issue 11).
 */
describe("a resource's code, asked for ahead", () => {
  let fetched: string[];
  let meta: HTMLMetaElement;

  beforeEach(() => {
    vi.resetModules();
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((href: string, init: RequestInit) => {
        fetched.push(`${href} ${init.priority}`);
        return Promise.resolve(new Response('export {}'));
      }),
    );
    meta = document.createElement('meta');
    meta.name = RESOURCE_CHUNKS_META;
    meta.content = JSON.stringify({
      tags: ['assets/TagList.js', 'assets/ResourceList.js'],
      users: ['assets/UserList.js', 'assets/ResourceList.js'],
      posts: [
        'assets/PostList.js',
        'assets/PostForm.js',
        'assets/PostDetails.js',
        'assets/Chip.js',
        'assets/Tabs.js',
        'assets/ResourceList.js',
        'assets/Poll.js',
      ],
    });
    document.head.append(meta);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    meta.remove();
    document.head.querySelectorAll('link').forEach((l) => l.remove());
  });

  const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

  it('prefetches each file once, at low priority, with no link in the page', async () => {
    const { preloadResourceChunks } = await import('../../src/shell/routeChunks');
    preloadResourceChunks('tags', 'prefetch');
    preloadResourceChunks('users', 'prefetch');
    preloadResourceChunks('tags', 'prefetch');
    expect(fetched).toEqual(['/assets/TagList.js low', '/assets/ResourceList.js low', '/assets/UserList.js low']);
    expect(links()).toEqual([]);
  });

  it('modulepreloads with links, once each, and does not prefetch a file it has modulepreloaded', async () => {
    const { preloadResourceChunks } = await import('../../src/shell/routeChunks');
    preloadResourceChunks('tags');
    preloadResourceChunks('tags');
    expect(links()).toEqual(['modulepreload /assets/TagList.js', 'modulepreload /assets/ResourceList.js']);
    preloadResourceChunks('users', 'prefetch');
    expect(fetched).toEqual(['/assets/UserList.js low']);
  });

  it('knows no files for a resource the build did not list', async () => {
    const { preloadResourceChunks } = await import('../../src/shell/routeChunks');
    preloadResourceChunks('nothing', 'prefetch');
    preloadResourceChunks('nothing');
    expect(fetched).toEqual([]);
    expect(links()).toEqual([]);
  });

  it('starts a few requests per task, the screen about to open before the ones that may open later', async () => {
    vi.useFakeTimers();
    try {
      const { preloadResourceChunks } = await import('../../src/shell/routeChunks');
      preloadResourceChunks('posts', 'prefetch');
      // Four now, the rest in the next tasks; a screen about to open goes before them.
      expect(fetched).toHaveLength(4);
      preloadResourceChunks('tags');
      expect(links()).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(links()).toEqual(['modulepreload /assets/TagList.js', 'modulepreload /assets/ResourceList.js']);
      expect(fetched.slice(4)).toEqual(['/assets/Tabs.js low']);
      vi.runAllTimers();
      // ResourceList.js, modulepreloaded for tags before its prefetch's turn came, is not fetched as well.
      expect(fetched.slice(4)).toEqual(['/assets/Tabs.js low', '/assets/Poll.js low']);
    } finally {
      vi.useRealTimers();
    }
  });
});

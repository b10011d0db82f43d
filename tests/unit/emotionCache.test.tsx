import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import createCache from '@emotion/cache';
import { shellEmotionCache, webkitUserSelect } from '../../src/shell/emotionCache';

/** The CSS a cache wrote for a MUI button (outside production emotion writes text, which jsdom keeps). */
function cssOfAButton(cache: ReturnType<typeof createCache>): string {
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme()}>
        <Button>Save</Button>
      </ThemeProvider>
    </CacheProvider>,
  );
  // This cache's own style elements: other files' renders (emotion's default cache, same key) share the page.
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe("the shell's emotion cache", () => {
  afterEach(cleanup);

  it('writes the standard properties only, and the -webkit- user-select Safari needs', () => {
    const css = cssOfAButton(shellEmotionCache);
    expect(css).toContain('display:inline-flex;');
    expect(css).not.toMatch(/-ms-|-webkit-box|-webkit-inline/);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });

  it("emotion's default prefixer (what the shell leaves out) writes flex again for old browsers", () => {
    // The same check's other side: it would have seen the prefixer at work.
    expect(cssOfAButton(createCache({ key: 'prefixed' }))).toMatch(
      /display:-webkit-inline-box;display:-webkit-inline-flex;display:-ms-inline-flexbox;display:inline-flex;/,
    );
  });

  it('leaves every other declaration as it is', () => {
    const decl = { type: 'decl', props: 'display', value: 'display:flex;', return: '' } as Parameters<typeof webkitUserSelect>[0];
    webkitUserSelect(decl, 0, [], () => undefined);
    expect(decl.return).toBe('');
  });
});

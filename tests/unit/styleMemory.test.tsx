import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webkitUserSelect } from '../../src/shell/emotionCache';
import { rememberShellStyles, restoreShellStyles, SHELL_STYLES_KEY } from '../../src/shell/styleMemory';

/** The page as a built console's: its entry script names the build. */
function entry(src: string) {
  document.querySelectorAll('script[data-test-entry]').forEach((s) => s.remove());
  const script = document.createElement('script');
  script.type = 'module';
  script.setAttribute('src', src);
  script.dataset.testEntry = '';
  document.head.append(script);
}

/**
 * The unit tests share one jsdom: other files' emotion caches keep their style elements in it,
 * and a test here must neither count nor remove them (a cache whose element is gone fails).
 */
let theirs = new Set<Element>();
const ours = () => [...document.querySelectorAll<HTMLStyleElement>('style')].filter((s) => !theirs.has(s));

/** The rules of this test's shell style elements (emotion writes text outside production; jsdom parses it). */
const shellRules = () =>
  ours()
    .filter((s) => /^css( |$)/.test(s.dataset.emotion ?? ''))
    .flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText));

function renderButton(cache: ReturnType<typeof createCache>) {
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme()}>
        <Button variant="contained">Save</Button>
      </ThemeProvider>
    </CacheProvider>,
  );
}

/** A new page: none of this test's style elements left, as a new document has none. */
function newPage() {
  cleanup();
  ours().forEach((s) => s.remove());
}

beforeEach(() => {
  cleanup();
  theirs = new Set(document.querySelectorAll('style'));
  localStorage.removeItem(SHELL_STYLES_KEY);
  entry('/assets/index-AAAA.js');
});
afterEach(() => {
  newPage();
  localStorage.removeItem(SHELL_STYLES_KEY);
  document.querySelectorAll('script[data-test-entry]').forEach((s) => s.remove());
  vi.restoreAllMocks();
});

describe("the shell's styles, kept for the next visit", () => {
  it('come back before the cache is made, and emotion makes no rule for a style the last visit made', () => {
    const first = createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
    renderButton(first);
    const made = shellRules();
    expect(made.length).toBeGreaterThan(0);
    rememberShellStyles(first.inserted);

    newPage();
    restoreShellStyles();
    const next = createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });
    const inserted = vi.spyOn(next, 'insert');
    renderButton(next);
    // The button has its class and its rules, and not one style went through stylis again.
    expect(inserted).not.toHaveBeenCalled();
    // (The rules kept are every "css" style element's of the page: here, other files' caches' too.)
    expect(shellRules()).toEqual(expect.arrayContaining(made));
    const button = screen.getByRole('button', { name: 'Save' });
    const own = [...button.classList].find((c) => /^css-/.test(c));
    expect(own && made.some((r) => r.startsWith(`.${own}`))).toBe(true);
  });

  it('are made afresh after another build or in another browser, or from an unreadable value', () => {
    const first = createCache({ key: 'css' });
    renderButton(first);
    rememberShellStyles(first.inserted);
    newPage();

    entry('/assets/index-BBBB.js');
    restoreShellStyles();
    expect(document.querySelector('style[data-emotion^="css "]')).toBeNull();

    entry('/assets/index-AAAA.js');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Another/1.0');
    restoreShellStyles();
    expect(document.querySelector('style[data-emotion^="css "]')).toBeNull();
    vi.restoreAllMocks();

    for (const bad of ['{not json', JSON.stringify({ made: 'x' }), 'null']) {
      localStorage.setItem(SHELL_STYLES_KEY, bad);
      expect(() => restoreShellStyles()).not.toThrow();
      expect(document.querySelector('style[data-emotion^="css "]')).toBeNull();
    }
  });

  it('keep only names emotion could have made, and nothing of the global styles', () => {
    const global = document.createElement('style');
    global.dataset.emotion = 'css-global';
    global.textContent = 'body{margin:0}';
    document.head.append(global);
    const own = document.createElement('style');
    own.dataset.emotion = 'css';
    own.textContent = '.css-abc{color:red}';
    document.head.append(own);
    rememberShellStyles({ abc: true, 'x"><script>': true, ssr: 'from a server', gone: undefined });
    const stored = JSON.parse(localStorage.getItem(SHELL_STYLES_KEY)!) as { names: string[]; css: string };
    expect(stored.names).toEqual(['abc']);
    expect(stored.css).not.toContain('body');
    expect(stored.css).toContain('.css-abc');

    newPage();
    restoreShellStyles();
    expect(document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')).toBe('css abc');
  });

  it('are not kept when storage refuses them', () => {
    const first = createCache({ key: 'css' });
    renderButton(first);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberShellStyles(first.inserted)).not.toThrow();
  });
});

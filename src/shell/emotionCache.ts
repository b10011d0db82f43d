import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Safari reads `user-select` prefixed only, and MUI's buttons say it unprefixed (`userSelect:
 * none`, so that a double click on a button does not select its text): the one prefix the shell's
 * styles need that MUI does not write itself (it writes `WebkitTapHighlightColor`,
 * `WebkitAppearance`, `WebkitTextSizeAdjust`).
 */
export const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The shell's emotion cache (the CSS engine under MUI): emotion's default, without stylis'
 * vendor prefixer (issue 11). On a screen's first commit emotion turns each new MUI style into CSS
 * rules and inserts them; the prefixer, which writes every flex, transition and transform rule
 * again for browsers of ten years ago, was the larger part of that work. Profiled in Chromium on a
 * cold load of the tags list, 3 runs each: emotion's script 30 % less (mean 30 → 21 ms), the page's
 * script 14 % less (261 → 223 ms), unthrottled.
 */
export const shellEmotionCache = createCache({ key: 'css', stylisPlugins: [webkitUserSelect] });

/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome, Chrome also says Safari). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  // Chrome driven by a script (an end-to-end test, a bench) says so in one word, with no boundary before "Chrome".
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//, 'Safari'],
];

/** Systems, phones before the desktops whose names their agents also carry (Android says Linux, iPad may say Mac OS X). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longer than this, an agent nobody recognised is cut (its full text stays in the cell's title). */
const CUT_AT = 40;

/**
 * A user agent as a person reads it: "Chrome 126 · Windows", "Safari 17 · iOS". Every browser's
 * agent starts with the same "Mozilla/5.0 (", so cutting it short would show nothing telling; an
 * agent that names no known browser (a script, a test client) is shown as it is, cut at 40.
 */
export function describeUserAgent(agent: string | null | undefined): string {
  const text = (agent ?? '').trim();
  if (!text) return '';
  const browser = BROWSERS.map(([re, name]) => [re.exec(text), name] as const).find(([m]) => m);
  if (!browser) return text.length > CUT_AT ? `${text.slice(0, CUT_AT - 1)}…` : text;
  const system = SYSTEMS.find(([re]) => re.test(text))?.[1];
  const name = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${name} · ${system}` : name;
}

/**
 * The one translator over our catalogues: the public pages (i18n/useT), react-admin
 * (providers/i18nProvider) and the server (server/lib/i18n) all translate with it. It follows
 * polyglot's rules, which react-admin's `ra.*` messages are written for (tests/unit/i18n.test.ts
 * checks it against ra-i18n-polyglot), without polyglot's weight on every page (README, "How the
 * console loads"). A missing key reads as `_` when given, else as the key; `%{name}` takes the
 * parameter of that name (left as is when there is none); `one |||| many` picks by `smart_count`
 * (1 or not, the rule of English, Italian and Portuguese).
 */
export type Params = Record<string, unknown>;

export function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(catalogue: unknown, key: string, params: Params = {}): string {
  let text = lookup(catalogue, key) ?? (typeof params._ === 'string' ? params._ : key);
  if (text.includes('||||')) {
    const forms = text.split('||||').map((f) => f.trim());
    text = Number(params.smart_count ?? 1) === 1 ? forms[0] : (forms[1] ?? forms[0]);
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (params[name] == null ? whole : String(params[name])));
}

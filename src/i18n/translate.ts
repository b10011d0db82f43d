/**
 * A small translator over our catalogues for the public pages, which do not load react-admin.
 * Same lookup and `%{name}` interpolation as polyglot, so a key reads the same in both.
 */
export type Params = Record<string, string | number>;

export function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(catalogue: unknown, key: string, params: Params = {}): string {
  let text = lookup(catalogue, key) ?? key;
  if (text.includes('||||')) {
    const forms = text.split('||||').map((f) => f.trim());
    text = Number(params.smart_count ?? 1) === 1 ? forms[0] : (forms[1] ?? forms[0]);
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * An entity's own labels, beside its contract (`resources/<name>/i18n.ts`): a partial catalogue
 * per UI language, usually `resources.<name>` ("Widget |||| Widgets", fields) and
 * `sections.<section id>`. The console and the server merge them into the main catalogues, so
 * adding an entity needs no edit in i18n/.
 */
export type PartialCatalogue = { [key: string]: string | PartialCatalogue };
export type EntityLabels = Record<'en' | 'it' | 'pt', PartialCatalogue>;

export const defineLabels = (labels: EntityLabels): EntityLabels => labels;

/** The catalogue with the entity's labels laid over it (a new object; the base is not changed). */
export function withLabels<T extends object>(base: T, extra: readonly PartialCatalogue[]): T {
  const merge = (into: Record<string, unknown>, from: PartialCatalogue): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...into };
    for (const [key, value] of Object.entries(from)) {
      const here = out[key];
      out[key] = typeof value === 'object' && here && typeof here === 'object' ? merge(here as Record<string, unknown>, value) : value;
    }
    return out;
  };
  return extra.reduce<Record<string, unknown>>((acc, labels) => merge(acc, labels), base as Record<string, unknown>) as T;
}

/** Every UI language's catalogue with the entities' labels laid over it: the one merge the server and the tests share. */
export function withAllLabels<T extends object>(bases: Record<keyof EntityLabels, T>, labels: readonly EntityLabels[]): Record<keyof EntityLabels, T> {
  return {
    en: withLabels(
      bases.en,
      labels.map((l) => l.en),
    ),
    it: withLabels(
      bases.it,
      labels.map((l) => l.it),
    ),
    pt: withLabels(
      bases.pt,
      labels.map((l) => l.pt),
    ),
  };
}

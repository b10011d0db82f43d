import { vi } from 'vitest';

type IntlConstructor = 'DateTimeFormat' | 'NumberFormat' | 'Collator';

/**
 * Counts the Intl objects of one kind the code makes from now on (undone by vi.unstubAllGlobals):
 * making one is the slow part of formatting. Every other member of Intl stays as it is.
 */
export function countIntl(kind: IntlConstructor): { readonly made: number } {
  const counter = { made: 0 };
  const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  const counted = new Proxy(Real, {
    construct: (target, args: unknown[]) => {
      counter.made += 1;
      return new target(...args);
    },
  });
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { [kind]: counted }));
  return counter;
}

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMoney } from '../../src/components/DistrictMoney';
import { countIntl } from './countIntl';
import { InAdmin } from './renderAdmin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Amount({ cents }: { cents: number }) {
  return <li>{useMoney().format(cents)}</li>;
}

describe('amounts in the district’s currency', () => {
  it('are written by formatters made once per language and currency, not once per row', () => {
    const formatters = countIntl('NumberFormat');
    render(
      <InAdmin dataProvider={{}}>
        <ul>
          {Array.from({ length: 20 }, (_, i) => (
            <Amount key={i} cents={1250 + i} />
          ))}
        </ul>
      </InAdmin>,
    );
    // Each amount written (in whatever currency the shared test session's district has)…
    const texts = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    texts.forEach((text, i) => expect(text).toContain((12.5 + i / 100).toFixed(2)));
    // …by at most the two formatters of one language and currency (a number's and the currency's).
    expect(formatters.made).toBeLessThanOrEqual(2);
  });
});

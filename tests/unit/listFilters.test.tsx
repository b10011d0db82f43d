import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListFilters } from '../../src/components/list/ListFilters';
import type { ListState } from '../../src/components/list/useListState';
import { InAdmin } from './renderAdmin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The list's state as the filters use it: the values picked, and how to pick one. */
const state = (picked: Record<string, string>) => ({ values: picked, setValue: vi.fn() }) as unknown as ListState;

describe("a list's pick filter", () => {
  it('orders its values by the language only once its menu opens: a closed filter compares nothing', () => {
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    const filters = [{ kind: 'enum', field: 'outcome', values: ['success', 'failure', 'absent'] }] as const;
    const picked = state({ outcome: 'failure' });
    render(
      <InAdmin dataProvider={{}}>
        <ListFilters resource="login_logs" filters={filters} state={picked} />
      </InAdmin>,
    );
    // Closed, it shows the value picked, and the page's first paint made no comparison by the language's rules.
    const field = screen.getByRole('combobox');
    expect(field).toHaveTextContent('failure');
    expect(compared).not.toHaveBeenCalled();

    fireEvent.mouseDown(field);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Any', 'absent', 'failure', 'success']);
    expect(compared).toHaveBeenCalled();
    fireEvent.click(options[3]);
    expect(picked.setValue).toHaveBeenCalledWith('outcome', 'success');
  });
});

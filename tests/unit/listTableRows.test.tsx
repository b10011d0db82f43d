import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListTable, type Column } from '../../src/components/list/ListTable';
import { InAdmin } from './renderAdmin';

afterEach(cleanup);

interface Tag {
  id: number;
  name: string;
}

/**
 * ListTable's rows (src/components/list/ListTable.tsx): a row is drawn again only when what it
 * shows has changed, not each time the list draws itself (a page asked for, a page come), and its
 * buttons call the list's latest handlers.
 */
describe("a list's rows, drawn again only when they change", () => {
  const a: Tag = { id: 1, name: 'Alpha' };
  const b: Tag = { id: 2, name: 'Beta' };
  const drawn = vi.fn((r: Tag) => r.name);
  const columns: Column<Tag>[] = [{ source: 'name', render: drawn }];
  const table = (over: Partial<Parameters<typeof ListTable<Tag>>[0]> = {}) => (
    <InAdmin dataProvider={{}}>
      <ResourceContextProvider value="tags">
        <ListTable<Tag>
          columns={columns}
          rows={[a, b]}
          sort={{ field: 'id', order: 'ASC' }}
          onSort={() => undefined}
          loading={false}
          loadingMore={false}
          failed={false}
          onRetry={() => undefined}
          onOpen={() => undefined}
          onEdit={() => undefined}
          canEdit={() => true}
          hasMore
          pages={1}
          {...over}
        />
      </ResourceContextProvider>
    </InAdmin>
  );
  const names = () => drawn.mock.calls.map(([r]) => r.name);

  it('draws no row again while a page loads and its records are the same', () => {
    const view = render(table());
    expect(names()).toEqual(['Alpha', 'Beta']);
    drawn.mockClear();
    view.rerender(table({ loadingMore: true, onOpen: () => undefined, canEdit: () => true }));
    expect(screen.getByTestId('list-loading-more')).toBeInTheDocument();
    view.rerender(table({ loadingMore: false, rows: [a, b], pages: 2 }));
    expect(names()).toEqual([]);
  });

  it('draws again the row whose record changed, and every row when the columns or a right change', () => {
    const view = render(table());
    drawn.mockClear();
    view.rerender(table({ rows: [a, { ...b, name: 'Beta 2' }] }));
    expect(names()).toEqual(['Beta 2']);
    expect(screen.getAllByTestId('row-edit')).toHaveLength(2);
    drawn.mockClear();
    view.rerender(table({ rows: [a, { ...b, name: 'Beta 2' }], canEdit: (r) => r.id === 1 }));
    expect(screen.getAllByTestId('row-edit')).toHaveLength(1);
    drawn.mockClear();
    view.rerender(table({ columns: [{ source: 'name', render: drawn }] }));
    expect(names()).toEqual(['Alpha', 'Beta']);
  });

  it("calls the list's latest handlers from a row that was not drawn again", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(table({ onOpen: first, onEdit: first }));
    view.rerender(table({ onOpen: latest, onEdit: latest }));
    fireEvent.click(screen.getByText('Beta'));
    fireEvent.click(screen.getAllByTestId('row-edit')[0]);
    expect(first).not.toHaveBeenCalled();
    expect(latest.mock.calls.map(([r]) => (r as Tag).id)).toEqual([2, 1]);
  });
});

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { listPagesQuery } from '../../providers/queries';
import { useSession } from '../../session';
import { useRecentChanges } from '../../live/useLiveChanges';
import { useOpenResource } from '../../registry/navigation';
import { prefetchForm } from '../../registry/prefetchForm';
import { useDeclaration } from '../../registry/ResourcePage';
import { useResourceAccess } from '../../registry/useResourceAccess';
import { ListFilters } from './ListFilters';
import { ListHeader } from './ListHeader';
import { ListTabs } from './ListTabs';
import { LiveNotice } from './LiveNotice';
import { ListTable, type Column } from './ListTable';
import { useContractColumns, type ColumnRenders } from './contractColumns';
import { SearchBox } from './SearchBox';
import { useDeleteRecord } from './useDeleteRecord';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useListState } from './useListState';
import { useLoadError } from './useLoadError';
import { useMoveRow } from './useMoveRow';

export interface ResourceListProps<R extends RaRecord> {
  /** The columns; the contract's `list.columns` (drawn by kind, or by `renders`) when omitted. */
  columns?: Column<R>[];
  /** With the contract's columns: a cell's own drawing, by source. */
  renders?: ColumnRenders<R>;
  /** Names the record in the delete question. */
  label: (record: R) => string;
  /** Filters this list always carries (the category page's type tab). */
  filter?: Record<string, unknown>;
  /** Header buttons besides Create. */
  actions?: ReactNode;
  /** Omitted when the list sits inside a page that has its own heading (category tabs). */
  title?: string | false;
  canDelete?: (record: R) => boolean;
  /** Whether a row offers Edit; by default when the user may edit and the resource has a form. */
  canEdit?: (record: R) => boolean;
  /** A row's delete (a planned notification's cancel), offered as given; the shared confirm-and-delete to holders of the delete right by default. */
  onDelete?: (record: R) => void;
  /** Where a row's edit goes; the form route with its target id by default. */
  onEdit?: (record: R) => void;
  onCreate?: () => void;
  /** What a row's click does; its details (or its form) by default. */
  onOpen?: (record: R) => void;
  /** A row's own buttons before Edit (a post's archive). */
  rowActions?: (record: R) => ReactNode;
  /** While it answers a delay, the list looks again that often (jobs on their way); false: it waits for live changes. */
  poll?: (rows: R[]) => number | false;
  /**
   * Another view of the same records in place of the table (the activities' calendar): it gets
   * the list's search, tab and filters as the list would send them, and the list loads no pages.
   */
  body?: (filter: Record<string, unknown>) => ReactNode;
}

/**
 * The shared list screen (spec console §2, §4, §9): heading with back arrow and actions, search,
 * the contract's filters, clear filter, status tabs, sortable columns, and infinite scroll by
 * pages of 20. Live (issue 11): others' changes refresh it in place (the live bridge refreshes
 * the resource's queries: scroll, search and tab stay) and mark the rows they touched.
 */
export function ResourceList<R extends RaRecord>(props: ResourceListProps<R>) {
  const d = useDeclaration();
  const translate = useTranslate();
  const access = useResourceAccess(d);
  const open = useOpenResource(d);
  const deleteRecord = useDeleteRecord(d.name);
  const state = useListState(d.listOptions, props.filter);
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const contractColumns = useContractColumns<R>(props.renders);
  const columns = props.columns ?? contractColumns;
  const poll = props.poll;
  const result = useInfiniteQuery({
    ...listPagesQuery<R>(dataProvider, d.name, districtId, { sort: state.sort, filter: state.filter, generation: state.generation }),
    refetchInterval: poll ? (query) => poll(query.state.data?.pages.flatMap((p) => p.data) ?? []) : undefined,
    enabled: !props.body,
  });
  const rows = useMemo(() => result.data?.pages.flatMap((p) => p.data) ?? [], [result.data]);
  const changes = useRecentChanges(d.name);
  const marks = useMemo(() => new Map(changes.filter((c) => c.action !== 'delete').map((c) => [String(c.id), c])), [changes]);
  // The rows' labels, so a notice can name a row another user has just deleted (before it leaves).
  const names = new Map(rows.map((r) => [String(r.id), props.label(r)]));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = result;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useInfiniteScroll({ hasMore: !!hasNextPage, loading: isFetchingNextPage || result.isFetching, loadMore, pages: result.data?.pages.length ?? 0 });
  useLoadError(result.error, d.section);
  const move = useMoveRow(d.name, rows, result.refetch);
  // Rows move only where their order is what the list shows.
  const orderable = access.reorder && state.sort.field === 'position' && state.sort.order === 'ASC';

  const create = props.onCreate ?? (() => open.form(null));
  const edit = props.onEdit ?? ((r: R) => open.form(r.id));
  const tabs = d.listOptions.tabs;
  const title = props.title === undefined ? translate(d.contract.title, { smart_count: 2 }) : props.title;
  const createButton = access.createForm && (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={create}
      onPointerEnter={() => prefetchForm(d)}
      onFocus={() => prefetchForm(d)}
      data-testid="list-create"
    >
      {translate('ra.action.create')}
    </Button>
  );

  return (
    <Box data-testid="resource-list" data-resource={d.name}>
      {title !== false && (
        <ListHeader
          title={title}
          actions={
            <>
              {props.actions}
              {createButton}
            </>
          }
        />
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {tabs && (
          <ListTabs
            value={state.tab}
            values={tabs.values}
            label={(v) => translate(`resources.${d.name}.values.${tabs.filter}.${v}`, { _: translate(`List.Tabs.${v}`) })}
            onChange={state.setTab}
          />
        )}
        <Box sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {d.listOptions.search && <SearchBox value={state.q} onSearch={state.setQ} />}
          <ListFilters resource={d.name} filters={d.listOptions.filters} state={state} />
          {state.filtered && (
            <Button onClick={state.clear} data-testid="list-clear">
              {translate('List.ClearFilter')}
            </Button>
          )}
          {title === false && (
            <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              {props.actions}
              {createButton}
            </Box>
          )}
        </Box>
        {props.body ? (
          <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>{props.body(state.filter)}</Box>
        ) : (
          <>
            <LiveNotice changes={changes} names={names} />
            <ListTable
              marks={marks}
              columns={columns}
              rows={rows}
              sort={state.sort}
              onSort={state.sortBy}
              loading={result.isPending}
              loadingMore={isFetchingNextPage}
              failed={!!result.error}
              onRetry={() => void result.refetch()}
              onOpen={props.onOpen ?? ((r) => (d.views.show ? open.details(r.id) : edit(r)))}
              onEdit={edit}
              onEditIntent={() => prefetchForm(d, true)}
              canEdit={(r) => props.canEdit?.(r) ?? access.editForm(r.id)}
              onDelete={props.onDelete ?? (access.delete ? (r) => void deleteRecord(r, props.label(r)) : undefined)}
              canDelete={props.canDelete}
              rowActions={props.rowActions}
              hasMore={!!hasNextPage}
              pages={result.data?.pages.length ?? 0}
              onMove={orderable ? move : undefined}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}

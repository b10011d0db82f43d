import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo, useLayoutEffect, useMemo, useRef, type Key, type ReactNode } from 'react';
import { useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { LiveChange } from '../../live/changes';
import type { Sort } from '../../lib/listRules';
import { useFieldLabel } from '../form/fieldLabel';

export interface Column<R> {
  /** The record field; also the sort field when `sortable`. */
  source: string;
  /** i18n key of the heading; the source's own key (`resources.<name>.fields.<source>`) by default. */
  label?: string;
  sortable?: boolean;
  render?: (record: R) => ReactNode;
  /** Left out on narrow screens, where the row keeps its main columns. */
  hideOnMobile?: boolean;
  width?: number | string;
  /** The cell on one line; `wide` from the md breakpoint (900 px) only (contract/entity ListColumn). */
  nowrap?: boolean | 'wide';
}

interface Props<R extends RaRecord> {
  columns: Column<R>[];
  rows: R[];
  sort: Sort;
  onSort(field: string): void;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  onRetry(): void;
  onOpen(record: R): void;
  onEdit(record: R): void;
  /** An Edit button is about to be used (hovered, focused): the form can start loading. */
  onEditIntent?: () => void;
  canEdit(record: R): boolean;
  onDelete?: (record: R) => void;
  canDelete?: (record: R) => boolean;
  /** A row's own buttons before Edit (a post's archive). */
  rowActions?: (record: R) => ReactNode;
  hasMore: boolean;
  pages: number;
  /** Rows others changed a moment ago (live), by id: marked briefly with who changed them. */
  marks?: ReadonlyMap<string, LiveChange>;
  /** An orderable list's move of a row one place up (-1) or down (1); none: no move buttons. */
  onMove?: (record: R, by: -1 | 1) => void;
}

/** A changed row glows, then fades back (issue 11); no motion for those who asked for none. */
const markedRow = {
  '@keyframes borgoRowChanged': { from: { backgroundColor: 'rgba(255, 193, 7, 0.35)' }, to: { backgroundColor: 'transparent' } },
  animation: 'borgoRowChanged 4s ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', backgroundColor: 'rgba(255, 193, 7, 0.18)' },
};

/** "Edited by Anna Rossi" under a changed row's actions. */
export function changeLabel(translate: (key: string, options?: object) => string, change: LiveChange): string {
  const name = change.by?.name || translate('Live.Someone');
  const kind = change.action === 'create' || change.action === 'update' ? change.action : 'other';
  return translate(`Live.Mark.${kind}`, { name });
}

const mobileHidden = { display: { xs: 'none', md: 'table-cell' } };
const ONE_LINE = { true: { whiteSpace: 'nowrap' }, wide: { whiteSpace: { md: 'nowrap' } } } as const;

/** A body cell's own style: left out on a phone, kept on one line. */
const cellSx = (c: Column<unknown>) =>
  c.hideOnMobile || c.nowrap ? { ...(c.hideOnMobile ? mobileHidden : {}), ...(c.nowrap ? ONE_LINE[c.nowrap === true ? 'true' : 'wide'] : {}) } : undefined;

/** A row that opens its record: by mouse, or focused and Enter, with the focus shown. */
const openableRow = {
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
};

/** The skeleton's rows while the first page loads: a screen of them, as high as rows with chips. */
const SKELETON_ROWS = 12;
const ROW_CONTENT_PX = 28;

/** Move up and move down of an orderable list's row: buttons a keyboard reaches, named for a screen reader. */
function MoveButtons<R extends RaRecord>({
  record,
  first,
  last,
  onMove,
}: {
  record: R;
  first: boolean;
  last: boolean;
  onMove: (record: R, by: -1 | 1) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        size="small"
        disabled={first}
        onClick={() => onMove(record, -1)}
        aria-label={translate('List.MoveUp')}
        title={translate('List.MoveUp')}
        data-testid="row-move-up"
      >
        <UpIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={last}
        onClick={() => onMove(record, 1)}
        aria-label={translate('List.MoveDown')}
        title={translate('List.MoveDown')}
        data-testid="row-move-down"
      >
        <DownIcon fontSize="small" />
      </IconButton>
    </>
  );
}

interface RowHandlers<R> {
  open(record: R): void;
  edit(record: R): void;
  editIntent(): void;
  delete(record: R): void;
  move(record: R, by: -1 | 1): void;
}

interface RowProps<R extends RaRecord> {
  record: R;
  first: boolean;
  last: boolean;
  mark?: LiveChange;
  columns: Column<R>[];
  editable: boolean;
  deletable: boolean;
  movable: boolean;
  /** The list's own buttons for the row, drawn anew with the list. */
  actions: ReactNode;
  on: RowHandlers<R>;
}

/**
 * One row, drawn again only when what it shows has changed: its record (the same object while the
 * data has not changed), its mark, the columns, its rights. The list draws itself again for each
 * page it asks for and each that comes (the spinner below the rows); before, every row and its
 * buttons were drawn again each time (tags: about 70 ms on the click's way to the rows).
 */
const ListRow = memo(function ListRow<R extends RaRecord>({ record: r, first, last, mark, columns, editable, deletable, movable, actions, on }: RowProps<R>) {
  const translate = useTranslate();
  return (
    <TableRow
      hover
      onClick={() => on.open(r)}
      // A row opens by keyboard too: Tab reaches it, Enter opens it (its buttons keep their own keys).
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) on.open(r);
      }}
      sx={mark ? { ...openableRow, ...markedRow } : openableRow}
      data-testid="list-row"
      data-id={r.id}
      data-changed={mark ? mark.action : undefined}
    >
      {columns.map((c) => (
        <TableCell key={c.source} sx={cellSx(c as Column<unknown>)}>
          {c.render ? c.render(r) : String(r[c.source] ?? '')}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
        {mark && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={changeLabel(translate, mark)}
            sx={{ mr: 1, maxWidth: 180, display: { xs: 'none', md: 'inline-flex' } }}
            data-testid="row-change"
          />
        )}
        {movable && <MoveButtons record={r} first={first} last={last} onMove={on.move} />}
        {actions}
        {/* Native titles, not MUI's Tooltip: two per row made a page of rows slow to mount. */}
        {editable && (
          <IconButton
            size="small"
            onClick={() => on.edit(r)}
            onPointerEnter={on.editIntent}
            onFocus={on.editIntent}
            aria-label={translate('ra.action.edit')}
            title={translate('ra.action.edit')}
            data-testid="row-edit"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        )}
        {deletable && (
          <IconButton
            size="small"
            color="error"
            onClick={() => on.delete(r)}
            aria-label={translate('ra.action.delete')}
            title={translate('ra.action.delete')}
            data-testid="row-delete"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
}) as <R extends RaRecord>(props: RowProps<R> & { key?: Key }) => ReactNode;

/** The rows of a shared list: sortable headings, an actions column of 15 % (spec console §9). */
export function ListTable<R extends RaRecord>(p: Props<R>) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const fieldLabel = useFieldLabel();
  // The rows' handlers, the same functions from one render to the next (each calls the latest
  // prop), so that a row whose record, columns and rights are as they were is not drawn again.
  const latest = useRef(p);
  useLayoutEffect(() => {
    latest.current = p;
  });
  const on = useMemo<RowHandlers<R>>(
    () => ({
      open: (r) => latest.current.onOpen(r),
      edit: (r) => latest.current.onEdit(r),
      editIntent: () => latest.current.onEditIntent?.(),
      delete: (r) => latest.current.onDelete?.(r),
      move: (r, by) => latest.current.onMove?.(r, by),
    }),
    [],
  );
  // The data columns and the actions column.
  const span = p.columns.length + 1;
  let body: ReactNode;
  if (p.loading) {
    // As many rows, as high, as a screen of real ones: nothing below moves when they come (CLS).
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // Keys of their own: a record whose id equals a skeleton row's index must not take over that row's node.
      <TableRow key={`skeleton-${i}`} data-testid="list-skeleton">
        <TableCell colSpan={span}>
          <Skeleton height={ROW_CONTENT_PX} />
        </TableCell>
      </TableRow>
    ));
  } else if (p.rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="list-empty">
          {p.failed ? <Button onClick={p.onRetry}>{translate('Actions.Retry')}</Button> : translate('Strings.Empty')}
        </TableCell>
      </TableRow>
    );
  } else {
    body = p.rows.map((r, i) => (
      <ListRow<R>
        key={r.id}
        record={r}
        first={i === 0}
        last={i === p.rows.length - 1 && !p.hasMore}
        mark={p.marks?.get(String(r.id))}
        columns={p.columns}
        editable={p.canEdit(r)}
        deletable={!!p.onDelete && (p.canDelete?.(r) ?? true)}
        movable={!!p.onMove}
        actions={p.rowActions?.(r)}
        on={on}
      />
    ));
  }

  return (
    // A table wider than a phone scrolls sideways: a region a keyboard can focus and scroll, named as the list.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}
      data-testid="list-table"
      data-pages={p.pages}
      data-has-more={p.hasMore ? 'true' : 'false'}
    >
      <Table size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {p.columns.map((c) => (
              <TableCell
                key={c.source}
                sx={{ fontWeight: 600, width: c.width, ...(c.hideOnMobile ? mobileHidden : {}) }}
                sortDirection={p.sort.field === c.source ? (p.sort.order === 'ASC' ? 'asc' : 'desc') : false}
              >
                {c.sortable ? (
                  <TableSortLabel
                    active={p.sort.field === c.source}
                    direction={p.sort.field === c.source && p.sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => p.onSort(c.source)}
                    data-testid={`sort-${c.source}`}
                  >
                    {fieldLabel(c.source, c.label)}
                  </TableSortLabel>
                ) : (
                  fieldLabel(c.source, c.label)
                )}
              </TableCell>
            ))}
            <TableCell sx={{ width: '15%' }} align="right">
              <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
                {translate('List.Actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
      {p.loadingMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }} data-testid="list-loading-more">
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        </Box>
      )}
    </TableContainer>
  );
}

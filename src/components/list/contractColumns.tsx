import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { ListColumn } from '../../contract/entity';
import { cellText, cellValue, isPositive, secondaryText, statusLabel, type CellContext } from '../../lib/listCells';
import { useDeclaration } from '../../registry/ResourcePage';
import { useDistrictDates } from '../DistrictDate';
import type { Column } from './ListTable';

/** A cell's own drawing, by column source, where its kind's is not enough (a chip with a tooltip, a link). */
export type ColumnRenders<R> = Partial<Record<string, (record: R) => ReactNode>>;

/** A status cell: the contract column's label for the value, filled green for its positive value (StatusChip's look). */
function ColumnStatus({ column, status, t }: { column: ListColumn; status: string; t: CellContext['t'] }) {
  const positive = isPositive(column, status);
  return <Chip size="small" label={statusLabel(column, status, t)} color={positive ? 'success' : 'default'} variant={positive ? 'filled' : 'outlined'} />;
}

/** The thumbnails' sizes, as the wait screen draws them too (src/layout/shellSkeleton.css `.b-early-thumb`, `.b-early-cover`). */
const IMAGE_SIZE = {
  thumb: { width: 64, height: 40 },
  cover: { width: { xs: 88, md: 220 }, height: { xs: 56, md: 150 } },
} as const;

function ColumnImage({ src, size }: { src: unknown; size: keyof typeof IMAGE_SIZE }) {
  if (typeof src !== 'string' || !src) return null;
  return <Box component="img" src={src} alt="" loading="lazy" sx={{ display: 'block', ...IMAGE_SIZE[size], objectFit: 'cover', borderRadius: 1 }} />;
}

/**
 * The list's columns from its contract (`list.columns`): headings, order, widths, what narrow
 * screens leave out and which columns sort all come from the one declaration, which the wait
 * screen draws its early rows from too (issue 11). A cell is drawn by its kind (lib/listCells),
 * or by `renders[source]` where the list needs more.
 */
export function useContractColumns<R extends RaRecord>(renders: ColumnRenders<R> = NO_RENDERS as ColumnRenders<R>): Column<R>[] {
  const { contract } = useDeclaration();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { format, timeZone } = useDistrictDates();
  // The same columns while nothing they draw with has changed: a row is drawn again only when its
  // columns, its record or its rights have (ListTable's ListRow).
  return useMemo(() => {
    const ctx: CellContext = { locale, dateFormat: format, timeZone, t: translate as CellContext['t'] };
    return (contract.list.columns ?? []).map((c) => toColumn(c, contract.list.sortable, renders[c.source], ctx));
  }, [contract, renders, locale, format, timeZone, translate]);
}

const NO_RENDERS: ColumnRenders<RaRecord> = {};

function toColumn<R extends RaRecord>(c: ListColumn, sortable: readonly string[], own: ((r: R) => ReactNode) | undefined, ctx: CellContext): Column<R> {
  const record = (r: R) => r as unknown as Record<string, unknown>;
  const draw = (r: R): ReactNode => {
    if (own) return own(r);
    if (c.kind === 'status') {
      const v = cellValue(c, record(r));
      return v == null || v === '' ? null : <ColumnStatus column={c} status={String(v)} t={ctx.t} />;
    }
    if (c.kind === 'image') return <ColumnImage src={cellValue(c, record(r))} size={c.image ?? 'thumb'} />;
    const words = cellText(c, record(r), ctx);
    const text = c.strong ? (
      <Typography variant="body2" component="span" fontWeight={600}>
        {words}
      </Typography>
    ) : (
      words
    );
    const second = secondaryText(c, record(r), ctx);
    if (!second) return text;
    return (
      <>
        {text}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {second}
        </Typography>
      </>
    );
  };
  return {
    source: c.source,
    label: c.label,
    sortable: sortable.includes(c.source),
    hideOnMobile: c.hideOnMobile,
    nowrap: c.nowrap,
    width: c.width,
    render: draw,
  };
}

import { useEffect, useState } from 'react';
import type { ListColumn } from '../contract/entity';
import { useT } from '../i18n/useT';
import { cellText, cellValue, columnLabelKey, isPositive, secondaryText, type CellContext } from '../lib/listCells';
import { earlyListAt, earlyPageNow, type EarlyList } from '../router/firstScreen';
import { useSession } from '../session';
import { countryOf } from '../session/machine';
import { EarlyTabs } from './EarlyTabs';

type Row = Record<string, unknown>;

/**
 * The first page the entry asked for at `path` (router/firstScreen), once it has come and the
 * stored session has been confirmed for the same district: until then, nothing. Come already, it
 * is drawn by the first render.
 */
function useEarlyPage(path: string): { list: EarlyList; rows: Row[] } | null {
  const districtId = useSession((s) => (s.status === 'log_in' ? (s.district?.id ?? null) : null));
  const [page, setPage] = useState<{ list: EarlyList; rows: Row[] } | null>(() => earlyPageNow(path));
  useEffect(() => {
    let live = true;
    // Also when the first render had it: it may have come between that render and this effect.
    void earlyListAt(path)
      ?.then((list) => (list ? list.page.then((p) => live && setPage((shown) => (shown?.list === list ? shown : { list, rows: p.data }))) : undefined))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);
  return page && page.list.districtId === districtId && page.list.contract.list.columns?.length ? page : null;
}

function Cell({ column, row, ctx }: { column: ListColumn; row: Row; ctx: CellContext }) {
  const hide = (column.hideOnMobile ? ' b-early-wide' : '') + (column.nowrap ? (column.nowrap === true ? ' b-early-nowrap' : ' b-early-nowrap-wide') : '');
  if (column.kind === 'image') {
    const src = cellValue(column, row);
    return (
      <td className={hide}>
        {typeof src === 'string' && src ? <img className={column.image === 'cover' ? 'b-early-cover' : 'b-early-thumb'} src={src} alt="" /> : null}
      </td>
    );
  }
  const text = cellText(column, row, ctx);
  if (column.kind === 'status' && text) {
    const status = String(cellValue(column, row));
    return (
      <td className={hide}>
        <span className={isPositive(column, status) ? 'b-early-chip b-early-chip-on' : 'b-early-chip'}>{text}</span>
      </td>
    );
  }
  const second = secondaryText(column, row, ctx);
  return (
    <td className={hide}>
      {column.strong ? <span className="b-early-strong">{text}</span> : text}
      {second && <span className="b-early-secondary">{second}</span>}
    </td>
  );
}

/**
 * A list screen's first rows, drawn by the entry from the contract's columns before react-admin
 * and MUI have loaded (issue 11: the rows in about half the time the console takes to start):
 * the list's frame (tabs, the search row's room, headings, rows) in plain CSS at the list's
 * sizes, its cells in the same words as the list's (lib/listCells). They are for reading: a bar
 * over them says the screen is still loading, and the list takes their place once it has.
 * A screen whose contract declares no columns keeps the wait message.
 */
export function EarlyRows({ path, fallback }: { path: string; fallback: React.ReactNode }) {
  const { t, locale } = useT();
  const format = useSession((s) => countryOf(s.user?.dashboard_district).date_format);
  const timeZone = useSession((s) => s.user?.dashboard_district?.time_zone ?? null);
  const early = useEarlyPage(path);
  if (!early) return <>{fallback}</>;
  const { contract } = early.list;
  const columns = contract.list.columns ?? [];
  const ctx: CellContext = { locale, dateFormat: format, timeZone, t };
  const tabs = contract.list.tabs;
  // The room of the list's search and filters row (ResourceList): its padding alone when it has
  // neither; on a phone, where the filters fold into a button under the search box, two lines.
  const search = contract.list.searchable.length > 0;
  const filters = (contract.list.filters ?? []).length > 0;
  const tools = !search && !filters ? 'b-early-tools b-early-tools-none' : search && filters ? 'b-early-tools b-early-tools-two' : 'b-early-tools';
  // Room for the row's buttons as the list draws them (ListTable: move up and down, edit, delete),
  // so that its columns take the widths the list's will, and no cell grows when the list comes.
  // From what the contract offers, not the user's rights (those need the registry, not loaded
  // yet): a user without the delete right sees one button's room go when the list comes.
  const buttons = [
    ...(contract.list.orderable && contract.actions.includes('update') ? ['up', 'down'] : []),
    ...(contract.actions.includes('update') ? ['edit'] : []),
    ...(contract.actions.includes('delete') ? ['delete'] : []),
  ];
  return (
    <div className="b-early" data-testid="early-list" aria-busy="true">
      {/* Still the wait screen (spec console §4): the bar shows it, the status says it. */}
      <div className="b-early-bar" aria-hidden="true" />
      <span className="b-early-hidden" role="status">
        {t('Dialog.WaitMessage')}
      </span>
      {tabs && (
        <EarlyTabs>
          {tabs.values.map((v) => (
            <span key={v} className={v === tabs.default ? 'b-early-tab b-early-tab-on' : 'b-early-tab'}>
              {t(`resources.${contract.name}.values.${tabs.filter}.${v}`, { _: t(`List.Tabs.${v}`) })}
            </span>
          ))}
        </EarlyTabs>
      )}
      <div className={tools} />
      <div className="b-early-scroll">
        {/* Rows without buttons are as high as their cells (a small chip), as the list's are. */}
        <table className={buttons.length ? 'b-early-table' : 'b-early-table b-early-table-plain'}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.source} className={c.hideOnMobile ? 'b-early-wide' : undefined} style={c.width ? { width: c.width } : undefined}>
                  {t(columnLabelKey(contract.name, c), { _: c.source })}
                </th>
              ))}
              <th className="b-early-actions">
                <span className="b-early-hidden">{t('List.Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {early.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="b-early-empty">
                  {t('Strings.Empty')}
                </td>
              </tr>
            ) : (
              early.rows.map((row) => (
                <tr key={String(row.id)} data-testid="early-row">
                  {columns.map((c) => (
                    <Cell key={c.source} column={c} row={row} ctx={ctx} />
                  ))}
                  <td className="b-early-actions">
                    {buttons.map((b) => (
                      <span key={b} className="b-early-button" />
                    ))}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Db } from '../db/client';

/** What a sheet is written for: the district, the requested period, and the words of the requester's language. */
export interface SheetContext {
  db: Db;
  districtId: number;
  period: { date_start: string; date_end: string };
  t: (key: string) => string;
}

/** Rows read from the database per query: a large export never has its whole table in memory. */
export const SHEET_BATCH = 1000;

/**
 * One export target's sheet (the registry is `sheets/index.ts`): its file's name, its columns,
 * and its rows, yielded batch by batch as they are read.
 */
export interface ExportSheet {
  fileName(ctx: SheetContext): string | Promise<string>;
  /** i18n key of the worksheet's name. */
  sheetName: string;
  columns(t: SheetContext['t']): Partial<ExcelJS.Column>[];
  rows(ctx: SheetContext): AsyncIterable<Record<string, unknown>>;
}

export const defineExportSheet = (sheet: ExportSheet): ExportSheet => sheet;

/**
 * Writes a sheet as an .xlsx into `out` with ExcelJS's streaming writer: each row is committed
 * (zipped and written) as soon as it is read, and strings are written inline rather than kept in
 * a shared-strings table, so memory stays flat whatever the number of rows. Ends `out`; returns
 * the number of data rows.
 */
export async function writeSheet(out: Writable, sheet: ExportSheet, ctx: SheetContext): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(ctx.t(sheet.sheetName));
  ws.columns = sheet.columns(ctx.t);
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let rows = 0;
  for await (const row of sheet.rows(ctx)) {
    ws.addRow(row).commit();
    rows += 1;
  }
  ws.commit();
  await book.commit();
  return rows;
}

import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { Db } from '../db/client';

/** What a sheet is written for: the district, the requested period, and the words of the requester's language. */
export interface SheetContext {
  db: Db;
  districtId: number;
  period: { date_start: string; date_end: string };
  t: (key: string) => string;
  /** Whose data a data subject's export holds (target `person`); null for a list's export. */
  subjectUserId: number | null;
}

/**
 * What the export worker writes for a target: a list's workbook (`sheetFile`) or another file
 * (a data subject's archive, server/privacy/archive.ts). `write` fills `out` and returns how
 * many records it holds: none makes the export 'empty'.
 */
export interface ExportFile {
  extension: 'xlsx' | 'zip';
  fileName(ctx: SheetContext): string | Promise<string>;
  write(out: Writable, ctx: SheetContext): Promise<number>;
}

/** The content type of an export's file, by its extension. */
export const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

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

/** A sheet as the worker writes it: an .xlsx. */
export const sheetFile = (sheet: ExportSheet): ExportFile => ({
  extension: 'xlsx',
  fileName: (ctx) => sheet.fileName(ctx),
  write: (out, ctx) => writeSheet(out, sheet, ctx),
});

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

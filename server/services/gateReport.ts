import { PassThrough } from 'node:stream';
import type { Db } from '../db/client';
import visitorsSheet from '../exports/sheets/visitors';
import { writeSheet } from '../exports/workbook';

/**
 * The gate report of a period as an Excel workbook, answered at once (the gate's report button):
 * the same sheet as the `visitors` export, written with the same streaming writer into memory.
 */
export async function gateReport(db: Db, districtId: number, period: { date_start: string; date_end: string }, t: (key: string) => string) {
  const ctx = { db, districtId, period, t };
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rows = await writeSheet(out, visitorsSheet, ctx);
  return { buffer: Buffer.concat(chunks), fileName: await visitorsSheet.fileName(ctx), rows };
}

import ExcelJS from 'exceljs';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { districts, invitations } from '../db/schema';
import { loadInvitations } from './invitations';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString().replace('T', ' ').slice(0, 16) : '');

/** The gate report of a period as an Excel workbook: one row per guest, with every step's time. */
export async function gateReport(db: Db, districtId: number, period: { date_start: string; date_end: string }, t: (key: string) => string) {
  const ids = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.districtId, districtId), gte(invitations.dateStart, period.date_start), lte(invitations.dateStart, period.date_end)))
    .orderBy(asc(invitations.dateStart), asc(invitations.id));
  const rows = await loadInvitations(
    db,
    ids.map((r) => r.id),
  );
  const [district] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t('Report.GateSheet'));
  sheet.columns = [
    { header: t('Report.Code'), key: 'code', width: 12 },
    { header: t('Report.Date'), key: 'date', width: 12 },
    { header: t('Report.Hour'), key: 'hour', width: 8 },
    { header: t('Report.Category'), key: 'category', width: 14 },
    { header: t('Report.Host'), key: 'host', width: 24 },
    { header: t('Report.Guest'), key: 'guest', width: 20 },
    { header: t('Report.Company'), key: 'company', width: 20 },
    { header: t('Report.Plate'), key: 'plate', width: 10 },
    { header: t('Report.Status'), key: 'status', width: 16 },
    { header: t('Report.Confirmed'), key: 'confirmed', width: 17 },
    { header: t('Report.Exit'), key: 'exit', width: 17 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const inv of rows) {
    for (const guest of inv.guests) {
      sheet.addRow({
        code: inv.visitor_code,
        date: inv.date_start,
        hour: inv.hour_start ?? '',
        category: t(`Gate.Category.${inv.category}`),
        host: `${inv.user.first_name} ${inv.user.last_name}`.trim(),
        guest: guest.first_name,
        company: guest.company_name ?? '',
        plate: guest.plate ?? '',
        status: t(`Gate.Status.${guest.status}`),
        confirmed: iso(guest.datetime_confirmation),
        exit: iso(guest.datetime_exit),
      });
    }
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const safe = (district?.name ?? 'district').replace(/[^\w-]+/g, '_');
  return { buffer, fileName: `gate_report_${safe}_${period.date_start}_${period.date_end}.xlsx`, rows: sheet.rowCount - 1 };
}

import { and, asc, eq, gt, gte, lte, or } from 'drizzle-orm';
import { districts, invitations } from '../../db/schema';
import { loadInvitations } from '../../services/invitations';
import { defineExportSheet, SHEET_BATCH } from '../workbook';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString().replace('T', ' ').slice(0, 16) : '');

/** The gate report of a period: one row per guest, with every step's time. */
export default defineExportSheet({
  async fileName({ db, districtId, period }) {
    const [district] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
    const safe = (district?.name ?? 'district').replace(/[^\w-]+/g, '_');
    return `gate_report_${safe}_${period.date_start}_${period.date_end}.xlsx`;
  },
  sheetName: 'Report.GateSheet',
  columns: (t) => [
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
  ],
  async *rows({ db, districtId, period, t }) {
    const inPeriod = and(eq(invitations.districtId, districtId), gte(invitations.dateStart, period.date_start), lte(invitations.dateStart, period.date_end));
    // Keyset on (date, id), the report's order: a batch of invitations, then their guests.
    let after: { date: string; id: number } | null = null;
    for (;;) {
      const page: { id: number; date: string }[] = await db
        .select({ id: invitations.id, date: invitations.dateStart })
        .from(invitations)
        .where(
          and(
            inPeriod,
            after ? or(gt(invitations.dateStart, after.date), and(eq(invitations.dateStart, after.date), gt(invitations.id, after.id))) : undefined,
          ),
        )
        .orderBy(asc(invitations.dateStart), asc(invitations.id))
        .limit(SHEET_BATCH);
      if (page.length === 0) return;
      for (const inv of await loadInvitations(
        db,
        page.map((r) => r.id),
      )) {
        for (const guest of inv.guests) {
          yield {
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
          };
        }
      }
      if (page.length < SHEET_BATCH) return;
      after = page[page.length - 1];
    }
  },
});

import { formatDateTime } from '../../../src/lib/dates';
import { loginLogBatch } from '../../../resources/login_logs/data';
import { defineExportSheet, SHEET_BATCH } from '../workbook';
import { districtPeriod } from './districtPeriod';
import { asciiSlug } from './posts';

const field = (key: string) => `resources.login_logs.fields.${key}`;

/** The login log of a period (the login logs list's export button): one row per attempt, oldest first. */
export default defineExportSheet({
  // In the requester's language, plain ASCII for every file system: logins_…, accessi_…, acessos_….
  fileName: ({ period, t }) => `${asciiSlug(t('resources.login_logs.sheet'))}_${period.date_start}_${period.date_end}.xlsx`,
  sheetName: 'resources.login_logs.sheet',
  columns: (t) => [
    { header: t(field('created_at')), key: 'time', width: 20 },
    { header: t(field('user')), key: 'user', width: 24 },
    { header: t(field('email')), key: 'email', width: 30 },
    { header: t(field('success')), key: 'outcome', width: 12 },
    { header: t(field('ip')), key: 'ip', width: 18 },
    { header: t(field('user_agent')), key: 'agent', width: 60 },
  ],
  async *rows({ db, districtId, period, t }) {
    // The period's days are the district's: they begin and end on its clock, as its times show.
    const { zone, ...bounds } = await districtPeriod({ db, districtId, period });
    const outcome = { true: t('resources.login_logs.values.outcome.success'), false: t('resources.login_logs.values.outcome.failure') };
    let after = 0;
    for (;;) {
      const batch = await loginLogBatch(db, districtId, bounds, after, SHEET_BATCH);
      for (const log of batch) {
        yield {
          time: formatDateTime(log.created_at, 'YYYY-MM-DD', { seconds: true, timeZone: zone }),
          user: log.user?.full_name ?? '',
          email: log.email,
          outcome: outcome[`${log.success}`],
          ip: log.ip,
          agent: log.user_agent ?? '',
        };
      }
      if (batch.length < SHEET_BATCH) return;
      after = batch[batch.length - 1].id;
    }
  },
});

import { formatDateTime } from '../../../src/lib/dates';
import { userBatch } from '../../../resources/users/data';
import { defineExportSheet, SHEET_BATCH } from '../workbook';
import { districtPeriod } from './districtPeriod';
import { asciiSlug } from './posts';

const field = (key: string) => `resources.users.fields.${key}`;

/**
 * The district's people whose account was made in the period (the users list's export button):
 * one row per user, oldest first, with their roles here. The period is read on the district's
 * clock, as its dates show.
 */
export default defineExportSheet({
  // In the requester's language, plain ASCII for every file system: users_…, utenti_…, usuarios_….
  fileName: ({ period, t }) => `${asciiSlug(t('resources.users.sheet'))}_${period.date_start}_${period.date_end}.xlsx`,
  sheetName: 'resources.users.sheet',
  columns: (t) => [
    { header: t(field('full_name')), key: 'name', width: 28 },
    { header: t(field('email')), key: 'email', width: 30 },
    { header: t(field('phone')), key: 'phone', width: 16 },
    { header: t(field('roles')), key: 'roles', width: 30 },
    { header: t(field('level')), key: 'level', width: 12 },
    { header: t(field('status')), key: 'status', width: 16 },
    { header: t(field('source')), key: 'source', width: 12 },
    { header: t(field('created_at')), key: 'created', width: 20 },
  ],
  async *rows({ db, districtId, period, t }) {
    const { zone, ...bounds } = await districtPeriod({ db, districtId, period });
    let after = 0;
    for (;;) {
      const batch = await userBatch(db, districtId, bounds, after, SHEET_BATCH);
      for (const u of batch) {
        yield {
          name: u.full_name,
          email: u.email,
          phone: u.phone ?? '',
          roles: u.roles.map((r) => r.name).join(', '),
          level: t(`resources.users.values.level.${u.level}`),
          status: t(`resources.users.values.status.${u.status}`),
          source: t(`resources.users.values.source.${u.source}`),
          created: formatDateTime(u.created_at, 'YYYY-MM-DD', { seconds: true, timeZone: zone }),
        };
      }
      if (batch.length < SHEET_BATCH) return;
      after = batch[batch.length - 1].id;
    }
  },
});

import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { asciiSlug } from '../exports/sheets/posts';
import type { ExportFile } from '../exports/workbook';
import { subjectOf } from './erase';
import { personalRows, PERSONAL_TABLES } from './personalData';

/** The archive's format, for whoever reads it with a program: its name and version are in manifest.json. */
export const ARCHIVE_FORMAT = { format: 'borgo-personal-data', version: 1 } as const;

/**
 * A data subject's export (issue 18, target `person`): a ZIP holding `manifest.json` (whose data,
 * which district, when, and how many rows per table) and one `<table>.json` per table of
 * PERSONAL_TABLES, each the array of the person's rows the district holds, columns as the
 * database names them, secrets (password and token hashes) left out. Every table is present,
 * empty ones as `[]`, so a reader knows what was looked at. Written entry by entry as read.
 */
export const personArchive: ExportFile = {
  extension: 'zip',
  fileName: ({ t, subjectUserId, period }) => `${asciiSlug(t('resources.exports.values.target.person'))}_${subjectUserId}_${period.date_end}.zip`,
  async write(out, { db, districtId, subjectUserId }) {
    const subject = subjectUserId ? await subjectOf(db, subjectUserId, districtId) : null;
    // The person is no longer the district's: nothing to give (the export ends 'empty').
    if (!subject) return 0;
    const zip = new Zip();
    const done = pipe(zip, out);
    const add = (name: string, value: unknown) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(JSON.stringify(value, null, 2)), true);
    };
    const counts: Record<string, number> = {};
    for (const [table, entry] of Object.entries(PERSONAL_TABLES)) {
      const rows = await personalRows(db, entry, subject);
      counts[table] = rows.length;
      add(`${table}.json`, rows);
    }
    add('manifest.json', {
      ...ARCHIVE_FORMAT,
      subject_user_id: subject.userId,
      district_id: districtId,
      generated_at: new Date().toISOString(),
      tables: counts,
    });
    zip.end();
    await done;
    return Object.values(counts).reduce((a, b) => a + b, 0);
  },
};

/** Streams the ZIP's bytes into `out`, waiting when it is full; resolves once the last byte is handed over. */
function pipe(zip: Zip, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    let chain = Promise.resolve();
    zip.ondata = (err, chunk, final) => {
      if (err) return reject(err);
      chain = chain.then(async () => {
        if (!out.write(chunk)) await once(out, 'drain');
        if (final) {
          out.end();
          resolve();
        }
      });
      chain.catch(reject);
    };
  });
}

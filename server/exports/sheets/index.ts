import type { ExportTarget } from '../../../resources/exports/constants';
import { personArchive } from '../../privacy/archive';
import { sheetFile, type ExportFile, type ExportSheet } from '../workbook';
import loginLogs from './login_logs';
import posts from './posts';
import users from './users';
import visitors from './visitors';

/**
 * The export registry, server side: each target of `constants.ts` (with the permission that may
 * ask for it) and the file that writes it. A target without its file is a type error.
 */
export const EXPORT_SHEETS = { posts, visitors, login_logs: loginLogs, users } satisfies Record<string, ExportSheet>;

/** Every target's file: the lists' workbooks, and a data subject's archive (issue 18). */
export const EXPORT_FILES: { readonly [T in ExportTarget]: ExportFile } = {
  posts: sheetFile(posts),
  visitors: sheetFile(visitors),
  login_logs: sheetFile(loginLogs),
  users: sheetFile(users),
  person: personArchive,
};

import type { ExportTarget } from '../../../resources/exports/constants';
import type { ExportSheet } from '../workbook';
import loginLogs from './login_logs';
import posts from './posts';
import users from './users';
import visitors from './visitors';

/**
 * The export registry, server side: each target of `targets.ts` (with the permission that may
 * ask for it) and the sheet that writes it. A target without its sheet is a type error.
 */
export const EXPORT_SHEETS: { readonly [T in ExportTarget]: ExportSheet } = { posts, visitors, login_logs: loginLogs, users };

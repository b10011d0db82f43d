import type { Permission } from '../src/lib/permissions';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Locale } from './lib/i18n';
import type { Live } from './live/live';
import type { WriteBus } from './lib/writes';
import type { Mailer } from './jobs/mailer';
import type { Storage } from './lib/storage';
import type { createExportWorker } from './jobs/exports';

/**
 * Where the guard finds the district a request acts in; `params`: the route's own `:id` is the
 * district (`/districts/:id/...`).
 */
export type DistrictSource = 'query' | 'body' | 'selected_district' | 'params';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission?: Permission | readonly Permission[];
  district?: DistrictSource;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The permission string(s) the route needs in the request's district; [] = membership only. */
    permission?: Permission | readonly Permission[];
    district?: DistrictSource;
  }
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    live: Live;
    mailer: Mailer;
    storage: Storage;
    exportWorker: ReturnType<typeof createExportWorker>;
    routeTable: RouteEntry[];
    /** Successful writes, announced once recorded (server/lib/writes.ts). */
    writes: WriteBus;
  }
  interface FastifyRequest {
    locale: Locale;
    auth: { userId: number; sessionId: number } | null;
    district: { id: number; permissions: string[] } | null;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

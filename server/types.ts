import type { DistrictConfiguration, FeaturePath } from '../src/lib/features';
import type { ZodType } from 'zod';
import type { AuditAction } from '../src/contract/audit';
import type { Permission } from '../src/lib/permissions';
import type { PreviewTarget } from '../src/contract/preview';
import type { Config } from './config';
import type { PersonalSpec } from './privacy/accessLog';
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

/** What a write route appends to the audit trail: the entity (or area) it writes and the action. */
export interface AuditSpec {
  /** A contract's name (`tags`), or the area of a write that is not an entity's (`session`, `exports`). */
  entity: string;
  action: AuditAction;
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  permission?: Permission | readonly Permission[];
  district?: DistrictSource;
  /** Every route but a GET declares one (server/audit): a test walks the table to check it. */
  audit?: AuditSpec;
  /** A read of personal data, written to the access log (server/privacy/accessLog.ts). */
  personal?: PersonalSpec;
  /** The route's zod schemas of its input and its 200 answer, for the checks derived from the table (input fuzz, access log). */
  schema: { params?: ZodType; querystring?: ZodType; body?: ZodType; response?: ZodType };
}

import type { AfterReply } from './lib/afterReply';
import type { EntityJob } from './entities/jobs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** The permission string(s) the route needs in the request's district; [] = membership only. */
    permission?: Permission | readonly Permission[];
    district?: DistrictSource;
    /** A write route's audit entry; the handler adds what only it knows through `request.audit`. */
    audit?: AuditSpec;
    /**
     * District flags the route needs on (all of them), checked with the permission: an entity's
     * routes get its contract's (server/entities/register.ts). Off: 403 naming the flag.
     */
    features?: readonly FeaturePath[];
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
    /** Work started by a route that its answer does not wait for (server/lib/afterReply.ts). */
    afterReply: AfterReply;
    /** Entities' periodic jobs by name (server/entities/jobs.ts); a test runs one with `run()`. */
    jobs: Map<string, EntityJob>;
  }
  interface FastifyRequest {
    locale: Locale;
    auth: { userId: number; sessionId: number } | null;
    /** The district of the call, what the caller holds there, and its flags (the guard's check). */
    district: { id: number; permissions: string[]; configuration: DistrictConfiguration } | null;
    /** A "view as" request's target (src/contract/preview.ts): reads only, with its permissions. */
    preview: PreviewTarget | null;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

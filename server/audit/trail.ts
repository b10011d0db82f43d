import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction, FieldChange } from '../../src/contract/audit';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { auditEntries, users } from '../db/schema';
import type { AuditSpec } from '../types';
import { diff } from './diff';

type Row = Record<string, unknown>;

/**
 * What a write route's handler tells the trail, beyond its route's declaration (`config.audit`):
 * only the handler knows the record it wrote and what it held before and after.
 */
export interface AuditNote {
  recordId?: number | null;
  /** The record before the write (none on create) and after it (none on delete), as the API shows it. */
  before?: Row | null;
  after?: Row | null;
  /** Fields named by hand (a decision, a reason), added to the diff of before and after. */
  changes?: Record<string, FieldChange>;
  /** Who wrote, when the token does not say (a password reset by link names the account). */
  userId?: number | null;
  /** Where, when the guard does not say (account writes: the writer's dashboard district). */
  districtId?: number | null;
  /** When one route does several kinds of write (a first save creates, the next ones update). */
  action?: AuditAction;
  /**
   * Entries of the same write in other districts, each its own (a content shared to another
   * district leaves "share" in its own and "create" in the other, spec console §2).
   */
  also?: { districtId: number; recordId: number; action: AuditAction; entity?: string; after?: Row | null }[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by a write route's handler; appended once the route has answered with success. */
    audit: AuditNote;
  }
}

/** Adds to the request's note: `noteWrite(request, { recordId: row.id, after: row })`. */
export function noteWrite(request: FastifyRequest, note: AuditNote): void {
  Object.assign(request.audit, note);
}

/**
 * The entry a successful write leaves, and the write as the rest of the server hears of it. One
 * statement reads the writer's name (and dashboard district, when the write names no district)
 * and appends the entry: a round trip fewer than a lookup then an insert (issue 12 §3).
 */
async function append(app: FastifyInstance, request: FastifyRequest, spec: AuditSpec): Promise<void> {
  const note = request.audit;
  const userId = note.userId !== undefined ? note.userId : (request.auth?.userId ?? null);
  const known = note.districtId !== undefined ? note.districtId : request.district?.id;
  const entry = {
    entity: spec.entity,
    recordId: note.recordId ?? null,
    action: note.action ?? spec.action,
    changes: { ...diff(note.before, note.after), ...note.changes },
  };
  await appendEntry(app, request, userId, known, entry);
  for (const other of note.also ?? []) {
    await appendEntry(app, request, userId, other.districtId, {
      entity: other.entity ?? spec.entity,
      recordId: other.recordId,
      action: other.action,
      changes: diff(null, other.after),
    });
  }
}

/**
 * The entry's insert, which also reads the writer's name (and dashboard district, when the write
 * names no district) in the same statement. Built once per database for each of the two forms
 * (server/db/prepared.ts): every write runs it, and building it with drizzle on each call cost more
 * than running it (issue 12 §3). The name is written as the rest of the server writes it
 * (`${first} ${last}`.trim(): names are stored trimmed).
 */
const entryInsert = (db: Db, districtKnown: boolean) =>
  prepared(db, districtKnown ? 'borgo_audit_entry' : 'borgo_audit_entry_dashboard', (_db, name) => {
    const writer = sql`${sql.placeholder('user')}::int`;
    return db
      .insert(auditEntries)
      .values({
        userId: writer,
        userName: sql`(select trim(first_name || ' ' || last_name) from ${users} where id = ${writer})`,
        districtId: districtKnown ? sql`${sql.placeholder('district')}::int` : sql`(select dashboard_district_id from ${users} where id = ${writer})`,
        entity: sql`${sql.placeholder('entity')}`,
        recordId: sql`${sql.placeholder('record')}::int`,
        action: sql`${sql.placeholder('action')}`,
        changes: sql`${sql.placeholder('changes')}::jsonb`,
        ip: sql`${sql.placeholder('ip')}`,
        requestId: sql`${sql.placeholder('request')}`,
      })
      .returning({ id: auditEntries.id, userName: auditEntries.userName, districtId: auditEntries.districtId })
      .prepare(name);
  });

async function appendEntry(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number | null,
  known: number | null | undefined,
  e: { entity: string; recordId: number | null; action: AuditAction; changes: Record<string, FieldChange> },
): Promise<void> {
  const [entry] = await entryInsert(app.db, known !== undefined).execute({
    user: userId,
    district: known ?? null,
    entity: e.entity,
    record: e.recordId,
    action: e.action,
    changes: JSON.stringify(e.changes),
    ip: request.ip ?? null,
    request: String(request.id),
  });
  app.writes.publish({
    entity: e.entity,
    recordId: e.recordId,
    action: e.action,
    districtId: entry.districtId,
    by: entry.userName !== null && userId ? { id: userId, name: entry.userName } : null,
    auditId: entry.id,
  });
}

/**
 * A write the server does on its own (a scheduled job), recorded and announced as a route's
 * would be: nobody is named, there is no IP or request id.
 */
export async function appendSystemWrite(
  app: FastifyInstance,
  write: { entity: string; recordId: number; action: AuditAction; districtId: number; changes?: Record<string, FieldChange> },
): Promise<void> {
  const [entry] = await app.db
    .insert(auditEntries)
    .values({ entity: write.entity, recordId: write.recordId, action: write.action, districtId: write.districtId, changes: write.changes ?? {} })
    .returning({ id: auditEntries.id });
  app.writes.publish({ entity: write.entity, recordId: write.recordId, action: write.action, districtId: write.districtId, by: null, auditId: entry.id });
}

/**
 * The audit trail (issue 11): every route that writes declares `config.audit` (a test walks the
 * route table for it), and once it has answered with success one entry is appended: who, where,
 * what entity and id, which action, the fields before and after, when, from which IP, and the
 * request id (every answer carries it as `x-request-id`, so support can find the entry of a call). A refused
 * call (4xx) appends nothing. The entry is written before the answer leaves, after the write:
 * an entry that cannot be written is logged as an error, and the user's write stands.
 */
export default fp(async function auditTrail(app: FastifyInstance) {
  app.decorateRequest('audit', null as unknown as AuditNote);
  app.addHook('onRequest', async (request) => {
    request.audit = {};
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const spec = request.routeOptions.config.audit;
    if (!spec || reply.statusCode >= 300) return payload;
    try {
      await append(app, request, spec);
    } catch (err) {
      request.log.error({ err, audit: spec }, 'the audit entry of a write could not be appended');
    }
    return payload;
  });
});

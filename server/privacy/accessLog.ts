import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessEntity, AccessPurpose } from '../../src/contract/privacy';
import { personalDataReads, users } from '../db/schema';

/** A route that reads personal data declares it (`config.personal`): a test walks the route table for it. */
export interface PersonalSpec {
  entity: AccessEntity;
}

/**
 * What only the handler knows of a read: the record, whose data it shows (the people it names,
 * each found under their own entry by the per-person view; none for a report of many), and why.
 */
export interface ReadNote {
  recordId: number | null;
  subjects?: readonly number[];
  purpose?: AccessPurpose | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a person's data: each successful read is written to the access log. */
    personal?: PersonalSpec;
  }
  interface FastifyRequest {
    personalRead: ReadNote | null;
  }
}

/** Tells the access log what was read: `noteRead(request, { recordId: user.id, subjects: [user.id] })`. */
export function noteRead(request: FastifyRequest, note: ReadNote): void {
  request.personalRead = note;
}

/**
 * The access log of personal data (issue 18): once a route declaring `config.personal` has
 * answered 200, one row says who read, in which district, what (entity and record), whose data
 * and why, from which IP, with the request id. Like the audit trail it is written before the
 * answer leaves; an entry that cannot be written is logged as an error and the read stands.
 */
export default fp(async function accessLog(app: FastifyInstance) {
  app.decorateRequest('personalRead', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const spec = request.routeOptions.config.personal;
    const note = request.personalRead;
    if (!spec || !note || reply.statusCode !== 200 || !request.auth || !request.district) return payload;
    try {
      const userId = request.auth.userId;
      const subjects = note.subjects?.length ? [...new Set(note.subjects)] : [null];
      await app.db.insert(personalDataReads).values(
        subjects.map((subjectUserId) => ({
          districtId: request.district!.id,
          userId,
          userName: sql`(select trim(first_name || ' ' || last_name) from ${users} where id = ${userId}::int)`,
          entity: spec.entity,
          recordId: note.recordId,
          subjectUserId,
          purpose: note.purpose ?? null,
          ip: request.ip ?? null,
          requestId: String(request.id),
        })),
      );
    } catch (err) {
      request.log.error({ err, personal: spec }, 'the access-log entry of a read could not be appended');
    }
    return payload;
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '../../src/lib/validation';
import { zEnvelope, zErrorEnvelope } from '../../src/contract/envelope';
import type { Db } from '../db/client';

const JOURNAL = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
/** A current answer is kept this long: the migrations cannot go back, only a new deploy moves them. */
const MIGRATIONS_OK_FOR_MS = 10_000;

/** Each check's outcome, and nothing else: no version, no error text, no name of a table. */
const zChecks = z.object({
  database: z.enum(['ok', 'failed']),
  /** `unknown` when the database could not be asked. */
  migrations: z.enum(['ok', 'failed', 'unknown']),
});
type Checks = z.infer<typeof zChecks>;

/** The `when` of the newest migration this code ships: drizzle records it as `created_at` when applied. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Applied when the newest applied migration is at least the newest shipped: drizzle's migrator
 * decides by that same moment. A database ahead of this code (a newer process migrated it during a
 * rolling deploy) still serves it: its migrations only add.
 */
async function migrationsApplied(db: Db, newest: number) {
  const [row] = rowsOf<{ last: string | number | bigint | null }>(await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
  return row?.last !== null && row?.last !== undefined && Number(row.last) >= newest;
}

/**
 * `GET /api/v3/health` for a load balancer or an orchestrator: 200 when the database answers and
 * every migration of this code is applied, 503 naming the check that failed. Public and a read
 * (not audited); per call one `select 1`, and the migrations' query at most every 10 s once current.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const newest = newestMigration();
  let migrationsOkUntil = 0;

  async function check(): Promise<Checks> {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      app.log.warn({ err }, 'health: the database does not answer');
      return { database: 'failed', migrations: 'unknown' };
    }
    if (Date.now() < migrationsOkUntil) return { database: 'ok', migrations: 'ok' };
    // A failure is not kept: the next call asks again, so the answer turns 200 once migrated.
    const applied = await migrationsApplied(app.db, newest).catch((err: unknown) => {
      app.log.warn({ err }, 'health: the migrations could not be read');
      return false;
    });
    if (applied) migrationsOkUntil = Date.now() + MIGRATIONS_OK_FOR_MS;
    return { database: 'ok', migrations: applied ? 'ok' : 'failed' };
  }

  app.get(
    '/api/v3/health',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Tell whether this server can serve: database reachable, migrations current',
        response: {
          200: zEnvelope(zChecks),
          503: zErrorEnvelope.extend({ checks: zChecks }).describe('A check failed: `checks` names it.'),
        },
      },
    },
    async (request, reply) => {
      const checks = await check();
      if (checks.database === 'ok' && checks.migrations === 'ok') return { success: true as const, data: checks };
      const failed = Object.entries(checks)
        .filter(([, outcome]) => outcome === 'failed')
        .map(([name]) => name);
      return reply.code(503).send({ success: false as const, message: request.t('Errors.NotReady', { checks: failed.join(', ') }), checks });
    },
  );
}

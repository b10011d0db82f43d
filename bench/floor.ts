import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Database, openDatabase } from '../server/db/client';

/**
 * The floor (issue 12 §3): a bare Fastify server doing, per request, the SQL work of the Borgo
 * routes the bench measures, on the same driver (pg's Pool, or PGlite tuned as
 * server/db/pgliteClient.ts), with nothing else: no plugins, no logger, no schemas, no ORM. Borgo's
 * throughput and p99 are reported as a ratio of it. Each route does what Borgo's must do:
 * token → session (by its sha256, as server/plugins/guard.ts, lapse checked, touched once a
 * minute), the user's permissions in the district (as server/services/access.ts), then the route's
 * own queries. Same paths as Borgo, so one scenario list measures both.
 */

type Row = Record<string, unknown>;
export interface FloorDb {
  query(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface FloorOptions {
  idleMs: number;
  maxMs: number;
}

/** The same driver Borgo opens: the pg Pool of openDatabase, or PGlite patched by it. */
export async function openFloorDb(opts: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<FloorDb> {
  if (opts.databaseUrl) {
    const database = await openDatabase({ databaseUrl: opts.databaseUrl });
    const pool = database.pool!;
    return { query: async (text, params) => (await pool.query(text, params)).rows as Row[], close: () => database.close() };
  }
  // openDatabase opens PGlite as Borgo runs it (server/db/pgliteClient.ts, pgliteThread.ts).
  const database = await openDatabase(opts.pglite ? { pglite: opts.pglite } : { dataDir: opts.dataDir ?? './data' });
  return { ...floorDbFrom(database), close: () => database.close() };
}

/** The floor on a database Borgo already opened (the floor's test): its pool, or its PGlite client. */
export function floorDbFrom(database: Database): FloorDb {
  if (database.pool) {
    const pool = database.pool;
    return { query: async (text, params) => (await pool.query(text, params)).rows as Row[], close: async () => undefined };
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { query: async (text, params) => (await client.query<Row>(text, params)).rows, close: async () => undefined };
}

const SESSION = 'select id, user_id, created_at, last_used_at from sessions where token_hash = $1 and revoked_at is null';
const ACCESS_ALL = `select d.id as district_id, d.name as district_name, r.id as role_id, r.name as role_name, r.permissions
  from user_district_roles udr join roles r on r.id = udr.role_id join districts d on d.id = udr.district_id
  where udr.user_id = $1 order by d.name, r.name`;
const ACCESS_ONE = ACCESS_ALL.replace('where udr.user_id = $1', 'where udr.user_id = $1 and udr.district_id = $2');
const DISTRICT = `select d.id, d.name, d.default_language, d.sos_window_days, d.time_zone, c.id as city_id, c.name as city_name,
  k.id as country_id, k.name as country_name, k.code, k.currency_code, k.currency_symbol, k.date_format
  from districts d join cities c on c.id = d.city_id join countries k on k.id = c.country_id where d.id = $1`;
const AUDIT = `insert into audit_entries (user_id, user_name, district_id, entity, record_id, action, changes, ip, request_id)
  select $1, trim(u.first_name || ' ' || u.last_name), $2, 'tags', $3, 'create', $4, $5, $6 from users u where u.id = $1`;
const LOCALES = ['en', 'it', 'pt'] as const;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A timestamp as each driver gives it: a Date from pg, PostgreSQL's text from PGlite (server/db/pgliteClient.ts). */
const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

const toApi = (row: Row) => {
  const stored = (row.translations ?? {}) as Record<string, Row>;
  const translations = LOCALES.filter((l) => stored[l]).map((locale) => ({ locale, name: stored[locale].name as string }));
  return { id: row.id, district_id: row.district_id, translations, status: row.status, created_at: instant(row.created_at).toISOString() };
};

export function buildFloor(db: FloorDb, limits: FloorOptions): FastifyInstance {
  const app = Fastify({ logger: false });

  async function user(request: FastifyRequest): Promise<number> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new Refusal(401, 'Unauthenticated');
    const [s] = await db.query(SESSION, [createHash('sha256').update(match[1]).digest('hex')]);
    const used = s?.last_used_at ? instant(s.last_used_at).getTime() : 0;
    if (!s || Math.min(used + limits.idleMs, instant(s.created_at).getTime() + limits.maxMs) < Date.now()) throw new Refusal(401, 'Session expired');
    if (Date.now() - used > 60_000) await db.query('update sessions set last_used_at = now() where id = $1', [s.id]);
    return s.user_id as number;
  }

  async function guarded(request: FastifyRequest, districtId: unknown, permission: string): Promise<{ userId: number; districtId: number }> {
    const userId = await user(request);
    const id = Number(districtId);
    if (!Number.isInteger(id) || id < 1) throw new Refusal(422, 'district_id');
    const rows = await db.query(ACCESS_ONE, [userId, id]);
    if (!rows.some((r) => (r.permissions as string[]).includes(permission))) throw new Refusal(403, permission);
    return { userId, districtId: id };
  }

  app.setErrorHandler((error: Error, _request, reply: FastifyReply) => {
    const status = error instanceof Refusal ? error.status : 500;
    return reply.code(status).send({ success: false, message: error.message });
  });

  // The readiness probe the bench polls on Borgo too (bench/server.ts).
  app.get('/api/v3/openapi.json', async () => ({ openapi: '3.1.0', info: { title: 'floor' } }));

  app.get('/api/v3/tags', async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const { districtId } = await guarded(request, q.district_id, 'tags_backoffice_view');
    const perPage = Math.min(100, Number(q.paginate) || 20);
    const current = Math.max(1, Number(q.page) || 1);
    const [rows, [{ n }]] = await Promise.all([
      db.query('select * from tags where district_id = $1 order by id limit $2 offset $3', [districtId, perPage, (current - 1) * perPage]),
      db.query('select count(*)::int as n from tags where district_id = $1', [districtId]),
    ]);
    const total = n as number;
    return {
      success: true,
      data: { data: rows.map(toApi), current_page: current, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  app.get('/api/v3/tags/:id', async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const { districtId } = await guarded(request, q.district_id, 'tags_backoffice_view');
    const [row] = await db.query('select * from tags where id = $1 and district_id = $2', [Number((request.params as { id: string }).id), districtId]);
    if (!row) throw new Refusal(404, 'Not found');
    return { success: true, data: toApi(row) };
  });

  app.post('/api/v3/tags', async (request, reply) => {
    const body = request.body as { district_id?: unknown; status?: string; translations?: { locale: string; name: string }[] };
    const { userId, districtId } = await guarded(request, body.district_id, 'tags_add');
    const stored = Object.fromEntries((body.translations ?? []).map(({ locale, name }) => [locale, { name }]));
    // As Borgo: the insert, then its audit entry (server/audit/trail.ts appends one per write), no transaction.
    const [row] = await db.query('insert into tags (district_id, translations, status) values ($1, $2, $3) returning *', [
      districtId,
      JSON.stringify(stored),
      body.status ?? 'active',
    ]);
    const data = toApi(row);
    // The fields Borgo's diff records for a new tag: each name, and the status.
    const changes = Object.fromEntries([
      ...data.translations.map((t) => [`name.${t.locale}`, { before: null, after: t.name }]),
      ['status', { before: null, after: data.status }],
    ]);
    await db.query(AUDIT, [userId, districtId, row.id, JSON.stringify(changes), request.ip, String(request.id)]);
    reply.code(201);
    return { success: true, message: 'Saved', data };
  });

  app.get('/api/v3/auth/me', async (request) => {
    const userId = await user(request);
    const [u] = await db.query('select * from users where id = $1', [userId]);
    const access = await db.query(ACCESS_ALL, [userId]);
    const districts = new Map<number, { district_id: number; district_name: string; roles: Row[]; permissions: string[] }>();
    for (const r of access) {
      const entry = districts.get(r.district_id as number) ?? {
        district_id: r.district_id as number,
        district_name: r.district_name as string,
        roles: [],
        permissions: [],
      };
      entry.roles.push({ id: r.role_id, name: r.role_name });
      for (const p of r.permissions as string[]) if (!entry.permissions.includes(p)) entry.permissions.push(p);
      districts.set(entry.district_id, entry);
    }
    const current = districts.get(u.dashboard_district_id as number);
    const [d] = current ? await db.query(DISTRICT, [current.district_id]) : [];
    return {
      success: true,
      data: {
        id: u.id,
        email: u.email,
        first_name: u.first_name,
        last_name: u.last_name,
        full_name: `${u.first_name} ${u.last_name}`.trim(),
        phone: u.phone,
        cover_path: u.cover_path,
        level: u.level,
        permissions: current?.permissions ?? [],
        districts: [...districts.values()].map((a) => ({ id: a.district_id, name: a.district_name })),
        roles_by_district: [...districts.values()],
        dashboard_district: d && {
          id: d.id,
          name: d.name,
          default_language: d.default_language,
          currency_symbol: d.currency_symbol,
          sos_window_days: d.sos_window_days,
          time_zone: d.time_zone,
          city: {
            id: d.city_id,
            name: d.city_name,
            country: {
              id: d.country_id,
              name: d.country_name,
              code: d.code,
              currency_code: d.currency_code,
              currency_symbol: d.currency_symbol,
              date_format: d.date_format,
            },
          },
        },
      },
    };
  });
  return app;
}

/** `tsx bench/floor.ts`: PORT, and DATABASE_URL or DATA_DIR, as Borgo reads them. */
async function main() {
  const hours = (name: string) => Number(process.env[name] || 12) * 3_600_000;
  const db = await openFloorDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
  const app = buildFloor(db, { idleMs: hours('TOKEN_IDLE_HOURS'), maxMs: hours('SESSION_MAX_HOURS') });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: Number(process.env.PORT) || 3000, host: '127.0.0.1' });
  console.log('floor ready');
}

// Run as a program by the bench; imported by its test.
if (process.argv[1]?.endsWith('/bench/floor.ts')) void main();

import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '../../src/lib/permissions';
import { fromStored, toStored, type ContentLocale } from '../../src/lib/translations';
import { z, zId } from '../../src/lib/validation';
import { notFound } from './errors';
import { listQuery, orderBy, page } from './list';

/** The columns every district-scoped, translated entity has. */
export interface TranslatedColumns {
  id: PgColumn;
  districtId: PgColumn;
  translations: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

export interface TranslatedCrud<T extends PgTable & TranslatedColumns> {
  /** Plural snake_case, the API path segment and the resource's declared name. */
  name: string;
  table: T;
  /** The body of create and update, without district_id (added here). */
  input: z.ZodObject;
  permissions: { view: Permission; add: Permission; edit: Permission; delete: Permission };
  statuses: readonly string[];
  /** The translated field searched and sorted as `name`. */
  nameField: string;
  tag: string;
}

/** `translations->'<locale>'->>'<field>'`: locale and field come from enums, never from the user. */
const translated = (column: AnyColumn, locale: ContentLocale, field: string) =>
  sql`(${column} -> ${sql.raw(`'${locale}'`)} ->> ${sql.raw(`'${field}'`)})`;

/**
 * List, read, create, update and delete for an entity of one district with a name per language
 * and a status: the shape shared by tags and smart-solution labels. Another district's ids answer
 * 404, as if they did not exist.
 */
export function translatedCrudRoutes<T extends PgTable & TranslatedColumns>(opts: TranslatedCrud<T>) {
  const { table, permissions: p } = opts;
  const cols = table as unknown as TranslatedColumns;
  const base = `/api/v3/${opts.name}`;
  const idParams = z.strictObject({ id: zId });
  const districtQuery = z.strictObject({ district_id: zId });
  const body = opts.input.extend({ district_id: zId });
  const toApi = (row: Record<string, unknown>) => {
    const { districtId, createdAt, translations, ...rest } = row;
    return { ...rest, district_id: districtId, created_at: createdAt, translations: fromStored(translations as object) };
  };

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const mine = (id: number, districtId: number) => and(eq(cols.id, id), eq(cols.districtId, districtId));
    const load = async (id: number, districtId: number, message: string) => {
      const [row] = await app.db.select().from(table as PgTable).where(mine(id, districtId));
      if (!row) throw notFound(message);
      return toApi(row);
    };

    app.get(
      base,
      {
        config: { permission: p.view },
        schema: { tags: [opts.tag], querystring: listQuery.extend({ status: z.enum(['all', ...opts.statuses]).default('all') }) },
      },
      async (request) => {
        const q = request.query;
        const filters: SQL[] = [eq(cols.districtId, request.district!.id)];
        if (q.status !== 'all') filters.push(eq(cols.status, q.status));
        if (q.query) {
          const needle = `%${q.query.replace(/[%_\\]/g, '\\$&')}%`;
          filters.push(sql`exists (select 1 from jsonb_each(${cols.translations}) t where t.value ->> ${opts.nameField} ilike ${needle})`);
        }
        const where = and(...filters);
        // A row without the reader's language sorts by its English name.
        const name = sql`coalesce(${translated(cols.translations, request.locale, opts.nameField)}, ${translated(cols.translations, 'en', opts.nameField)})`;
        const sort = orderBy(q, { id: cols.id, name: name as unknown as AnyColumn, status: cols.status, created_at: cols.createdAt }, 'id', request.t('Errors.InvalidRequest'));
        const [rows, [{ n }]] = await Promise.all([
          app.db.select().from(table as PgTable).where(where).orderBy(sort, cols.id).limit(q.paginate).offset((q.page - 1) * q.paginate),
          app.db.select({ n: count() }).from(table as PgTable).where(where),
        ]);
        return page(rows.map(toApi), n, q);
      },
    );

    app.get(
      `${base}/:id`,
      { config: { permission: [p.view, p.add, p.edit, p.delete] }, schema: { tags: [opts.tag], params: idParams, querystring: districtQuery } },
      async (request) => ({ success: true, data: await load(request.params.id, request.district!.id, request.t('Errors.NotFound')) }),
    );

    app.post(
      base,
      { config: { permission: p.add, district: 'body' }, schema: { tags: [opts.tag], body } },
      async (request, reply) => {
        const { district_id, translations, ...rest } = request.body as { district_id: number; translations: { locale: ContentLocale }[] };
        const [row] = await app.db
          .insert(table as PgTable)
          .values({ ...rest, districtId: district_id, translations: toStored(translations) } as never)
          .returning();
        reply.code(201);
        return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
      },
    );

    app.put(
      `${base}/:id`,
      { config: { permission: p.edit, district: 'body' }, schema: { tags: [opts.tag], params: idParams, body } },
      async (request) => {
        const { district_id, translations, ...rest } = request.body as { district_id: number; translations: { locale: ContentLocale }[] };
        const [row] = await app.db
          .update(table as PgTable)
          .set({ ...rest, translations: toStored(translations) } as never)
          .where(mine(request.params.id, district_id))
          .returning();
        if (!row) throw notFound(request.t('Errors.NotFound'));
        return { success: true, message: request.t('Strings.Saved'), data: toApi(row) };
      },
    );

    app.delete(
      `${base}/:id`,
      { config: { permission: p.delete }, schema: { tags: [opts.tag], params: idParams, querystring: districtQuery } },
      async (request) => {
        const [row] = await app.db.delete(table as PgTable).where(mine(request.params.id, request.district!.id)).returning();
        if (!row) throw notFound(request.t('Errors.NotFound'));
        return { success: true, message: request.t('Strings.Deleted'), data: { id: request.params.id } };
      },
    );
  };
}

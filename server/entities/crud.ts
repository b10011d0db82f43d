import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionPermissions, type EntityContract, type EntitySchemas, type ListFilter } from '../../src/contract/entity';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { fromStored, toStored, type ContentLocale, type StoredTranslations } from '../../src/lib/translations';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../audit/trail';
import { notFound, unprocessable } from '../lib/errors';
import { escapeLike, listQuery, page } from '../lib/list';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { imageErrors, imageUrl, storedImageName } from './images';

/** What the generic routes hand to an entity's hooks. */
export interface HookContext {
  request: FastifyRequest;
  app: FastifyInstance;
  districtId: number;
}

/**
 * An entity's own rules around the generic routes: checks before a write (throw an HttpError to
 * refuse it), work after it, and the record's shape on the way out.
 */
export interface CrudHooks {
  validate?(input: Record<string, unknown>, ctx: HookContext & { id?: number }): Promise<void> | void;
  beforeDelete?(id: number, ctx: HookContext): Promise<void> | void;
  afterWrite?(action: 'create' | 'update' | 'delete', record: Record<string, unknown>, ctx: HookContext): Promise<void> | void;
}

export interface CrudOptions {
  contract: EntityContract;
  table: PgTable;
  schemas: EntitySchemas;
  hooks?: CrudHooks;
}

type Row = Record<string, unknown>;

/**
 * How many sets of columns an entity's create (and its update) keeps a prepared statement for; an
 * unnamed statement (''), parsed per call, serves any further set.
 */
const MAX_WRITE_SHAPES = 32;

/** `translations->'<locale>'->>'<field>'`: locale and field come from the contract, never from the user. */
const translated = (column: AnyColumn, locale: ContentLocale, field: string) =>
  sql`(${column} -> ${sql.raw(`'${locale}'`)} ->> ${sql.raw(`'${field.replace(/'/g, '')}'`)})`;

/**
 * The table's columns by their API name (the SQL column name, snake_case), so a contract's field
 * names map to columns without a second list.
 */
function columnsByApiName(table: PgTable): Map<string, { key: string; column: PgColumn }> {
  const out = new Map<string, { key: string; column: PgColumn }>();
  for (const [key, column] of Object.entries(getTableColumns(table))) out.set(column.name, { key, column });
  return out;
}

/**
 * list / get / create / update / delete of one entity from its contract: district scoping (another
 * district's ids answer 404, as if they did not exist), search with LIKE escaping, status tabs,
 * sort limited to the contract's sortable fields, paging, translations, and the response schemas.
 */
export function crudRoutes({ contract, table, schemas, hooks = {} }: CrudOptions) {
  const columns = columnsByApiName(table);
  const col = (name: string) => {
    const found = columns.get(name);
    if (!found) throw new Error(`${contract.name}: the table has no column "${name}" that the contract names`);
    return found;
  };
  const id = col('id').column;
  const districtId = contract.scope === 'district' ? col('district_id').column : undefined;
  const translations = contract.translatable.length > 0 ? col('translations').column : undefined;
  // The entity's own rows of a shared table (the contract's subset): part of every query, set on create.
  const fixed: SQL[] = Object.entries(contract.subset).map(([field, value]) => eq(col(field).column, value));
  const fixedValues = Object.fromEntries(Object.entries(contract.subset).map(([field, value]) => [col(field).key, value]));
  /** The rows of the district (for a district entity) and of the subset. */
  const own = (district: number | ReturnType<typeof sql.placeholder>): SQL | undefined => and(...(districtId ? [eq(districtId, district)] : []), ...fixed);
  const base = `/api/v3/${contract.name}`;
  const tag = contract.name.replace(/_/g, ' ');
  const { tabs, sortable, searchable } = contract.list;

  const toApi = (row: Row): Row => {
    const out: Row = {};
    for (const [apiName, { key }] of columns) {
      const value = row[key];
      out[apiName] =
        apiName === 'translations'
          ? fromStored(value as StoredTranslations<object>)
          : value instanceof Date
            ? value.toISOString()
            : contract.images.includes(apiName)
              ? imageUrl(value)
              : value;
    }
    return out;
  };
  const toValues = (input: Row): Row => {
    const out: Row = {};
    for (const [field, value] of Object.entries(input)) {
      if (field === 'district_id') continue;
      out[col(field).key] =
        field === 'translations' ? toStored(value as { locale: ContentLocale }[]) : contract.images.includes(field) ? storedImageName(value) : value;
    }
    return out;
  };

  /** A searchable field is a column, or a translated field matched in any language. */
  const searchOn = (field: string, needle: string): SQL => {
    if (translations && contract.translatable.includes(field)) {
      return sql`exists (select 1 from jsonb_each(${translations}) t where t.value ->> ${field} ilike ${needle})`;
    }
    return ilike(col(field).column, needle);
  };
  /** A translated field sorts by the reader's language, then by English for rows without it. */
  const sortOn = (field: string, locale: ContentLocale): SQL | PgColumn => {
    if (translations && contract.translatable.includes(field)) {
      return sql`coalesce(${translated(translations, locale, field)}, ${translated(translations, 'en', field)})`;
    }
    return col(field).column;
  };

  const record = schemas.record ?? z.looseObject({ id: z.number().int() });
  const idParams = z.strictObject({ id: zIdParam });
  const districtQuery = z.strictObject({ district_id: zIdParam });
  const filters = contract.list.filters ?? [];
  const query = listQuery.extend({
    order_by: z.enum(sortable as [string, ...string[]]).optional(),
    ...(tabs ? { [tabs.filter]: z.enum(tabs.values as [string, ...string[]]).default(tabs.default) } : {}),
    ...Object.fromEntries(filters.flatMap((f) => filterParams(f, col(f.field).column))),
  });
  /** The conditions of the contract's filters the query sets. */
  const filtered = (q: Record<string, unknown>): SQL[] =>
    filters.flatMap((f) => {
      const column = col(f.field).column;
      if (f.kind !== 'period') return q[f.field] === undefined ? [] : [eq(column, q[f.field])];
      const from = q[`${f.field}_from`] as string | undefined;
      const to = q[`${f.field}_to`] as string | undefined;
      return [...(from ? [gte(column, new Date(from))] : []), ...(to ? [lte(column, new Date(to))] : [])];
    });
  const body = (schemas.input ?? z.strictObject({})).extend({ district_id: zIdBody });
  // An orderable entity's rows carry their place: a new one goes last, and reorder moves them.
  const position = contract.list.orderable ? col('position') : undefined;
  /** Refuses image fields that name no image upload of the district (a kept image passes). */
  const checkImages = async (app: FastifyInstance, request: FastifyRequest, input: Row, before: Row | null) => {
    if (contract.images.length === 0) return;
    const errors = await imageErrors(app.db, request.district!.id, input, contract, before);
    if (Object.keys(errors).length > 0) throw unprocessable(request.t('Errors.InvalidRequest'), errors);
  };

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const scoped = (where: SQL | undefined, district: number) => and(own(district), where);
    const ctx = (request: FastifyRequest): HookContext => ({ request, app, districtId: request.district!.id });
    // The queries of every read without filters, built once (server/db/prepared.ts): only values change per call.
    const district = sql.placeholder('district');
    const getQuery = () =>
      prepared(app.db, `borgo_get_${contract.name}`, (db, name) =>
        db
          .select()
          .from(table)
          .where(and(own(district), eq(id, sql.placeholder('id'))))
          .prepare(name),
      );
    const valueOf = (key: string) => sql.placeholder(`v_${key}`);
    /**
     * The insert of a record with these columns (and, for an orderable entity, its place last), and
     * the update of these columns: prepared once per set of columns, which the body's optional fields
     * make few. A column left out takes its default (insert) or keeps its value (update). Past
     * MAX_WRITE_SHAPES sets a further one is built per call, not kept: a writer cannot make the
     * server hold a statement for every combination of optional fields.
     */
    const insertOf = (db: Db, keys: readonly string[]) =>
      db
        .insert(table)
        .values({
          ...Object.fromEntries(keys.map((key) => [key, valueOf(key)])),
          ...(position ? { [position.key]: sql`(select coalesce(max(${position.column}), 0) + 1 from ${table} where ${own(district)})` } : {}),
        } as never)
        .returning();
    const updateOf = (db: Db, keys: readonly string[]) =>
      db
        .update(table)
        .set(Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as never)
        .where(and(own(district), eq(id, sql.placeholder('id'))))
        .returning();
    const shapes = { insert: new Set<string>(), update: new Set<string>() };
    const writeQuery = (kind: 'insert' | 'update', keys: readonly string[]) => {
      const shape = keys.join('_');
      const build = kind === 'insert' ? insertOf : updateOf;
      const seen = shapes[kind];
      if (!seen.has(shape) && seen.size >= MAX_WRITE_SHAPES) return build(app.db, keys).prepare('');
      seen.add(shape);
      return prepared(app.db, `borgo_${kind}_${contract.name}_${shape}`, (db, name) => build(db, keys).prepare(name));
    };
    /** The values for those queries: their columns in a fixed order, and the placeholders' values. */
    const placed = (values: Row) => {
      const keys = Object.keys(values)
        .filter((key) => values[key] !== undefined)
        .sort();
      return { keys, params: Object.fromEntries(keys.map((key) => [`v_${key}`, values[key]])) };
    };
    const countQuery = () =>
      prepared(app.db, `borgo_count_${contract.name}`, (db, name) => db.select({ n: count() }).from(table).where(own(district)).prepare(name));
    /**
     * A page of the unfiltered list, per sort field, direction and reader's language (a translated
     * field sorts by it): all three are checked against short lists first, so few are ever kept.
     */
    const pageQuery = (field: string, direction: string, locale: ContentLocale) =>
      prepared(app.db, `borgo_page_${contract.name}_${field}_${direction}_${locale}`, (db, name) =>
        db
          .select()
          .from(table)
          .where(own(district))
          .orderBy(direction === 'desc' ? desc(sortOn(field, locale)) : asc(sortOn(field, locale)), id)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      );
    const load = async (rowId: number, district: number, request: FastifyRequest) => {
      const [row] = await getQuery().execute({ id: rowId, district });
      if (!row) throw notFound(request.t('Errors.NotFound'));
      return toApi(row);
    };
    const can = (action: Parameters<typeof actionPermissions>[1]) => contract.actions.includes(action);

    if (can('list')) {
      app.get(
        base,
        {
          config: { permission: actionPermissions(contract, 'list') },
          schema: { tags: [tag], summary: `List the ${tag}`, querystring: query, response: { 200: zListEnvelope(record) } },
        },
        async (request) => {
          const q = request.query as z.output<typeof listQuery> & Record<string, unknown>;
          const conditions: SQL[] = filtered(q);
          if (tabs && q[tabs.filter] !== 'all') conditions.push(eq(col(tabs.filter).column, q[tabs.filter]));
          if (q.query && searchable.length > 0) {
            const needle = `%${escapeLike(q.query)}%`;
            conditions.push(or(...searchable.map((f) => searchOn(f, needle)))!);
          }
          const where = scoped(conditions.length ? and(...conditions) : undefined, request.district!.id);
          const field = q.order_by ?? contract.list.sort.field;
          const direction = q.order_by ? q.sort_by : contract.list.sort.order.toLowerCase();
          if (conditions.length === 0) {
            const values = { district: request.district!.id, limit: q.paginate, offset: (q.page - 1) * q.paginate };
            const [rows, [{ n }]] = await Promise.all([pageQuery(field, direction, request.locale).execute(values), countQuery().execute(values)]);
            return page(rows.map(toApi), n, q);
          }
          const sort = direction === 'desc' ? desc(sortOn(field, request.locale)) : asc(sortOn(field, request.locale));
          const [rows, [{ n }]] = await Promise.all([
            app.db
              .select()
              .from(table)
              .where(where)
              .orderBy(sort, id)
              .limit(q.paginate)
              .offset((q.page - 1) * q.paginate),
            app.db.select({ n: count() }).from(table).where(where),
          ]);
          return page(rows.map(toApi), n, q);
        },
      );
    }

    if (can('get')) {
      app.get(
        `${base}/:id`,
        {
          config: { permission: actionPermissions(contract, 'get') },
          schema: {
            tags: [tag],
            summary: `Read one record of the ${tag}`,
            params: idParams,
            querystring: districtQuery,
            response: { 200: zItemEnvelope(record) },
          },
        },
        async (request) => ({ success: true as const, data: await load(request.params.id, request.district!.id, request) }),
      );
    }

    if (can('create')) {
      app.post(
        base,
        {
          config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
          schema: { tags: [tag], summary: `Create a record of the ${tag}`, body, response: { 201: zItemEnvelope(record) } },
        },
        async (request, reply) => {
          const input = request.body as Row;
          await hooks.validate?.(input, ctx(request));
          await checkImages(app, request, input, null);
          const { keys, params } = placed({
            ...toValues(input),
            ...fixedValues,
            ...(districtId ? { [col('district_id').key]: request.district!.id } : {}),
          });
          const [row] = await writeQuery('insert', keys).execute({ ...params, district: request.district!.id });
          const data = toApi(row as Row);
          noteWrite(request, { recordId: data.id as number, after: data });
          await hooks.afterWrite?.('create', data, ctx(request));
          reply.code(201);
          return { success: true as const, message: request.t('Strings.Saved'), data };
        },
      );
    }

    if (can('update')) {
      app.put(
        `${base}/:id`,
        {
          config: { permission: actionPermissions(contract, 'update'), district: 'body', audit: { entity: contract.name, action: 'update' } },
          schema: { tags: [tag], summary: `Update a record of the ${tag}`, params: idParams, body, response: { 200: zItemEnvelope(record) } },
        },
        async (request) => {
          const input = request.body as Row;
          await hooks.validate?.(input, { ...ctx(request), id: request.params.id });
          // The record as it was, for the audit entry's diff.
          const before = await load(request.params.id, request.district!.id, request);
          await checkImages(app, request, input, before);
          const { keys, params } = placed(toValues(input));
          // A body with nothing to change changes nothing: the record as it is.
          const [row] = await (keys.length ? writeQuery('update', keys) : getQuery()).execute({
            ...params,
            district: request.district!.id,
            id: request.params.id,
          });
          if (!row) throw notFound(request.t('Errors.NotFound'));
          const data = toApi(row as Row);
          noteWrite(request, { recordId: request.params.id, before, after: data });
          await hooks.afterWrite?.('update', data, ctx(request));
          return { success: true as const, message: request.t('Strings.Saved'), data };
        },
      );
    }

    if (position && can('update')) {
      app.post(
        `${base}/reorder`,
        {
          config: { permission: contract.permissions.edit, district: 'body', audit: { entity: contract.name, action: 'reorder' } },
          schema: { tags: [tag], summary: `Put rows of the ${tag} in a new order`, body: zReorder, response: { 200: zReordered } },
        },
        async (request) => {
          const { ids } = request.body as z.output<typeof zReorder>;
          const district = request.district!.id;
          const order = await app.db.transaction(async (tx) => {
            const rows = await tx.select({ id }).from(table).where(own(district)).orderBy(asc(position.column), id).for('update');
            const current = rows.map((r) => r.id as number);
            const next = reordered(current, ids);
            if (!next) throw notFound(request.t('Errors.NotFound'));
            // Every row gets its place from 1: gaps and ties of older rows go at the first move.
            for (const [i, rowId] of next.entries()) {
              await tx
                .update(table)
                .set({ [position.key]: i + 1 } as never)
                .where(eq(id, rowId));
            }
            return { before: current, after: next };
          });
          noteWrite(request, { changes: { order: { before: order.before, after: order.after } } });
          return { success: true as const, message: request.t('Strings.Saved'), data: { ids: order.after } };
        },
      );
    }

    if (can('delete')) {
      app.delete(
        `${base}/:id`,
        {
          config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
          schema: { tags: [tag], summary: `Delete a record of the ${tag}`, params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
        },
        async (request) => {
          await hooks.beforeDelete?.(request.params.id, ctx(request));
          const [row] = await app.db
            .delete(table)
            .where(scoped(eq(id, request.params.id), request.district!.id))
            .returning();
          if (!row) throw notFound(request.t('Errors.NotFound'));
          const gone = toApi(row as Row);
          noteWrite(request, { recordId: request.params.id, before: gone });
          await hooks.afterWrite?.('delete', gone, ctx(request));
          return { success: true as const, message: request.t('Strings.Deleted'), data: { id: request.params.id } };
        },
      );
    }
  };
}

const zReorder = z.strictObject({
  district_id: zIdBody,
  ids: z
    .array(zIdBody)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, V.FieldInvalid),
});
const zReordered = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ ids: z.array(z.number().int()) }) });

/**
 * The order after a move: the rows named in `moved` take the places they held among `current`, in
 * the order given; the others keep theirs. A list that shows some rows (a search, a page) can so
 * reorder those without knowing the rest. Null when `moved` names a row that is not there.
 */
export function reordered(current: readonly number[], moved: readonly number[]): number[] | null {
  const wanted = new Set(moved);
  const slots = current.flatMap((rowId, i) => (wanted.has(rowId) ? [i] : []));
  if (slots.length !== moved.length) return null;
  const out = [...current];
  slots.forEach((slot, i) => (out[slot] = moved[i]));
  return out;
}

/**
 * The query parameters of one of the contract's filters: a value among the enum's, an id (or a
 * short text, for a text column) for a lookup, the two ISO instants of a period.
 */
function filterParams(f: ListFilter, column: PgColumn): [string, z.ZodType][] {
  if (f.kind === 'enum') return [[f.field, z.enum(f.values as [string, ...string[]]).optional()]];
  if (f.kind === 'lookup') return [[f.field, (column.dataType === 'number' ? zIdParam : z.string().trim().min(1).max(64)).optional()]];
  const instant = z.iso.datetime({ offset: true }).optional();
  return [
    [`${f.field}_from`, instant],
    [`${f.field}_to`, instant],
  ];
}

/** A refusal on one field, for hooks: `throw fieldError(request, 'country_id', V.SelectAnOption)`. */
export function fieldError(request: FastifyRequest, field: string, key: string = V.FieldInvalid) {
  return unprocessable(request.t('Errors.InvalidRequest'), { [field]: [key] });
}

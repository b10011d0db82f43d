import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { api, apiFile, ApiError, type Query } from '../client/api';
import { listQuery, toListPage } from '../client/listPage';
import { PAGE_SIZE } from '../lib/listRules';
import { customMethods, type CallOptions, type CustomMethods } from './customMethods';
import { formToTranslations, translationsToForm } from './translations';

/** Spec console §9: lists come 20 at a time, pages counted from 1. */
export { PAGE_SIZE };

interface ListPage<T> {
  data: T[];
  total?: number;
  current_page?: number;
  last_page?: number;
}

type Row = Record<string, unknown>;

/** react-admin's own encoding of a message with arguments in a string field error. */
const WITH_ARGS = '@@react-admin@@';

/**
 * `{ 'a.b': ['Validations.X'] }` → `{ a: { b: 'Validations.X' } }`, the shape react-admin sets on
 * fields. A per-language error `translations.<locale>.<field>` lands on the form's `<field>.<locale>`,
 * and a message quoting numbers carries them (`{ message, args }` in react-admin's string form).
 */
export function toFormErrors(errors: Record<string, string[]> | undefined, args: Record<string, Record<string, number>> = {}): Row | undefined {
  if (!errors) return undefined;
  const out: Row = {};
  for (const [path, keys] of Object.entries(errors)) {
    const translated = /^translations\.([a-z]{2})\.(\w+)$/.exec(path);
    const parts = translated ? [translated[2], translated[1]] : path.split('.');
    const key = keys[0] ?? 'Validations.FieldInvalid';
    // "Cannot be empty in language %{language}" names the language the error is under.
    const fieldArgs = translated ? { language: translated[1].toUpperCase(), ...args[path] } : args[path];
    const message = fieldArgs ? `${WITH_ARGS}${JSON.stringify({ message: key, args: fieldArgs })}` : key;
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = message;
      else node = (node[part] = (typeof node[part] === 'object' && node[part]) || {}) as Row;
    });
  }
  return out;
}

/** Server failures as react-admin errors (422 marks fields); a 401 has ended the session already (client/api). */
export function toHttpError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const body = { ...(err.body ?? {}), errors: toFormErrors(err.body?.errors, err.body?.error_args) };
  return new HttpError(err.body?.message || err.message || 'ra.notification.http_error', err.status, body);
}

/** Files picked in react-admin inputs (`{ rawFile: File }`) make the body multipart. */
function toBody(data: Row): Row | FormData {
  const hasFile = Object.values(data).some((v) => typeof v === 'object' && v !== null && (v as Row).rawFile instanceof File);
  if (!hasFile) return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    const raw = typeof value === 'object' ? (value as Row).rawFile : undefined;
    if (raw instanceof File) form.append(key, raw);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

export interface DataProviderOptions {
  /** The session's current district, sent as district_id on every call. */
  districtId(): number | null;
}

/** react-admin's calls onto the /api/v3 contract of ARCHITECTURE.md. */
export type BorgoDataProvider = DataProvider & CustomMethods;

export function createDataProvider({ districtId }: DataProviderOptions): BorgoDataProvider {
  /**
   * The one place the current district joins a call: in the query string or the JSON body, where
   * the route's guard reads it. (A 401 has already ended the session in the API client.)
   */
  const withDistrict = ({ district, ...opts }: CallOptions) => {
    const id = districtId() ?? undefined;
    if (district === 'query') return { ...opts, query: { district_id: id, ...opts.query } };
    const isJson = typeof opts.body === 'object' && opts.body !== null && !(typeof FormData !== 'undefined' && opts.body instanceof FormData);
    if (district === 'body' && isJson) return { ...opts, body: { district_id: id, ...(opts.body as Row) } };
    return opts;
  };
  const call = async <T>(path: string, opts: CallOptions = {}) => {
    try {
      return await api<T>(path, withDistrict(opts));
    } catch (err) {
      throw toHttpError(err);
    }
  };
  const file = async (path: string, fallbackName: string, opts: CallOptions = {}) => {
    try {
      return await apiFile(path, fallbackName, withDistrict(opts));
    } catch (err) {
      throw toHttpError(err);
    }
  };
  const fromApi = <T extends RaRecord>(row: unknown) => translationsToForm(row as Row) as unknown as T;
  // Records are sent with their district, inside the form data too when it carries a file.
  const toApi = (data: Partial<RaRecord>, meta?: { translatable?: string[] }) =>
    toBody(formToTranslations({ district_id: districtId() ?? undefined, ...data } as Row, meta?.translatable));
  const path = (resource: string, id?: Identifier) => (id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`);

  const list = async <R extends RaRecord>(
    resource: string,
    params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Row },
  ) => {
    const query = listQuery({ page: params.pagination?.page ?? 1, perPage: params.pagination?.perPage, sort: params.sort, filter: params.filter });
    const { data } = await call<ListPage<Row> | Row[]>(path(resource), { query, district: 'query' });
    return toListPage<R>(data, query);
  };

  return {
    ...customMethods({ call, file, fromApi: (row) => fromApi(row), toApi }),
    getList: (resource, params) => list(resource, params),
    getManyReference: (resource, params) => list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    async getOne(resource, params) {
      const { data } = await call<Row>(path(resource, params.id), { district: 'query' });
      return { data: fromApi(data) };
    },
    async getMany(resource, params) {
      const { data } = await call<ListPage<Row> | Row[]>(path(resource), { query: { ids: params.ids.map(String) }, district: 'query' });
      const rows = Array.isArray(data) ? data : (data?.data ?? []);
      return { data: rows.map((r) => fromApi(r)) };
    },
    async create(resource, params) {
      const { data } = await call<Row>(path(resource), { method: 'POST', body: toApi(params.data, params.meta) });
      return { data: fromApi(data) };
    },
    async update(resource, params) {
      const { data } = await call<Row>(path(resource, params.id), { method: 'PUT', body: toApi(params.data, params.meta) });
      return { data: fromApi(data) };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => call(path(resource, id), { method: 'PUT', body: toApi(params.data, params.meta) })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      // A delete's own query (a repeating activity's `scope=one|all`) rides in `meta.query`.
      const query = (params.meta as { query?: Query } | undefined)?.query;
      await call(path(resource, params.id), { method: 'DELETE', district: 'query', query });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => call(path(resource, id), { method: 'DELETE', district: 'query' })));
      return { data: params.ids };
    },
  };
}

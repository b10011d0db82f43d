import type { RaRecord } from 'react-admin';
import type { Envelope, Query, RequestOptions } from '../lib/api';

type Row = Record<string, unknown>;

export interface UploadedFile {
  name: string;
  url: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface ExportRequest {
  target: string;
  date_start: string;
  date_end: string;
}

/** Terms and conditions per content language: one file each (spec content §3). */
export type TermsFiles = Partial<Record<string, File>>;

/**
 * The calls that are not react-admin's CRUD (spec console §7): one-record resources, uploads, the
 * district picker, clone, export requests, QR links and terms. Views reach them through
 * `useDataProvider<BorgoDataProvider>()`, so tests can hand in a fake provider.
 */
export interface CustomMethods {
  /** A resource with one record per district (welcome message): its record, or null. */
  getSingleton(resource: string): Promise<{ data: RaRecord | null }>;
  putSingleton(resource: string, data: Row, meta?: { translatable?: readonly string[] }): Promise<{ data: RaRecord }>;
  /** Options for a select that the server lists whole (countries). */
  getOptions<T = Row>(resource: string): Promise<{ data: T[] }>;
  upload(file: Blob, fileName: string): Promise<{ data: UploadedFile }>;
  districtsForPermissions(permissions: readonly string[]): Promise<{ data: { id: number; name: string }[] }>;
  cloneContent(url: string, body: { contentId: string | number; districtId: number }): Promise<{ message?: string }>;
  sendExportRequest(request: ExportRequest): Promise<{ message?: string }>;
  dynamicLink(section: string, itemId?: string | number): Promise<{ link: string }>;
  getTerms(type: string): Promise<{ data: { id: number | null; files: Record<string, { file_name: string; file_url: string }> } | null }>;
  uploadTerms(type: string, files: TermsFiles): Promise<{ message?: string }>;
  updateTerms(id: number, files: TermsFiles): Promise<{ message?: string }>;
  deleteTerms(id: number): Promise<{ message?: string }>;
}

export interface Plumbing {
  call<T>(path: string, opts?: RequestOptions): Promise<Envelope<T>>;
  withDistrict(query?: Query): Query;
  fromApi(row: unknown): RaRecord;
  toApi(data: Row, meta?: { translatable?: string[] }): Row | FormData;
}

export function customMethods({ call, withDistrict, fromApi, toApi }: Plumbing): CustomMethods {
  const district = () => withDistrict().district_id;
  // The district goes in the query string: the server checks it before reading the files.
  const termsForm = (files: TermsFiles, type?: string) => {
    const form = new FormData();
    if (type) form.append('type', type);
    for (const [locale, file] of Object.entries(files)) if (file) form.append(`file_${locale}`, file);
    return form;
  };
  return {
    async getSingleton(resource) {
      const { data } = await call<Row | null>(`/${resource}`, { query: withDistrict() });
      return { data: data ? fromApi(data) : null };
    },
    async putSingleton(resource, data, meta) {
      const body = toApi(data, meta ? { translatable: [...(meta.translatable ?? [])] } : undefined);
      const res = await call<Row>(`/${resource}`, { method: 'PUT', body });
      return { data: fromApi(res.data) };
    },
    async getOptions<T>(resource: string) {
      const { data } = await call<T[]>(`/${resource}`, { query: withDistrict() });
      return { data: data ?? [] };
    },
    async upload(file, fileName) {
      const form = new FormData();
      form.append('file', file, fileName);
      const { data } = await call<UploadedFile>('/uploads', { method: 'POST', query: withDistrict(), body: form });
      return { data };
    },
    async districtsForPermissions(permissions) {
      const { data } = await call<{ id: number; name: string }[]>('/districts/for-permissions', { query: { permissions } });
      return { data: data ?? [] };
    },
    async cloneContent(url, body) {
      const res = await call(url, { method: 'POST', body });
      return { message: res.message };
    },
    async sendExportRequest(request) {
      const res = await call('/exported_api_documents/send_request', { method: 'POST', body: { district_id: district(), ...request } });
      return { message: res.message };
    },
    async dynamicLink(section, itemId) {
      const path = itemId === undefined ? `/dynamic_code_link/${section}` : `/dynamic_code_link/${section}/${itemId}`;
      const { data } = await call<{ link: string }>(path, { query: withDistrict() });
      return { link: data.link };
    },
    async getTerms(type) {
      const { data } = await call<{ id: number | null; files: Record<string, { file_name: string; file_url: string }> } | null>('/terms_conditions', { query: withDistrict({ type }) });
      return { data };
    },
    async uploadTerms(type, files) {
      return { message: (await call('/terms_conditions', { method: 'POST', body: termsForm(files, type), query: withDistrict() })).message };
    },
    async updateTerms(id, files) {
      return { message: (await call(`/terms_conditions/${id}`, { method: 'PUT', body: termsForm(files), query: withDistrict() })).message };
    },
    async deleteTerms(id) {
      return { message: (await call(`/terms_conditions/${id}`, { method: 'DELETE', query: withDistrict() })).message };
    },
  };
}

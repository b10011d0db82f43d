import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import type { ConsumptionSeries } from '../../resources/apartments/types';
import type { hostRecord } from '../../resources/visitors/schema';
import type { GuestAction } from '../../resources/visitors/rules';
import type { Envelope, Query, RequestOptions } from '../client/api';
import type { zDashboardCounts } from '../contract/dashboard';
import type { zDistrictOption } from '../contract/district';
import type { zInvitation } from '../contract/invitation';
import type { zUserObject } from '../contract/session';
import type { zUploadedFile } from '../contract/uploads';

// Types only: the schemas are the server's response contracts, and `import type` keeps zod out of the shell.
type Row = Record<string, unknown>;

export type UploadedFile = z.output<typeof zUploadedFile>;

export interface ExportRequest {
  target: string;
  /** A list's period; a data subject's export (target `person`) has none. */
  date_start?: string;
  date_end?: string;
  /** Whose data, for a data subject's export. */
  subject_user_id?: number;
  /** Why, where the dialog asks (the gate report, issue 18). */
  purpose?: string;
}

/** Terms and conditions per content language: one file each (spec content §3). */
export type TermsFiles = Partial<Record<string, File>>;

/** The dashboard's key counts of the current district (spec console §3). */
export type DashboardCounts = z.output<typeof zDashboardCounts>;
/** A resident a gate invitation can be for (GET /visitors/hosts). */
export type Resident = z.output<typeof hostRecord>;
/** The signed-in user as /auth/me and the profile answer it. */
export type SignedInUser = z.output<typeof zUserObject>;
type DistrictOption = z.output<typeof zDistrictOption>;

export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** A call that only answers with a message (and maybe data): the flows show the server's text. */
export interface Answer<T = unknown> {
  data: T;
  message?: string;
}

/**
 * The calls that are not react-admin's CRUD (spec console §7): one-record resources, uploads, the
 * district picker, clone, export requests, QR links and terms. Views reach them through
 * `useDataProvider<BorgoDataProvider>()`, so tests can hand in a fake provider.
 */
export interface CustomMethods {
  /** A resource with one record per district (welcome message): its record, or null. */
  getSingleton(resource: string): Promise<{ data: RaRecord | null }>;
  putSingleton(resource: string, data: Row, meta?: { translatable?: readonly string[] }): Promise<{ data: RaRecord }>;
  /** Options for a select that the server lists whole (countries), narrowed by `query` (a content type, a search). */
  getOptions<T = Row>(resource: string, query?: Query): Promise<{ data: T[] }>;
  /** How many people a notification's target would reach now (`GET /notifications/audience`). */
  notificationAudience(query: Query, signal?: AbortSignal): Promise<{ data: { size: number } }>;
  /** An image for a form's field: `purpose` names the field (`uploadPurpose`, src/contract/uploadPurpose.ts). */
  upload(file: Blob, fileName: string, purpose: string): Promise<{ data: UploadedFile }>;
  districtsForPermissions(permissions: readonly string[]): Promise<{ data: DistrictOption[] }>;
  cloneContent(url: string, body: { contentId: string | number; districtId: number }): Promise<{ message?: string }>;
  sendExportRequest(request: ExportRequest): Promise<{ message?: string }>;
  dynamicLink(section: string, itemId?: string | number): Promise<{ link: string }>;
  /** Whether the server could reach a live camera's stream (`GET /live_cameras/check_stream`). */
  checkStream(url: string): Promise<{ verified: boolean }>;
  getTerms(type: string): Promise<{ data: { id: number | null; files: Record<string, { file_name: string; file_url: string }> } | null }>;
  uploadTerms(type: string, files: TermsFiles): Promise<{ message?: string }>;
  updateTerms(id: number, files: TermsFiles): Promise<{ message?: string }>;
  deleteTerms(id: number): Promise<{ message?: string }>;
  /** An orderable list's rows in a new order (`POST /<resource>/reorder`): those named take the places they held. */
  reorder(resource: string, ids: readonly (string | number)[]): Promise<Answer<{ ids: number[] }>>;
  /** An action on a record (`POST /<resource>/:id/<action>`, ARCHITECTURE.md): approve, handle… */
  recordAction<T = unknown>(resource: string, id: string | number, action: string, body?: Row): Promise<Answer<T>>;
  /** A read that is neither a list nor a record (`GET /privacy_erasures/preview?user_id=…`), in the current district. */
  read<T = unknown>(path: string, query?: Query): Promise<{ data: T }>;
  /** A write to a collection that is not react-admin's create (`POST /privacy_erasures`), in the current district. */
  send<T = unknown>(path: string, body: Row): Promise<Answer<T>>;
  /** Replaces a part of a record (a user's roles per district): PUT /<resource>/<id>/<part>. */
  putRecordPart<T = unknown>(resource: string, id: string | number, part: string, body: Row): Promise<Answer<T>>;
  /** What a record has beside its fields (`GET /<resource>/:id/<part>`): a space's bookings, its frozen dates. */
  recordPart<T = unknown>(resource: string, id: string | number, part: string, query?: Query): Promise<{ data: T }>;
  /** Removes one of a record's parts (`DELETE /<resource>/:id/<part>`): a frozen date of a space. */
  deleteRecordPart<T = unknown>(resource: string, id: string | number, part: string): Promise<Answer<T>>;
  dashboardCounts(): Promise<{ data: DashboardCounts }>;
  apartmentConsumptions(id: string | number): Promise<{ data: ConsumptionSeries[] }>;
  /** Gate (spec content §4): a staff action on a guest, the residents to invite for, the report. */
  guestAction(visitorId: string | number, guestId: number, action: GuestAction): Promise<Answer<z.output<typeof zInvitation>>>;
  residents(query: string, signal?: AbortSignal): Promise<{ data: Resident[] }>;
  /** An export's file (`/api/v3/exported_api_documents/:id/file`, as its live event names it): private, so fetched with the token; `query` goes beside the district (an activity's people: `kind=interested`). */
  exportFile(url: string, fallbackName: string, query?: Query): Promise<DownloadedFile>;
  /** The user manual in a language (spec content §6). */
  manual(language: string, fallbackName: string): Promise<DownloadedFile>;
  /** The profile page (spec console §4): the user as the server has it, and its three forms. */
  me(): Promise<{ data: SignedInUser }>;
  updateProfile(body: { first_name: string; last_name: string; phone: string }): Promise<Answer<SignedInUser | null>>;
  changePassword(body: Row): Promise<Answer<null>>;
  updatePhoto(form: FormData): Promise<Answer<{ cover_path: string }>>;
}

/** Where a call carries the current district: the route's guard reads it from there. */
export type DistrictIn = 'query' | 'body';
export type CallOptions = RequestOptions & { district?: DistrictIn };

export interface Plumbing {
  call<T>(path: string, opts?: CallOptions): Promise<Envelope<T>>;
  file(path: string, fallbackName: string, opts?: CallOptions): Promise<DownloadedFile>;
  fromApi(row: unknown): RaRecord;
  toApi(data: Row, meta?: { translatable?: string[] }): Row | FormData;
}

export function customMethods({ call, file, fromApi, toApi }: Plumbing): CustomMethods {
  const answer = <T>(res: Envelope<T>): Answer<T> => ({ data: res.data, message: res.message });
  // Uploads carry the district in the query string: the server checks it before reading the files.
  const termsForm = (files: TermsFiles, type?: string) => {
    const form = new FormData();
    if (type) form.append('type', type);
    for (const [locale, file] of Object.entries(files)) if (file) form.append(`file_${locale}`, file);
    return form;
  };
  return {
    async getSingleton(resource) {
      const { data } = await call<Row | null>(`/${resource}`, { district: 'query' });
      return { data: data ? fromApi(data) : null };
    },
    async putSingleton(resource, data, meta) {
      const body = toApi(data, meta ? { translatable: [...(meta.translatable ?? [])] } : undefined);
      const res = await call<Row>(`/${resource}`, { method: 'PUT', body });
      return { data: fromApi(res.data) };
    },
    async getOptions<T>(resource: string, query?: Query) {
      const { data } = await call<T[]>(`/${resource}`, { query, district: 'query' });
      return { data: data ?? [] };
    },
    async upload(file, fileName, purpose) {
      const form = new FormData();
      form.append('file', file, fileName);
      // The purpose goes beside the district: the server checks both before it reads the file.
      const { data } = await call<UploadedFile>('/uploads', { method: 'POST', district: 'query', query: { purpose }, body: form });
      return { data };
    },
    async districtsForPermissions(permissions) {
      const { data } = await call<DistrictOption[]>('/districts/for-permissions', { query: { permissions } });
      return { data: data ?? [] };
    },
    async cloneContent(url, body) {
      // The district the content is in goes beside: the guard checks the user may read it there.
      const res = await call(url, { method: 'POST', district: 'body', body });
      return { message: res.message };
    },
    async sendExportRequest(request) {
      const res = await call('/exported_api_documents/send_request', { method: 'POST', district: 'body', body: request });
      return { message: res.message };
    },
    async checkStream(url) {
      const { data } = await call<{ verified: boolean }>('/live_cameras/check_stream', { district: 'query', query: { url } });
      return data;
    },
    async dynamicLink(section, itemId) {
      const path = itemId === undefined ? `/dynamic_code_link/${section}` : `/dynamic_code_link/${section}/${itemId}`;
      const { data } = await call<{ link: string }>(path, { district: 'query' });
      return { link: data.link };
    },
    async getTerms(type) {
      const { data } = await call<{ id: number | null; files: Record<string, { file_name: string; file_url: string }> } | null>('/terms_conditions', {
        query: { type },
        district: 'query',
      });
      return { data };
    },
    async uploadTerms(type, files) {
      return { message: (await call('/terms_conditions', { method: 'POST', body: termsForm(files, type), district: 'query' })).message };
    },
    async updateTerms(id, files) {
      return { message: (await call(`/terms_conditions/${id}`, { method: 'PUT', body: termsForm(files), district: 'query' })).message };
    },
    async deleteTerms(id) {
      return { message: (await call(`/terms_conditions/${id}`, { method: 'DELETE', district: 'query' })).message };
    },
    async reorder(resource, ids) {
      return answer(await call<{ ids: number[] }>(`/${resource}/reorder`, { method: 'POST', district: 'body', body: { ids: ids.map(Number) } }));
    },
    async read<T>(path: string, query?: Query) {
      return { data: (await call<T>(`/${path}`, { query, district: 'query' })).data };
    },
    async send<T>(path: string, body: Row) {
      return answer(await call<T>(`/${path}`, { method: 'POST', district: 'body', body }));
    },
    async recordAction<T>(resource: string, id: string | number, action: string, body: Row = {}) {
      return answer(await call<T>(`/${resource}/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', district: 'body', body }));
    },
    async putRecordPart<T>(resource: string, id: string | number, part: string, body: Row) {
      return answer(await call<T>(`/${resource}/${encodeURIComponent(String(id))}/${part}`, { method: 'PUT', district: 'body', body }));
    },
    async recordPart<T>(resource: string, id: string | number, part: string, query?: Query) {
      return { data: (await call<T>(`/${resource}/${encodeURIComponent(String(id))}/${part}`, { query, district: 'query' })).data };
    },
    async deleteRecordPart<T>(resource: string, id: string | number, part: string) {
      return answer(await call<T>(`/${resource}/${encodeURIComponent(String(id))}/${part}`, { method: 'DELETE', district: 'query' }));
    },
    async dashboardCounts() {
      return { data: (await call<DashboardCounts>('/dashboard', { district: 'query' })).data };
    },
    async apartmentConsumptions(id) {
      return { data: (await call<ConsumptionSeries[]>(`/apartments/${encodeURIComponent(String(id))}/consumptions`, { district: 'query' })).data ?? [] };
    },
    async guestAction(visitorId, guestId, action) {
      return answer(
        await call<z.output<typeof zInvitation>>(`/visitors/${visitorId}/guests/${guestId}/${action}`, { method: 'POST', district: 'body', body: {} }),
      );
    },
    async residents(query, signal) {
      const { data } = await call<Resident[]>('/visitors/hosts', { query: { query: query.trim() || undefined }, district: 'query', signal });
      return { data: data ?? [] };
    },
    async notificationAudience(query, signal) {
      return { data: (await call<{ size: number }>('/notifications/audience', { query, district: 'query', signal })).data };
    },
    exportFile: (url, fallbackName, query) => file(url.replace(/^\/api\/v3/, ''), fallbackName, { query, district: 'query' }),
    manual: (language, fallbackName) => file('/manual', fallbackName, { query: { language }, district: 'query' }),
    async me() {
      return { data: (await call<SignedInUser>('/auth/me')).data };
    },
    updateProfile: async (body) => answer(await call<SignedInUser | null>('/profile', { method: 'PUT', body })),
    changePassword: async (body) => answer(await call<null>('/profile/password', { method: 'POST', body })),
    updatePhoto: async (form) => answer(await call<{ cover_path: string }>('/profile/photo', { method: 'POST', body: form })),
  };
}

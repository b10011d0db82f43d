/**
 * The one way the console talks to /api/v3: every call carries the bearer token, the UI language
 * and the platform (spec console §7), and every failure becomes an ApiError that keeps the
 * status and the server's envelope so callers can pick the message the spec's catalogue asks for.
 * It has no React or react-admin in it, so the public pages can use it too.
 */
export const API_PREFIX = '/api/v3';

export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
  /** Numbers some messages quote, per field: `{ password: { min: 8 } }`. */
  error_args?: Record<string, Record<string, number>>;
  missing?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The parsed body, or null when the server sent none (network failure, empty answer). */
    public readonly body: Partial<Envelope<unknown>> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface ApiContext {
  token(): string | null;
  locale(): string;
  /**
   * A call made with a token was answered 401: the session has lapsed (spec console §4). The one
   * place that ends it, whichever path the call took; callers never check for 401 themselves.
   */
  unauthorized(): void;
  /** Headers every call carries besides these (a "view as" tab's target: src/session/preview.ts). */
  headers?(): Record<string, string>;
}

let context: ApiContext = { token: () => null, locale: () => 'en', unauthorized: () => undefined };

/** The session and the language register themselves here, so this module imports neither. */
export function configureApi(next: ApiContext): void {
  context = next;
}

/** Lists go as `key[]=a&key[]=b`, the form the server's query schemas read. */
export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every call says it comes from the web console (spec console §7); the server ignores it as a filter. */
export function apiUrl(path: string, query?: Query): string {
  return `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}${buildQuery({ ...query, platform: 'web' })}`;
}

export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': context.locale(),
    ...context.headers?.(),
    ...extra,
  };
  const token = context.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object goes as JSON; FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers = apiHeaders(opts.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {});
  const init: RequestInit = { method: opts.method ?? 'GET', headers, signal: opts.signal };
  if (opts.body !== undefined) init.body = isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, opts.query), init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, (err as Error).message, null);
  }
  // Only a logged-in call ends the session: a refused login or public page has no token to lose.
  if (response.status === 401 && headers.Authorization) context.unauthorized();
  return response;
}

async function readBody(response: Response): Promise<Partial<Envelope<unknown>> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<Envelope<unknown>>;
  } catch {
    return null;
  }
}

/** Calls the API and returns its envelope; throws ApiError on a non-2xx answer. */
export async function api<T = unknown>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await send(path, opts);
  const body = await readBody(response);
  if (!response.ok || (body && body.success === false)) {
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : response.statusText, body);
  }
  return (body ?? { success: true, data: null }) as Envelope<T>;
}

/** A file answer (PDF, xls): the blob and the name from content-disposition, else the fallback. */
export async function apiFile(path: string, fallbackName: string, opts: RequestOptions = {}): Promise<{ blob: Blob; name: string }> {
  const response = await send(path, opts);
  if (!response.ok) {
    const body = await readBody(response);
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : response.statusText, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), name: match ? decodeURIComponent(match[1]) : fallbackName };
}

/**
 * The spec's message choice for a failed call (console §8): the server's message, else
 * "no message" when it answered without one, else the general error when nothing came back.
 * Returns either a text from the server or an i18n key (`{ key }`) for the caller to translate.
 */
export function failureMessage(err: unknown, keys: { noMessage: string; general: string }): { text: string } | { key: string } {
  if (err instanceof ApiError) {
    if (err.body === null) return { key: keys.general };
    if (typeof err.body.message === 'string' && err.body.message) return { text: err.body.message };
    return { key: keys.noMessage };
  }
  return { key: keys.general };
}

/** Saves a downloaded file under its name, the way a link with `download` would (no new tab). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

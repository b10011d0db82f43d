import type { RouteEntry } from '../../../server/types';

/**
 * One fuzz input and how it travels: path parameters and query pairs as the text put in the URL
 * (so an invalid percent-encoding can be sent on purpose), and a body that is JSON (possibly with
 * fragments no JavaScript value can hold), raw text, or multipart.
 */

/** A JSON fragment written as is: nesting too deep to stringify, numbers past a double. */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
  toJSON() {
    return `${RAW_MARK}${this.label}`;
  }
}
const RAW_MARK = '\u0001raw:';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: string | Buffer;
}

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string; label: string }
  /** `mustRefuse`: the catalogue's own account of a form no route takes (a part of no known name, bytes of no file type). */
  | { kind: 'multipart'; parts: Part[]; label: string; broken?: boolean; mustRefuse?: boolean };

export interface FuzzInput {
  /** Path parameters as written in the URL. */
  params: Record<string, string>;
  /** Query pairs as written in the URL; a key may repeat. */
  query: [string, string][];
  body?: Body;
}

/** URL text of a value: percent-encoded, and a lone surrogate (which no URL can hold) as its WTF-8 bytes. */
export function urlText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** What the server's router makes of URL text: decoded, or the text itself when it cannot be (as fast-querystring does). */
export function decoded(text: string): { value: string; ok: boolean } {
  try {
    return { value: decodeURIComponent(text), ok: true };
  } catch {
    return { value: text, ok: false };
  }
}

export function jsonText(value: unknown): string {
  const raws = new Map<string, string>();
  collectRaw(value, raws);
  let text = JSON.stringify(value) ?? '';
  for (const [label, raw] of raws) text = text.split(JSON.stringify(`${RAW_MARK}${label}`)).join(raw);
  return text;
}
function collectRaw(value: unknown, into: Map<string, string>) {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v instanceof RawJson) into.set(v.label, v.text);
    else if (v && typeof v === 'object') for (const child of Object.values(v)) stack.push(child);
  }
}

const BOUNDARY = '----borgofuzz7MA4YWxkTrZu0gW';

function multipartPayload(body: Extract<Body, { kind: 'multipart' }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of body.parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const headers = [`--${BOUNDARY}`, `Content-Disposition: ${disposition}`, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : [])];
    chunks.push(
      Buffer.from(`${headers.join('\r\n')}\r\n\r\n`, 'utf8'),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  if (!body.broken) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export function urlOf(route: RouteEntry, input: FuzzInput): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => input.params[name] ?? '1');
  const query = input.query.map(([k, v]) => `${k}=${v}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The request for `app.inject`. */
export function injectOptions(route: RouteEntry, input: FuzzInput, token: string | null) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  const body = input.body;
  if (body?.kind === 'json' && body.value !== undefined) {
    headers['content-type'] = 'application/json';
    payload = jsonText(body.value);
  } else if (body?.kind === 'raw') {
    headers['content-type'] = body.contentType;
    payload = body.text;
  } else if (body?.kind === 'multipart') {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    payload = multipartPayload(body);
  }
  return { method: route.method as 'GET', url: urlOf(route, input), headers, payload };
}

/** A short, readable account of an input for a report: long strings and deep nesting abbreviated. */
export function describe(input: FuzzInput): string {
  const short = (s: string) => (s.length > 60 ? `${JSON.stringify(s.slice(0, 20)).slice(0, -1)}…" (${s.length} chars)` : JSON.stringify(s));
  const value = (v: unknown): string => {
    if (v instanceof RawJson) return `<${v.label}>`;
    if (typeof v === 'string') return short(v);
    if (Array.isArray(v)) return `[${v.map(value).join(',')}]`;
    if (v && typeof v === 'object') {
      return `{${Object.keys(v)
        .map((k) => `${short(k)}:${value((v as Record<string, unknown>)[k])}`)
        .join(',')}}`;
    }
    return String(v);
  };
  const out: string[] = [];
  if (Object.keys(input.params).length) out.push(`params ${value(input.params)}`);
  if (input.query.length) out.push(`query ${input.query.map(([k, v]) => `${k}=${v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v}`).join('&')}`);
  const body = input.body;
  if (body?.kind === 'json' && body.value !== undefined) out.push(`body ${value(body.value)}`);
  if (body?.kind === 'raw') out.push(`body <${body.label}> (${body.contentType})`);
  if (body?.kind === 'multipart') out.push(`multipart <${body.label}>`);
  return out.join('  ');
}

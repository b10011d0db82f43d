/**
 * What the demo scripts share: they play a resident's mobile app against a running server
 * (BORGO_URL, or localhost on PORT), calling the API as the app does and signing in as a resident.
 */
export const base = process.env.BORGO_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
export const email = process.env.RESIDENT ?? 'resident1.1@borgo.test';
const password = process.env.PASSWORD ?? 'borgo-demo-1';

/** One API call; its `data`, or an error that names the call and the server's message. */
export async function call<T>(path: string, init: RequestInit & { token?: string; language?: string } = {}): Promise<T> {
  const { token, language = 'en', ...rest } = init;
  const res = await fetch(`${base}/api/v3${path}`, {
    ...rest,
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!res.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${res.status} ${body.message ?? ''}`);
  return body.data as T;
}

/** Signs the resident in; their token and name. */
export async function signIn(): Promise<{ token: string; name: string }> {
  const data = await call<{ access_token: string; full_name: string }>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  console.log(`Logged in as ${data.full_name} (${email}).`);
  return { token: data.access_token, name: data.full_name };
}

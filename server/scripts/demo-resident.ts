/**
 * `npm run demo:resident`: plays a resident's mobile app against a running server, so a person
 * trying the demo sees the gate's live toast. It logs in as a resident of Borgo Navigli, lists
 * their invitations and confirms the first guest still waiting for an answer.
 *
 *   BORGO_URL=http://localhost:3000 RESIDENT=resident1.1@borgo.test npm run demo:resident
 */
const base = process.env.BORGO_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const email = process.env.RESIDENT ?? 'resident1.1@borgo.test';
const password = process.env.PASSWORD ?? 'borgo-demo-1';

interface Guest {
  id: number;
  first_name: string;
  status: string;
}
interface Invitation {
  id: number;
  visitor_code: string;
  category: string;
  guests: Guest[];
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${base}/api/v3${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.message ?? ''}`);
  return body.data as T;
}

async function main() {
  const { access_token: token, full_name } = await call<{ access_token: string; full_name: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  console.log(`Logged in as ${full_name} (${email}).`);
  const invitations = await call<Invitation[]>('/resident/invitations', { token });
  const waiting = invitations.flatMap((inv) => inv.guests.filter((g) => g.status === 'VisitorWait').map((g) => ({ inv, g })));
  if (waiting.length === 0) {
    console.log("No guest is waiting for this resident's answer. Create an invitation for them at the gate (or run npm run db:reset) and try again.");
    return;
  }
  const { inv, g } = waiting[0];
  await call(`/resident/invitations/${inv.id}/guests/${g.id}/confirm`, { method: 'POST', body: '{}', token });
  console.log(`Confirmed ${g.first_name} (${inv.category}, code ${inv.visitor_code}). Gate staff of the district now see a toast.`);
  await call('/auth/logout', { method: 'POST', body: '{}', token });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './helpers';
import { navigliDay } from '../navigliDay';

/** The API side of the gate e2e tests: logins, a fresh invitation, the resident's answer. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v3/auth/login', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`login of ${email} failed: ${res.status()}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface CreatedInvitation {
  id: number;
  visitor_code: string;
  guests: { id: number; first_name: string; status: string }[];
}

/** A new invitation of Borgo Navigli (district 1) hosted by resident1.1, its guests waiting for the answer. */
export async function createInvitation(request: APIRequestContext, guests: string[]): Promise<CreatedInvitation> {
  const token = await tokenOf(request, 'gate@borgo.test');
  const hosts = await request.get('/api/v3/visitors/hosts', { headers: auth(token), params: { district_id: 1, query: 'resident1.1@' } });
  const host = ((await hosts.json()) as { data: { id: number }[] }).data[0];
  const res = await request.post('/api/v3/visitors', {
    headers: auth(token),
    data: {
      district_id: 1,
      category: 'guest',
      user_id: host.id,
      date_start: navigliDay(),
      guests: guests.map((first_name, i) => ({ first_name, phone: `+39333000${String(1000 + i)}` })),
    },
  });
  if (res.status() !== 201) throw new Error(`invitation not created: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: CreatedInvitation }).data;
}

/** What the resident's mobile app does: confirm one of their guests. */
export async function residentConfirms(request: APIRequestContext, invitationId: number, guestId: number): Promise<number> {
  const token = await tokenOf(request, 'resident1.1@borgo.test');
  const res = await request.post(`/api/v3/resident/invitations/${invitationId}/guests/${guestId}/confirm`, { headers: auth(token), data: {} });
  return res.status();
}

import { PHOTO_CHANGES_PER_DAY } from '../../server/routes/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** The calls behind the console's own pages: dashboard, profile, public invitation. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(field: string, filename: string, data: Buffer) {
  const boundary = '----borgo' + Date.now();
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('dashboard', () => {
  it('counts the district: new users and residents in 24 h, SOS calls in the district window (7 days by default), waiting items', async () => {
    const token = await t.login('manager@borgo.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/dashboard?district_id=${NAVIGLI}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // Seed: admin, manager, gate, office, privacy officer + 6 residents in Borgo Navigli, all new; 3 SOS calls within 4 days; 120 posts + 5 activities + 3 community items waiting.
    expect(res.json().data).toEqual({ registered_users_24h: 11, residents_24h: 6, sos_calls: 3, sos_window_days: 7, waiting_approval: 128 });
  });

  it('does not leak other districts through the dashboard', async () => {
    const token = await t.login('manager@borgo.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/dashboard?district_id=${AURORA}`, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });

  it('is refused to the gate keeper (403), whose console shows the no-dashboard message', async () => {
    const token = await t.login('gate@borgo.test');
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/dashboard?district_id=${NAVIGLI}`, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});

describe('profile', () => {
  it('updates the own name and phone, with the phone rule', async () => {
    const token = await t.login('gate@borgo.test');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v3/profile', headers: bearer(token), payload: { first_name: '', phone: '12' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ first_name: ['Validations.FieldNotNull'], phone: ['Validations.InvalidPhone'] });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/profile',
      headers: bearer(token),
      payload: { first_name: 'Gianni', last_name: 'Verdi', phone: '+391234567890' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ full_name: 'Gianni Verdi', phone: '+391234567890' });
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const other = await t.login('manager@borgo.test');
    const token = await t.login('manager@borgo.test');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v3/profile/password',
      headers: bearer(token),
      payload: { current_password: 'nope-nope', password: 'another-pass-1', password_confirmation: 'another-pass-1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Validations.FieldInvalid'] });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v3/profile/password',
      headers: bearer(token),
      payload: { current_password: DEMO_PASSWORD, password: 'another-pass-1', password_confirmation: 'another-pass-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(other) })).statusCode).toBe(401);
  });

  it('uploads a photo: images only, at most 1 MB, served back by a link signed for the session', async () => {
    const token = await t.login('admin@borgo.test');
    const upload = (data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/profile/photo',
        ...(() => {
          const m = multipart('photo', 'me.png', data);
          return { payload: m.payload, headers: { ...m.headers, ...bearer(token) } };
        })(),
      });
    const notImage = await upload(Buffer.from('just text, not an image'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().errors).toEqual({ photo: ['Validations.FileNotImage'] });
    const tooBig = await upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]));
    expect(tooBig.statusCode).toBe(413);
    const ok = await upload(PNG);
    expect(ok.statusCode).toBe(200);
    const url = ok.json().data.cover_path as string;
    expect(url).toMatch(/^\/api\/v3\/files\/[a-f0-9]{32}\.png\?expires=\d+&session=\d+&signature=[\w-]{43}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('a new photo removes the one it replaces, and photos change at most 20 times a day (issue 12: no disk filling)', async () => {
    const token = await t.login('office@borgo.test');
    const upload = () => {
      const m = multipart('photo', 'me.png', PNG);
      return t.app.inject({ method: 'POST', url: '/api/v3/profile/photo', payload: m.payload, headers: { ...m.headers, ...bearer(token) } });
    };
    const first = (await upload()).json().data.cover_path as string;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const second = (await upload()).json().data.cover_path as string;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    for (let i = 2; i < PHOTO_CHANGES_PER_DAY; i++) expect((await upload()).statusCode).toBe(200);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ photo: ['Validations.UploadQuotaExceeded'] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('public invitation', () => {
  it('shows what a visitor needs, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/public/invitations/DEMO1001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      visitor_code: 'DEMO1001',
      category: 'guest',
      place_id: 1,
      date_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hour_start: '18:30',
      user: { first_name: 'Chiara', last_name: 'Ferri' },
    });
    const apartment = await t.app.inject({ method: 'GET', url: '/api/v3/public/invitations/DEMO2002' });
    expect(apartment.json().data.place_id).toBeNull();
    expect(apartment.json().data.user.last_name).toBe('Souza');
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/public/invitations/NOPE' })).statusCode).toBe(404);
  });
});

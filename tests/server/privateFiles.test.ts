import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../server/db/schema';
import { signedFileUrl } from '../../server/lib/fileLinks';
import { drawPng } from '../../server/lib/png';
import { fileUrl } from '../../server/lib/storage';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** Issue 13, "files are private": which stored files anyone may load, and how the others are. */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const PNG = drawPng(4, 4, () => [200, 40, 40, 255]);
const PDF = Buffer.from('%PDF-1.4\n% terms\n%%EOF\n');
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

function multipart(field: string, filename: string, type: string, data: Buffer, extra: Record<string, string> = {}) {
  const boundary = 'p' + Math.random().toString(16).slice(2);
  const fields = Object.entries(extra).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...fields,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `token`'s profile photo; the link the answer carries. */
async function uploadPhoto(token: string): Promise<string> {
  const m = multipart('photo', 'me.png', 'image/png', PNG);
  const res = await t.app.inject({ method: 'POST', url: '/api/v3/profile/photo', payload: m.payload, headers: { ...m.headers, ...bearer(token) } });
  expect(res.statusCode).toBe(200);
  return res.json().data.cover_path;
}

const bare = (url: string) => url.split('?')[0];
const nameOf = (url: string) => bare(url).split('/').pop()!;
const query = (url: string) => new URLSearchParams(url.split('?')[1]);
const withQuery = (url: string, change: (q: URLSearchParams) => void) => {
  const q = query(url);
  change(q);
  return `${bare(url)}?${q.toString()}`;
};
/** A character of the signature changed, its length kept. */
const tamper = (signature: string) => (signature[5] === 'A' ? 'B' : 'A') + signature.slice(1, 5) + signature.slice(6);

describe('public files (what residents’ apps show as content)', () => {
  it('serves a category picture to anyone, without a token, cached as immutable', async () => {
    const list = await get(`/api/v3/categories?district_id=${NAVIGLI}&type=activity`, admin);
    const icon = list.json().data.data[0].category_icon as string;
    expect(icon).toMatch(/^\/api\/v3\/files\/[a-f0-9]{32}\.png$/);
    const res = await get(icon);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a terms PDF to anyone, kept by caches for an hour only (a district may replace a wrong one)', async () => {
    const m = multipart('file_en', 'terms.pdf', 'application/pdf', PDF, { type: 'privacy' });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
      payload: m.payload,
      headers: { ...m.headers, ...bearer(admin) },
    });
    expect(made.statusCode).toBe(201);
    const res = await get(made.json().data.files.en.file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('private files (a profile photo)', () => {
  let office: string;
  let link: string;
  beforeAll(async () => {
    office = await t.login('office@borgo.test');
    link = await uploadPhoto(office);
  });

  it('come in the user object as a signed link, which an <img> (no token) loads, never cached', async () => {
    const me = (await get('/api/v3/auth/me', office)).json().data.cover_path as string;
    expect(nameOf(me)).toBe(nameOf(link));
    expect(me).toMatch(/^\/api\/v3\/files\/[a-f0-9]{32}\.png\?expires=\d+&session=\d+&signature=[\w-]{43}$/);
    const res = await get(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // A login's answer carries one too, for the session it opens.
    const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: 'office@borgo.test', password: 'borgo-demo-1' } });
    const fresh = login.json().data.cover_path as string;
    expect(query(fresh).get('session')).not.toBe(query(me).get('session'));
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('are refused without a signature (403), with a token or not, and answer nothing about whether they exist', async () => {
    for (const token of [undefined, office, admin]) {
      const res = await get(bare(link), token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
    }
    const missing = await get(fileUrl('0'.repeat(32) + '.png'));
    expect(missing.statusCode).toBe(403);
  });

  it('are refused with a tampered link: signature, file, expiry, session or a field missing (403)', async () => {
    const other = await uploadPhoto(admin);
    const forged = [
      withQuery(link, (q) => q.set('signature', tamper(q.get('signature')!))),
      // The signature of one file does not open another (replay across files).
      `${bare(other)}?${query(link).toString()}`,
      withQuery(link, (q) => q.set('expires', String(Number(q.get('expires')) + 300))),
      withQuery(link, (q) => q.set('session', String(Number(q.get('session')) + 1))),
      withQuery(link, (q) => q.delete('session')),
      withQuery(link, (q) => q.set('signature', q.get('signature')!.toUpperCase())),
      withQuery(link, (q) => q.set('signature', `${q.get('signature')}=`)),
      withQuery(link, (q) => q.set('expires', `0${q.get('expires')}`)),
    ];
    for (const url of forged) expect((await get(url)).statusCode, url).toBe(403);
    // Unknown fields are refused by the route's schema; a path is no stored file's name.
    expect((await get(`${link}&extra=1`)).statusCode).toBe(422);
    expect((await get(`/api/v3/files/..%2F${nameOf(link)}?${query(link).toString()}`)).statusCode).toBe(404);
  });

  it('are gone (410) once the link lapsed or its session ended', async () => {
    const secret = t.config.fileLinkSecret;
    const session = Number(query(link).get('session'));
    const old = signedFileUrl(secret, nameOf(link), session, Date.now() - 25 * 60_000);
    expect((await get(old)).statusCode).toBe(410);
    // Signed with another key (another deployment, or a forger): refused, not "expired".
    expect((await get(signedFileUrl('x'.repeat(64), nameOf(link), session, Date.now() - 25 * 60_000))).statusCode).toBe(403);
    // A link made for a later moment than the server would sign is no link of its own.
    expect((await get(signedFileUrl(secret, nameOf(link), session, Date.now() + 3600_000))).statusCode).toBe(403);
    const token = await t.login('office@borgo.test');
    const mine = (await get('/api/v3/auth/me', token)).json().data.cover_path as string;
    expect((await get(mine)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: bearer(token) });
    const after = await get(mine);
    expect(after.statusCode).toBe(410);
    expect(after.json().message).toBe('This link to the file has expired: open the file again from the page that shows it.');
  });

  it('come signed in the profile answers, while the audit trail keeps only the address', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v3/profile', headers: bearer(office), payload: { first_name: 'Olga', last_name: 'Office' } });
    const photo = saved.json().data.cover_path as string;
    expect(query(photo).get('signature')).toBeTruthy();
    expect((await get(photo)).statusCode).toBe(200);
    const audit = await get(`/api/v3/audit?district_id=${NAVIGLI}&entity=users&action=update`, admin);
    expect(audit.body).not.toContain('signature=');
  });
});

describe('a host’s photo in the gate’s records', () => {
  it('comes signed to those who may read the invitation, and to its host', async () => {
    const [invitation] = await t.database.db.select({ userId: invitations.userId }).from(invitations).where(eq(invitations.districtId, NAVIGLI)).limit(1);
    const name = await t.app.storage.save(PNG, 'png');
    await t.database.db
      .update(users)
      .set({ coverPath: fileUrl(name) })
      .where(eq(users.id, invitation.userId));
    const [host] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, invitation.userId));
    expect((await get(fileUrl(name))).statusCode).toBe(403);

    const gate = await t.login('gate@borgo.test');
    const list = await get(`/api/v3/visitors?district_id=${NAVIGLI}&tab=all&paginate=100`, gate);
    const covers = (list.json().data.data as { user: { id: number; cover: string | null } }[])
      .filter((r) => r.user.id === invitation.userId)
      .map((r) => r.user.cover!);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) expect(nameOf(cover)).toBe(name);
    expect((await get(covers[0])).statusCode).toBe(200);

    const hosts = await get(`/api/v3/visitors/hosts?district_id=${NAVIGLI}`, gate);
    const listed = (hosts.json().data as { id: number; cover_path: string | null }[]).find((h) => h.id === invitation.userId);
    expect(listed && (await get(listed.cover_path!)).statusCode).toBe(200);

    const resident = await t.login(host.email);
    const own = await get('/api/v3/resident/invitations', resident);
    const mine = (own.json().data as { user: { cover: string | null } }[])[0].user.cover!;
    expect(query(mine).get('session')).not.toBe(query(covers[0]).get('session'));
    expect((await get(mine)).statusCode).toBe(200);
  });
});

describe('form uploads', () => {
  it('are private until a public record names them: the uploader gets a link meanwhile', async () => {
    const upload = async (field: string) => {
      const m = multipart('file', 'icon.png', 'image/png', PNG);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=categories.${field}`,
        payload: m.payload,
        headers: { ...m.headers, ...bearer(admin) },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { name: string; url: string };
    };
    const { name, url } = await upload('category_icon');
    expect(bare(url)).toBe(fileUrl(name));
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(fileUrl(name))).statusCode).toBe(403);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v3/categories',
      headers: bearer(admin),
      payload: {
        district_id: NAVIGLI,
        type: 'activity',
        translations: [{ locale: 'en', name: 'Chess' }],
        category_icon: name,
        // Each image is uploaded for its own field (server/entities/images.ts).
        category_grey_icon: (await upload('category_grey_icon')).name,
        category_illustration: (await upload('category_illustration')).name,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.category_icon).toBe(fileUrl(name));
    const now = await get(fileUrl(name));
    expect(now.statusCode).toBe(200);
    expect(now.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

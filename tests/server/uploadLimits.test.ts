import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineContract } from '../../src/contract/entity';
import { ENTITIES } from '../../server/contracts';
import { uploads, users } from '../../server/db/schema';
import { FORM_LIMITS } from '../../server/lib/formLimits';
import { drawPng } from '../../server/lib/png';
import { listening, streamForm, type Listening, type StreamPart } from './formStream';
import { AURORA, bearer, createTestApp, describeOnce, NAVIGLI, type TestContext } from './helpers';

/**
 * Issue 12, "Multipart": a form is bounded whatever its shape (500 text fields of 1 MiB before a
 * small PNG were read whole by /uploads and grew memory by 271 MB), an upload names the image field
 * it is for and needs a permission to write that entity, and each user has a quota per 24 hours.
 * Forms go over a real socket (formStream.ts): inject() cannot show what the server read or kept.
 */
const MIB = 1024 * 1024;
const QUOTA = 80 * 1024;

/** An entity with an image field writable with the posts permissions (the manager's, not the front office's). */
const notices = defineContract({
  name: 'notices',
  route: '/backend/notices',
  section: { id: 'notices', parent: 'community' },
  permissions: { view: 'posts_view', add: 'posts_add', edit: 'posts_edit' },
  actions: [],
  images: ['cover'],
});

let t: TestContext;
let server: Listening;
const tokens: Record<'admin' | 'manager' | 'office' | 'escritorio' | 'gate', string> = { admin: '', manager: '', office: '', escritorio: '', gate: '' };
beforeAll(async () => {
  t = await createTestApp({ uploadQuotaBytesPerDay: QUOTA }, { entities: [...ENTITIES, { contract: notices, dir: '/nonexistent' }] });
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = await t.login(`${who}@borgo.test`);
  server = await listening(t.app);
});
afterAll(() => t.close());

const PNG = drawPng(8, 8, () => [10, 200, 200, 255]);
/** Noise does not compress: about 3 bytes a pixel. */
const noisePng = (side: number) => {
  const noise = randomBytes(side * side * 3);
  return drawPng(side, side, (x, y) => [noise[(y * side + x) * 3], noise[(y * side + x) * 3 + 1], noise[(y * side + x) * 3 + 2], 255]);
};
const png = (name = 'file', data = PNG): StreamPart => ({ name, filename: 'a.png', data });
const MIB_OF_TEXT = Buffer.alloc(MIB, 'a');
const UPLOAD = `/api/v3/uploads?district_id=${NAVIGLI}&purpose=categories.category_icon`;
const stored = () => readdirSync(t.config.uploadDir).length;

describeOnce('a form is bounded, whatever its shape', () => {
  // Before: each was read to its end (50 MiB) with memory growing by 46-84 MiB, or the connection
  // hung on a file nobody read. Now the server stops parsing at the refusal, drops at most the
  // form's own size more (about 5 MiB for an upload: discardRest.ts), then ends the connection.
  it.each([
    ['50 fields of 1 MiB before a PNG', [{ name: 'note', value: MIB_OF_TEXT, times: 50 }, png()], true, 8 * MIB],
    ['50 fields of 1 MiB before a PNG, chunked', [{ name: 'note', value: MIB_OF_TEXT, times: 50 }, png()], false, 8 * MIB],
    ['a PNG, then 50 fields of 1 MiB, chunked', [png(), { name: 'note', value: MIB_OF_TEXT, times: 50 }], false, 8 * MIB],
    [
      'one text field of 50 MiB, chunked',
      [
        { name: 'file', value: MIB_OF_TEXT },
        { raw: MIB_OF_TEXT, times: 49 },
      ],
      false,
      13 * MIB,
    ],
    ['a preamble of 50 MiB before a PNG, chunked', [{ raw: MIB_OF_TEXT, times: 50 }, png()], false, 13 * MIB],
    ['200,000 tiny parts, chunked', [{ name: 'n', value: 'x', times: 200_000 }, png()], false, 8 * MIB],
    ['a file of 50 MiB under another name', [png('image', Buffer.concat([PNG, Buffer.alloc(50 * MIB)]))], true, 8 * MIB],
  ] as const)('refuses %s, reads a bounded part of it, keeps none, and ends the connection', async (_, parts, contentLength, maxRead) => {
    const before = stored();
    const res = await streamForm(server, UPLOAD, bearer(tokens.admin), parts as readonly StreamPart[], { contentLength });
    expect([413, 422]).toContain(res.status);
    expect(res.stalled, 'the server neither read on nor closed').toBe(false);
    expect(res.closed).toBe(true);
    expect(res.serverRead, `read ${res.serverRead} of ${res.formBytes} bytes`).toBeLessThan(maxRead);
    expect(res.memoryGrowth, `memory grew by ${res.memoryGrowth} bytes`).toBeLessThan(16 * MIB);
    expect(stored()).toBe(before);
  });

  it('refuses a text over 1 KiB (busboy kept 1 MiB of each) with a 413 on the field', async () => {
    const res = await streamForm(server, `/api/v3/terms_conditions?district_id=${NAVIGLI}`, bearer(tokens.admin), [
      { name: 'type', value: 'terms'.repeat(400) },
      { name: 'file_en', filename: 'en.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect(res.status).toBe(413);
    expect(res.body?.errors).toEqual({ type: ['Validations.FieldInvalid'] });
  });

  it('refuses a body over its form’s size from its Content-Length, before reading any of it', async () => {
    const res = await streamForm(server, UPLOAD, bearer(tokens.admin), [png('file', Buffer.concat([PNG, Buffer.alloc(6 * MIB)]))]);
    expect(res.status).toBe(413);
    // The file was never read, but only the form's one file can make it that large: said on its field.
    expect(res.body?.errors).toEqual({ file: ['Validations.FileTooLarge'] });
  });

  it('answers the same on every route that may read a form, whatever it does with it', async () => {
    // A write without a JSON body schema reads its body itself (a form), or ignores it (logout).
    const routes = t.app.routeTable.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.schema.body);
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/v3/uploads', '/api/v3/profile/photo', '/api/v3/terms_conditions', '/api/v3/terms_conditions/:id']),
    );
    for (const route of routes) {
      const shape = (route.schema.querystring as { shape?: Record<string, { options?: string[] }> } | undefined)?.shape ?? {};
      const query = Object.entries(shape).flatMap(([k, v]) => (k === 'district_id' ? [`${k}=${NAVIGLI}`] : v.options ? [`${k}=${v.options[0]}`] : []));
      const url = `${route.url.replace(/:\w+/g, '1')}${query.length ? `?${query.join('&')}` : ''}`;
      // A session of its own: one of these is the logout.
      const res = await streamForm(server, url, bearer(await t.login('admin@borgo.test')), [{ name: 'note', value: MIB_OF_TEXT, times: 50 }], {
        contentLength: false,
        method: route.method,
      });
      const label = `${route.method} ${url}: ${res.status}`;
      expect(res.status, label).toBeLessThan(500);
      expect(res.stalled, label).toBe(false);
      expect(res.closed, label).toBe(true);
      // What a route asks of its form, or what any form may hold when it reads none (about 20 MiB).
      expect(res.serverRead, label).toBeLessThan(FORM_LIMITS.bodySize + 4 * MIB);
      // The chunks dropped are garbage until collected; what busboy kept before was all 50 MiB, and more.
      expect(res.memoryGrowth, label).toBeLessThan(32 * MIB);
    }
  });

  it('keeps the connection of a form read whole', async () => {
    const res = await streamForm(server, UPLOAD, bearer(tokens.admin), [png()]);
    expect(res.status).toBe(201);
    expect(res.headers.connection).not.toBe('close');
    expect(res.closed).toBe(false);
  });
});

describe('an upload names the image field it is for', () => {
  const upload = (who: keyof typeof tokens, query: string, district = NAVIGLI) =>
    streamForm(server, `/api/v3/uploads?district_id=${district}${query}`, bearer(tokens[who]), [png()]);

  it('refuses a missing or unknown purpose with a 422 on it', async () => {
    for (const query of ['', '&purpose=tags.image', '&purpose=categories.name', '&purpose=categories']) {
      const res = await upload('admin', query);
      expect(res.status, query).toBe(422);
      expect(res.body?.errors, query).toEqual({ purpose: [expect.stringMatching(/^Validations\./)] });
    }
  });

  it('takes the file from a user who may add or edit the entity of the field, in that district', async () => {
    expect((await upload('office', '&purpose=categories.category_icon')).status).toBe(201);
    expect((await upload('office', '&purpose=categories.category_illustration')).status).toBe(201);
    const cover = await upload('manager', '&purpose=notices.cover');
    expect(cover.status).toBe(201);
    // The row says what the file was uploaded for.
    const [row] = await t.database.db
      .select({ purpose: uploads.purpose })
      .from(uploads)
      .where(eq(uploads.name, (cover.body as { data: { name: string } }).data.name));
    expect(row.purpose).toBe('notices.cover');
  });

  it('refuses a purpose the user may not use with a 403 naming its permissions, before reading the file', async () => {
    // A body over any upload's size: reading it would have been refused with a 413.
    const manager = await streamForm(server, `/api/v3/uploads?district_id=${NAVIGLI}&purpose=categories.category_icon`, bearer(tokens.manager), [
      png('file', Buffer.concat([PNG, Buffer.alloc(8 * MIB)])),
    ]);
    expect(manager.status).toBe(403);
    expect(manager.body).toMatchObject({ missing: { permission: ['category_add', 'category_edit'] } });
    expect((await upload('office', '&purpose=notices.cover')).status).toBe(403);
    // Writing no entity with images at all: refused by the guard.
    expect((await upload('gate', '&purpose=categories.category_icon')).status).toBe(403);
    // The front office of another district.
    expect((await upload('escritorio', '&purpose=categories.category_icon')).status).toBe(403);
    expect((await upload('escritorio', '&purpose=categories.category_icon', AURORA)).status).toBe(201);
  });
});

describe('each user uploads at most UPLOAD_QUOTA_MB_PER_DAY in 24 hours', () => {
  const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const send = (token: string, data: Buffer, extra: Record<string, string> = {}) =>
    streamForm(server, `/api/v3/uploads?district_id=${AURORA}&purpose=categories.category_icon`, { ...bearer(token), ...extra }, [png('file', data)]);

  it('counts what the uploads table holds of the last 24 hours, and refuses past it with a 429 on the field', async () => {
    const user = await idOf('escritorio@borgo.test');
    await t.database.db.delete(uploads).where(eq(uploads.userId, user));
    const third = noisePng(100); // about 34 KB: two fit in 80 KiB, not three
    expect(third.length).toBeGreaterThan(QUOTA / 3);
    expect(third.length).toBeLessThan(QUOTA / 2);
    expect((await send(tokens.escritorio, third)).status).toBe(201);
    expect((await send(tokens.escritorio, third)).status).toBe(201);
    const before = stored();
    const over = await send(tokens.escritorio, third, { 'accept-language': 'pt' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      message: 'Você pode enviar no máximo 0.08 MB em 24 horas. Tente novamente mais tarde.',
      errors: { file: ['Validations.UploadQuotaExceeded'] },
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(stored()).toBe(before);
    // What another process recorded counts the same; what is older than 24 hours does not.
    await t.database.db.delete(uploads).where(eq(uploads.userId, user));
    const row = { districtId: AURORA, userId: user, type: 'png', size: QUOTA };
    await t.database.db.insert(uploads).values({ ...row, name: 'a'.repeat(32) + '.png', createdAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await send(tokens.escritorio, PNG)).status).toBe(201);
    await t.database.db.insert(uploads).values({ ...row, name: 'b'.repeat(32) + '.png' });
    expect((await send(tokens.escritorio, PNG)).status).toBe(429);
  });

  it('once reached, refuses before reading the file', async () => {
    // A body over any upload's size: reading it would have been refused with a 413.
    const res = await send(tokens.escritorio, Buffer.concat([PNG, Buffer.alloc(8 * MIB)]));
    expect(res.status).toBe(429);
    // An upload of an honest size is answered, its body dropped, and its connection kept: the console shows the answer.
    const honest = await send(tokens.escritorio, Buffer.concat([PNG, Buffer.alloc(MIB)]));
    expect(honest).toMatchObject({ status: 429, closed: false, body: { errors: { file: ['Validations.UploadQuotaExceeded'] } } });
    expect(honest.serverRead).toBeGreaterThan(MIB);
  });

  it('holds for uploads arriving at once', async () => {
    const user = await idOf('office@borgo.test');
    await t.database.db.delete(uploads).where(eq(uploads.userId, user));
    const image = noisePng(100);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=categories.category_icon`,
        headers: { ...bearer(tokens.office), 'content-type': 'multipart/form-data; boundary=q' },
        payload: Buffer.concat([
          Buffer.from('--q\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
          image,
          Buffer.from('\r\n--q--\r\n'),
        ]),
      });
    const statuses = (await Promise.all([send(), send(), send(), send()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});

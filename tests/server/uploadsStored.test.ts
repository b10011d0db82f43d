import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderStorage, storeThen } from '../../server/lib/storage';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * Every multipart route checks the whole request before it stores a file: a refused request
 * leaves the upload folder as it was, a good one still stores.
 */
let t: TestContext;
let admin: string;
let manager: string;
let gate: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, gate] = await Promise.all(['admin@borgo.test', 'manager@borgo.test', 'gate@borgo.test'].map((e) => t.login(e)));
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n% test\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const BIG = (head: Buffer, bytes: number) => Buffer.concat([head, Buffer.alloc(bytes)]);

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };
function form(parts: Part[]) {
  const boundary = 'x' + Math.random().toString(16).slice(2);
  const chunks = parts.map((p) =>
    'data' in p
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), 'content-type': `multipart/form-data; boundary=${boundary}` };
}

const stored = () => readdirSync(t.config.uploadDir).length;

/** Sends the form and returns its status with how many files the folder gained. */
async function send(method: 'POST' | 'PUT', url: string, token: string | null, parts: Part[]) {
  const before = stored();
  const { payload, 'content-type': type } = form(parts);
  const res = await t.app.inject({ method, url, payload, headers: { 'content-type': type, ...(token ? bearer(token) : {}) } });
  return { status: res.statusCode, body: res.json(), added: stored() - before };
}

const file = (name: string, data: Buffer, filename = 'f.bin') => ({ name, filename, data });
const pdf = (locale: string) => file(`file_${locale}`, PDF, `${locale}.pdf`);

describe('terms and conditions store only a request that passes', () => {
  const post = (token: string | null, parts: Part[], district = NAVIGLI) => send('POST', `/api/v3/terms_conditions?district_id=${district}`, token, parts);
  const type = { name: 'type', value: 'privacy' };

  it.each([
    ['no token', null, [type, pdf('en')], NAVIGLI, 401],
    ['no permission (gate)', 'gate', [type, pdf('en')], NAVIGLI, 403],
    ['another district (manager)', 'manager', [type, pdf('en')], AURORA, 403],
    ['a bad type, after good files', 'admin', [pdf('en'), pdf('it'), { name: 'type', value: 'menu' }], NAVIGLI, 422],
    ['no type, after good files', 'admin', [pdf('en'), pdf('it')], NAVIGLI, 422],
    ['an unknown language after a good file', 'admin', [type, pdf('en'), pdf('fr')], NAVIGLI, 422],
    ['an unknown text field after a good file', 'admin', [type, pdf('en'), { name: 'note', value: 'x' }], NAVIGLI, 422],
    ['the same language twice', 'admin', [type, pdf('en'), pdf('en')], NAVIGLI, 422],
    ['a file that is not a PDF after a good one', 'admin', [type, pdf('en'), file('file_it', PNG)], NAVIGLI, 415],
    ['a file over 5 MB after a good one', 'admin', [type, pdf('en'), file('file_it', BIG(PDF, 5 * 1024 * 1024))], NAVIGLI, 413],
  ] as const)('refuses %s and stores nothing', async (_, who, parts, district, status) => {
    const token = who === null ? null : { admin, manager, gate }[who];
    const res = await post(token, [...parts], district);
    expect(res.status).toBe(status);
    expect(res.added).toBe(0);
  });

  it('stores the files of a good request, and an update refused for a bad part stores nothing', async () => {
    const created = await post(admin, [type, pdf('en'), pdf('it')]);
    expect(created.status).toBe(201);
    expect(created.added).toBe(2);
    const id = created.body.data.id as number;
    const put = (token: string, parts: Part[], district = NAVIGLI) => send('PUT', `/api/v3/terms_conditions/${id}?district_id=${district}`, token, parts);
    expect(await put(admin, [pdf('pt'), { name: 'type', value: 'terms' }])).toMatchObject({ status: 422, added: 0 });
    expect(await put(admin, [pdf('pt'), file('file_en', Buffer.from('hello'))])).toMatchObject({ status: 415, added: 0 });
    expect(await put(gate, [pdf('pt')])).toMatchObject({ status: 403, added: 0 });
    expect(await put(manager, [pdf('pt')], AURORA)).toMatchObject({ status: 403, added: 0 });
    // Another district's id: not found there, before the body is read.
    expect(await send('PUT', `/api/v3/terms_conditions/${id}?district_id=${AURORA}`, admin, [pdf('pt')])).toMatchObject({ status: 404, added: 0 });
    const updated = await put(admin, [pdf('pt')]);
    expect(updated).toMatchObject({ status: 200, added: 1 });
    expect(Object.keys(updated.body.data.files).sort()).toEqual(['en', 'it', 'pt']);
  });
});

describe('image uploads store only a request that passes', () => {
  const upload = (token: string | null, parts: Part[], district = NAVIGLI) =>
    send('POST', `/api/v3/uploads?district_id=${district}&purpose=categories.category_icon`, token, parts);

  it.each([
    ['no token', null, [file('file', PNG, 'a.png')], NAVIGLI, 401],
    ['another district (manager)', 'manager', [file('file', PNG, 'a.png')], AURORA, 403],
    ['a wrong field name', 'admin', [file('image', PNG, 'a.png')], NAVIGLI, 422],
    ['a text field beside the image', 'admin', [file('file', PNG, 'a.png'), { name: 'title', value: 'x' }], NAVIGLI, 422],
    ['a second file', 'admin', [file('file', PNG, 'a.png'), file('file', PNG, 'b.png')], NAVIGLI, 422],
    ['no file', 'admin', [{ name: 'title', value: 'x' }], NAVIGLI, 422],
    ['a file that is not an image', 'admin', [file('file', PDF, 'a.png')], NAVIGLI, 415],
    ['a file over 5 MB', 'admin', [file('file', BIG(PNG, 5 * 1024 * 1024), 'a.png')], NAVIGLI, 413],
  ] as const)('refuses %s and stores nothing', async (_, who, parts, district, status) => {
    const token = who === null ? null : { admin, manager }[who];
    const res = await upload(token, [...parts], district);
    expect(res.status).toBe(status);
    expect(res.added).toBe(0);
  });

  it('stores a good image', async () => {
    // The manager writes no entity with images (no category permission): an admin uploads.
    expect(await upload(admin, [file('file', PNG, 'a.png')])).toMatchObject({ status: 201, added: 1 });
  });
});

describe('the profile photo is stored only when the request passes', () => {
  const photo = (token: string | null, parts: Part[]) => send('POST', '/api/v3/profile/photo', token, parts);

  it.each([
    ['no token', null, [file('photo', PNG, 'me.png')], 401],
    ['a wrong field name', 'gate', [file('file', PNG, 'me.png')], 422],
    ['a text field beside the photo', 'gate', [file('photo', PNG, 'me.png'), { name: 'first_name', value: 'x' }], 422],
    ['a file that is not an image', 'gate', [file('photo', PDF, 'me.png')], 415],
    ['a photo over 1 MB', 'gate', [file('photo', BIG(PNG, 1024 * 1024), 'me.png')], 413],
  ] as const)('refuses %s and stores nothing', async (_, who, parts, status) => {
    const res = await photo(who === null ? null : gate, [...parts]);
    expect(res.status).toBe(status);
    expect(res.added).toBe(0);
  });

  it('stores a good photo', async () => {
    expect(await photo(gate, [file('photo', PNG, 'me.png')])).toMatchObject({ status: 200, added: 1 });
  });
});

describe('storeThen', () => {
  it('takes the stored files back when the write that names them fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'borgo-store-'));
    try {
      const storage = folderStorage(dir);
      const files = [
        { data: PDF, extension: 'pdf' },
        { data: PNG, extension: 'png' },
      ];
      await expect(
        storeThen(storage, files, async () => {
          throw new Error('write failed');
        }),
      ).rejects.toThrow('write failed');
      expect(readdirSync(dir)).toEqual([]);
      const names = await storeThen(storage, files, async (n) => n);
      expect(readdirSync(dir).sort()).toEqual([...names].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

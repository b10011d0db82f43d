import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
function form(parts: { name: string; value?: string; file?: { filename: string; data: Buffer } }[]) {
  const boundary = 'x' + Math.random().toString(16).slice(2);
  const chunks = parts.map((p) =>
    p.file
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          p.file.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(admin) },
  };
}
const get = () => t.app.inject({ method: 'GET', url: `/api/v3/terms_conditions?district_id=${NAVIGLI}&type=terms`, headers: bearer(admin) });

describe('terms and conditions', () => {
  it('uploads one PDF per language, updates one language, then deletes', async () => {
    expect((await get()).json().data).toBeNull();
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
      ...form([
        { name: 'type', value: 'terms' },
        { name: 'file_en', file: { filename: 'terms-en.pdf', data: PDF('en') } },
        { name: 'file_it', file: { filename: 'termini.pdf', data: PDF('it') } },
      ]),
    });
    expect(up.statusCode).toBe(201);
    const id = up.json().data.id;
    expect(Object.keys(up.json().data.files).sort()).toEqual(['en', 'it']);
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/terms_conditions/${id}?district_id=${NAVIGLI}`,
      ...form([{ name: 'file_pt', file: { filename: 'termos.pdf', data: PDF('pt') } }]),
    });
    expect(Object.keys(upd.json().data.files).sort()).toEqual(['en', 'it', 'pt']);
    const pt = await t.app.inject({ method: 'GET', url: upd.json().data.files.pt.file_url });
    expect(pt.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v3/terms_conditions/${id}?district_id=${NAVIGLI}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect((await get()).json().data).toBeNull();
  });

  it('refuses files that are not PDFs, unknown languages and a missing type', async () => {
    const notPdf = await t.app.inject({
      method: 'POST',
      url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
      ...form([
        { name: 'type', value: 'terms' },
        { name: 'file_en', file: { filename: 'x.pdf', data: Buffer.from('hello') } },
      ]),
    });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().errors).toEqual({ file_en: ['Validations.FieldInvalid'] });
    const lang = await t.app.inject({
      method: 'POST',
      url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
      ...form([
        { name: 'type', value: 'terms' },
        { name: 'file_fr', file: { filename: 'x.pdf', data: PDF('fr') } },
      ]),
    });
    expect(lang.json().errors).toEqual({ file_fr: ['Validations.FieldUnknown'] });
    const noType = await t.app.inject({
      method: 'POST',
      url: `/api/v3/terms_conditions?district_id=${NAVIGLI}`,
      ...form([{ name: 'file_en', file: { filename: 'x.pdf', data: PDF('en') } }]),
    });
    expect(noType.json().errors).toEqual({ type: ['Validations.SelectAnOption'] });
  });
});

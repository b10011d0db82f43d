import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** The user-manual download (issue 3 item 6; spec content §7): a PDF for holders of `backend`. */
let t: TestContext;
let admin: string;
let gate: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, gate] = await Promise.all([t.login('admin@borgo.test'), t.login('gate@borgo.test')]);
});
afterAll(() => t.close());

const manual = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v3/manual?${query}`, headers });

/**
 * The document title from the PDF's info dictionary. pdfkit writes it as a literal string in
 * UTF-16BE with a byte-order mark; the page text itself is glyph ids, so the title is the
 * readable proof of which Markdown was rendered.
 */
function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw);
  const literal = ref ? new RegExp(`\\n${ref[1]} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(raw) : null;
  if (!literal) throw new Error('no /Title in the PDF');
  const bytes = Buffer.from(literal[1].replace(/\\([()\\])/g, '$1'), 'latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

describe('GET /api/v3/manual', () => {
  const titles = { en: 'Borgo – User manual', it: 'Borgo – Manuale utente', pt: 'Borgo – Manual do usuário' };
  const pdfs: Record<string, Buffer> = {};

  it.each(Object.entries(titles))('gives an admin the %s manual as a PDF download', async (language, title) => {
    const res = await manual(`district_id=${NAVIGLI}&language=${language}`, bearer(admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="PlanetAppUserManual.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain(`/Lang (${language})`);
    expect(pdfTitle(pdf)).toBe(title);
    pdfs[language] = pdf;
  });

  it('renders each language from its own text', () => {
    expect(Object.keys(pdfs)).toHaveLength(3);
    expect(pdfs.en.equals(pdfs.it)).toBe(false);
    expect(pdfs.en.equals(pdfs.pt)).toBe(false);
    expect(pdfs.it.equals(pdfs.pt)).toBe(false);
  });

  it('serves the same bytes again from memory', async () => {
    const res = await manual(`district_id=${NAVIGLI}&language=en`, bearer(admin));
    expect(res.rawPayload.equals(pdfs.en)).toBe(true);
  });

  it("defaults to the request's language", async () => {
    const res = await manual(`district_id=${NAVIGLI}`, { ...bearer(admin), 'accept-language': 'it-IT,it;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfs.it)).toBe(true);
  });

  it('refuses a user without backend in the district (403)', async () => {
    const res = await manual(`district_id=${NAVIGLI}&language=en`, bearer(gate));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toContain('backend');
  });

  it('refuses a call without a token (401)', async () => {
    const res = await manual(`district_id=${NAVIGLI}&language=en`);
    expect(res.statusCode).toBe(401);
  });

  it('rejects an unknown language and a missing district (422)', async () => {
    const unknown = await manual(`district_id=${NAVIGLI}&language=fr`, bearer(admin));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('language');
    const noDistrict = await manual('language=en', bearer(admin));
    expect(noDistrict.statusCode).toBe(422);
    expect(noDistrict.json().errors).toHaveProperty('district_id');
  });
});

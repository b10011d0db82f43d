import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, districtContacts, districtGallery, districts, podcastEpisodes, sessions, tags } from '../../server/db/schema';
import { signedFileUrl } from '../../server/lib/fileLinks';
import { imageSize } from '../../server/lib/images';
import { fileUrl, imageType } from '../../server/lib/storage';
import { hashToken } from '../../server/lib/tokens';
import { bearer, createTestApp, type TestContext } from './helpers';

/** Issue 14, "Demo data": every demo district shows living content of its own, in its language. */
let t: TestContext;
let token: string;
let sessionId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin@borgo.test');
  const [session] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  sessionId = session.id;
});
afterAll(() => t.close());

const TYPES = ['district_news', 'district_podcasts', 'district_promotions', 'live_cameras', 'district_smart_solutions'];
/** Words each district's texts use in its own language, so a text in English alone fails. */
const OWN_WORDS: Record<string, RegExp> = {
  it: /\b(il|la|di|e|per|del|della|dei)\b/i,
  pt: /\b(o|a|de|do|da|dos|para|com|e)\b/i,
  en: /\b(the|and|of|to|for)\b/i,
};

/**
 * A stored file as a logged-in user loads it: its plain URL when it is public, else the link the
 * API would sign for the user's session.
 */
async function load(name: string) {
  const plain = await t.app.inject({ url: fileUrl(name), headers: bearer(token) });
  if (plain.statusCode !== 403) return plain;
  return t.app.inject({ url: signedFileUrl(t.config.fileLinkSecret, name, sessionId), headers: bearer(token) });
}

describe('demo district content', () => {
  it('gives every district each content type, in its language and English', async () => {
    const db = t.database.db;
    const all = await db.select().from(districts);
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const district of all) {
      const lang = district.defaultLanguage as 'it' | 'pt' | 'en';
      const rows = await db.select().from(contents).where(eq(contents.districtId, district.id));
      for (const type of TYPES) expect(rows.filter((r) => r.type === type).length, `${district.name} ${type}`).toBeGreaterThan(0);
      for (const row of rows) {
        const own = row.translations[lang];
        expect(own?.title, `${district.name} #${row.id} in ${lang}`).toBeTruthy();
        expect(own!.description).toMatch(OWN_WORDS[lang]);
        expect(row.translations.en?.title).toBeTruthy();
        expect(row.cover, `${district.name} #${row.id} cover`).toMatch(/^[a-f0-9]{32}\.png$/);
        expect(row.authorName).not.toBe('');
        if (row.status === 'published') expect(row.datetimeConfirmation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (row.externalLink) expect(row.externalLink).toMatch(/^https:\/\//);
      }
      const news = rows.filter((r) => r.type === 'district_news');
      expect(news.length).toBeGreaterThanOrEqual(4);
      expect(news.filter((r) => r.topNews)).toHaveLength(1);
      expect(news.filter((r) => r.status === 'draft')).toHaveLength(1);
      // Tags of the news are the district's own.
      const own = new Set((await db.select({ id: tags.id }).from(tags).where(eq(tags.districtId, district.id))).map((r) => r.id));
      for (const id of news.flatMap((r) => r.tagIds)) expect(own.has(id)).toBe(true);
      // Some promotion is valid today, in the district's calendar.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: district.timeZone }).format(new Date());
      const promotions = rows.filter((r) => r.type === 'district_promotions');
      expect(promotions.some((p) => p.datetimeStart! <= today && today <= p.datetimeEnd!)).toBe(true);
      const camera = rows.find((r) => r.type === 'live_cameras')!;
      expect(camera.streamVerified).toBe(true);
      expect(camera.externalLink).toMatch(/^https:\/\/.+\.m3u8$/);
      for (const s of rows.filter((r) => r.type === 'district_smart_solutions')) expect(s.externalLink).toMatch(/^https:\/\//);
      // The district's own page.
      expect(district.translations[lang]?.description).toMatch(OWN_WORDS[lang]);
      expect(district.address).toBeTruthy();
      expect(district.smartSolutionMapLink).toMatch(/^https:\/\//);
    }
  });

  it('gives every district a podcast with three episodes', async () => {
    const db = t.database.db;
    for (const district of await db.select().from(districts)) {
      const [podcast] = await db
        .select()
        .from(contents)
        .where(and(eq(contents.districtId, district.id), eq(contents.type, 'district_podcasts')));
      expect(podcast.episodeCover).toMatch(/^[a-f0-9]{32}\.png$/);
      const episodes = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, podcast.id));
      expect(episodes.map((e) => e.position).sort()).toEqual([0, 1, 2]);
      for (const e of episodes) {
        expect(e.districtId).toBe(district.id);
        expect(e.externalLink).toMatch(/^https:\/\//);
        expect(e.translations[district.defaultLanguage as 'it' | 'pt' | 'en']?.title).toBeTruthy();
        expect(e.translations.en?.episode_number).toMatch(/^\d+$/);
      }
    }
  });

  it('gives every district useful and SOS contacts, the country’s emergency number among them', async () => {
    const db = t.database.db;
    const EMERGENCY: Record<string, string> = { it: '112', pt: '190', en: '911' };
    for (const district of await db.select().from(districts)) {
      const rows = await db.select().from(districtContacts).where(eq(districtContacts.districtId, district.id));
      for (const kind of ['useful_info', 'sos'] as const) {
        const ofKind = rows.filter((r) => r.kind === kind);
        expect(ofKind.length, `${district.name} ${kind}`).toBeGreaterThanOrEqual(3);
        expect(ofKind.map((r) => r.position).sort((a, b) => a - b)).toEqual(ofKind.map((_, i) => i));
      }
      for (const r of rows) {
        expect(r.phone).toMatch(/^\+?\d{3,}$/);
        expect(['emergency', 'health', 'security', 'utilities', 'transport', 'administration', 'other']).toContain(r.category);
        expect(r.translations[district.defaultLanguage as 'it' | 'pt' | 'en']?.name).toBeTruthy();
      }
      expect(rows.filter((r) => r.kind === 'sos').map((r) => r.phone)).toContain(EMERGENCY[district.defaultLanguage]);
    }
  });

  it('serves every gallery image and cover as a real image to a logged-in user', async () => {
    const db = t.database.db;
    for (const district of await db.select().from(districts)) {
      const gallery = await db.select().from(districtGallery).where(eq(districtGallery.districtId, district.id));
      expect(gallery.length).toBeGreaterThanOrEqual(4);
      for (const g of gallery) expect(g.translations[district.defaultLanguage as 'it' | 'pt' | 'en']?.caption).toBeTruthy();
      const covers = (await db.select({ cover: contents.cover }).from(contents).where(eq(contents.districtId, district.id))).map((r) => r.cover!);
      for (const name of [...gallery.map((g) => g.image), district.cover!, ...covers]) {
        const res = await load(name);
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(imageType(res.rawPayload)).toBe('png');
        expect(imageSize(res.rawPayload, 'png')!.width).toBeGreaterThanOrEqual(300);
      }
    }
  });
});

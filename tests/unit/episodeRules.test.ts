import { describe, expect, it } from 'vitest';
import podcasts from '../../resources/district_podcasts/contract';
import { currentLanguageErrors, EPISODE_PERMISSIONS, episodeLinkError, PODCASTS, PODCASTS_FEATURE } from '../../resources/district_podcasts/episodes/rules';
import { episodeInput } from '../../resources/district_podcasts/episodes/schema';
import { contractPermissions } from '../../src/contract/entity';
import { V } from '../../src/lib/formats';

/** The episode rules the edit dialog and the routes share (spec content §5 "Episode edit"). */
const valid = {
  podcast_id: 3,
  translations: [{ locale: 'it', title: 'Il ponte', episode_number: '1' }],
  external_link: 'https://podcasts.example.org/1',
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = episodeInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('episode link', () => {
  it('is required first ("the podcast URL is required"), then an http(s) URL: the check the original had inverted', () => {
    expect(episodeLinkError(undefined)).toBe(V.PodcastUrlRequired);
    expect(episodeLinkError('   ')).toBe(V.PodcastUrlRequired);
    expect(episodeLinkError('podcasts.example.org/1')).toBe(V.InvalidUrl);
    expect(episodeLinkError('ftp://podcasts.example.org/1')).toBe(V.InvalidUrl);
    expect(episodeLinkError('javascript:alert(1)')).toBe(V.InvalidUrl);
    expect(episodeLinkError('https://podcasts.example.org/1')).toBeUndefined();
    expect(episodeLinkError(' http://radio.example.org/a?b=1 ')).toBeUndefined();
  });
});

describe('current language', () => {
  it('needs the title and the number in the language the form is in', () => {
    expect(currentLanguageErrors({ title: { it: 'Il ponte' }, episode_number: { it: '1' } }, 'it')).toEqual({});
    expect(currentLanguageErrors({ title: { en: 'The bridge' }, episode_number: { it: ' ' } }, 'it')).toEqual({
      title: { it: V.LangNotNull },
      episode_number: { it: V.LangNotNull },
    });
  });
});

describe('episode schema', () => {
  it('takes a valid episode, trimmed', () => {
    expect(episodeInput.parse({ ...valid, external_link: ' https://podcasts.example.org/1 ' }).external_link).toBe('https://podcasts.example.org/1');
  });
  it('refuses an empty title or number, texts over 90 characters, a missing or invalid link, unknown fields', () => {
    expect(errorsOf({ ...valid, translations: [{ locale: 'it', title: '', episode_number: '1' }] })).toEqual({
      'translations.it.title': V.LangNotNull,
      'translations.it.episode_number': V.LangNotNull,
    });
    expect(errorsOf({ ...valid, translations: [{ locale: 'it', title: 'x'.repeat(91), episode_number: '1'.repeat(90) }] })).toEqual({
      'translations.it.title': V.FieldTooLongMax,
    });
    expect(errorsOf({ ...valid, external_link: undefined })).toEqual({ external_link: V.PodcastUrlRequired });
    expect(errorsOf({ ...valid, external_link: 'www.example.org' })).toEqual({ external_link: V.InvalidUrl });
    expect(errorsOf({ ...valid, position: 1 })).toEqual({ '': V.FieldUnknown });
  });
});

describe('episode rights', () => {
  it("are the podcast entity's: its flag, and reading with any of its rights", () => {
    expect(podcasts.name).toBe(PODCASTS);
    expect(podcasts.features).toEqual([PODCASTS_FEATURE]);
    expect([...EPISODE_PERMISSIONS.read].sort()).toEqual([...contractPermissions(podcasts)].sort());
  });
});

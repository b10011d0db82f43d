import { describe, expect, it } from 'vitest';
import { composeDefaults, readNotifyAbout } from '../../resources/notifications/draft';
import { currentLanguageErrors } from '../../src/components/content/ContentForm';
import { dateFormValue, UNFINISHED_DATE } from '../../src/components/form/DateInput';
import { mergeErrors } from '../../src/components/form/RecordForm';
import { afterDelete } from '../../src/components/form/ResourceForm';
import { inCurrentLanguage } from '../../src/components/form/useSaveFlow';
import { contentContract, isContentContract } from '../../src/contract/content';
import { contentDateErrors, contentInput } from '../../src/contract/contentSchema';
import { issuesToFormErrors } from '../../src/client/formRules';
import { breadcrumbs } from '../../src/layout/breadcrumbs';
import { CONTRACTS, SECTIONS } from '../../src/registry/contracts';
import { pageLabels, pageOwners, RESOURCES } from '../../src/registry/registry';
import { SCREEN_ROUTES } from '../../src/registry/screens';

/** The content form's rules (spec content §5 "News and event content form"), shared by form and server. */
const promotion = contentContract({
  name: 'test_promotions',
  route: '/backend/test/promotions',
  section: { id: 'test_promotions', parent: 'district' },
  permissions: { add: 'district_contents_add' },
  fields: ['cover', 'external_link', 'dates', 'place', 'visibility'],
  required: ['cover', 'dates'],
});
const schema = contentInput(promotion.content);
const errorsOf = (input: object) => {
  const r = schema.safeParse(input);
  return r.success ? {} : issuesToFormErrors(r.error.issues);
};
const base = {
  translations: [{ locale: 'it', title: 'Offerta', description: 'Testo' }],
  cover: 'a1b2.png',
  datetime_start: '2031-05-01',
  datetime_end: '2031-05-02',
};

describe('a content contract', () => {
  it('is an entity of the contents table by its name, with the content list options', () => {
    expect(promotion.subset).toEqual({ type: 'test_promotions' });
    expect(promotion.list.tabs).toEqual({ filter: 'status', values: ['all', 'published', 'draft'], default: 'all' });
    expect(promotion.translatable).toEqual(['title', 'description']);
    expect(promotion.images).toEqual(['cover']);
    expect(isContentContract(promotion)).toBe(true);
    // The five district content entities are content contracts.
    const names = CONTRACTS.filter(isContentContract).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['district_news', 'district_podcasts', 'district_promotions', 'live_cameras', 'district_smart_solutions']));
  });
});

describe('the content form’s rules', () => {
  it('needs title and text in a language (LangNotNull, naming it) and the cover (NoImage)', () => {
    const e = errorsOf({ ...base, translations: [{ locale: 'it', title: ' ', description: '' }], cover: '' });
    expect(e).toMatchObject({
      title: { it: { message: 'Validations.LangNotNull', args: { language: 'IT' } } },
      description: { it: { message: 'Validations.LangNotNull' } },
      cover: { message: 'Validations.NoImage' },
    });
  });

  it('needs valid days, the end not before the start (NotNull, DateInvalid, DateEndNotEqualPastStart)', () => {
    expect(errorsOf({ ...base, datetime_start: '', datetime_end: undefined })).toMatchObject({
      datetime_start: { message: 'Validations.FieldNotNull' },
      datetime_end: { message: 'Validations.FieldNotNull' },
    });
    expect(errorsOf({ ...base, datetime_start: '2031-02-30' })).toMatchObject({ datetime_start: { message: 'Validations.DateInvalid' } });
    expect(errorsOf({ ...base, datetime_start: '2031-05-03' })).toMatchObject({ datetime_end: { message: 'Validations.DateEndNotEqualPastStart' } });
    expect(errorsOf({ ...base, datetime_start: '2031-05-02' })).toEqual({});
  });

  it('needs a custom place’s name and address (CustomSpaceNoName, CustomSpaceNoAddress), and http(s) links', () => {
    expect(errorsOf({ ...base, place_type: 'custom_space', place_name: ' ', external_link: 'ftp://x.org' })).toMatchObject({
      place_name: { message: 'Validations.CustomSpaceNoName' },
      place_address: { message: 'Validations.CustomSpaceNoAddress' },
      external_link: { message: 'Validations.InvalidUrl' },
    });
    expect(errorsOf({ ...base, place_type: 'custom_space', place_name: 'Cortile', place_address: 'Via Vigevano 1', external_link: 'https://x.org/a' })).toEqual(
      {},
    );
  });

  it('refuses the fields the entity does not have, and keeps a kept image by its name', () => {
    expect(schema.safeParse({ ...base, top_news: true }).success).toBe(false);
    const kept = schema.parse({ ...base, cover: 'http://localhost:3000/api/v3/files/abc.png?expires=1&session=2&signature=3' });
    expect(kept.cover).toBe('abc.png');
  });

  it('says "not in the past" of a new item’s days against the district’s today', () => {
    expect(contentDateErrors({ datetime_start: '2026-11-24', datetime_end: '2026-11-25' }, '2026-11-25')).toEqual({
      datetime_start: ['Validations.DateStartNotPast'],
    });
    expect(contentDateErrors({ datetime_start: '2026-11-25', datetime_end: '2026-11-26' }, '2026-11-25')).toEqual({});
    expect(contentDateErrors({}, '2026-11-25')).toEqual({});
  });
});

describe('pages of a content entity', () => {
  it('the podcast details page at the spec’s own path has its breadcrumb under Podcasts', () => {
    const podcasts = RESOURCES.find((r) => r.name === 'district_podcasts')!;
    expect(podcasts.detailsRoute).toBe('/backend/district/podcast/details');
    const crumbs = breadcrumbs('/backend/district/podcast/details', SCREEN_ROUTES, SECTIONS, pageLabels(), pageOwners());
    expect(crumbs.map((c) => c.key)).toEqual(['sections.dashboard', 'sections.district', 'sections.district_podcasts', 'Shell.Pages.details']);
    expect(crumbs[2].to).toBe('/backend/district/podcasts');
  });

  it('a delete from a form opened from the details goes two steps back', () => {
    const details = { path: '/backend/district/news/details', state: { TargetId: 4, origin: '/backend/district/news', originState: { tab: 'draft' } } };
    expect(afterDelete(details, '/backend/district/news', '/backend/district/news/details')).toEqual({
      path: '/backend/district/news',
      state: { tab: 'draft' },
    });
    const list = { path: '/backend/district/news', state: null };
    expect(afterDelete(list, '/backend/district/news', '/backend/district/news/details')).toBe(list);
  });

  it('"save and notify" starts the notification from the content: its type, id and title', () => {
    const about = readNotifyAbout({ content_type: 'district_news', content_id: 7, content_title: { it: 'Lavori in cortile', en: '', pt: 42 } });
    expect(about).toEqual({ content_type: 'district_news', content_id: 7, title: { it: 'Lavori in cortile' } });
    expect(composeDefaults(about).title).toEqual({ it: 'Lavori in cortile' });
    expect(readNotifyAbout({ content_type: 'nonsense', content_id: 7 })).toEqual({ content_type: null, content_id: null });
    expect(readNotifyAbout({ content_type: 'district_news', content_id: 7, content_title: { en: 'x'.repeat(150) } }).title!.en).toHaveLength(100);
  });
});

describe('the form’s messages land where the user can answer them', () => {
  it('"cannot be empty" goes to the current language, and not to a field given there', () => {
    const schemaErrors = {
      title: { en: { message: 'Validations.LangNotNull', args: { language: 'EN' } } },
      description: { en: { message: 'Validations.LangNotNull', args: { language: 'EN' } }, pt: { message: 'Validations.FieldTooLongMax' } },
    };
    const values = { title: { it: 'Titolo', en: 'Titolo' }, description: { it: '' } };
    expect(inCurrentLanguage(schemaErrors, ['title', 'description'], 'it', values)).toEqual({
      description: { pt: { message: 'Validations.FieldTooLongMax' }, it: { message: 'Validations.LangNotNull', args: { language: 'IT' } } },
    });
  });

  it('the content form asks for title and text in the current language', () => {
    const payload = {
      translations: [
        { locale: 'en', title: 'Hello', description: 'World' },
        { locale: 'it', title: 'Ciao', description: ' ' },
      ],
    };
    expect(currentLanguageErrors(payload, 'it')).toEqual({ description: { it: { message: 'Validations.LangNotNull', args: { language: 'IT' } } } });
    expect(currentLanguageErrors(payload, 'en')).toEqual({});
  });

  it('the schema’s errors and the form’s rules merge per language', () => {
    expect(mergeErrors({ title: { en: { message: 'a' } }, cover: { message: 'b' } }, { title: { it: { message: 'c' } }, datetime_start: 'd' })).toEqual({
      title: { en: { message: 'a' }, it: { message: 'c' } },
      cover: { message: 'b' },
      datetime_start: 'd',
    });
  });

  it('a half-typed date is kept as such: neither lost nor taken for a day', () => {
    expect(dateFormValue(null)).toBeNull();
    expect(dateFormValue(new Date(2031, 4, 2))).toBe('2031-05-02');
    // A year of one digit typed so far: the picker's date of year 2.
    const yearTwo = new Date(2031, 4, 2);
    yearTwo.setFullYear(2);
    expect(dateFormValue(yearTwo)).toBe(UNFINISHED_DATE);
    expect(dateFormValue(new Date(Number.NaN))).toBe(UNFINISHED_DATE);
    expect(errorsOf({ ...base, datetime_start: UNFINISHED_DATE })).toMatchObject({ datetime_start: { message: 'Validations.DateInvalid' } });
  });
});

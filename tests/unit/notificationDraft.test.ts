import { describe, expect, it } from 'vitest';
import { notificationInput } from '../../resources/notifications/schema';
import {
  clearDraft,
  composeDefaults,
  composePayload,
  composeRuleErrors,
  loadDraft,
  readNotifyAbout,
  saveDraft,
  scheduleValue,
  UNFINISHED_SCHEDULE,
  toOffsetIso,
  valuesOfRecord,
  withPicked,
  withTime,
  type ComposeValues,
} from '../../resources/notifications/draft';
import { audienceQuery } from '../../resources/notifications/queries';

const NOW = new Date('2030-05-10T10:00:00Z');
const draft = (over: Partial<ComposeValues> = {}): ComposeValues => ({
  ...composeDefaults(),
  title: { it: 'Acqua' },
  content: { it: 'Chiusa martedì' },
  ...over,
});

/** A Storage in memory, for the draft kept between the compose page and the selection list. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe('notification draft → payload', () => {
  it('fills blank languages from the current one and sends translations the schema takes', () => {
    const payload = composePayload(draft({ title: { it: 'Acqua', en: 'Water' } }), 'it');
    expect(payload.translations).toEqual([
      { locale: 'en', title: 'Water', content: 'Chiusa martedì' },
      { locale: 'it', title: 'Acqua', content: 'Chiusa martedì' },
      { locale: 'pt', title: 'Acqua', content: 'Chiusa martedì' },
      { locale: 'es', title: 'Acqua', content: 'Chiusa martedì' },
    ]);
    expect(Object.keys(payload).sort()).toEqual([
      'content_id',
      'content_type',
      'scheduled_at',
      'target_role_id',
      'target_type',
      'target_user_ids',
      'time_send',
      'translations',
    ]);
    expect(notificationInput.safeParse(payload).success).toBe(true);
  });

  it("keeps only the chosen target's fields (a role picked before switching to all is not sent)", () => {
    const payload = composePayload(
      draft({ target_type: 'all', target_role_id: 4, target_user_ids: [1, 2], time_send: 'send_now', scheduled_at: '2030-05-11T09:00:00+02:00' }),
      'it',
    );
    expect(payload).toMatchObject({ target_type: 'all', target_role_id: null, target_user_ids: [], scheduled_at: null });
    const users = composePayload(withPicked(draft(), [{ id: 7, full_name: 'Ada' }]), 'it');
    expect(users).toMatchObject({ target_type: 'users', target_user_ids: [7] });
    expect(users).not.toHaveProperty('target_users');
    const scheduled = composePayload(draft({ time_send: 'schedule', scheduled_at: '2030-05-11T09:00:00+02:00' }), 'it');
    expect(scheduled).toMatchObject({ time_send: 'schedule', scheduled_at: '2030-05-11T09:00:00+02:00' });
    expect(notificationInput.safeParse(scheduled).success).toBe(true);
  });

  it('with no text anywhere, the current language goes empty so its inputs get the message', () => {
    const payload = composePayload(draft({ title: {}, content: {} }), 'pt');
    expect(payload.translations).toEqual([{ locale: 'pt', title: '', content: '' }]);
    expect(notificationInput.safeParse(payload).success).toBe(false);
  });
});

describe('notification rules in the form', () => {
  it('says "select a user first" on the users field, and the role and activity on theirs', () => {
    expect(composeRuleErrors(draft({ target_type: 'users' }), NOW)).toEqual({ target_user_ids: 'Validations.SelectUserFirst' });
    expect(composeRuleErrors(draft({ target_type: 'role' }), NOW)).toEqual({ target_role_id: 'Validations.SelectAnOption' });
    expect(composeRuleErrors(draft({ target_type: 'interested', content_type: 'posts', content_id: 3 }), NOW)).toEqual({
      content_id: 'Validations.SelectAnOption',
    });
    expect(composeRuleErrors(draft({ target_type: 'participating', content_type: 'events', content_id: 3 }), NOW)).toEqual({});
    expect(composeRuleErrors(withPicked(draft(), [{ id: 1, full_name: 'A' }]), NOW)).toEqual({});
  });

  it('refuses a schedule in the past, and none at all', () => {
    expect(composeRuleErrors(draft({ time_send: 'schedule', scheduled_at: '2030-05-10T09:59:00Z' }), NOW)).toEqual({
      scheduled_at: 'Validations.DateTimeNotPast',
    });
    expect(composeRuleErrors(draft({ time_send: 'schedule', scheduled_at: null }), NOW)).toEqual({ scheduled_at: 'Validations.FieldNotNull' });
    expect(composeRuleErrors(draft({ time_send: 'schedule', scheduled_at: '2030-05-10T10:01:00Z' }), NOW)).toEqual({});
    // A past date left from a schedule does not count once "send now" is chosen.
    expect(composeRuleErrors(draft({ time_send: 'send_now', scheduled_at: '2000-01-01T00:00:00Z' }), NOW)).toEqual({});
  });
});

describe('notification page state', () => {
  it('starts on the content it was opened from (spec console §2), and ignores what is not one', () => {
    expect(readNotifyAbout({ content_type: 'events', content_id: '12', defaultLanguage: 'it', origin: '/backend/community/activities' })).toEqual({
      content_type: 'events',
      content_id: 12,
    });
    expect(readNotifyAbout({ contentType: 'news', contentId: 3 })).toEqual({ content_type: 'news', content_id: 3 });
    expect(readNotifyAbout({ content_type: 'podcasts', content_id: 3 })).toEqual({ content_type: null, content_id: null });
    expect(readNotifyAbout(null)).toEqual({ content_type: null, content_id: null });
    expect(composeDefaults(readNotifyAbout({ content_type: 'events', content_id: 5 }))).toMatchObject({
      target_type: 'all',
      content_type: 'events',
      content_id: 5,
    });
  });

  it('reads a planned record back into the form', () => {
    const values = valuesOfRecord({
      id: 3,
      title: { it: 'A' },
      content: { it: 'B' },
      target_type: 'role',
      target_role_id: 4,
      target_user_ids: [],
      content_type: null,
      content_id: null,
      time_send: 'schedule',
      scheduled_at: '2030-05-11T09:00:00+00:00',
    });
    expect(values).toMatchObject({
      title: { it: 'A' },
      target_type: 'role',
      target_role_id: 4,
      time_send: 'schedule',
      scheduled_at: '2030-05-11T09:00:00+00:00',
    });
  });

  it('keeps one draft per compose page in storage, and gives it back only to its key', () => {
    const storage = memoryStorage();
    const values = draft({ target_type: 'users' });
    saveDraft('k1', values, storage);
    expect(loadDraft('k1', storage)).toEqual(values);
    expect(loadDraft('k2', storage)).toBeNull();
    expect(loadDraft(null, storage)).toBeNull();
    clearDraft(storage);
    expect(loadDraft('k1', storage)).toBeNull();
  });

  it('builds the schedule from a day and a time, with the local offset', () => {
    const at = withTime(new Date(2030, 4, 11, 17, 5), new Date(2000, 0, 1, 9, 30));
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2030, 4, 11, 9, 30]);
    expect(toOffsetIso(at)).toMatch(/^2030-05-11T09:30:00([+-]\d{2}:\d{2}|Z)$/);
    expect(notificationInput.shape.scheduled_at.safeParse(toOffsetIso(at)).success).toBe(true);
  });

  it("gives the form the schedule's instant on the district's clock, a marker while half-typed, null while empty", () => {
    const day = new Date(2030, 4, 11);
    const time = new Date(2000, 0, 1, 9, 30);
    // 09:30 in Rome in May (summer time, +02:00) is 07:30 UTC, whatever the browser's own zone.
    expect(new Date(scheduleValue(day, time, 'Europe/Rome') ?? '').toISOString()).toBe('2030-05-11T07:30:00.000Z');
    expect(scheduleValue(null, time, 'Europe/Rome')).toBeNull();
    expect(scheduleValue(day, null, 'Europe/Rome')).toBeNull();
    // A day whose section was cleared to be typed anew: the form holds the marker, its rule says why.
    expect(scheduleValue(new Date(Number.NaN), time, 'Europe/Rome')).toBe(UNFINISHED_SCHEDULE);
    expect(composeRuleErrors(draft({ time_send: 'schedule', scheduled_at: UNFINISHED_SCHEDULE }), NOW)).toEqual({
      scheduled_at: 'Validations.DateInvalid',
    });
  });

  it('asks the audience route only for a complete target; picked users are counted in the page', () => {
    expect(audienceQuery(draft())).toEqual({ target_type: 'all' });
    expect(audienceQuery(draft({ target_type: 'role' }))).toBeNull();
    expect(audienceQuery(draft({ target_type: 'role', target_role_id: 2 }))).toEqual({ target_type: 'role', target_role_id: 2 });
    expect(audienceQuery(draft({ target_type: 'interested', content_type: 'events', content_id: 9 }))).toEqual({
      target_type: 'interested',
      content_type: 'events',
      content_id: 9,
    });
    expect(audienceQuery(draft({ target_type: 'users', target_user_ids: [1] }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { notificationRuleErrors } from '../../resources/notifications/rules';
import { notificationInput } from '../../resources/notifications/schema';

const now = new Date('2026-11-25T10:00:00Z');

describe('the compose form’s rules across fields', () => {
  it('asks for a target, then for what the target needs', () => {
    expect(notificationRuleErrors({}, now)).toEqual({ target_type: 'Validations.SelectAnOption' });
    expect(notificationRuleErrors({ target_type: 'all' }, now)).toEqual({});
    expect(notificationRuleErrors({ target_type: 'users', target_user_ids: [] }, now)).toEqual({ target_user_ids: 'Validations.SelectUserFirst' });
    expect(notificationRuleErrors({ target_type: 'users', target_user_ids: [4] }, now)).toEqual({});
    expect(notificationRuleErrors({ target_type: 'role' }, now)).toEqual({ target_role_id: 'Validations.SelectAnOption' });
    expect(notificationRuleErrors({ target_type: 'role', target_role_id: 2 }, now)).toEqual({});
  });

  it('reaches the interested or the participating only through an activity', () => {
    expect(notificationRuleErrors({ target_type: 'interested', content_type: 'events' }, now)).toEqual({ content_id: 'Validations.SelectAnOption' });
    expect(notificationRuleErrors({ target_type: 'participating', content_type: 'posts', content_id: 3 }, now)).toEqual({
      content_id: 'Validations.SelectAnOption',
    });
    expect(notificationRuleErrors({ target_type: 'participating', content_type: 'events', content_id: 3 }, now)).toEqual({});
  });

  it('plans only for a valid time after now', () => {
    const at = (iso: string | null) => notificationRuleErrors({ target_type: 'all', time_send: 'schedule', scheduled_at: iso }, now);
    expect(at(null)).toEqual({ scheduled_at: 'Validations.FieldNotNull' });
    expect(at('not a date')).toEqual({ scheduled_at: 'Validations.DateInvalid' });
    expect(at('2026-11-25T10:00:00Z')).toEqual({ scheduled_at: 'Validations.DateTimeNotPast' });
    expect(at('2026-11-25T09:59:00Z')).toEqual({ scheduled_at: 'Validations.DateTimeNotPast' });
    expect(at('2026-11-25T10:01:00+01:00')).toEqual({ scheduled_at: 'Validations.DateTimeNotPast' });
    expect(at('2026-11-25T10:01:00Z')).toEqual({});
    // Sent now, a leftover time does not matter.
    expect(notificationRuleErrors({ target_type: 'all', time_send: 'send_now', scheduled_at: '2020-01-01T00:00:00Z' }, now)).toEqual({});
  });
});

describe('the compose input', () => {
  it('needs a title and a content in one language at least (LangNotNull), each within its length', () => {
    const parse = (translations: object[]) => notificationInput.safeParse({ translations, target_type: 'all' });
    expect(parse([{ locale: 'it', title: 'Festa', content: 'Sabato' }]).success).toBe(true);
    const blank = parse([{ locale: 'en', title: '', content: '' }]);
    expect(blank.success).toBe(false);
    expect(blank.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['translations.en.title', 'Validations.LangNotNull'],
      ['translations.en.content', 'Validations.LangNotNull'],
    ]);
    const long = parse([{ locale: 'en', title: 'x'.repeat(101), content: 'ok' }]);
    expect(long.error!.issues.map((i) => i.path.join('.'))).toEqual(['translations.en.title']);
  });

  it('takes ids as numbers only, and defaults to sending now', () => {
    const parsed = notificationInput.parse({ translations: [{ locale: 'en', title: 'a', content: 'b' }], target_type: 'users', target_user_ids: [1, 2] });
    expect(parsed).toMatchObject({ time_send: 'send_now', scheduled_at: null, target_role_id: null });
    expect(
      notificationInput.safeParse({ translations: [{ locale: 'en', title: 'a', content: 'b' }], target_type: 'users', target_user_ids: ['1'] }).success,
    ).toBe(false);
  });
});

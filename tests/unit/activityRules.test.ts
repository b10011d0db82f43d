import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import it_ from '../../i18n/it';
import pt from '../../i18n/pt';
import { ACTIVITY_LIMITS, ACTIVITY_TABS, EVENT_STATUSES, type EventStatus } from '../../resources/community_activities/constants';
import {
  activityErrors,
  AV,
  frozenDay,
  nextStatuses,
  occurrenceDays,
  outsideHoursArgs,
  statusStamps,
  tabStatuses,
  type ActivityRulesContext,
  type ActivityRulesInput,
} from '../../resources/community_activities/rules';
import { translate } from '../../src/lib/translate';

const MAX = ACTIVITY_LIMITS.occurrencesMax;

describe('occurrences of a repeating activity (content §3 "repeat", "end repetition")', () => {
  it('is the first day alone without a repeat, and nothing when the repetition ends before it', () => {
    expect(occurrenceDays('2026-12-01', 'none', null)).toEqual(['2026-12-01']);
    expect(occurrenceDays('2026-12-01', 'none', '2026-12-31')).toEqual(['2026-12-01']);
    expect(occurrenceDays('2026-12-01', 'daily', '2026-11-30')).toEqual([]);
    expect(occurrenceDays('2026-12-01', 'weekly', '2026-12-01')).toEqual(['2026-12-01']);
    expect(occurrenceDays('2026-02-30', 'daily', '2026-03-05')).toEqual([]);
  });

  it('steps a day or a week up to the last day included, across months and years', () => {
    expect(occurrenceDays('2026-12-30', 'daily', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(occurrenceDays('2026-12-01', 'weekly', '2026-12-22')).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22']);
    expect(occurrenceDays('2026-12-01', 'weekly', '2026-12-21')).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
  });

  it('keeps the day of the month, skipping the months without it (the 31st)', () => {
    expect(occurrenceDays('2027-01-31', 'monthly', '2027-08-31')).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31']);
    expect(occurrenceDays('2026-11-15', 'monthly', '2027-02-14')).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('keeps month and day each year, 29 February only in leap years', () => {
    expect(occurrenceDays('2028-02-29', 'yearly', '2037-03-01')).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
    expect(occurrenceDays('2026-06-10', 'yearly', '2028-06-09')).toEqual(['2026-06-10', '2027-06-10']);
  });

  it('stops one past the most occurrences allowed, so that a caller sees "too many"', () => {
    const days = occurrenceDays('2026-01-01', 'daily', '2030-12-31');
    expect(days).toHaveLength(MAX + 1);
    expect(days[MAX]).toBe('2027-01-02');
    expect(occurrenceDays('2026-01-01', 'daily', '2026-12-31')).toHaveLength(365);
    expect(occurrenceDays('2026-01-31', 'monthly', '9999-12-31')).toHaveLength(MAX + 1);
  });
});

const TODAY = '2026-11-27';
const valid: ActivityRulesInput = {
  date: '2026-12-01',
  start_time: '10:00',
  end_time: '12:00',
  repeat: { freq: 'none', until: null },
  place_type: 'none',
  space_id: null,
  place_name: null,
  place_address: null,
  max_people: null,
  price_private: 0,
  price_spot: 0,
  payment_method: null,
  boleto: false,
  payment_recipient: null,
};
const ctx = (extra: Partial<ActivityRulesContext> = {}): ActivityRulesContext => ({ today: TODAY, nowMinutes: 9 * 60, checkPast: true, ...extra });
const errorsOf = (extra: Record<string, unknown>, c: Partial<ActivityRulesContext> = {}) => activityErrors({ ...valid, ...extra }, ctx(c));

describe('activity form rules (content §3 "Activity", §5)', () => {
  it('takes a whole activity with no error', () => {
    expect(activityErrors(valid, ctx())).toEqual({});
  });

  it('wants a valid day and valid times, the end (24:00 allowed) after the start', () => {
    expect(errorsOf({ date: '' })).toEqual({ date: 'Validations.FieldNotNull' });
    expect(errorsOf({ date: '2026-02-30' })).toEqual({ date: 'Validations.DateInvalid' });
    expect(errorsOf({ start_time: '', end_time: undefined })).toEqual({ start_time: 'Validations.FieldNotNull', end_time: 'Validations.FieldNotNull' });
    expect(errorsOf({ start_time: '24:00', end_time: '25:00' })).toEqual({ start_time: 'Validations.InvalidHour', end_time: 'Validations.InvalidHour' });
    expect(errorsOf({ start_time: '22:00', end_time: '24:00' })).toEqual({});
    expect(errorsOf({ start_time: '12:00', end_time: '12:00' })).toEqual({ end_time: AV.EndAfterStart });
    expect(errorsOf({ start_time: '12:00', end_time: '11:00' })).toEqual({ end_time: 'Validations.ActivityEndAfterStart' });
  });

  it('refuses a past day, or today’s time already gone, when asked to', () => {
    expect(errorsOf({ date: '2026-11-26' })).toEqual({ date: 'Validations.DateTimeNotPast' });
    expect(errorsOf({ date: TODAY, start_time: '09:00' })).toEqual({ start_time: 'Validations.DateTimeNotPast' });
    expect(errorsOf({ date: TODAY, start_time: '09:01' })).toEqual({});
    expect(errorsOf({ date: '2026-11-26' }, { checkPast: false })).toEqual({});
  });

  it('wants a repetition’s last day, not before the first, within the most occurrences', () => {
    expect(errorsOf({ repeat: { freq: 'weekly', until: null } })).toEqual({ 'repeat.until': 'Validations.FieldNotNull' });
    expect(errorsOf({ repeat: { freq: 'weekly', until: '2026-13-01' } })).toEqual({ 'repeat.until': 'Validations.DateInvalid' });
    expect(errorsOf({ repeat: { freq: 'weekly', until: '2026-11-30' } })).toEqual({ 'repeat.until': 'Validations.DateEndNotEqualPastStart' });
    expect(errorsOf({ repeat: { freq: 'daily', until: '2027-12-02' } })).toEqual({ 'repeat.until': AV.TooManyOccurrences });
    expect(errorsOf({ repeat: { freq: 'monthly', until: '2057-12-01' } })['repeat.until']).toBe('Validations.ActivityTooManyOccurrences');
    expect(errorsOf({ repeat: { freq: 'daily', until: '2027-12-01' } })).toEqual({});
    expect(errorsOf({ repeat: { freq: 'hourly', until: '2026-12-31' } })).toEqual({ 'repeat.freq': 'Validations.SelectAnOption' });
    expect(errorsOf({ repeat: undefined })).toEqual({});
  });

  it('lets an occurrence saved alone keep its repeat only', () => {
    expect(errorsOf({}, { repeatLocked: true, repeatChanged: true })).toEqual({ 'repeat.freq': AV.RepeatNeedsAll });
    expect(errorsOf({}, { repeatLocked: true, repeatChanged: false })).toEqual({});
    expect(errorsOf({}, { repeatLocked: false, repeatChanged: true })).toEqual({});
  });

  it('wants a chosen space, or a custom place’s name and address', () => {
    expect(errorsOf({ place_type: 'select_space', space_id: null })).toEqual({ space_id: 'Validations.SelectAnOption' });
    expect(errorsOf({ place_type: 'select_space', space_id: 3 })).toEqual({});
    expect(errorsOf({ place_type: 'custom_space', place_name: ' ', place_address: null })).toEqual({
      place_name: 'Validations.CustomSpaceNoName',
      place_address: 'Validations.CustomSpaceNoAddress',
    });
    expect(errorsOf({ place_type: 'custom_space', place_name: 'Parco', place_address: 'Via Roma 1' })).toEqual({});
  });

  it('keeps an activity in a space inside its hours, off its frozen days and under its occupancy', () => {
    const inSpace = { place_type: 'select_space', space_id: 3 };
    const space = { open_all_day: false, open_time: '09:00', close_time: '20:00', max_occupancy: 30 };
    expect(errorsOf({ ...inSpace, start_time: '08:30', end_time: '10:00' }, { space })).toEqual({ start_time: AV.OutsideHours });
    expect(errorsOf({ ...inSpace, start_time: '19:00', end_time: '21:00' }, { space })).toEqual({ start_time: 'Validations.ActivityOutsideHours' });
    expect(errorsOf({ ...inSpace, start_time: '09:00', end_time: '20:00' }, { space })).toEqual({});
    expect(errorsOf({ ...inSpace, start_time: '00:00', end_time: '24:00' }, { space: { ...space, open_all_day: true } })).toEqual({});
    // Hours of a space apply to an activity in that space only.
    expect(errorsOf({ start_time: '08:30', end_time: '10:00' }, { space })).toEqual({});
    expect(errorsOf({ ...inSpace, max_people: 31 }, { space })).toEqual({ max_people: 'Validations.NumberMax' });
    expect(errorsOf({ ...inSpace, max_people: 30 }, { space })).toEqual({});
    expect(errorsOf({ ...inSpace, max_people: 500 }, { space: { ...space, max_occupancy: null } })).toEqual({});
    expect(errorsOf({ max_people: 0 })).toEqual({ max_people: 'Validations.NumberMin' });
  });

  it('refuses a space frozen on any occurrence, and on a day frozen from a time only an activity ending after it', () => {
    const inSpace = { ...valid, place_type: 'select_space', space_id: 3, repeat: { freq: 'weekly', until: '2026-12-31' } };
    const allDay = [{ date: '2026-12-15', available_until: null }];
    expect(errorsOf(inSpace, { frozen: allDay })).toEqual({ date: AV.SpaceFrozen });
    expect(frozenDay(inSpace, { frozen: allDay })).toBe('2026-12-15');
    expect(errorsOf({ ...inSpace, repeat: { freq: 'weekly', until: '2026-12-14' } }, { frozen: allDay })).toEqual({});
    expect(errorsOf({ ...inSpace, date: '2026-12-02' }, { frozen: allDay })).toEqual({});
    const fromNoon = [{ date: '2026-12-08', available_until: '12:00' }];
    expect(errorsOf(inSpace, { frozen: fromNoon })).toEqual({});
    expect(errorsOf({ ...inSpace, end_time: '12:30' }, { frozen: fromNoon })).toEqual({ date: 'Validations.ActivitySpaceFrozen' });
    expect(frozenDay({ ...inSpace, end_time: '12:30' }, { frozen: [...allDay, ...fromNoon] })).toBe('2026-12-08');
    expect(frozenDay(valid, { frozen: [] })).toBeNull();
  });

  it('wants a payment method for a price, a recipient for “other”, and Boleto only in reais', () => {
    expect(errorsOf({ price_private: 500 })).toEqual({ payment_method: 'Validations.SelectAnOption' });
    expect(errorsOf({ price_spot: 100, payment_method: 'cash' })).toEqual({});
    expect(errorsOf({ payment_method: 'other', payment_recipient: ' ' })).toEqual({ payment_recipient: 'Validations.FieldNotNull' });
    expect(errorsOf({ payment_method: 'other', payment_recipient: 'Associazione Navigli' })).toEqual({});
    expect(errorsOf({ boleto: true }, { currency: 'EUR' })).toEqual({ boleto: AV.BoletoNotBrl });
    expect(errorsOf({ boleto: true })).toEqual({ boleto: 'Validations.ActivityBoletoNotBrl' });
    expect(errorsOf({ boleto: true }, { currency: 'BRL' })).toEqual({});
  });

  it('reads what the user typed without throwing', () => {
    expect(activityErrors({}, ctx())).toEqual({
      date: 'Validations.FieldNotNull',
      start_time: 'Validations.FieldNotNull',
      end_time: 'Validations.FieldNotNull',
    });
    expect(activityErrors({ ...valid, repeat: 'weekly', max_people: '', price_private: '12', place_type: 'select_space', space_id: '0' }, ctx())).toEqual({
      space_id: 'Validations.SelectAnOption',
      payment_method: 'Validations.SelectAnOption',
    });
  });

  it('gives the space’s hours to the message, 00:00–24:00 for a 24-hour space', () => {
    expect(outsideHoursArgs({ open_time: '09:00', close_time: '20:00' })).toEqual({ open: '09:00', close: '20:00' });
    expect(outsideHoursArgs({ open_all_day: true, open_time: null, close_time: null })).toEqual({ open: '00:00', close: '24:00' });
    expect(translate(en, AV.OutsideHours, outsideHoursArgs({ open_time: '09:00', close_time: '20:00' }))).toContain('09:00–20:00');
  });

  it('has every message in en, it and pt, with its placeholders', () => {
    const args = { open: '09:00', close: '20:00', date: '15/12/2026', max: MAX };
    for (const messages of [en, it_, pt])
      for (const key of Object.values(AV)) {
        const shown = translate(messages, key, args);
        expect(shown, key).not.toBe(key);
        expect(shown, key).not.toMatch(/%\{/);
      }
    expect(translate(it_, AV.SpaceFrozen, args)).toContain('15/12/2026');
    expect(translate(pt, AV.TooManyOccurrences, args)).toContain(String(MAX));
  });
});

describe('event statuses (console §4)', () => {
  it('moves along the table, confirming from “to pay” only when forced online and refunding only what was paid', () => {
    const plain = { force_online: false, paid: false };
    const table: Record<EventStatus, EventStatus[]> = {
      to_pay: ['paying', 'waiting', 'rejected'],
      paying: ['waiting', 'to_pay', 'rejected'],
      waiting: ['confirmed', 'rejected'],
      confirmed: ['rejected'],
      rejected: ['confirmed'],
      refunding: ['refunded'],
      refunded: [],
    };
    for (const s of EVENT_STATUSES) expect(nextStatuses(s, plain), s).toEqual(table[s]);
    expect(nextStatuses('to_pay', { force_online: true, paid: false })).toEqual(['paying', 'waiting', 'rejected', 'confirmed']);
    expect(nextStatuses('rejected', { force_online: false, paid: true })).toEqual(['confirmed', 'refunding']);
    expect(nextStatuses('refunded', { force_online: true, paid: true })).toEqual([]);
  });

  it('stamps the new status’s date, and the payment’s status when it is paid or refunded', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(statusStamps('waiting', 'confirmed', now)).toEqual({ datetimeConfirmation: now });
    expect(statusStamps('confirmed', 'rejected', now)).toEqual({ datetimeRejection: now });
    expect(statusStamps('paying', 'waiting', now)).toEqual({ datetimePaid: now, paymentStatus: 'completed' });
    expect(statusStamps('to_pay', 'waiting', now)).toEqual({});
    expect(statusStamps('rejected', 'refunding', now)).toEqual({ datetimeRefundStarted: now, paymentStatus: 'refund' });
    expect(statusStamps('refunding', 'refunded', now)).toEqual({ datetimeRefundCompleted: now, paymentStatus: 'refunded' });
    expect(statusStamps('to_pay', 'paying', now)).toEqual({});
  });

  it('says what each list tab shows', () => {
    expect(tabStatuses('all')).toEqual({ statuses: null, history: false, upcoming: false });
    expect(tabStatuses('history')).toEqual({ statuses: null, history: true, upcoming: false });
    expect(tabStatuses('refunded')).toEqual({ statuses: ['refunded', 'refunding'], history: false, upcoming: true });
    for (const tab of ['to_pay', 'paying', 'waiting', 'confirmed', 'rejected'] as const)
      expect(tabStatuses(tab)).toEqual({ statuses: [tab], history: false, upcoming: true });
    const covered = new Set(ACTIVITY_TABS.flatMap((t) => tabStatuses(t).statuses ?? []));
    expect([...covered].sort()).toEqual([...EVENT_STATUSES].sort());
  });
});

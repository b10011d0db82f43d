import { describe, expect, it } from 'vitest';
import { decisionsFrom } from '../../resources/contracts/types';
import { latestCarbon } from '../../resources/apartments/consumptionRules';
import { readNoticeState } from '../../resources/visitors/pages';
import { guestSteps } from '../../resources/visitors/status';
import {
  confirmerLine,
  defaultRange,
  guestActions,
  guestNames,
  justConfirmedLine,
  invitationPayload,
  isRequired,
  rangeErrors,
  statusBadge,
} from '../../resources/visitors/rules';
import { invitationFormSchema } from '../../resources/visitors/formSchema';
import { reportPeriod } from '../../resources/visitors/schema';

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ first_name: `G${i + 1}` }));

describe('gate list rules', () => {
  it('shows at most 3 guest names, then how many more', () => {
    expect(guestNames(names(2))).toEqual({ shown: ['G1', 'G2'], more: 0 });
    expect(guestNames(names(3))).toEqual({ shown: ['G1', 'G2', 'G3'], more: 0 });
    expect(guestNames(names(5))).toEqual({ shown: ['G1', 'G2', 'G3'], more: 2 });
    expect(guestNames([])).toEqual({ shown: [], more: 0 });
  });

  it('starts on the last 7 days to today, across a month and a year boundary', () => {
    expect(defaultRange(new Date(2026, 10, 22))).toEqual({ date_start: '2026-11-15', date_end: '2026-11-22' });
    expect(defaultRange(new Date(2026, 0, 3))).toEqual({ date_start: '2025-12-27', date_end: '2026-01-03' });
  });

  it('checks a period like the server: valid dates, the end not before the start', () => {
    expect(rangeErrors({ date_start: '2026-11-15', date_end: '2026-11-22' })).toEqual({});
    expect(rangeErrors({ date_start: '2026-11-22', date_end: '2026-11-22' })).toEqual({});
    expect(rangeErrors({ date_start: '2026-11-22', date_end: '2026-11-15' })).toEqual({ date_end: 'Validations.DateEndNotEqualPastStart' });
    expect(rangeErrors({ date_start: null, date_end: '2026-02-30' })).toEqual({ date_start: 'Validations.DateInvalid', date_end: 'Validations.DateInvalid' });
  });

  it("answers as the server's schema does (the list checks without zod, the server with it)", () => {
    const days = [null, '', '2026-11-15', '2026-11-22', '2026-02-30', '2026-13-01', '15/11/2026', '2026-11-22T00:00'];
    for (const date_start of days) {
      for (const date_end of days) {
        const server = reportPeriod.safeParse({ date_start: date_start ?? '', date_end: date_end ?? '' });
        // The first message of each field, as the form shows one.
        const first = new Map<string, string>();
        if (!server.success) for (const i of server.error.issues) if (!first.has(String(i.path[0]))) first.set(String(i.path[0]), i.message);
        const fields = [...first].map(([f, m]) => `${f}:${m}`).sort();
        const mine = Object.entries(rangeErrors({ date_start, date_end }))
          .map(([f, m]) => `${f}:${m}`)
          .sort();
        expect(mine, `${date_start} → ${date_end}`).toEqual(fields);
      }
    }
  });
});

describe('guest status badges and actions', () => {
  it('maps each derived status to its label and colour', () => {
    expect(statusBadge('VisitorRequest')).toEqual({ color: 'info', label: 'Gate.Status.VisitorRequest' });
    expect(statusBadge('VisitorWait')).toEqual({ color: 'warning', label: 'Gate.Status.VisitorWait' });
    expect(statusBadge('VisitorRejected')).toEqual({ color: 'error', label: 'Gate.Status.VisitorRejected' });
    expect(statusBadge('VisitorComplete')).toEqual({ color: 'success', label: 'Gate.Status.VisitorComplete' });
    expect(statusBadge('VisitorExit')).toEqual({ color: 'default', label: 'Gate.Status.VisitorExit' });
  });

  it('offers only the actions the server allows from each status', () => {
    expect(guestActions('VisitorRequest')).toEqual(['confirm', 'resend']);
    expect(guestActions('VisitorWait')).toEqual(['confirm', 'resend']);
    expect(guestActions('VisitorComplete')).toEqual(['exit']);
    expect(guestActions('VisitorRejected')).toEqual([]);
    expect(guestActions('VisitorExit')).toEqual([]);
  });

  it('says who confirmed a guest: in the confirmed step and on the guest the notice opened', () => {
    const staff = { kind: 'staff' as const, user_id: 3, name: 'Gino Verdi' };
    const resident = { kind: 'resident' as const, user_id: 5, name: 'Chiara Ferri' };
    expect(confirmerLine(staff)).toEqual(['Gate.ConfirmedBy.staff', { name: 'Gino Verdi' }]);
    expect(confirmerLine(resident)).toEqual(['Gate.ConfirmedBy.resident', { name: 'Chiara Ferri' }]);
    expect(confirmerLine(null)).toBeNull();
    expect(justConfirmedLine(staff)).toEqual(['Gate.JustConfirmedByStaff', { name: 'Gino Verdi' }]);
    expect(justConfirmedLine(resident)[0]).toBe('Gate.JustConfirmed');
    const dates = {
      pre_approved: false,
      datetime_confirmation_request: '2026-01-01T10:00:00Z',
      datetime_confirmation: '2026-01-01T10:05:00Z',
      datetime_rejection: null,
      datetime_exit: null,
    };
    expect(guestSteps('2026-01-01T09:00:00Z', { ...dates, confirmed_by: staff }).find((s) => s.step === 'confirmed')?.by).toEqual(staff);
  });

  it('reads the live notice state handed to the invitation page', () => {
    expect(readNoticeState({ visitor_id: 7, guest_id: 9, default_language: 'it' })).toEqual({ visitorId: 7, guestId: 9 });
    expect(readNoticeState({ visitor_id: '7' })).toEqual({ visitorId: 7, guestId: null });
    expect(readNoticeState(null)).toEqual({ visitorId: null, guestId: null });
    expect(readNoticeState({ visitor_id: -1, guest_id: 'x' })).toEqual({ visitorId: null, guestId: null });
  });
});

describe('invitation form rules', () => {
  const form = invitationFormSchema;
  const messages = (values: Record<string, unknown>) => {
    const r = form.safeParse(values);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  const base = { category: 'guest', user_id: 4, date_start: '2026-11-22', pre_approved: false, hour_start: null, address: '', notes: null };

  it('needs a resident, and a first name and a valid phone for each guest', () => {
    expect(messages({ ...base, user_id: null, guests: [{ first_name: '', phone: '12345' }] })).toEqual({
      user_id: 'Validations.SelectAnOption',
      'guests.0.first_name': 'Validations.FieldNotNull',
      'guests.0.phone': 'Validations.InvalidPhone',
    });
    expect(messages({ ...base, guests: [{ first_name: 'Ada', phone: '+393331234567' }] })).toEqual({});
    expect(messages({ ...base, guests: [{ first_name: 'Ada', phone: '+39 333 1234567' }] })).toEqual({ 'guests.0.phone': 'Validations.InvalidPhone' });
  });

  it('asks a taxi for a plate and a home service or delivery for a company', () => {
    const guest = { first_name: 'Ada', phone: '3331234567' };
    expect(messages({ ...base, category: 'taxi', guests: [guest] })).toEqual({ 'guests.0.plate': 'Validations.FieldNotNull' });
    expect(messages({ ...base, category: 'home_service', guests: [guest] })).toEqual({ 'guests.0.company_name': 'Validations.FieldNotNull' });
    expect(messages({ ...base, category: 'delivery', guests: [guest] })).toEqual({ 'guests.0.company_name': 'Validations.FieldNotNull' });
    expect(isRequired('taxi', 'plate')).toBe(true);
    expect(isRequired('guest', 'plate')).toBe(false);
    expect(isRequired(undefined, 'phone')).toBe(true);
  });

  it('sends no empty field and drops the fields of another category', () => {
    const payload = invitationPayload({
      ...base,
      category: 'delivery',
      guests: [{ first_name: 'Ada', phone: '3331234567', plate: 'AB123CD', company_name: 'Parcel', delivery_id: '' }],
    });
    expect(payload).toEqual({
      category: 'delivery',
      user_id: 4,
      date_start: '2026-11-22',
      pre_approved: false,
      guests: [{ first_name: 'Ada', phone: '3331234567', company_name: 'Parcel' }],
    });
  });
});

describe('home rules', () => {
  it('lets a request be decided only from waiting or on hold', () => {
    expect(decisionsFrom('waiting')).toEqual(['approve', 'reject', 'hold']);
    expect(decisionsFrom('hold')).toEqual(['approve', 'reject']);
    expect(decisionsFrom('approved')).toEqual([]);
    expect(decisionsFrom('rejected')).toEqual([]);
  });

  it('shows the latest carbon intensity, none without CO2 emissions', () => {
    expect(
      latestCarbon({
        points: [
          { period: '2026-01-01', value: 1, carbon_intensity: 'high' },
          { period: '2026-02-01', value: 1, carbon_intensity: 'low' },
        ],
      }),
    ).toBe('low');
    expect(latestCarbon({ points: [{ period: '2026-01-01', value: 1 }] })).toBeNull();
  });
});

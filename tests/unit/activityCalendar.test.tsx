import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, HttpError, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en';
import ActivityCalendar from '../../resources/community_activities/calendar/ActivityCalendar';
import {
  calendarLocale,
  canDrop,
  contrastText,
  DARK_TEXT,
  dropToMove,
  durationMinutes,
  filtersFromList,
  filtersFromParams,
  firstDayOfWeek,
  rangeToQuery,
  toEventInput,
  toFrozenInput,
  wallClockNow,
  type CalendarAnswer,
  type CalendarEventRow,
  type FrozenRow,
  type SpaceHours,
} from '../../resources/community_activities/calendar/calendarModel';
import { useMoveActivity } from '../../resources/community_activities/calendar/useMoveActivity';
import labels from '../../resources/community_activities/i18n';
import { DialogProvider } from '../../src/components/dialogs/DialogProvider';
import { withLabels } from '../../src/contract/labels';
import { translate } from '../../src/lib/translate';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored } from './builders';

function buildRow(over: Partial<CalendarEventRow> = {}): CalendarEventRow {
  return {
    id: 7,
    title: 'Yoga in the park',
    date: '2026-12-03',
    start_time: '18:00',
    end_time: '19:30',
    current_status: 'confirmed',
    series_id: null,
    space_id: 3,
    place: 'Party room',
    color: '#2E7D32',
    editable: true,
    ...over,
  };
}

const frozen = (over: Partial<FrozenRow> = {}): FrozenRow => ({
  space_id: 3,
  space_title: 'Party room',
  date: '2026-12-05',
  available_until: null,
  reason: 'Painting',
  ...over,
});
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

describe('calendar model: activities as events', () => {
  it('shows the wall clock as is, coloured by category with readable text', () => {
    const input = toEventInput(buildRow(), '#1f5f5b');
    expect(input).toMatchObject({
      id: '7',
      title: 'Yoga in the park',
      start: '2026-12-03T18:00:00',
      end: '2026-12-03T19:30:00',
      color: '#2E7D32',
      contrastColor: '#ffffff',
      editable: true,
      durationEditable: false,
      extendedProps: { row: { id: 7 } },
    });
    expect(input.className.split(' ')).toEqual(['borgo-activity', 'borgo-activity--confirmed']);
    expect(input).not.toHaveProperty('groupId');
  });

  it('falls back on the theme colour without (or with a malformed) category colour, and picks dark text on a light one', () => {
    expect(toEventInput(buildRow({ color: null }), '#1f5f5b').color).toBe('#1f5f5b');
    expect(toEventInput(buildRow({ color: 'red; background: url(x)' }), '#1f5f5b').color).toBe('#1f5f5b');
    expect(toEventInput(buildRow({ color: '#f2c14e' }), '#1f5f5b').contrastColor).toBe(DARK_TEXT);
    expect(contrastText('#ffffff')).toBe(DARK_TEXT);
    expect(contrastText('#000000')).toBe('#ffffff');
  });

  it('ends a 24:00 activity at the next midnight, and reads times sent with seconds', () => {
    expect(toEventInput(buildRow({ date: '2026-12-31', start_time: '20:00:00', end_time: '24:00' }), '#000').end).toBe('2027-01-01T00:00:00');
    expect(durationMinutes({ start_time: '20:00:00', end_time: '24:00' })).toBe(240);
  });

  it('greys the activities that will not take place, and keeps a non-editable one fixed', () => {
    for (const status of ['rejected', 'refunding', 'refunded'] as const)
      expect(toEventInput(buildRow({ current_status: status }), '#000').className).toContain('borgo-activity--muted');
    expect(toEventInput(buildRow({ current_status: 'waiting' }), '#000').className).not.toContain('muted');
    expect(toEventInput(buildRow({ editable: false }), '#000').editable).toBe(false);
  });

  it('shades a frozen day of a space: the day in the month, its hours (all, or from "available until" on) in a week or a day', () => {
    expect(toFrozenInput(frozen(), 'Frozen: Party room — Painting', true)).toMatchObject({
      display: 'background',
      allDay: true,
      start: '2026-12-05',
      end: '2026-12-06',
      title: 'Frozen: Party room — Painting',
    });
    const hours = toFrozenInput(frozen(), 'Frozen: Party room — Painting', false);
    expect(hours).toMatchObject({ display: 'background', start: '2026-12-05T00:00:00', end: '2026-12-06T00:00:00' });
    expect(hours).not.toHaveProperty('allDay');
    expect(toFrozenInput(frozen({ available_until: '14:00' }), '', false).start).toBe('2026-12-05T14:00:00');
  });
});

describe('calendar model: a drop', () => {
  it('becomes the day and times of the move, keeping the length', () => {
    expect(dropToMove(at('2026-12-05', '10:30'), 90)).toEqual({ date: '2026-12-05', start_time: '10:30', end_time: '12:00' });
    expect(dropToMove(at('2026-12-05', '22:30'), 90)).toEqual({ date: '2026-12-05', start_time: '22:30', end_time: '24:00' });
    expect(dropToMove(at('2026-12-05', '23:00'), 90)).toBeNull();
  });

  const spaces: SpaceHours[] = [
    { id: 3, open_time: '09:00', close_time: '18:00' },
    { id: 4, open_time: '00:00', close_time: '24:00' },
  ];
  const row = buildRow({ start_time: '10:00', end_time: '11:00' });

  it('is allowed only inside its space’s opening hours', () => {
    expect(canDrop(at('2026-12-04', '09:00'), row, spaces, [])).toBe(true);
    expect(canDrop(at('2026-12-04', '17:00'), row, spaces, [])).toBe(true);
    expect(canDrop(at('2026-12-04', '08:30'), row, spaces, [])).toBe(false);
    expect(canDrop(at('2026-12-04', '17:30'), row, spaces, [])).toBe(false);
    expect(canDrop(at('2026-12-04', '23:00'), { ...row, space_id: 4 }, spaces, [])).toBe(true);
    expect(canDrop(at('2026-12-04', '23:30'), { ...row, space_id: 4 }, spaces, [])).toBe(false);
  });

  it('takes any time of the day without a space, and never runs past midnight', () => {
    expect(canDrop(at('2026-12-04', '06:00'), { ...row, space_id: null }, spaces, [])).toBe(true);
    expect(canDrop(at('2026-12-04', '23:30'), { ...row, space_id: null }, spaces, [])).toBe(false);
  });

  it('is refused over its space’s frozen hours, not over another space’s', () => {
    expect(canDrop(at('2026-12-05', '10:00'), row, spaces, [frozen()])).toBe(false);
    expect(canDrop(at('2026-12-05', '10:00'), row, spaces, [frozen({ available_until: '14:00' })])).toBe(true);
    expect(canDrop(at('2026-12-05', '13:30'), row, spaces, [frozen({ available_until: '14:00' })])).toBe(false);
    expect(canDrop(at('2026-12-05', '10:00'), row, spaces, [frozen({ space_id: 4 })])).toBe(true);
    expect(canDrop(at('2026-12-06', '10:00'), row, spaces, [frozen()])).toBe(true);
  });
});

describe('calendar model: the call and the settings', () => {
  it('asks for the visible days, the last one included, never more than the server takes', () => {
    expect(rangeToQuery(at('2026-11-30', '00:00'), at('2027-01-11', '00:00'))).toEqual({ from: '2026-11-30', to: '2027-01-10' });
    expect(rangeToQuery(at('2026-12-03', '00:00'), at('2026-12-04', '00:00'))).toEqual({ from: '2026-12-03', to: '2026-12-03' });
    expect(rangeToQuery(at('2026-01-01', '00:00'), at('2026-06-01', '00:00'))).toEqual({ from: '2026-01-01', to: '2026-03-03' });
  });

  it('takes the list’s search, tab and filters, leaving out what the server would refuse', () => {
    expect(filtersFromList({ q: ' yoga ', current_status: 'waiting', tag_id: '4', visibility: 'nobody' })).toEqual({
      current_status: 'waiting',
      tag_id: 4,
      query: 'yoga',
    });
    expect(filtersFromList({})).toEqual({ current_status: 'all' });
  });

  it('reads a tab and filters from an address', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({ current_status: 'all' });
    expect(filtersFromParams(new URLSearchParams('current_status=refunded&visibility=private&tag_id=4&category_id=9&view=calendar'))).toEqual({
      current_status: 'refunded',
      visibility: 'private',
      tag_id: 4,
      category_id: 9,
    });
    expect(filtersFromParams(new URLSearchParams('current_status=drop&visibility=everyone&tag_id=x&category_id=0'))).toEqual({ current_status: 'all' });
  });

  it('speaks the interface language and starts weeks on Monday, on Sunday in the United States', () => {
    expect([calendarLocale('en'), calendarLocale('it'), calendarLocale('pt')]).toEqual(['en', 'it', 'pt-br']);
    expect(firstDayOfWeek({ code: 'IT', date_format: 'DD/MM/YYYY' })).toBe(1);
    expect(firstDayOfWeek({ code: 'US', date_format: 'MM/DD/YYYY' })).toBe(0);
    expect(firstDayOfWeek({ date_format: 'MM/DD/YYYY' })).toBe(0);
    expect(firstDayOfWeek(undefined)).toBe(1);
  });

  it('puts "now" on the district’s clock', () => {
    const now = new Date('2026-12-03T23:30:00Z');
    expect(wallClockNow('Europe/Rome', now)).toBe('2026-12-04T00:30:00');
    expect(wallClockNow('America/Sao_Paulo', now)).toBe('2026-12-03T20:30:00');
    expect(wallClockNow(null, now)).toBe('2026-12-03T23:30:00');
  });
});

const catalogue = withLabels(en, [labels.en]);
const i18nProvider: I18nProvider = {
  translate: (key, options) => translate(catalogue, key, options),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

describe('ActivityCalendar', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  function renderCalendar(answer: CalendarAnswer, filter: Record<string, unknown> = {}, countryCode = 'IT') {
    const stored = buildStored();
    const district = stored.user.dashboard_district!;
    const country = { ...district.city!.country, code: countryCode, date_format: countryCode === 'US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY' };
    const user = { ...stored.user, dashboard_district: { ...district, city: { ...district.city!, country } } };
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...stored, user }));
    session.boot();
    const dataProvider = { getOptions: vi.fn().mockResolvedValue({ data: answer }), recordAction: vi.fn() };
    const onOpen = vi.fn();
    render(
      <MemoryRouter initialEntries={['/backend/community/activities?view=calendar']}>
        <CoreAdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <DialogProvider>
            <ActivityCalendar onOpen={onOpen} filter={filter} />
          </DialogProvider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    return { dataProvider, onOpen };
  }

  it('asks for the visible month with the list’s filters, shows the activities and opens one on click', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const answer: CalendarAnswer = {
      events: [buildRow({ date: today, title: 'Chess club', current_status: 'waiting' })],
      frozen: [frozen({ date: today })],
      spaces: [{ id: 3, open_time: '09:00', close_time: '22:00' }],
      truncated: true,
    };
    const { dataProvider, onOpen } = renderCalendar(answer, { current_status: 'waiting', tag_id: '4' });
    await waitFor(() => expect(dataProvider.getOptions).toHaveBeenCalled());
    const [path, query] = dataProvider.getOptions.mock.calls[0];
    expect(path).toBe('community_activities/calendar');
    expect(query).toMatchObject({ current_status: 'waiting', tag_id: 4 });
    expect(query).not.toHaveProperty('page');
    expect(query.from <= today && today <= query.to).toBe(true);

    const title = await screen.findByText('Chess club');
    expect(screen.getByTestId('calendar-truncated')).toHaveTextContent('Showing the first 1 activities');
    expect(screen.getByTestId('calendar-event-status')).toHaveTextContent('Waiting');
    expect(screen.getByText('Frozen: Party room — Painting')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Month view' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Week view' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Day view' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Monday');
    fireEvent.click(title);
    expect(onOpen).toHaveBeenCalledWith(7);
  });

  it('starts the week on Sunday in a United States district, and asks for the week shown', async () => {
    const { dataProvider } = renderCalendar({ events: [], frozen: [], spaces: [], truncated: false }, {}, 'US');
    expect((await screen.findAllByRole('columnheader'))[0]).toHaveTextContent('Sunday');
    fireEvent.click(screen.getByRole('tab', { name: 'Week view' }));
    await waitFor(() => expect(dataProvider.getOptions).toHaveBeenCalledTimes(2));
    const { from, to } = dataProvider.getOptions.mock.calls[1][1];
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(0);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    expect(screen.queryByTestId('calendar-truncated')).toBeNull();
  });
});

describe('moving an activity by drag', () => {
  afterEach(cleanup);

  function renderMove(recordAction = vi.fn().mockResolvedValue({ data: null })) {
    const dataProvider = { recordAction };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <DialogProvider>{children}</DialogProvider>
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useMoveActivity(), { wrapper });
    return { move: result.current, recordAction };
  }

  it('moves a single activity at once, keeping its length', async () => {
    const { move, recordAction } = renderMove();
    const revert = vi.fn();
    let done: boolean | undefined;
    await act(async () => {
      done = await move(buildRow(), at('2026-12-10', '09:15'), revert);
    });
    expect(done).toBe(true);
    expect(recordAction).toHaveBeenCalledWith('community_activities', 7, 'move', { date: '2026-12-10', start_time: '09:15', end_time: '10:45', scope: 'one' });
    expect(revert).not.toHaveBeenCalled();
  });

  it('asks which occurrences of a repeating one, and puts it back on Cancel', async () => {
    const { move, recordAction } = renderMove();
    const revert = vi.fn();
    let pending!: Promise<boolean>;
    act(() => {
      pending = move(buildRow({ series_id: 2 }), at('2026-12-10', '09:15'), revert);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'All coming occurrences' }));
    await act(async () => void (await pending));
    expect(recordAction).toHaveBeenCalledWith('community_activities', 7, 'move', expect.objectContaining({ scope: 'all' }));

    act(() => {
      pending = move(buildRow({ series_id: 2 }), at('2026-12-10', '09:15'), revert);
    });
    expect(await screen.findByText('“Yoga in the park” repeats. Move which occurrences?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => void (await pending));
    expect(recordAction).toHaveBeenCalledTimes(1);
    expect(revert).toHaveBeenCalledTimes(1);
  });

  it('puts it back and shows the server’s field messages when the move is refused', async () => {
    const refused = new HttpError('The activity cannot move there', 422, {
      message: 'The activity cannot move there',
      errors: { start_time: 'Outside the opening hours' },
    });
    // react-admin logs a rejected data provider call: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { move } = renderMove(vi.fn().mockRejectedValue(refused));
    const revert = vi.fn();
    await act(async () => void (await move(buildRow(), at('2026-12-10', '07:00'), revert)));
    expect(revert).toHaveBeenCalled();
    expect(await screen.findByText('The activity cannot move there')).toBeInTheDocument();
    expect(screen.getByText('Start: Outside the opening hours')).toBeInTheDocument();
    logged.mockRestore();
  });

  it('puts back a drop over midnight without asking the server', async () => {
    const { move, recordAction } = renderMove();
    const revert = vi.fn();
    await act(async () => void (await move(buildRow(), at('2026-12-10', '23:00'), revert)));
    expect(revert).toHaveBeenCalled();
    expect(recordAction).not.toHaveBeenCalled();
  });
});

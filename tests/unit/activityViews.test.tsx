import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nestErrors } from '../../resources/community_activities/ActivityForm';
import { localeStore } from '../../src/i18n/locale';
import { buildActivity, fakeProvider, openActivities } from './activityHarness';

/** The calendar's stand-in: it opens the activity it is handed, as a click on an event does. */
vi.mock('../../resources/community_activities/calendar/ActivityCalendar', () => ({
  default: ({ onOpen, filter }: { onOpen(id: number): void; filter?: Record<string, unknown> }) => (
    <>
      <button type="button" onClick={() => onOpen(1)}>
        calendar stand-in
      </button>
      <output data-testid="calendar-filter">{JSON.stringify(filter)}</output>
    </>
  ),
}));

beforeAll(() => localeStore.setLocale('en'));
afterEach(cleanup);

const T = { timeout: 30_000 };
const LONG = { timeout: 15_000 };
const address = () => screen.getByTestId('address').textContent;
/** Inside the space's hours and capacity. */
const FITTING = { start_time: '10:00', end_time: '11:30', max_people: 8 };
const SPACE = { id: 3, name: 'Party room', open_all_day: false, open_time: '09:00', close_time: '18:00', max_occupancy: 10 };

describe('the activities list', () => {
  it('shows each activity’s day, place, category, price, people and visibility', T, async () => {
    openActivities('list', fakeProvider([buildActivity({ price_spot: 1250, payment_method: 'cash' })]));
    expect(await screen.findByText('Yoga in the park', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('12/03/2027 · 18:00–19:30')).toBeInTheDocument();
    expect(screen.getByText('Party room')).toBeInTheDocument();
    expect(screen.getByText('Sport')).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText('3 interested · 2 participating')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
  });

  it('switches to the calendar in the address, keeping what else it holds and the list’s tab, and back to the list', T, async () => {
    openActivities('list', fakeProvider([buildActivity()]), { entry: '/backend/community/activities?from=menu' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Waiting' }, LONG));
    fireEvent.click(await screen.findByRole('button', { name: 'Calendar' }, LONG));
    expect(await screen.findByRole('button', { name: 'calendar stand-in' }, LONG)).toBeInTheDocument();
    expect(address()).toBe('/backend/community/activities?from=menu&view=calendar');
    // The calendar takes the table's place under the same tabs, search and filters.
    expect(screen.queryByTestId('list-row')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('calendar-filter')).toHaveTextContent('"current_status":"waiting"');
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByText('Yoga in the park', {}, LONG)).toBeInTheDocument();
    expect(address()).toBe('/backend/community/activities?from=menu');
  });

  it('deletes an occurrence of a series after asking which ones, a single one after the usual question', T, async () => {
    const provider = fakeProvider([buildActivity({ series_id: 5, repeat: { freq: 'weekly', until: '2027-04-30' }, occurrences: 8 })]);
    openActivities('list', provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, LONG));
    expect(await screen.findByText(/repeats. Delete which occurrences/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All coming occurrences' }));
    await waitFor(() =>
      expect(provider.delete).toHaveBeenCalledWith('community_activities', expect.objectContaining({ id: 1, meta: { query: { scope: 'all' } } })),
    );
    cleanup();
    const single = fakeProvider([buildActivity()]);
    openActivities('list', single);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Only this one' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(single.delete).toHaveBeenCalledWith('community_activities', expect.objectContaining({ id: 1, meta: { query: { scope: 'one' } } })),
    );
  });

  it('opens the calendar from the address, and an activity’s details from it', T, async () => {
    openActivities('list', fakeProvider([buildActivity()]), { entry: '/backend/community/activities?view=calendar' });
    fireEvent.click(await screen.findByRole('button', { name: 'calendar stand-in' }, LONG));
    await waitFor(() => expect(address()).toBe('/backend/community/activities/details'));
  });
});

const editing = (record = buildActivity()) => ({
  entry: '/backend/community/activities/form',
  state: { TargetId: record.id, defaultLanguage: 'en', origin: '/backend/community/activities' },
});

describe('the activity form', () => {
  it('says each rule on its field before sending: the space’s hours and capacity, a price without a method', T, async () => {
    const record = buildActivity({ start_time: '07:00', end_time: '08:00', max_people: 12, price_spot: 500 });
    const provider = fakeProvider([record], {
      getOptions: vi.fn(async (path: string) => ({ data: path.endsWith('/spaces') ? [SPACE] : [] })),
    });
    openActivities('form', provider, editing(record));
    expect(await screen.findByDisplayValue('Yoga in the park', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('Open 09:00–18:00', {}, LONG)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('form-save'));
    // waitFor, not findBy: the time pickers may come meanwhile and draw the message anew.
    await waitFor(() => expect(screen.getByText("The activity must fall inside the space's opening hours, 09:00–18:00")).toBeInTheDocument(), LONG);
    expect(screen.getByText('It must be at most 10')).toBeInTheDocument();
    expect(screen.getByText('You must select an option')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('asks an occurrence of a series which ones to save, and sends the scope', T, async () => {
    const record = buildActivity({ ...FITTING, series_id: 5, repeat: { freq: 'weekly', until: '2027-04-30' }, occurrences: 8, occurrence_date: '2027-03-12' });
    const provider = fakeProvider([record], {
      getOptions: vi.fn(async (path: string) => ({ data: path.endsWith('/spaces') ? [SPACE] : [] })),
    });
    openActivities('form', provider, editing(record));
    fireEvent.change(await screen.findByTestId('input-title.en', {}, LONG), { target: { value: 'Yoga by the river' } });
    fireEvent.click(screen.getByTestId('form-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'All coming occurrences' }, LONG));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    const [, params] = provider.update.mock.calls[0] as [string, { data: Record<string, unknown> }];
    expect(params.data).toMatchObject({ scope: 'all', repeat: { freq: 'weekly', until: '2027-04-30' } });
  });

  it('refuses a repeat changed for only this occurrence, on the repeat', T, async () => {
    const record = buildActivity({ ...FITTING, series_id: 5, repeat: { freq: 'weekly', until: '2027-04-30' }, occurrences: 8, occurrence_date: '2027-03-12' });
    const provider = fakeProvider([record], {
      getOptions: vi.fn(async (path: string) => ({ data: path.endsWith('/spaces') ? [SPACE] : [] })),
    });
    openActivities('form', provider, editing(record));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Repeat' }, LONG));
    fireEvent.click(await screen.findByRole('option', { name: 'Daily' }));
    fireEvent.click(screen.getByTestId('form-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Only this one' }, LONG));
    expect(await screen.findByText('The repetition can be changed only for all the activities of the series', {}, LONG)).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });
});

describe('the activity form’s delete', () => {
  it('asks an occurrence of a series which ones to delete, then goes back', T, async () => {
    const record = buildActivity({ ...FITTING, series_id: 5, repeat: { freq: 'weekly', until: '2027-04-30' }, occurrences: 8 });
    const provider = fakeProvider([record]);
    openActivities('form', provider, editing(record));
    fireEvent.click(await screen.findByTestId('form-delete', {}, LONG));
    fireEvent.click(await screen.findByRole('button', { name: 'Only this one' }, LONG));
    // Waits as long as the screen's own (a busy machine was seen to take more than a second to go back).
    await waitFor(
      () => expect(provider.delete).toHaveBeenCalledWith('community_activities', expect.objectContaining({ id: 1, meta: { query: { scope: 'one' } } })),
      LONG,
    );
    await waitFor(() => expect(address()).toBe('/backend/community/activities'), LONG);
  });
});

describe('the activity’s details', () => {
  it('says how it repeats, how it is paid, its status dates, and lists its people', T, async () => {
    const record = buildActivity({
      series_id: 5,
      repeat: { freq: 'weekly', until: '2027-04-09' },
      occurrences: 5,
      occurrence_index: 2,
      occurrence_date: '2027-03-19',
      date: '2027-03-19',
      price_private: 2000,
      payment_method: 'other',
      payment_name: 'Euro',
      payment_recipient: 'Borgo association',
      current_status: 'confirmed',
      datetime_confirmation: '2026-11-02T09:30:00Z',
    });
    const people = { data: [{ user_id: 9, name: 'Bea Neri', email: 'bea@borgo.test', phone: null, since: '2026-11-03T10:00:00Z' }], total: 1 };
    const provider = fakeProvider([record], { recordPart: vi.fn().mockResolvedValue({ data: people }) });
    openActivities('show', provider, editing(record));
    expect(await screen.findByText('Weekly until 09/04/2027, occurrence 2 of 5', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Other (Euro)')).toBeInTheDocument();
    expect(screen.getByText('Borgo association')).toBeInTheDocument();
    expect(screen.getByText('Private price: €20.00')).toBeInTheDocument();
    expect(await screen.findByText('Bea Neri')).toBeInTheDocument();
    expect(provider.recordPart).toHaveBeenCalledWith('community_activities', 1, 'participants', { kind: 'interested', page: 1, paginate: 20 });
    fireEvent.click(screen.getByRole('tab', { name: 'Participating (2)' }));
    await waitFor(() =>
      expect(provider.recordPart).toHaveBeenCalledWith('community_activities', 1, 'participants', { kind: 'participating', page: 1, paginate: 20 }),
    );
  });

  it('sets the payment status from its menu, for those who may edit', T, async () => {
    const record = buildActivity({ price_private: 1000, payment_method: 'cash', payment_status: 'to_pay' });
    const provider = fakeProvider([record]);
    openActivities('show', provider, editing(record));
    fireEvent.click(await screen.findByRole('button', { name: 'To pay: set the payment status' }, LONG));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Paid' }));
    await waitFor(() => expect(provider.recordAction).toHaveBeenCalledWith('community_activities', 1, 'payment_status', { payment_status: 'completed' }));
  });
});

describe('helpers', () => {
  it('nests dotted field paths as the form holds them', () => {
    expect(nestErrors({ 'repeat.until': 'x', date: 'y' })).toEqual({ repeat: { until: 'x' }, date: 'y' });
  });
});

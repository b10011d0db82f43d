import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../src/i18n/locale';
import { buildActivity, fakeProvider, openActivities } from './activityHarness';

/**
 * Changing an activity's status from the list (console §4): at once behind the wait dialog,
 * asked first for a force-online confirmation, "all or this one" for a series, a reason for a
 * rejection; the list refreshed after, the server's message on a failure.
 */
// The calendar view is not opened here: a stand-in keeps the list's module from loading FullCalendar.
vi.mock('../../resources/community_activities/calendar/ActivityCalendar', () => ({ default: () => null }));

beforeAll(() => localeStore.setLocale('en'));
afterEach(cleanup);

const T = { timeout: 20_000 };
const chip = async () => screen.findByRole('button', { name: 'Waiting: change the status of Yoga in the park' }, { timeout: 15_000 });

describe('the status menu of the activities list', () => {
  it('offers only the next statuses, and saves a single activity at once behind the wait dialog', T, async () => {
    let finish: (v: unknown) => void = () => undefined;
    const recordAction = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const provider = fakeProvider([buildActivity()], { recordAction });
    openActivities('list', provider);
    fireEvent.click(await chip());
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Confirmed', 'Rejected']);
    fireEvent.click(within(menu).getByText('Confirmed'));
    expect(await screen.findByText('Changing the status…')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('community_activities', 1, 'status', { status: 'confirmed', scope: 'one' });
    const calls = provider.getList.mock.calls.length;
    finish({ data: { changed: 1, skipped: 0 } });
    await waitFor(() => expect(screen.queryByText('Changing the status…')).toBeNull());
    // The list is read again: the status and its dates come from the server.
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('asks before confirming an activity flagged force-online', T, async () => {
    const provider = fakeProvider([buildActivity({ force_online: true })]);
    openActivities('list', provider);
    fireEvent.click(await chip());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmed' }));
    expect(await screen.findByText(/is set to go online at once/)).toBeInTheDocument();
    expect(provider.recordAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(provider.recordAction).toHaveBeenCalledWith('community_activities', 1, 'status', { status: 'confirmed', scope: 'one' }));
  });

  it('asks an occurrence of a series: all coming ones, only this one, or nothing', T, async () => {
    const provider = fakeProvider([buildActivity({ series_id: 5, repeat: { freq: 'weekly', until: '2027-04-30' }, occurrences: 8 })]);
    openActivities('list', provider);
    expect(await screen.findByTestId('series-icon', {}, { timeout: 15_000 })).toBeInTheDocument();
    fireEvent.click(await chip());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmed' }));
    expect(await screen.findByText(/repeats. Change the status of which occurrences/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.recordAction).not.toHaveBeenCalled();

    fireEvent.click(await chip());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmed' }));
    fireEvent.click(await screen.findByRole('button', { name: 'All coming occurrences' }));
    await waitFor(() => expect(provider.recordAction).toHaveBeenCalledWith('community_activities', 1, 'status', { status: 'confirmed', scope: 'all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await chip());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmed' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Only this one' }));
    await waitFor(() => expect(provider.recordAction).toHaveBeenLastCalledWith('community_activities', 1, 'status', { status: 'confirmed', scope: 'one' }));
  });

  it('rejects only with a reason', T, async () => {
    const provider = fakeProvider([buildActivity()]);
    openActivities('list', provider);
    fireEvent.click(await chip());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reject the activity');
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(provider.recordAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('rejection-reason'), { target: { value: '  The park is closed that day ' } });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() =>
      expect(provider.recordAction).toHaveBeenCalledWith('community_activities', 1, 'status', {
        status: 'rejected',
        scope: 'one',
        rejection_reason: 'The park is closed that day',
      }),
    );
  });

  it('shows the server’s message when the status cannot go there', T, async () => {
    const refused = new HttpError('The status cannot change from waiting to confirmed', 409, { message: 'The status cannot change from waiting to confirmed' });
    const provider = fakeProvider([buildActivity()], { recordAction: vi.fn().mockRejectedValue(refused) });
    openActivities('list', provider);
    fireEvent.click(await chip());
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Confirmed' }));
    expect(await screen.findByText('The status cannot change from waiting to confirmed')).toBeInTheDocument();
  });

  it('is a plain status for a user who may not edit activities, and for a refunded one', T, async () => {
    openActivities('list', fakeProvider([buildActivity()]), { permissions: ['events_view'] });
    expect(await screen.findByText('Waiting', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /change the status/ })).toBeNull();
    cleanup();
    openActivities('list', fakeProvider([buildActivity({ current_status: 'refunded' })]));
    expect(await screen.findByText('Refunded', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /change the status/ })).toBeNull();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportDialog, defaultExportPeriod } from '../../src/components/dialogs/ExportDialog';
import { canShowQrLink, QrLinkButton } from '../../src/components/dialogs/QrLinkDialog';
import { ShareDialog } from '../../src/components/dialogs/ShareDialog';
import { periodIncludesToday } from '../../resources/exports/constants';
import { validateExportPeriod, dateToServer, fromServerDate, pickerFormat, fromTime, timeToString } from '../../src/lib/dateRules';
import { allFeatures } from '../../src/lib/features';
import { termsAction } from '../../src/lib/termsRules';
import { session } from '../../src/session';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';
import { InAdmin } from './renderAdmin';

const TODAY = new Date(2026, 5, 15);

describe('terms and conditions save', () => {
  it('deletes, updates, uploads or closes', () => {
    expect(termsAction(false, 7)).toBe('delete');
    expect(termsAction(true, 7)).toBe('update');
    expect(termsAction(true, null)).toBe('upload');
    expect(termsAction(false, null)).toBe('close');
    expect(termsAction(false, undefined)).toBe('close');
  });
});

describe('export period', () => {
  it('needs valid dates', () => {
    expect(validateExportPeriod('2026-02-30', '2026-03-01', TODAY)).toEqual({ date_start: 'Validations.DateInvalid' });
    expect(validateExportPeriod(null, '', TODAY)).toEqual({ date_start: 'Validations.DateInvalid', date_end: 'Validations.DateInvalid' });
  });
  it('refuses an end before the start', () => {
    expect(validateExportPeriod('2026-03-10', '2026-03-09', TODAY)).toEqual({ date_end: 'Validations.DateEndNotEqualPastStart' });
    expect(validateExportPeriod('2026-03-10', '2026-03-10', TODAY)).toEqual({});
  });
  it('allows at most 10 months', () => {
    expect(validateExportPeriod('2025-06-01', '2026-04-01', TODAY)).toEqual({});
    expect(validateExportPeriod('2025-06-01', '2026-04-02', TODAY)).toEqual({ date_end: 'Validations.PeriodTooLong' });
  });
  it('lets the gate report run up to today and beyond, still in order and at most 10 months', () => {
    const today = '2026-06-12';
    const gate = { includesToday: periodIncludesToday('visitors') };
    expect(validateExportPeriod(today, today, new Date(2026, 5, 12), gate)).toEqual({});
    expect(validateExportPeriod(today, today, new Date(2026, 5, 12), { includesToday: periodIncludesToday('posts') })).toEqual({
      date_start: 'Validations.DateNotBeforeToday',
      date_end: 'Validations.DateNotBeforeToday',
    });
    expect(validateExportPeriod('2026-06-12', '2026-06-11', new Date(2026, 5, 12), gate)).toEqual({ date_end: 'Validations.DateEndNotEqualPastStart' });
    expect(validateExportPeriod('2025-06-01', '2026-06-12', new Date(2026, 5, 12), gate)).toEqual({ date_end: 'Validations.PeriodTooLong' });
  });
  it('needs both dates before today', () => {
    expect(validateExportPeriod('2026-06-10', '2026-06-15', TODAY)).toEqual({ date_end: 'Validations.DateNotBeforeToday' });
    expect(validateExportPeriod('2026-06-15', '2026-06-16', TODAY)).toEqual({
      date_start: 'Validations.DateNotBeforeToday',
      date_end: 'Validations.DateNotBeforeToday',
    });
    const d = defaultExportPeriod(TODAY);
    expect(d).toEqual({ start: '2026-06-08', end: '2026-06-14' });
    expect(validateExportPeriod(d.start, d.end, TODAY)).toEqual({});
    // A target whose period may include today (login logs) ends today by default.
    const withToday = defaultExportPeriod(TODAY, true);
    expect(withToday).toEqual({ start: '2026-06-09', end: '2026-06-15' });
    expect(validateExportPeriod(withToday.start, withToday.end, TODAY, { includesToday: true })).toEqual({});
  });
  it('converts picker values both ways', () => {
    expect(dateToServer(fromServerDate('2026-01-31'))).toBe('2026-01-31');
    expect(dateToServer(new Date('invalid'))).toBeNull();
    expect(dateToServer(new Date(1799, 11, 31))).toBeNull();
    expect(pickerFormat('DD/MM/YYYY')).toBe('dd/MM/yyyy');
    expect(pickerFormat('MM/DD/YYYY')).toBe('MM/dd/yyyy');
    expect(timeToString(fromTime('07:05'))).toBe('07:05');
    expect(fromTime('24:00')).toBeNull();
    expect(fromTime('12:60')).toBeNull();
  });
});

describe('export dialog', () => {
  it('sends a valid period as an export request, then says so', async () => {
    const sendExportRequest = vi.fn().mockResolvedValue({});
    render(
      <InAdmin dataProvider={{ sendExportRequest }}>
        <ExportDialog open target="posts" onClose={() => undefined} />
      </InAdmin>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request the export' }));
    const d = defaultExportPeriod();
    await waitFor(() => expect(sendExportRequest).toHaveBeenCalledWith({ target: 'posts', date_start: d.start, date_end: d.end }));
    expect(await screen.findByText(/The export was requested/)).toBeInTheDocument();
  });
  it("follows the chosen list's default period until a date is picked", async () => {
    const sendExportRequest = vi.fn().mockResolvedValue({});
    render(
      <InAdmin dataProvider={{ sendExportRequest }}>
        <ExportDialog open target="login_logs" includesToday={(t) => t === 'login_logs'} onClose={() => undefined} />
      </InAdmin>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request the export' }));
    const d = defaultExportPeriod(new Date(), true);
    await waitFor(() => expect(sendExportRequest).toHaveBeenCalledWith({ target: 'login_logs', date_start: d.start, date_end: d.end }));
  });
  it('shows the server message when the request fails', async () => {
    const sendExportRequest = vi.fn().mockRejectedValue({ message: 'x', body: { message: 'Export refused' } });
    render(
      <InAdmin dataProvider={{ sendExportRequest }}>
        <ExportDialog open target="posts" onClose={() => undefined} />
      </InAdmin>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request the export' }));
    expect(await screen.findByText('Export refused')).toBeInTheDocument();
  });
});

describe('share dialog', () => {
  it('asks for a district, then clones the content there', async () => {
    const districtsForPermissions = vi.fn().mockResolvedValue({
      data: [
        { id: 2, name: 'Vila Aurora' },
        { id: 3, name: 'Cedar Park Commons' },
      ],
    });
    const cloneContent = vi.fn().mockResolvedValue({});
    render(
      <InAdmin dataProvider={{ districtsForPermissions, cloneContent }}>
        <ShareDialog open contentId={42} url="/community_contents/clone" onClose={() => undefined} />
      </InAdmin>,
    );
    expect(districtsForPermissions).toHaveBeenCalledWith(['community_contents_add']);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('You must select an option')).toBeInTheDocument();
    expect(cloneContent).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Cedar Park Commons'));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(cloneContent).toHaveBeenCalledWith('/community_contents/clone', { contentId: 42, districtId: 3 }));
    expect(await screen.findByText(/arrives in the other district as a draft/)).toBeInTheDocument();
  });
});

describe('QR link', () => {
  afterEach(() => localStorage.clear());
  const subject = (permissions: string[], dynamicLink = true) => {
    const configuration = allFeatures(true);
    configuration.CommunityContents.DynamicLink = dynamicLink;
    return { permissions, configuration };
  };
  it('needs dynamic_links_view and both flags', () => {
    expect(canShowQrLink(subject(['dynamic_links_view']))).toBe(true);
    expect(canShowQrLink(subject(['posts_view']))).toBe(false);
    expect(canShowQrLink(subject(['dynamic_links_view'], false))).toBe(false);
    const off = subject(['dynamic_links_view']);
    off.configuration.CommunityContents.active = false;
    expect(canShowQrLink(off)).toBe(false);
  });
  it('fetches the link of a section item and shows it', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored({ user: buildUser({ permissions: ['dynamic_links_view'] }) })));
    session.boot();
    const dynamicLink = vi.fn().mockResolvedValue({ link: 'https://borgo.test/l/abc' });
    render(
      <InAdmin dataProvider={{ dynamicLink }}>
        <QrLinkButton section="news" itemId={5} />
      </InAdmin>,
    );
    fireEvent.click(screen.getByTestId('qr-link'));
    expect(await screen.findByTestId('qr-link-url')).toHaveTextContent('https://borgo.test/l/abc');
    expect(dynamicLink).toHaveBeenCalledWith('news', 5);
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLoadedPickers } from '../../src/components/form/DeferredPicker';
import { DateRangeFilter, type DateRange } from '../../src/components/list/DateRangeFilter';
import { whenIdle } from '../../src/lib/idle';
import { InAdmin } from './renderAdmin';

afterEach(cleanup);
beforeEach(forgetLoadedPickers);

function Range({ initial }: { initial: DateRange }) {
  const [value, setValue] = useState(initial);
  return (
    <InAdmin dataProvider={{}}>
      <DateRangeFilter value={value} onChange={setValue} labels={{ start: 'List.From', end: 'List.To' }} testId="r" />
      <output data-testid="value">{`${value.date_start ?? ''} → ${value.date_end ?? ''}`}</output>
    </InAdmin>
  );
}

const start = () => screen.getByTestId('r-start') as HTMLInputElement;
/** MUI X's fields are sections a user types into (day, month, year); the look-alikes have none. */
const pickersCame = () => waitFor(() => expect(screen.getAllByLabelText('Year')).toHaveLength(2), { timeout: 5000 });

describe('a period filter draws its fields before the pickers come (issue 11: the click to the rows)', () => {
  it('shows the period in read-only fields of the country, then the pickers when the page is quiet', async () => {
    render(<Range initial={{ date_start: '2026-11-25', date_end: '2026-12-02' }} />);
    expect(start()).toHaveValue('25/11/2026');
    expect(start()).toHaveAttribute('readonly');
    expect(screen.getByTestId('r-end')).toHaveValue('02/12/2026');
    expect(screen.getAllByRole('button', { name: 'Choose date' })).toHaveLength(2);
    expect(screen.queryAllByLabelText('Year')).toHaveLength(0);
    await pickersCame();
    expect(start()).toHaveValue('25/11/2026');
  });

  it('fields drawn at different moments turn into pickers in the same render, so that keys meant for one never reach the other', async () => {
    const { DayField } = await import('../../src/components/form/DayField');
    function Later() {
      const [shown, setShown] = useState(false);
      const [a, setA] = useState<string | null>('2026-11-25');
      const [b, setB] = useState<string | null>(null);
      useEffect(() => void setTimeout(() => setShown(true), 400), []);
      return (
        <InAdmin dataProvider={{}}>
          <DayField label="From" value={a} onChange={setA} testId="a" />
          {shown && <DayField label="To" value={b} onChange={setB} testId="b" />}
        </InAdmin>
      );
    }
    render(<Later />);
    await screen.findByTestId('b', {}, { timeout: 2000 });
    // The first moment any picker is there, both are.
    await waitFor(() => expect(screen.queryAllByLabelText('Year').length).toBeGreaterThan(0), { timeout: 5000, interval: 5 });
    expect(screen.getAllByLabelText('Year')).toHaveLength(2);
  });

  it('a field reached before then asks for the pickers at once and keeps the focus', async () => {
    render(<Range initial={{ date_start: '2026-11-25', date_end: null }} />);
    fireEvent.focus(screen.getByTestId('r-end'));
    await pickersCame();
    const endField = () => screen.getByTestId('r-end').closest('.MuiPickersTextField-root');
    await waitFor(() => expect(endField()?.contains(document.activeElement)).toBe(true));
  });

  it('its calendar button opens that calendar once the pickers have come', async () => {
    render(<Range initial={{ date_start: '2026-11-25', date_end: null }} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose date' })[0]!);
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('gridcell', { name: '27' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('2026-11-27 →'));
  });
});

describe('lazyPicker', () => {
  it('asks for code that failed to come again at the next reach, and tells its fields once it has', async () => {
    const { lazyPicker } = await import('../../src/components/form/DeferredPicker');
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    const code = lazyPicker(load);
    const told = vi.fn();
    code.subscribe(told);
    code.fetch();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(code.loaded()).toBe(false);
    code.fetch();
    await waitFor(() => expect(code.loaded()).toBe(true));
    code.fetch();
    expect(load).toHaveBeenCalledTimes(2);
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  it('waits for its delay, then runs once; cancelled, it never runs', () => {
    vi.useFakeTimers();
    try {
      const ran = vi.fn();
      whenIdle(ran, 500);
      const cancelled = vi.fn();
      whenIdle(cancelled, 500)();
      vi.advanceTimersByTime(499);
      expect(ran).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2500);
      expect(ran).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a date in a form draws its stand-in from the form', () => {
  beforeEach(forgetLoadedPickers);

  it("shows the form's day and its error, read-only, then the picker with the same day", async () => {
    const { Form } = await import('react-admin');
    const { DateInput } = await import('../../src/components/form/DateInput');
    render(
      <InAdmin dataProvider={{}}>
        <Form record={{ birth_date: '1990-04-07' }} validate={() => ({ birth_date: 'Validations.DateInvalid' })} mode="onChange">
          <DateInput source="birth_date" label="List.From" />
          <button type="submit">save</button>
        </Form>
      </InAdmin>,
    );
    expect(screen.getByTestId('input-birth_date')).toHaveValue('07/04/1990');
    expect(screen.getByTestId('input-birth_date')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByTestId('error-birth_date')).toHaveTextContent(/date/i));
    await waitFor(() => expect(screen.getAllByLabelText('Year')).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByTestId('input-birth_date')).toHaveValue('07/04/1990');
    expect(screen.getByTestId('error-birth_date')).toHaveTextContent(/date/i);
  });
});

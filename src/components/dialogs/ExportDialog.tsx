import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { subDays } from 'date-fns';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { dateBounds, dateToServer, fromServerDate, pickerFormat, validateExportPeriod, type PeriodErrors } from '../../lib/dateRules';
import { toServerDate } from '../../lib/dates';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useDateFormat } from '../DistrictDate';
import { PickerProvider } from '../form/PickerProvider';
import { useDialogs } from './DialogProvider';
import { errorLines } from './helpers';
import { FormDialog } from './FormDialog';

/** The last seven days before today: an export must end before the current date. */
export function defaultExportPeriod(today: Date = new Date()): { start: string; end: string } {
  return { start: toServerDate(subDays(today, 7)), end: toServerDate(subDays(today, 1)) };
}

/**
 * The Excel export form (spec console §2, §5): a start and an end date, checked before sending
 * (valid, end not before start, at most 10 months, before today), then an export request for
 * `target`; the file comes later through the live channel.
 */
export function ExportDialog({ open, target, onClose }: { open: boolean; target: string; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const dialogs = useDialogs();
  const [period, setPeriod] = useState(() => defaultExportPeriod());
  const [errors, setErrors] = useState<PeriodErrors>({});
  const format = pickerFormat(useDateFormat());

  const send = async () => {
    const found = validateExportPeriod(period.start, period.end);
    setErrors(found);
    if (Object.keys(found).length) return;
    onClose();
    const close = dialogs.wait();
    try {
      await dataProvider.sendExportRequest({ target, date_start: period.start, date_end: period.end });
      close();
      await dialogs.success({ message: translate('Export.Sent') });
    } catch (err) {
      close();
      await dialogs.error(errorLines(err, translate));
    }
  };

  const picker = (key: 'start' | 'end', label: string, error?: string) => (
    <DatePicker
      label={translate(label)}
      value={fromServerDate(period[key])}
      onChange={(d) => setPeriod((p) => ({ ...p, [key]: dateToServer(d) ?? '' }))}
      format={format}
      {...dateBounds(true)}
      slotProps={{ textField: { error: !!error, helperText: error ? translate(error) : ' ', inputProps: { 'data-testid': `export-${key}` } } }}
    />
  );

  return (
    <FormDialog open={open} title={translate('Export.Title')} confirmLabel={translate('Export.Send')} onClose={onClose} onConfirm={() => void send()} testId="export-dialog">
      <PickerProvider>
        {picker('start', 'Export.Start', errors.date_start)}
        {picker('end', 'Export.End', errors.date_end)}
      </PickerProvider>
    </FormDialog>
  );
}

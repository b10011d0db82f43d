import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { subDays } from 'date-fns';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { dateBounds, dateToServer, fromServerDate, pickerFormat, validateExportPeriod, type PeriodErrors } from '../../lib/dateRules';
import { toServerDate } from '../../lib/dates';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useDateFormat, useDistrictNow } from '../DistrictDate';
import { PickerProvider } from '../form/PickerProvider';
import { PurposeSelect } from '../privacy/PurposeSelect';
import type { AccessPurpose } from '../../contract/privacyWords';
import { FormDialog } from './FormDialog';
import { useConfirmedAction } from './useConfirmedAction';

/**
 * The last seven days: before today, as most exports must end before the current date; up to
 * today for a target whose period may include it (login logs: today's sign-ins are what one looks for).
 */
export function defaultExportPeriod(today: Date = new Date(), includesToday = false): { start: string; end: string } {
  const end = includesToday ? today : subDays(today, 1);
  return { start: toServerDate(subDays(end, 6)), end: toServerDate(end) };
}

/**
 * The Excel export form (spec console §2, §5): a start and an end date, checked before sending
 * (valid, end not before start, at most 10 months, before today), then an export request for
 * `target`; the file comes later through the live channel. Given several `targets` (the exports
 * page), it asks which list first; their labels are `resources.exports.values.target.<target>`.
 */
export function ExportDialog({
  open,
  target: fixed,
  targets = [],
  onClose,
  onSent,
  includesToday = () => false,
  needsPurpose = () => false,
  description,
}: {
  open: boolean;
  target?: string;
  targets?: readonly string[];
  onClose(): void;
  /** After the server took the request (a list of requests shows it). */
  onSent?: () => void;
  /** Whether a target's period may run up to today (resources/exports/constants.ts); else it ends before. */
  includesToday?: (target: string) => boolean;
  /** Whether a target holds personal data in bulk, so the dialog asks why (issue 18: the gate report). */
  needsPurpose?: (target: string) => boolean;
  /** i18n key of a line that says what the period picks (the users who joined in it), when it is not plain. */
  description?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtNow = useDistrictNow();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const target = fixed ?? chosen ?? targets[0] ?? '';
  // The target's default period until the user picks a date (choosing another list then follows its default).
  const [picked, setPicked] = useState<{ start: string; end: string } | null>(null);
  const period = picked ?? defaultExportPeriod(districtNow(), includesToday(target));
  const setPeriod = (change: (p: { start: string; end: string }) => { start: string; end: string }) => setPicked(change(period));
  const [errors, setErrors] = useState<PeriodErrors & { purpose?: string }>({});
  const [purpose, setPurpose] = useState<AccessPurpose | ''>('');
  const asksPurpose = needsPurpose(target);
  const format = pickerFormat(useDateFormat());

  const { run } = useConfirmedAction({
    work: (request: { date_start: string; date_end: string; purpose?: AccessPurpose }) => dataProvider.sendExportRequest({ target, ...request }),
    success: { message: 'Export.Sent', dialog: true },
    onSuccess: () => onSent?.(),
  });

  const send = () => {
    const found: PeriodErrors & { purpose?: string } = validateExportPeriod(period.start, period.end, districtNow(), { includesToday: includesToday(target) });
    if (asksPurpose && !purpose) found.purpose = 'Validations.SelectAnOption';
    setErrors(found);
    if (Object.keys(found).length) return;
    onClose();
    void run({ date_start: period.start, date_end: period.end, ...(asksPurpose && purpose ? { purpose } : {}) });
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
    <FormDialog open={open} title={translate('Export.Title')} confirmLabel={translate('Export.Send')} onClose={onClose} onConfirm={send} testId="export-dialog">
      {description && (
        <Typography variant="body2" color="text.secondary" data-testid="export-description">
          {translate(description)}
        </Typography>
      )}
      {!fixed && targets.length > 1 && (
        <TextField
          select
          label={translate('Export.Target')}
          value={target}
          onChange={(e) => setChosen(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'export-target' } }}
        >
          {targets.map((t) => (
            <MenuItem key={t} value={t} data-testid={`export-target-${t}`}>
              {translate(`resources.exports.values.target.${t}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <PickerProvider>
        {picker('start', 'Export.Start', errors.date_start)}
        {picker('end', 'Export.End', errors.date_end)}
      </PickerProvider>
      {asksPurpose && <PurposeSelect value={purpose} onChange={setPurpose} error={errors.purpose} testId="export-purpose" />}
    </FormDialog>
  );
}

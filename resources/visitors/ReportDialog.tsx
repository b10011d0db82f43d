import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { PurposeSelect } from '../../src/components/privacy/PurposeSelect';
import type { AccessPurpose } from '../../src/contract/privacyWords';
import { DateRangeFilter, type DateRange } from '../../src/components/list/DateRangeFilter';
import { useDistrictNow } from '../../src/components/DistrictDate';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { validateExportPeriod } from '../../src/lib/dateRules';
import { periodIncludesToday } from '../exports/constants';
import { defaultRange } from './rules';

/**
 * The gate report (spec console §5, §9): a period starting on the last 7 days, two valid dates
 * with the end not before the start, at most 10 months, today included. It goes through the one
 * export mechanism (issue 13): an export request of the `visitors` target, written in the
 * background; its toast (and the exports page) gives the file. It asks why (issue 18): the
 * report holds every visitor's name, phone and plate, and the access log notes the purpose. Errors are shown once the user
 * tries to send, not while typing.
 */
export function ReportButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtNow = useDistrictNow();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DateRange>(() => defaultRange(districtNow()));
  const [tried, setTried] = useState(false);
  const [purpose, setPurpose] = useState<AccessPurpose | ''>('');
  const errors: Record<string, string> = {
    ...validateExportPeriod(range.date_start, range.date_end, districtNow(), { includesToday: periodIncludesToday('visitors') }),
    ...(purpose ? {} : { purpose: 'Validations.SelectAnOption' }),
  };
  const { run } = useConfirmedAction({
    work: (request: { date_start: string; date_end: string; purpose: AccessPurpose }) => dataProvider.sendExportRequest({ target: 'visitors', ...request }),
    success: { message: 'Export.Sent', dialog: true },
  });

  const download = () => {
    setTried(true);
    if (Object.keys(errors).length || !range.date_start || !range.date_end || !purpose) return;
    setOpen(false);
    void run({ date_start: range.date_start, date_end: range.date_end, purpose });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => (setOpen(true), setTried(false))} data-testid="gate-report">
        {translate('Gate.Report')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="gate-report-title"
        slotProps={{ paper: { sx: { width: { xs: '100%', md: '65%' }, maxWidth: 560 } } }}
      >
        <DialogTitle id="gate-report-title">{translate('Gate.ReportTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('Gate.ReportHint')}</DialogContentText>
          <DateRangeFilter
            value={range}
            onChange={setRange}
            errors={tried ? errors : {}}
            labels={{ start: 'Gate.DateFrom', end: 'Gate.DateTo' }}
            testId="report-range"
          />
          <Box sx={{ mt: 2 }}>
            <PurposeSelect value={purpose} onChange={setPurpose} error={tried ? errors.purpose : undefined} testId="report-purpose" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} data-testid="report-download">
            {translate('Gate.Download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

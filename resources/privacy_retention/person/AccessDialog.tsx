import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DistrictDate } from '../../../src/components/DistrictDate';
import type { AccessEntry } from '../../../src/contract/privacy';
import { ACCESS_PERIODS } from '../../../src/contract/privacyWords';
import type { BorgoDataProvider } from '../../../src/providers/dataProvider';

/** What was read, in words: the entity's name and the record's number. */
function useWhat() {
  const translate = useTranslate();
  return (e: AccessEntry) => `${translate(`resources.${e.entity}.name`, { smart_count: 1, _: e.entity })}${e.record_id ? ` #${e.record_id}` : ''}`;
}

/**
 * "Who saw this person's data in the last N days" (issue 18): the access log's entries about one
 * person in the current district, newest first: when, who, what they opened, and why when the
 * screen asked. A phone gets one line per entry instead of a table.
 */
export default function AccessDialog({ userId, name, onClose }: { userId: number; name: string; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [days, setDays] = useState<number>(30);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const what = useWhat();
  const query = useQuery({
    queryKey: ['privacy_access', userId, days],
    queryFn: () => dataProvider.read<AccessEntry[]>('privacy_access', { subject_user_id: userId, days }),
  });
  const entries = query.data?.data;
  const why = (e: AccessEntry) => (e.purpose ? translate(`Privacy.Purpose.${e.purpose}`) : '—');
  return (
    <Dialog open onClose={onClose} fullScreen={narrow} maxWidth="md" fullWidth aria-labelledby="access-title" data-testid="access-dialog">
      <DialogTitle id="access-title">{translate('Privacy.Access.Title', { name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('Privacy.Access.Intro')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_, v: number | null) => v && setDays(v)}
          aria-label={translate('Privacy.Access.Period')}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {ACCESS_PERIODS.map((n) => (
            <ToggleButton key={n} value={n} data-testid={`access-days-${n}`}>
              {translate('Privacy.Access.Days', { smart_count: n })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {query.isPending && <Skeleton variant="rounded" height={160} data-testid="access-loading" />}
        {query.isError && <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>}
        {entries && entries.length === 0 && (
          <Typography sx={{ py: 3 }} data-testid="access-empty">
            {translate('Privacy.Access.Nobody', { smart_count: days })}
          </Typography>
        )}
        {entries && entries.length > 0 && narrow && (
          <Typography component="ul" sx={{ pl: 0, listStyle: 'none', m: 0 }} data-testid="access-entries">
            {entries.map((e) => (
              <Typography component="li" key={e.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="access-entry">
                <strong>{e.user_name ?? translate('Privacy.Access.Someone')}</strong> · {what(e)}
                <br />
                <Typography component="span" variant="body2" color="text.secondary">
                  <DistrictDate value={e.created_at} time /> · {why(e)}
                </Typography>
              </Typography>
            ))}
          </Typography>
        )}
        {entries && entries.length > 0 && !narrow && (
          <Table size="small" data-testid="access-entries">
            <TableHead>
              <TableRow>
                <TableCell>{translate('Privacy.Access.When')}</TableCell>
                <TableCell>{translate('Privacy.Access.Who')}</TableCell>
                <TableCell>{translate('Privacy.Access.What')}</TableCell>
                <TableCell>{translate('Privacy.Access.Why')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id} data-testid="access-entry">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <DistrictDate value={e.created_at} time />
                  </TableCell>
                  <TableCell>{e.user_name ?? translate('Privacy.Access.Someone')}</TableCell>
                  <TableCell>{what(e)}</TableCell>
                  <TableCell>{why(e)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDistrictDates } from '../../src/components/DistrictDate';
import { useMoney } from '../../src/components/DistrictMoney';
import { RejectDialog, type RejectTexts } from '../../src/components/dialogs/RejectDialog';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import type { BookingStatus } from './constants';
import { BookingChip, type SpaceRow } from './parts';

export interface BookingRow {
  id: number;
  user_name: string;
  date: string;
  start_time: string;
  end_time: string;
  full_day: boolean;
  spots: number;
  price: number;
  status: BookingStatus;
  reason: string | null;
}

const REJECT_TEXTS: RejectTexts = {
  title: 'resources.spaces.rejectTitle',
  hint: 'resources.spaces.rejectHint',
  label: 'resources.spaces.rejectReason',
  confirm: 'resources.spaces.reject',
};

/** The space's bookings, latest day first; a waiting one is approved (asked first) or rejected with a reason. */
export function SpaceBookings({ space }: { space: SpaceRow }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const dates = useDistrictDates();
  const money = useMoney();
  const d = useDeclaration();
  const canDecide = useResourceAccess(d).edit(space.id);
  const districtId = useSession((s) => s.district?.id ?? null);
  const heading = useId();
  const [rejecting, setRejecting] = useState<BookingRow | null>(null);
  const queryKey = ['spaces', 'bookings', { district_id: districtId, id: space.id }];
  const result = useQuery({
    queryKey,
    queryFn: async () => (await dataProvider.recordPart<BookingRow[]>('spaces', space.id, 'bookings')).data,
    enabled: districtId !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['spaces', 'bookings'] });
  const { run: approve } = useConfirmedAction<unknown, [BookingRow]>({
    ask: (b) => ({ message: translate('resources.spaces.approveAsk', { name: b.user_name, date: dates.date(b.date) }) }),
    work: (b) => dataProvider.recordAction('spaces/bookings', b.id, 'approve'),
    success: { message: 'resources.spaces.approved' },
    onSuccess: refresh,
    onError: refresh,
  });
  const { run: reject } = useConfirmedAction<unknown, [BookingRow, string]>({
    work: (b, reason) => dataProvider.recordAction('spaces/bookings', b.id, 'reject', { reason }),
    success: { message: 'resources.spaces.rejected' },
    resource: 'spaces',
    onSuccess: refresh,
    onError: refresh,
  });

  let body;
  if (result.isPending) body = <Skeleton variant="rounded" height={96} />;
  else if (result.error || !result.data) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (result.data.length === 0) body = <Alert severity="info">{translate('resources.spaces.noBookings')}</Alert>;
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={heading}>
          <TableHead>
            <TableRow>
              {['date', 'start_time', 'user', 'price', 'status'].map((c) => (
                <TableCell key={c}>{translate(`resources.spaces.fields.${c}`)}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('ra.action.edit')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.data.map((b) => (
              <TableRow key={b.id} data-testid={`booking-${b.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.date(b.date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {b.full_day ? translate('resources.spaces.fields.full_day') : `${b.start_time}–${b.end_time}`}
                  {space.reservation_type === 'spots' ? ` · ${translate('resources.spaces.spotsOf', { count: b.spots })}` : ''}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.user_name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.price ? money.format(b.price) : translate('resources.spaces.free')}</TableCell>
                <TableCell>
                  <BookingChip status={b.status} />
                  {b.reason && (
                    <Typography variant="body2" color="text.secondary">
                      {b.reason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canDecide && b.status === 'waiting' && (
                    <>
                      <Button size="small" onClick={() => void approve(b)} data-testid="booking-approve">
                        {translate('resources.spaces.approve')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setRejecting(b)} data-testid="booking-reject">
                        {translate('resources.spaces.reject')}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  return (
    <Box component="section" aria-labelledby={heading} sx={{ mt: 3, display: 'grid', gap: 1 }} data-testid="space-bookings">
      <Typography id={heading} component="h2" variant="h6">
        {translate('resources.spaces.bookings')}
      </Typography>
      {body}
      <RejectDialog
        open={rejecting !== null}
        texts={REJECT_TEXTS}
        onClose={(reason) => {
          const b = rejecting;
          setRejecting(null);
          if (b && reason) void reject(b, reason);
        }}
      />
    </Box>
  );
}

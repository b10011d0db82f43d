import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/client/api';
import { useLocalized } from '../../src/client/localized';
import { DistrictDate } from '../../src/components/DistrictDate';
import { downloadFailure, useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { PAGE_SIZE, type BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';
import { PARTICIPANT_KINDS, type ParticipantKind } from './constants';
import { R, type ActivityRow } from './parts';
import { RESOURCE } from './useStatusChange';

/** A person interested in an activity or taking part (`GET /community_activities/:id/participants`). */
export interface ParticipantRow {
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  since: string;
}

interface ParticipantsPage {
  data: ParticipantRow[];
  total?: number;
}

const COLUMNS = ['name', 'email', 'phone', 'since'] as const;

/** One kind's people, a page at a time. */
function ParticipantsTable({ activityId, kind }: { activityId: number; kind: ParticipantKind }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const [page, setPage] = useState(0);
  const result = useQuery({
    queryKey: [RESOURCE, 'participants', { district_id: districtId, id: activityId, kind, page }],
    queryFn: async () =>
      (await dataProvider.recordPart<ParticipantsPage>(RESOURCE, activityId, 'participants', { kind, page: page + 1, paginate: PAGE_SIZE })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (result.isPending) return <Skeleton variant="rounded" height={120} />;
  if (result.error) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  const rows = result.data?.data ?? [];
  const total = result.data?.total ?? rows.length;
  if (rows.length === 0 && page === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`participants-empty-${kind}`}>
        {translate(`${R}.noParticipants`)}
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={`participants-${kind}`}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={c === 'phone' || c === 'since' ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}>
                  {translate(`${R}.participants.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.user_id}>
                <TableCell>{p.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.email}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{p.phone ?? '—'}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <DistrictDate value={p.since} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
    </>
  );
}

/**
 * The people of an activity (console §7 interested / participating lists): a tab each, a page of
 * them at a time, and each kind's Excel file (named from the server's content-disposition, else
 * the activity's title and the kind).
 */
export function ParticipantsPanel({ record }: { record: ActivityRow }) {
  const translate = useTranslate();
  const text = useLocalized();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const [kind, setKind] = useState<ParticipantKind>('interested');
  const heading = useId();
  const { run: exportKind } = useConfirmedAction<void, [ParticipantKind]>({
    work: async (k) => {
      const fallback = `${text(record.title)} - ${translate(`${R}.participants.${k}`)}.xlsx`;
      const { blob, name } = await dataProvider.exportFile(`/api/v3/${RESOURCE}/${record.id}/participants/export`, fallback, { kind: k });
      saveBlob(blob, name);
    },
    success: { message: 'Strings.Done' },
    errorDialog: downloadFailure,
  });
  const count = (k: ParticipantKind) => (k === 'interested' ? record.interested_count : record.participants_count);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading} sx={{ mt: 2 }} data-testid="participants-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, pt: 2 }}>
        <Typography id={heading} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(`${R}.participants.title`)}
        </Typography>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportKind(kind)} data-testid="participants-export">
          {translate(`${R}.exportExcel`)}
        </Button>
      </Box>
      <Tabs value={kind} onChange={(_, v: ParticipantKind) => setKind(v)} sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
        {PARTICIPANT_KINDS.map((k) => (
          <Tab key={k} value={k} label={`${translate(`${R}.participants.${k}`)} (${count(k)})`} data-testid={`participants-tab-${k}`} />
        ))}
      </Tabs>
      <ParticipantsTable key={kind} activityId={record.id} kind={kind} />
    </Paper>
  );
}

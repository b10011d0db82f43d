import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/client/api';
import { LazyExportDialog } from '../../src/components/dialogs/LazyExportDialog';
import { DistrictDate, useDistrictDates } from '../../src/components/DistrictDate';
import { ResourceList } from '../../src/components/list/ResourceList';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';
import { toast } from '../../src/toasts/toast';
import type { ExportRecord } from './schema';
import { IN_PROGRESS_POLL_MS, isInProgress, type ExportStatus } from './status';
import { periodIncludesToday, purposeRequired, targetsFor } from './constants';

const STATUS_COLOR: Record<ExportStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  queued: 'info',
  running: 'info',
  completed: 'success',
  empty: 'warning',
  failed: 'error',
  expired: 'default',
};

/** The status as a chip; a job on its way turns a small wheel. */
function StatusChip({ status }: { status: ExportStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'completed' ? 'filled' : 'outlined'}
      color={STATUS_COLOR[status]}
      icon={isInProgress(status) ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
      label={translate(`resources.exports.values.status.${status}`)}
      data-testid="export-status"
      data-status={status}
    />
  );
}

/** The private file, fetched with the token (the download is recorded), then saved. */
function useDownload() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const translate = useTranslate();
  return (r: ExportRecord) => {
    if (!r.file_url) return;
    void dataProvider.exportFile(r.file_url, r.file_name ?? 'export.xlsx').then(
      ({ blob, name }) => saveBlob(blob, name),
      () => toast({ status: 'danger', message: translate('Errors.ErrorDownload') }),
    );
  };
}

/** Only a finished export with a file has one to name (an empty or failed one has none). */
const hasFile = (r: ExportRecord) => r.status === 'completed' || r.status === 'expired';

function FileCell({ record, download }: { record: ExportRecord; download(r: ExportRecord): void }) {
  const translate = useTranslate();
  if (!record.file_name || !hasFile(record)) return <>—</>;
  if (!record.file_url) return <span>{record.file_name}</span>;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(e) => {
        e.stopPropagation();
        download(record);
      }}
      aria-label={translate('resources.exports.download', { file: record.file_name })}
      data-testid="export-download"
      sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere', minWidth: { xs: 180, md: 0 } }}
    >
      {record.file_name}
    </Button>
  );
}

/**
 * exports (spec console §2): the district's export requests, newest first, with their progress
 * (looked at again every few seconds while a job is on its way, and at once on `export.completed`),
 * a download for the completed ones and "New export" for the lists the user may export.
 */
export function ExportList() {
  const translate = useTranslate();
  const dates = useDistrictDates();
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const targets = targetsFor(permissions);
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const download = useDownload();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['exports'] });
  return (
    <>
      <ResourceList<ExportRecord>
        label={(r) => r.file_name ?? translate(`resources.exports.values.target.${r.target}`)}
        onOpen={(r) => download(r)}
        poll={(rows) => (rows.some((r) => isInProgress(r.status)) ? IN_PROGRESS_POLL_MS : false)}
        actions={
          targets.length > 0 && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAsking(true)} data-testid="export-new">
              {translate('resources.exports.new')}
            </Button>
          )
        }
        // The contract's columns (list.columns); these cells need more than their kind draws.
        renders={{
          target: (r) => translate(`resources.exports.values.target.${r.target}`),
          // A data subject's archive has no period: it holds everything about one person, as of its day.
          period: (r) =>
            r.subject_user_id
              ? translate('resources.exports.subject', { name: r.subject_name || `#${r.subject_user_id}`, date: dates.date(r.date_end) })
              : `${dates.date(r.date_start)} – ${dates.date(r.date_end)}`,
          status: (r) => <StatusChip status={r.status} />,
          file_name: (r) => <FileCell record={r} download={download} />,
          datetime_available: (r) => <DistrictDate value={hasFile(r) ? r.datetime_available : null} time seconds empty="—" />,
        }}
      />
      {asking && (
        <LazyExportDialog
          open
          targets={targets}
          includesToday={periodIncludesToday}
          needsPurpose={purposeRequired}
          onClose={() => setAsking(false)}
          onSent={refresh}
        />
      )}
    </>
  );
}

import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import { LazyExportDialog } from '../../src/components/dialogs/LazyExportDialog';
import { ResourceList } from '../../src/components/list/ResourceList';
import { holds } from '../../src/lib/permissions';
import { useSession } from '../../src/session';
import { EXPORT_TARGET_PERMISSION, periodIncludesToday } from '../exports/constants';
import type { LoginLog } from './schema';
import { describeUserAgent } from '../../src/lib/userAgent';

function OutcomeChip({ success }: { success: boolean }) {
  const translate = useTranslate();
  const outcome = success ? 'success' : 'failure';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={success ? 'success' : 'error'}
      label={translate(`resources.login_logs.values.outcome.${outcome}`)}
      data-testid="login-outcome"
      data-outcome={outcome}
    />
  );
}

/** The account's name; the e-mail as it was typed when no account answers to it any more. */
function Who({ log }: { log: LoginLog }) {
  if (log.user) {
    return <>{log.user.full_name || log.email}</>;
  }
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {log.email}
    </Box>
  );
}

/** The browser and system in a few words; the whole agent in the cell's title (a native one: a tooltip per row is slow to mount). */
function Browser({ agent }: { agent: string | null }) {
  if (!agent) return <>—</>;
  return (
    <Box component="span" title={agent} data-testid="login-agent">
      {describeUserAgent(agent)}
    </Box>
  );
}

/**
 * settings/logs (issue 17): the district's sign-ins and refused attempts, newest first, with the
 * contract's filters (outcome, user, period), the search, and the export of a period's logins.
 * A row has nothing more to open: everything it holds is on it.
 */
export function LoginLogList() {
  const translate = useTranslate();
  const canExport = useSession((s) => holds(s.user?.permissions ?? [], EXPORT_TARGET_PERMISSION.login_logs));
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <ResourceList<LoginLog>
        label={(r) => r.email}
        onOpen={() => undefined}
        // The contract's columns (list.columns); these cells need more than their kind draws.
        renders={{
          // With its seconds (on one line: the contract's column says so).
          created_at: (r) => <DistrictDate value={r.created_at} time seconds />,
          user: (r) => <Who log={r} />,
          success: (r) => <OutcomeChip success={r.success} />,
          user_agent: (r) => <Browser agent={r.user_agent} />,
        }}
        actions={
          canExport && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setExporting(true)} data-testid="login-logs-export">
              {translate('resources.login_logs.export')}
            </Button>
          )
        }
      />
      {exporting && <LazyExportDialog open target="login_logs" includesToday={periodIncludesToday} onClose={() => setExporting(false)} />}
    </>
  );
}

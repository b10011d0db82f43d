import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { memo, useEffect } from 'react';
import { session, useSession } from '../session';
import { DistrictSelector } from './DistrictSelector';
import { ManualLink } from './ManualLink';
import { Menu } from './Menu';

export const SIDEBAR_WIDTH = 272;
/** Waiting counts are refreshed this often while the shell is open. */
const WAITING_REFRESH_MS = 60_000;

/**
 * Spec console §2 "Sidebar": the district selector, the sections of the session's site map, and
 * the user manual. A drawer that pushes the page on desktop and overlays it on mobile.
 */
export const Sidebar = memo(function Sidebar({ mobile, open, onClose }: { mobile: boolean; open: boolean; onClose: () => void }) {
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (status !== 'log_in') return;
    const timer = setInterval(() => void session.refreshSiteMapData(), WAITING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [status]);

  const content = (
    <Box
      component="nav"
      aria-label="sidebar"
      sx={{ width: SIDEBAR_WIDTH, display: 'flex', flexDirection: 'column', height: '100%' }}
      onClick={mobile ? onClose : undefined}
      data-testid="sidebar"
    >
      <Toolbar sx={{ minHeight: '112px !important' }} />
      <DistrictSelector />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <Menu />
      </Box>
      <Divider />
      <ManualLink />
    </Box>
  );

  return mobile ? (
    // Not kept mounted while closed: a closed drawer would mount the whole menu out of sight,
    // synchronously, as the shell starts on a phone.
    <Drawer variant="temporary" open={open} onClose={onClose}>
      {content}
    </Drawer>
  ) : (
    <Drawer variant="persistent" open={open} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, borderRight: 1, borderColor: 'divider' } } }}>
      {content}
    </Drawer>
  );
});

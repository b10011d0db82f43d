import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import logoUrl from '../assets/logo.svg';
import { useSession } from '../session';
import { Breadcrumbs } from './Breadcrumbs';
import { DemoBadge } from './DemoBadge';
import { LiveIndicator } from './LiveIndicator';
import { UserMenu } from './UserMenu';
import { useScrollTrigger } from './useScrollTrigger';
import { visuallyHidden } from '../components/visuallyHidden';

/**
 * Spec console §2 "Header": sidebar toggle, logo, district name, dashboard link, user menu, and
 * breadcrumbs beneath. On mobile it slides away while scrolling down and returns scrolling up.
 */
export const Header = memo(function Header({ mobile, sidebarOpen, onToggleSidebar }: { mobile: boolean; sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const translate = useTranslate();
  const districtName = useSession((s) => s.district?.name ?? '');
  const hidden = useScrollTrigger({ threshold: 64, hysteresis: true }, mobile);
  return (
    <Slide appear={false} direction="down" in={!hidden}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={1}
        data-testid="shell-header"
        data-hidden={hidden ? 'true' : 'false'}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleSidebar}
            aria-label={translate(sidebarOpen ? 'ra.action.close_menu' : 'ra.action.open_menu')}
            aria-expanded={sidebarOpen}
          >
            <MenuIcon />
          </IconButton>
          {/* Named by what it shows, the app's name (WCAG 2.5.3, label in name); hidden on a phone but still read out. */}
          <Box component={Link} to="/backend/dashboard" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}>
            <img src={logoUrl} alt="" width={32} height={32} style={{ display: 'block' }} />
            <Typography component="span" sx={(t) => ({ fontWeight: 700, [t.breakpoints.down('sm')]: visuallyHidden })}>
              {translate('App.Name')}
            </Typography>
          </Box>
          <Typography component="p" data-testid="district-name" noWrap sx={{ ml: { xs: 0.5, sm: 2 }, flex: 1, minWidth: 0, fontWeight: 500, opacity: 0.95 }}>
            {districtName}
          </Typography>
          <DemoBadge />
          <LiveIndicator />
          {/* A native title, not MUI's Tooltip: that one stores its child in state as the shell
              mounts, and the update this makes inside the commit drags every effect into it. */}
          <IconButton
            component={Link}
            to="/backend/dashboard"
            color="inherit"
            aria-label={translate('Shell.GoToDashboard')}
            title={translate('sections.dashboard')}
          >
            <HomeIcon />
          </IconButton>
          <UserMenu />
        </Toolbar>
        <Toolbar variant="dense" sx={{ minHeight: 48, borderBottom: 1, borderColor: 'divider' }}>
          <Breadcrumbs />
        </Toolbar>
      </AppBar>
    </Slide>
  );
});

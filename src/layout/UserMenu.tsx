import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useState } from 'react';
import { useLocaleState, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { LOCALES } from '../i18n/locale';
import { inShellRouter } from '../router/location';
import { useSession } from '../session';
import { initials } from '../lib/initials';
import { visuallyHidden } from '../components/visuallyHidden';

/**
 * Avatar and name; Profile, the language, Logout (spec console §2 "user menu"). It reads the page's
 * path when Profile is picked (as the shell's router names it, below /backend, as useLocation did)
 * rather than following the location: a click in the sidebar does not
 * draw it again, its closed menu included (issue 11: about 20 ms on the click's way to the rows).
 */
export const UserMenu = memo(function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [locale, setLocale] = useLocaleState();
  const user = useSession((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = user?.full_name ?? '';

  const openProfile = () => {
    close();
    navigate('/backend/profile', { state: { TargetId: user?.id, origin: 'UserMenu', previousPath: inShellRouter(window.location.pathname) } });
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid="user-menu"
        sx={{ gap: 1, minWidth: 0 }}
      >
        {/* The button is named by the user's name it shows (WCAG 2.5.3, label in name): the initials
            repeat it, and a phone, which has no room for the name, still reads it out. */}
        <Avatar
          src={user?.cover_path ?? undefined}
          alt=""
          aria-hidden
          sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 14 }}
        >
          {initials(name)}
        </Avatar>
        <Box
          component="span"
          sx={(t) => ({ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', [t.breakpoints.down('md')]: visuallyHidden })}
        >
          {name}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={openProfile}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('Shell.Profile')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{translate('Shell.Language')}</ListSubheader>
        {LOCALES.map((l) => (
          <MenuItem
            key={l}
            lang={l}
            selected={l === locale}
            onClick={() => {
              close();
              setLocale(l);
            }}
          >
            <ListItemIcon>{l === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`Languages.${l}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {/* In a "view as" tab this ends the preview only (the session is the user's own, see session/store). */}
          <ListItemText>{translate(user?.preview ? 'Shell.Preview.Exit' : 'Shell.Logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
});

import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { pageLabels, pageOwners } from '../registry/registry';
import { SCREEN_ROUTES } from '../registry/screens';
import { SECTIONS } from '../registry/contracts';
import { breadcrumbs } from './breadcrumbs';

const PAGES = pageLabels();
const OWNERS = pageOwners();

/** Where the user is; each step that has a screen is a link (spec console §2). */
export function Breadcrumbs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname, SCREEN_ROUTES, SECTIONS, PAGES, OWNERS);
  return (
    <MuiBreadcrumbs aria-label={translate('Shell.Breadcrumbs')} sx={{ fontSize: 14, '& ol': { flexWrap: 'nowrap', overflow: 'hidden' } }}>
      {crumbs.map((c, i) =>
        c.to ? (
          <Link key={c.key} component={RouterLink} to={c.to} underline="hover" color="primary">
            {translate(c.key)}
          </Link>
        ) : (
          <Typography key={c.key} fontSize="inherit" color="text.primary" aria-current={i === crumbs.length - 1 ? 'page' : undefined} noWrap>
            {translate(c.key)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}

import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { SCREEN_ROUTES } from '../registry/screens';
import { useSession } from '../session';
import { bubbleText, buildMenu, type MenuNode } from './menuTree';
import { SectionIcon } from './sectionIcons';
import { usePrefetchSection } from './usePrefetchSection';

/** Spec console §9: sidebar options are 48 px high. */
const OPTION_HEIGHT = 48;

function Bubble({ count, label }: { count: number; label: string }) {
  const text = bubbleText(count);
  if (!text) return null;
  return (
    <Box
      component="span"
      aria-label={label}
      data-testid="bubble"
      sx={{
        ml: 1,
        px: 1,
        minWidth: 24,
        height: 22,
        borderRadius: 11,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        display: 'inline-grid',
        placeItems: 'center',
      }}
    >
      {text}
    </Box>
  );
}

type Prefetch = (route: string) => void;

/** Whether the screen at `pathname` is the section at `route` or below it. */
const isAt = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/**
 * A section's link. Drawn again only when its own props change (issue 11: the click to the rows):
 * a click in the sidebar changes the selection of two links, and before, all some 45 rows and
 * their groups were drawn again with the new page, a third of that render.
 */
const NavRow = memo(function NavRow({ node, depth, selected, prefetch }: { node: MenuNode; depth: number; selected: boolean; prefetch: Prefetch }) {
  const translate = useTranslate();
  return (
    <ListItemButton
      component={Link}
      to={node.route}
      selected={selected}
      onPointerEnter={() => prefetch(node.route)}
      onFocus={() => prefetch(node.route)}
      onTouchStart={() => prefetch(node.route)}
      sx={{ minHeight: OPTION_HEIGHT, pl: 2 + depth * 2 }}
      data-section={node.id}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <SectionIcon id={node.id} route={node.route} />
      </ListItemIcon>
      <ListItemText primary={translate(`sections.${node.id}`)} />
      <Bubble count={node.count} label={translate('Shell.Waiting', { count: bubbleText(node.count) ?? '0' })} />
    </ListItemButton>
  );
});

/**
 * A group of sections, open or closed. `selected` names the routes of its sections the screen is
 * at (space-separated; '' when none), so that a group the click neither leaves nor enters keeps
 * what it drew.
 */
const GroupRow = memo(function GroupRow({
  node,
  depth,
  open,
  selected,
  toggle,
  prefetch,
}: {
  node: MenuNode;
  depth: number;
  open: boolean;
  selected: string;
  toggle: (id: string) => void;
  prefetch: Prefetch;
}) {
  const translate = useTranslate();
  const common = { sx: { minHeight: OPTION_HEIGHT, pl: 2 + depth * 2 }, 'data-section': node.id };
  const inner = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <SectionIcon id={node.id} route={node.route} />
      </ListItemIcon>
      <ListItemText primary={translate(`sections.${node.id}`)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
      <Bubble count={node.count} label={translate('Shell.Waiting', { count: bubbleText(node.count) ?? '0' })} />
    </>
  );
  if (node.children.length === 0) {
    // A group whose sections have no screen yet: a plain heading that still shows what waits.
    return <ListItem {...common}>{inner}</ListItem>;
  }
  const routes = selected ? selected.split(' ') : [];
  return (
    <Box>
      <ListItemButton {...common} onClick={() => toggle(node.id)} aria-expanded={open}>
        {inner}
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" disablePadding>
          {/* A group's sections are links (layout/menuTree). */}
          {node.children.map((c) => (
            <NavRow key={c.id} node={c} depth={depth + 1} selected={routes.includes(c.route)} prefetch={prefetch} />
          ))}
        </List>
      </Collapse>
    </Box>
  );
});

/** The sections of the session's site map (spec console §2), groups first, with waiting bubbles. */
export function Menu() {
  const siteMap = useSession((s) => s.siteMap);
  const waiting = useSession((s) => s.siteMapData);
  const { pathname } = useLocation();
  const nodes = useMemo(() => buildMenu(siteMap ?? [], waiting, SCREEN_ROUTES), [siteMap, waiting]);
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const toggle = useCallback((id: string) => setClosed((c) => ({ ...c, [id]: !c[id] })), []);
  const shown = useMemo(
    () =>
      nodes
        .flatMap((n) => [n, ...n.children])
        .filter((n) => n.navigable)
        .map((n) => n.route),
    [nodes],
  );
  const prefetch = usePrefetchSection(shown);

  // Links and groups, not list items: a <div> list keeps the markup valid (Lighthouse "list").
  return (
    <List component="div" data-testid="sidebar-menu">
      {nodes.map((n) =>
        n.navigable ? (
          <NavRow key={n.id} node={n} depth={0} selected={isAt(pathname, n.route)} prefetch={prefetch} />
        ) : (
          <GroupRow
            key={n.id}
            node={n}
            depth={0}
            open={!closed[n.id]}
            selected={n.children
              .filter((c) => c.navigable && isAt(pathname, c.route))
              .map((c) => c.route)
              .join(' ')}
            toggle={toggle}
            prefetch={prefetch}
          />
        ),
      )}
    </List>
  );
}

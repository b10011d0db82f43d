import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { SCREEN_ROUTES } from '../registry/screens';
import { useSession } from '../session';
import { bubbleText, buildMenu, type MenuNode } from './menuTree';
import { iconFor } from './sectionIcons';
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

/** The sections of the session's site map (spec console §2), groups first, with waiting bubbles. */
export function Menu() {
  const translate = useTranslate();
  const siteMap = useSession((s) => s.siteMap);
  const waiting = useSession((s) => s.siteMapData);
  const { pathname } = useLocation();
  const nodes = useMemo(() => buildMenu(siteMap ?? [], waiting, SCREEN_ROUTES), [siteMap, waiting]);
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const shown = useMemo(
    () =>
      nodes
        .flatMap((n) => [n, ...n.children])
        .filter((n) => n.navigable)
        .map((n) => n.route),
    [nodes],
  );
  const prefetch = usePrefetchSection(shown);

  const row = (node: MenuNode, depth: number) => {
    const Icon = iconFor(node.id, node.route);
    const label = translate(`sections.${node.id}`);
    const bubble = <Bubble count={node.count} label={translate('Shell.Waiting', { count: bubbleText(node.count) ?? '0' })} />;
    const common = { sx: { minHeight: OPTION_HEIGHT, pl: 2 + depth * 2 }, 'data-section': node.id };
    if (node.navigable) {
      return (
        <ListItemButton
          key={node.id}
          component={Link}
          to={node.route}
          selected={pathname === node.route || pathname.startsWith(`${node.route}/`)}
          onPointerEnter={() => prefetch(node.route)}
          onFocus={() => prefetch(node.route)}
          onTouchStart={() => prefetch(node.route)}
          {...common}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} />
          {bubble}
        </ListItemButton>
      );
    }
    const open = !closed[node.id];
    const expandable = node.children.length > 0;
    const inner = (
      <>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {bubble}
      </>
    );
    if (!expandable) {
      // A group whose sections have no screen yet: a plain heading that still shows what waits.
      return (
        <ListItem key={node.id} {...common}>
          {inner}
        </ListItem>
      );
    }
    return (
      <Box key={node.id}>
        <ListItemButton {...common} onClick={() => setClosed((c) => ({ ...c, [node.id]: open }))} aria-expanded={open}>
          {inner}
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List component="div" disablePadding>
            {node.children.map((c) => row(c, depth + 1))}
          </List>
        </Collapse>
      </Box>
    );
  };

  // Links and groups, not list items: a <div> list keeps the markup valid (Lighthouse "list").
  return (
    <List component="div" data-testid="sidebar-menu">
      {nodes.map((n) => row(n, 0))}
    </List>
  );
}

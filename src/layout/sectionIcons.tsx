import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { createElement, type ComponentType } from 'react';
import { SCREENS } from '../registry/screens';

const GROUP_ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  district: ApartmentIcon,
  community: GroupsIcon,
  home: HomeWorkIcon,
  communication: CampaignIcon,
  management: ManageAccountsIcon,
  settings: SettingsIcon,
};

/** A group's own icon, a screen's declared icon, or a folder. */
export function iconFor(id: string, route: string): ComponentType {
  return GROUP_ICONS[id] ?? SCREENS.find((s) => s.route === route)?.icon ?? FolderIcon;
}

/** A section's icon as an element (iconFor's component, drawn). */
export function SectionIcon({ id, route }: { id: string; route: string }) {
  return createElement(iconFor(id, route));
}

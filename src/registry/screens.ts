import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { ComponentType } from 'react';
import { RESOURCES } from './registry';

/**
 * The screens the console has, by route. The sidebar lists a site-map section only when a screen
 * answers at its route, so no entry leads to a page that is not there. Resources plug in by
 * declaration (registry.ts); the dashboard is the one core screen in the site map.
 */
export interface ScreenDeclaration {
  route: string;
  icon?: ComponentType;
}

export const CORE_SCREENS: ScreenDeclaration[] = [{ route: '/backend/dashboard', icon: DashboardIcon }];

export const RESOURCE_SCREENS: ScreenDeclaration[] = RESOURCES.map((d) => ({ route: d.route, icon: d.icon }));

export const SCREENS: ScreenDeclaration[] = [...CORE_SCREENS, ...RESOURCE_SCREENS];
export const SCREEN_ROUTES: ReadonlySet<string> = new Set(SCREENS.map((s) => s.route));

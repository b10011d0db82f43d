import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { ComponentType } from 'react';
import type { FeaturePath } from '../lib/features';
import type { Permission } from '../lib/permissions';

/**
 * The screens the console has, by route. The sidebar lists a site-map section only when a screen
 * answers at its route, so no entry leads to a page that is not there. Resources plug in by
 * declaration: every `resources/<name>/index.ts` whose default export names a `route` is picked up.
 */
export interface ScreenDeclaration {
  route: string;
  name?: string;
  icon?: ComponentType;
  feature?: FeaturePath;
  permissions?: readonly Permission[];
}

const declared = import.meta.glob<{ default?: Partial<ScreenDeclaration> }>('../../resources/*/index.ts', { eager: true });

export const CORE_SCREENS: ScreenDeclaration[] = [{ route: '/backend/dashboard', icon: DashboardIcon }];

export const RESOURCE_SCREENS: ScreenDeclaration[] = Object.values(declared)
  .map((m) => m.default)
  .filter((d): d is ScreenDeclaration => typeof d?.route === 'string');

export const SCREENS: ScreenDeclaration[] = [...CORE_SCREENS, ...RESOURCE_SCREENS];
export const SCREEN_ROUTES: ReadonlySet<string> = new Set(SCREENS.map((s) => s.route));

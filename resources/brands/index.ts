import BrandIcon from '@mui/icons-material/StorefrontOutlined';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
const form = viewsOf(() => import('./BrandForm'));
const theme = viewsOf(() => import('./ThemeSettingsPage'));
const publishing = viewsOf(() => import('./PublishingWizard'));

/** brands (+form, appPublishing, themeSetting): spec console §2, content §3 "Brand and app publishing". */
export default defineResource<{ id: number; name: string }>(contract, {
  icon: BrandIcon,
  recordRepresentation: (record) => record.name,
  views: { list: view('BrandList'), create: form('BrandForm'), edit: form('BrandForm') },
  routes: [
    { path: 'themeSetting', view: theme('ThemeSettingsPage'), access: 'form', label: 'resources.brands.theme.title' },
    { path: 'appPublishing', view: publishing('PublishingWizard'), access: 'form', label: 'resources.brands.publishing.title' },
  ],
});

import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * Activity and tool categories: the community category page with its Activities and Tools tabs
 * (spec content §2 "Category screens"); create at /form, edit at the two edit routes.
 */
export default defineResource(contract, {
  icon: CategoryIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  views: { list: view('CategoryPage'), show: view('CategoryDetails'), create: view('CategoryCreate'), edit: view('CategoryEdit') },
  routes: [
    { path: 'editActivityCategoryform', view: view('ActivityCategoryEdit'), access: 'form', label: 'Shell.Pages.editActivityCategoryform' },
    { path: 'editToolCategoryform', view: view('ToolCategoryEdit'), access: 'form', label: 'Shell.Pages.editToolCategoryform' },
  ],
});

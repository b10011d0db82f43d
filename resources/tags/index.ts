import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/lib/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';

const view = viewsOf(() => import('./views'));

/** Tags of a district (spec console §2 "tags (+details, form)"), 52 in the demo's Borgo Navigli. */
export default defineResource({
  name: 'tags',
  route: '/backend/tags',
  section: 'tags',
  icon: TagIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  permissions: { view: 'tags_backoffice_view', add: 'tags_add', edit: 'tags_edit', delete: 'tags_delete' },
  views: { list: view('TagList'), show: view('TagDetails'), create: view('TagForm'), edit: view('TagForm') },
  listOptions: {
    sort: { field: 'id', order: 'ASC' },
    tabs: { filter: 'status', values: ['all', 'active', 'disabled'], default: 'all' },
    search: true,
  },
  translatable: ['name'],
  schema: () => import('./schema').then((m) => m.tagInput),
});

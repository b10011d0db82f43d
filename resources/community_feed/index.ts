import FeedIcon from '@mui/icons-material/DynamicFeedOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** community/feed (spec console §2): the shared content screens, with approval. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: FeedIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: view('ContentList'), show: view('ContentDetails'), create: view('ContentForm'), edit: view('ContentForm') },
});

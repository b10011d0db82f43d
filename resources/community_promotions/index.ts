import PromotionIcon from '@mui/icons-material/LocalOfferOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** community/promotions (spec console §2): the shared content screens, with approval. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: PromotionIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: view('ContentList'), show: view('ContentDetails'), create: view('ContentForm'), edit: view('ContentForm') },
});

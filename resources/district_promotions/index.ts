import PromotionIcon from '@mui/icons-material/LocalOfferOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentViews } from '../../src/components/content/views';
import { defineResource } from '../../src/registry/defineResource';
import contract from './contract';

/** District promotions (spec console §2 "district/promotions (+form)"): the shared content screens. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: PromotionIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: contentViews,
});

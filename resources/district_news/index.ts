import NewsIcon from '@mui/icons-material/NewspaperOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentViews } from '../../src/components/content/views';
import { defineResource } from '../../src/registry/defineResource';
import contract from './contract';

/** District news and notices (spec console §2 "district/news (+form)"): the shared content screens. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: NewsIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: contentViews,
});

import FeedIcon from '@mui/icons-material/DynamicFeedOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentViews } from '../../src/components/content/views';
import { defineResource } from '../../src/registry/defineResource';
import contract from './contract';

/** community/feed (spec console §2): the shared content screens, with approval. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: FeedIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: contentViews,
});

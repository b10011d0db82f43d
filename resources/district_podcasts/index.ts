import PodcastIcon from '@mui/icons-material/PodcastsOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentForm, contentList } from '../../src/components/content/views';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * District podcasts (spec console §2 "district/podcasts (+form); district/podcast/details"): the
 * shared content screens; the details page, at the spec's own path, holds the episodes.
 */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: PodcastIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: contentList, show: view('PodcastDetails'), create: contentForm, edit: contentForm },
  detailsRoute: '/backend/district/podcast/details',
});

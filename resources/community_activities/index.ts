import ActivitiesIcon from '@mui/icons-material/EventOutlined';
import { localized } from '../../src/client/localized';
import { localeStore } from '../../src/i18n/locale';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
// The list in a chunk of its own (the calendar in another, loaded by the list when asked for).
const list = viewsOf(() => import('./ActivityList'));

/** community/activities (spec console §2 "community/activities (+form, details)"), with a calendar view of the list. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: ActivitiesIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: list('ActivityList'), show: view('ActivityDetails'), create: view('ActivityForm'), edit: view('ActivityForm') },
});

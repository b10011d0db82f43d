import SpacesIcon from '@mui/icons-material/MeetingRoomOutlined';
import { localized } from '../../src/client/localized';
import { localeStore } from '../../src/i18n/locale';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));
// The list in a chunk of its own: the details, form and freeze pages come with their first visit.
const list = viewsOf(() => import('./SpaceList'));

/** community spaces (spec console §2 "spaces (+details, form, freeze, freeze_space)"). */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: SpacesIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: list('SpaceList'), show: view('SpaceDetails'), create: view('SpaceForm'), edit: view('SpaceForm') },
  routes: [
    { path: 'freeze', view: view('FreezeOverview'), access: 'list', label: 'Shell.Pages.freeze', features: ['FreezeSpace'] },
    { path: 'freeze_space', view: view('FreezeSpacePage'), access: 'form', label: 'Shell.Pages.freeze_space', features: ['FreezeSpace'] },
  ],
});

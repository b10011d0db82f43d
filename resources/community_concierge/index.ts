import ConciergeIcon from '@mui/icons-material/RoomServiceOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { contentDetails, contentForm } from '../../src/components/content/views';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** community/concierge (spec console §2 "+details, form, contact_details_form"): the shared content screens and the contact page. */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: ConciergeIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: view('ConciergeList'), show: contentDetails, create: contentForm, edit: contentForm },
  routes: [{ path: 'contact_details_form', view: view('ConciergeContactPage'), access: 'list', label: 'Shell.Pages.contact_details_form' }],
});

import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/**
 * notifications (spec console §2 "notifications, sendNotification, selectionList", §4 default tab
 * "sent"): the list by status, the compose page (new, or a planned one by its target id; sent
 * ones read-only) and the list of the district's people to pick from. The compose page is not
 * the registry's `form`: the spec names it sendNotification. It opens to any holder (a sent one is
 * read there); writing and the selection list need push_notifications_send.
 */
export default defineResource<{ id: number; title?: unknown }>(contract, {
  icon: NotificationsIcon,
  recordRepresentation: (record) => localized(record.title, localeStore.locale),
  views: { list: view('NotificationList') },
  routes: [
    { path: 'sendNotification', view: view('SendNotification'), access: 'show', label: 'Shell.Pages.sendNotification' },
    { path: 'sendNotification/selectionList', view: view('SelectionList'), access: 'create', label: 'Shell.Pages.selectionList' },
  ],
});

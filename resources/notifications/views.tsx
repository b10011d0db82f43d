/** The notifications' screens, loaded together in one chunk (defineResource's viewsOf). */
export { NotificationList } from './NotificationList';
export { SendNotification } from './SendNotification';
export { SelectionList } from './SelectionList';

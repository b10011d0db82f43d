import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { toast, type ToastStatus } from './toast';

const STATUS: Record<string, ToastStatus> = { error: 'danger', warning: 'warning', success: 'success', info: 'primary' };

/** react-admin's own notifications (saved, deleted, errors) shown as our toasts. */
export function RaNotifications() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type = 'info', notificationOptions } = next;
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : '';
    if (text)
      toast({
        status: STATUS[type] ?? 'primary',
        message: text,
        duration: typeof notificationOptions?.autoHideDuration === 'number' ? notificationOptions.autoHideDuration : undefined,
      });
  }, [notifications, takeNotification, translate]);
  return null;
}

import { V } from '../../src/lib/formats';
import type { NotificationTarget } from './contract';

/**
 * The compose form's rules across fields (spec content §5: "select a user first", "cannot choose
 * a past date or time"), one function for the form and the server: the same input gets the same
 * message on the same field on both sides. No zod here: the form imports it on its first paint.
 */
export interface NotificationDraft {
  target_type?: NotificationTarget | null;
  target_user_ids?: readonly number[] | null;
  target_role_id?: number | null;
  content_type?: string | null;
  content_id?: number | null;
  time_send?: 'send_now' | 'schedule' | null;
  scheduled_at?: string | null;
}

/** Field → message key of what is missing or wrong; empty when the draft can be sent. */
export function notificationRuleErrors(draft: NotificationDraft, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  switch (draft.target_type) {
    case undefined:
    case null:
      errors.target_type = V.SelectAnOption;
      break;
    case 'users':
      if (!draft.target_user_ids?.length) errors.target_user_ids = V.SelectUserFirst;
      break;
    case 'role':
      if (!draft.target_role_id) errors.target_role_id = V.SelectAnOption;
      break;
    case 'interested':
    case 'participating':
      // Interested and participating people are an activity's.
      if (draft.content_type !== 'events' || !draft.content_id) errors.content_id = V.SelectAnOption;
      break;
    case 'all':
      break;
  }
  if (draft.time_send === 'schedule') {
    const at = draft.scheduled_at ? new Date(draft.scheduled_at) : null;
    if (!at) errors.scheduled_at = V.FieldNotNull;
    else if (Number.isNaN(at.getTime())) errors.scheduled_at = V.DateInvalid;
    else if (at.getTime() <= now.getTime()) errors.scheduled_at = V.DateTimeNotPast;
  }
  return errors;
}

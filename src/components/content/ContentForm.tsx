import NotifyIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useCallback } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ContentContract } from '../../contract/content';
import { contentDateErrors } from '../../contract/contentRules';
import { toServerDate, wallClockIn } from '../../lib/dates';
import { V } from '../../lib/formats';
import { holds } from '../../lib/permissions';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { targetState, useBackTarget } from '../../registry/navigation';
import { useDeclaration } from '../../registry/ResourcePage';
import { useSession } from '../../session';
import { useTimeZone } from '../DistrictDate';
import { useDialogs } from '../dialogs/DialogProvider';
import { ResourceForm } from '../form/ResourceForm';
import type { SubmitAction } from '../form/useSaveFlow';
import { ContentActions } from './ContentActions';
import { ContentInputs } from './ContentInputs';

export interface ContentRow extends RaRecord {
  status: 'draft' | 'published' | 'archived';
  title?: Record<string, string>;
}

/** Spec console §2: where "save and notify" leads. */
export const COMPOSER_PATH = '/backend/notifications/sendNotification';

/**
 * The content form's buttons (spec content §4): a draft is published (publish date = the chosen
 * day or today) or saved as a draft; a published item is saved as such or moved back to drafts;
 * "save and notify" asks, saves as published and opens the notification composer about it.
 */
function useSubmits(contract: ContentContract) {
  const translate = useTranslate();
  const back = useBackTarget(contract.route);
  const canNotify = useSession((s) => holds(s.user?.permissions ?? [], 'push_notifications_send'));
  return useCallback(
    (record: ContentRow | undefined): SubmitAction[] => {
      const published = record?.status === 'published';
      const publish: SubmitAction = {
        id: 'publish',
        label: published ? 'Content.SavePublished' : 'Content.Publish',
        icon: published ? <SaveIcon /> : <PublishIcon />,
        patch: { status: 'published' },
      };
      const draft: SubmitAction = { id: 'draft', label: published ? 'Content.Unpublish' : 'Content.SaveDraft', patch: { status: 'draft' } };
      const notify: SubmitAction = {
        id: 'notify',
        label: 'Content.SaveAndNotify',
        icon: <NotifyIcon />,
        variant: 'outlined',
        patch: { status: 'published' },
        ask: { message: translate('Content.NotifyAsk') },
        // The composer starts on this item (its type, id and title), in the form's language, and goes back where the form would have.
        next: (saved, { language }) => {
          const data = (saved as { data?: ContentRow } | undefined)?.data;
          if (!data) return null;
          return {
            path: COMPOSER_PATH,
            state: targetState(null, language, back.path, { content_type: contract.name, content_id: data.id, content_title: data.title ?? {} }, back.state),
          };
        },
      };
      return published ? [publish, ...(canNotify ? [notify] : []), draft] : [publish, draft, ...(canNotify ? [notify] : [])];
    },
    [translate, back.path, back.state, contract.name, canNotify],
  );
}

/**
 * Spec content §5: title and text are required in the current language (the others are filled
 * from it on submit), said on that language's inputs.
 */
export function currentLanguageErrors(payload: Record<string, unknown>, language: string): Record<string, unknown> {
  const rows = Array.isArray(payload.translations) ? (payload.translations as Record<string, unknown>[]) : [];
  const row = rows.find((r) => r.locale === language);
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  const error = { message: V.LangNotNull, args: { language: language.toUpperCase() } };
  const out: Record<string, unknown> = {};
  for (const field of ['title', 'description']) if (blank(row?.[field])) out[field] = { [language]: error };
  return out;
}

/**
 * A live camera's save checks its stream first (spec content §8): one that cannot be reached from
 * the server is saved only once the user confirms "not verified".
 */
function useStreamCheck() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const dialogs = useDialogs();
  const translate = useTranslate();
  return useCallback(
    async (payload: Record<string, unknown>) => {
      const url = payload.external_link;
      if (typeof url !== 'string' || !url) return payload;
      const close = dialogs.wait({ message: translate('Content.StreamChecking') });
      let verified = false;
      try {
        verified = (await dataProvider.checkStream(url)).verified;
      } catch (err) {
        console.warn('stream check', err);
      } finally {
        close();
      }
      if (verified) return payload;
      return (await dialogs.ask({ message: translate('Content.StreamUnverified') })) ? payload : null;
    },
    [dataProvider, dialogs, translate],
  );
}

/**
 * The one content form (spec content §2 "News and event content form", §4, §5) of every content
 * entity: its inputs from the contract's fields, the publish / draft / notify buttons, share and
 * QR link once loaded, and a new item's dates not in the past (the district's today).
 */
export function ContentForm() {
  const d = useDeclaration();
  const contract = d.contract as ContentContract;
  const me = useSession((s) => s.user?.full_name ?? '');
  const timeZone = useTimeZone();
  const submits = useSubmits(contract);
  const streamCheck = useStreamCheck();
  const rules = useCallback(
    (payload: Record<string, unknown>, record: ContentRow | undefined, language: string) => {
      const today = toServerDate(wallClockIn(new Date(), timeZone));
      const dates = record ? {} : Object.fromEntries(Object.entries(contentDateErrors(payload, today)).map(([field, [key]]) => [field, key]));
      return { ...dates, ...currentLanguageErrors(payload, language) };
    },
    [timeZone],
  );
  return (
    <ResourceForm<ContentRow>
      defaults={{ status: 'draft', visibility: 'public', place_type: 'none', top_news: false, tag_ids: [], author_name: me }}
      submits={submits}
      extraActions={(record) => record && <ContentActions contract={contract} id={record.id} />}
      beforeSend={contract.content.fields.includes('stream') ? streamCheck : undefined}
      rules={rules}
    >
      {() => <ContentInputs resource={d.name} spec={contract.content} />}
    </ResourceForm>
  );
}

import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import NotifyIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLocalized } from '../../src/client/localized';
import { currentLanguageErrors } from '../../src/components/content/ContentForm';
import { LazyExportDialog } from '../../src/components/dialogs/LazyExportDialog';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import type { SubmitAction } from '../../src/components/form/useSaveFlow';
import { ResourceList } from '../../src/components/list/ResourceList';
import { holds } from '../../src/lib/permissions';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { isPickedImage } from '../../src/providers/uploads';
import { targetState, useBackTarget } from '../../src/registry/navigation';
import { useSession } from '../../src/session';
import contract from './contract';
import { MessageDialog } from './MessageDialog';
import { PostInputs, type PostRow } from './PostInputs';
import { badgeOf } from './rules';

/** Spec console §2: where "Create notification" leads. */
const COMPOSER_PATH = '/backend/notifications/sendNotification';

const BADGE_COLOR = { pending: 'warning', approved: 'success', rejected: 'error', revoked: 'default', none: 'default' } as const;

/** Spec content §4 "Badge labels": pending, approved, rejected, revoked, None. */
export function PostBadge({ status }: { status: string }) {
  const translate = useTranslate();
  const badge = badgeOf(status);
  return (
    <Chip size="small" variant="outlined" color={BADGE_COLOR[badge]} label={translate(`resources.posts.values.badge.${badge}`)} data-testid="post-badge" />
  );
}

/** Archive after confirming (spec content §4 "Archive moves to archived"); resolves true once done. */
function useArchive() {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { run } = useConfirmedAction({
    ask: (_post: PostRow) => ({ message: translate('resources.posts.archiveAsk') }),
    work: (post: PostRow) => dataProvider.recordAction('posts', post.id, 'archive'),
    success: { message: 'resources.posts.archived' },
    resource: 'posts',
    onSuccess: () => refresh(),
  });
  return useCallback(async (post: PostRow) => (await run(post)).status === 'done', [run]);
}

/**
 * The posts list (spec content §2 "Posts list"): tabs all / waiting / rejected / confirmed /
 * archived, search, Title, Person, Type, Status, edit and archive (not for archived ones), the
 * export of a period for holders of export_view, Create; newest first.
 */
export function PostList() {
  const translate = useTranslate();
  const text = useLocalized();
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const archive = useArchive();
  const [exporting, setExporting] = useState(false);
  const canArchive = holds(permissions, contract.permissions.delete);
  return (
    <>
      <ResourceList<PostRow>
        label={(r) => text(r.title)}
        // A post is archived, never deleted (spec content §2: Archive where other forms have Delete).
        canDelete={() => false}
        // The contract's columns (list.columns); the status is drawn as its badge.
        renders={{
          status: (r) => <PostBadge status={r.status} />,
        }}
        actions={
          holds(permissions, 'export_view') && (
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setExporting(true)} data-testid="posts-export">
              {translate('resources.posts.export')}
            </Button>
          )
        }
        rowActions={(r) =>
          canArchive &&
          r.status !== 'archived' && (
            <IconButton
              size="small"
              onClick={() => void archive(r)}
              aria-label={translate('resources.posts.archive')}
              title={translate('resources.posts.archive')}
              data-testid="row-archive"
            >
              <ArchiveIcon fontSize="small" />
            </IconButton>
          )
        }
      />
      {exporting && <LazyExportDialog open target="posts" onClose={() => setExporting(false)} />}
    </>
  );
}

/** Reset (back to the values loaded), Discard (a new post: cleared, then back) or Archive, and the message to the author. */
function PostActions({ record }: { record: PostRow | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const back = useBackTarget(contract.route);
  const form = useFormContext();
  const archive = useArchive();
  const canArchive = useSession((s) => holds(s.user?.permissions ?? [], contract.permissions.delete));
  const canMessage = useSession((s) => holds(s.user?.permissions ?? [], contract.permissions.edit));
  const [writing, setWriting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { isDirty } = useFormState();
  // Once the reset has settled, so the unsaved-changes guard sees a clean form and does not ask.
  useEffect(() => {
    if (leaving && !isDirty) navigate(back.path, { state: back.state });
  }, [leaving, isDirty, navigate, back.path, back.state]);
  const leave = () => {
    form.reset(form.formState.defaultValues);
    setLeaving(true);
  };
  return (
    <>
      <Button onClick={() => form.reset()} data-testid="form-reset">
        {translate('resources.posts.reset')}
      </Button>
      {!record && (
        <Button color="warning" onClick={leave} data-testid="form-discard">
          {translate('resources.posts.discard')}
        </Button>
      )}
      {record && canArchive && record.status !== 'archived' && (
        <Button color="warning" startIcon={<ArchiveIcon />} onClick={() => void archive(record).then((done) => done && leave())} data-testid="form-archive">
          {translate('resources.posts.archive')}
        </Button>
      )}
      {record && record.author_id !== null && canMessage && (
        <Button startIcon={<MailIcon />} onClick={() => setWriting(true)} data-testid="form-message">
          {translate('resources.posts.message')}
        </Button>
      )}
      {record && writing && <MessageDialog post={record} onClose={() => setWriting(false)} />}
    </>
  );
}

/**
 * The form's status buttons (spec content §4): Approved gives confirmed, Waiting waiting, Rejected
 * rejected; Create notification saves and opens the composer about the post (its holders only).
 */
function useSubmits() {
  const translate = useTranslate();
  const back = useBackTarget(contract.route);
  const canNotify = useSession((s) => holds(s.user?.permissions ?? [], 'push_notifications_send'));
  return useCallback(
    (record: PostRow | undefined): SubmitAction[] => {
      const approved: SubmitAction = { id: 'approved', label: 'resources.posts.buttons.approved', icon: <ApproveIcon />, patch: { status: 'confirmed' } };
      const waiting: SubmitAction = { id: 'waiting', label: 'resources.posts.buttons.waiting', variant: 'outlined', patch: { status: 'waiting' } };
      const rejected: SubmitAction = { id: 'rejected', label: 'resources.posts.buttons.rejected', variant: 'outlined', patch: { status: 'rejected' } };
      const notify: SubmitAction = {
        id: 'notify',
        label: 'resources.posts.buttons.notify',
        icon: <NotifyIcon />,
        variant: 'outlined',
        // An archived post stays so; any other keeps the status it has (a new one waits).
        patch: { status: record?.status && record.status !== 'archived' ? record.status : 'waiting' },
        ask: { message: translate('resources.posts.notifyAsk') },
        next: (saved, { language }) => {
          const data = (saved as { data?: PostRow } | undefined)?.data;
          if (!data) return null;
          return {
            path: COMPOSER_PATH,
            state: targetState(null, language, back.path, { content_type: 'posts', content_id: data.id, content_title: data.title ?? {} }, back.state),
          };
        },
      };
      return [approved, waiting, rejected, ...(canNotify ? [notify] : [])];
    },
    [translate, back.path, back.state, canNotify],
  );
}

/** The name of the picked cover's file goes with it (spec content §3 "image_name"). */
async function withImageName(payload: Record<string, unknown>) {
  const image = payload.image_path;
  return isPickedImage(image) ? { ...payload, image_name: image.rawFile.name } : payload;
}

/**
 * The post form (spec content §2 "Post form", §5): a new post starts from the session user (author,
 * e-mail, phone), request, public, waiting; title (at most 50) and description required in the
 * current language, the others filled from it on submit; every rule said on its field.
 */
export function PostForm() {
  const user = useSession((s) => s.user);
  const submits = useSubmits();
  const rules = useCallback((payload: Record<string, unknown>, _record: PostRow | undefined, language: string) => currentLanguageErrors(payload, language), []);
  return (
    <ResourceForm<PostRow>
      defaults={{
        type: 'request',
        visibility: 'public',
        status: 'waiting',
        author_id: user?.id ?? null,
        contact_email: user?.email ?? '',
        display_email: true,
        contact_telephone: user?.phone ?? '',
        display_telephone: false,
        smart_solutions: [],
        linked_content_type: null,
        linked_content_id: null,
      }}
      submits={submits}
      canDelete={() => false}
      extraActions={(record) => <PostActions record={record} />}
      beforeSend={withImageName}
      rules={rules}
    >
      {(record) => <PostInputs record={record} />}
    </ResourceForm>
  );
}

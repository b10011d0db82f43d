import { visuallyHidden } from '../../../src/components/visuallyHidden';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useDataProvider, useInfiniteGetList, useTranslate, type RaRecord } from 'react-admin';
import { useLocalized } from '../../../src/client/localized';
import { deleteQuestion } from '../../../src/components/dialogs/helpers';
import { useConfirmedAction } from '../../../src/components/dialogs/useConfirmedAction';
import { useRecordChange } from '../../../src/live/useLiveChanges';
import { canAccess, type AccessSubject } from '../../../src/lib/access';
import type { Permission } from '../../../src/lib/permissions';
import { useSession } from '../../../src/session';
import { EpisodeDialog } from './EpisodeDialog';
import { EPISODE_PERMISSIONS, EPISODES, PODCASTS, PODCASTS_FEATURE } from './rules';

/** Episodes come a hundred at a time (the route's most); a podcast rarely has more. */
const STEP = 100;

/** What the user may do with episodes: the console's one access rule, with the podcast flag. */
function useEpisodeAccess() {
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  return useMemo(() => {
    const subject: AccessSubject = { permissions: permissions ?? [], configuration };
    const may = (list: readonly Permission[]) => canAccess(subject, { action: 'view', resource: { feature: PODCASTS_FEATURE, permissions: list } });
    return { add: may(EPISODE_PERMISSIONS.create), edit: may(EPISODE_PERMISSIONS.update), delete: may(EPISODE_PERMISSIONS.delete) };
  }, [permissions, configuration]);
}

/**
 * A podcast's episodes (spec content §2 "Podcast episodes"), for its details page: number, title
 * in the UI language and link; add and edit in the edit-episode dialog, delete after a question.
 * After a save or a delete the list reloads, even when it failed (spec content §4, console §8);
 * another user's change of the podcast, heard live, reloads it too.
 */
export function EpisodeList({ podcastId }: { podcastId: number }) {
  const translate = useTranslate();
  const localized = useLocalized();
  const dataProvider = useDataProvider();
  const access = useEpisodeAccess();
  const heading = useId();
  const me = useSession((s) => s.user?.id ?? null);
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const result = useInfiniteGetList(EPISODES, {
    pagination: { page: 1, perPage: STEP },
    sort: { field: 'position', order: 'ASC' },
    filter: { podcast_id: [podcastId] },
  });
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);

  const [openedAt] = useState(() => Date.now());
  const change = useRecordChange(PODCASTS, podcastId, openedAt);
  const foreignAt = change && change.by?.id !== me ? change.at : null;
  useEffect(() => {
    if (foreignAt !== null) reload();
  }, [foreignAt, reload]);

  const title = (e: RaRecord) => localized(e.title) || localized(e.episode_number) || `#${e.id}`;
  const { run: remove } = useConfirmedAction({
    ask: (e: RaRecord) => deleteQuestion(translate, title(e)),
    work: (e: RaRecord) => dataProvider.delete(EPISODES, { id: e.id, previousData: e }),
    success: { message: 'Strings.Deleted' },
    onSuccess: reload,
    onError: reload,
  });

  const episodes = result.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading} sx={{ p: { xs: 2, sm: 3 } }} data-testid="episode-list">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={heading} variant="h6" component="h2" sx={{ flex: 1, fontSize: 18 }}>
          {translate('Episodes.Title')}
        </Typography>
        {access.add && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing('new')} data-testid="episode-add">
            {translate('Episodes.Add')}
          </Button>
        )}
      </Box>
      {result.isPending ? (
        <Box role="status" aria-label={translate('Episodes.Loading')} data-testid="episodes-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Box>
      ) : result.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('Actions.Retry')}
            </Button>
          }
        >
          {translate('Episodes.LoadError')}
        </Alert>
      ) : episodes.length === 0 ? (
        <Typography color="text.secondary" data-testid="episodes-empty">
          {translate('Episodes.Empty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {episodes.map((e) => (
            <Box
              component="li"
              key={e.id}
              data-testid={`episode-${e.id}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {translate('Episodes.Number', { number: localized(e.episode_number) })}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{localized(e.title)}</Typography>
                <Link
                  href={e.external_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                >
                  {/* The name is the address shown (WCAG 2.5.3), then what the link does, for screen readers. */}
                  {e.external_link}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${translate('Episodes.NewTab')}`}
                  </Box>
                  <OpenInNewIcon fontSize="inherit" aria-hidden />
                </Link>
              </Box>
              {access.edit && (
                <IconButton onClick={() => setEditing(e)} aria-label={translate('Episodes.Edit', { name: title(e) })} data-testid={`episode-edit-${e.id}`}>
                  <EditIcon />
                </IconButton>
              )}
              {access.delete && (
                <IconButton
                  color="error"
                  onClick={() => void remove(e)}
                  aria-label={translate('Episodes.Delete', { name: title(e) })}
                  data-testid={`episode-delete-${e.id}`}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {result.hasNextPage && (
        <Button size="small" onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage} data-testid="episodes-more">
          {translate('Episodes.More')}
        </Button>
      )}
      {editing !== null && (
        <EpisodeDialog podcastId={podcastId} episode={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSettled={reload} />
      )}
    </Paper>
  );
}

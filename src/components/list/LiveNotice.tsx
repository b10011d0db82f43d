import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LiveChange } from '../../live/changes';

const KINDS = ['create', 'update', 'delete'];

/**
 * One change in words. The record is named as the list knows it now, else as it knew it when the
 * change arrived: a deleted row leaves the list right after, and its name with it.
 */
function NoticeText({ change, others, name }: { change: LiveChange; others: number; name: string | undefined }) {
  const translate = useTranslate();
  const [first] = useState(() => name ?? (change.id !== null ? `#${change.id}` : ''));
  const who = change.by?.name || translate('Live.Someone');
  const text = translate(`Live.Notice.${KINDS.includes(change.action) ? change.action : 'other'}`, { name: who, record: name ?? first });
  return <>{others > 0 ? `${text} ${translate('Live.NoticeMore', { smart_count: others })}` : text}</>;
}

/**
 * What others just did on this list (issue 11), in words, wherever the user has scrolled to, and
 * read out by screen readers: a row that was added may be further down and one that was deleted
 * is gone, so the list says so. It fades with the rows' marks.
 */
export function LiveNotice({ changes, names }: { changes: readonly LiveChange[]; names: ReadonlyMap<string, string> }) {
  const latest = changes[0];
  // The live region stays in the page, empty when there is nothing to say, so that what comes is read out.
  return (
    <Box role="status" aria-live="polite" data-testid="live-notice">
      {latest && (
        <Paper
          elevation={6}
          sx={{
            position: 'fixed',
            zIndex: 'snackbar',
            left: '50%',
            transform: 'translateX(-50%)',
            bottom: { xs: 84, md: 24 },
            maxWidth: 'calc(100vw - 32px)',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            borderRadius: 5,
            bgcolor: 'grey.900',
            color: 'common.white',
            fontSize: 14,
          }}
        >
          <SyncIcon fontSize="small" aria-hidden />
          <NoticeText
            key={`${latest.at}-${latest.id}`}
            change={latest}
            others={changes.length - 1}
            name={latest.id !== null ? names.get(String(latest.id)) : undefined}
          />
        </Paper>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { LiveChange } from '../../live/changes';

const useWho = (change: LiveChange) => {
  const translate = useTranslate();
  return change.by?.name || translate('Live.Someone');
};

/** The open record was deleted by someone else: only a way back is left. */
function RecordDeletedNotice({ change, onBack }: { change: LiveChange; onBack(): void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="record-changed"
      data-action="delete"
      action={
        <Button color="inherit" size="small" onClick={onBack}>
          {translate('Actions.GoBack')}
        </Button>
      }
      sx={{ mb: 2 }}
    >
      {translate('Live.RecordDeleted', { name: useWho(change) })}
    </Alert>
  );
}

/**
 * A form's record changed (or went) while the user was editing it (issue 11): nothing the user
 * typed is replaced unasked. They load the other version, or keep editing (saving then wins).
 */
export function RecordChangedNotice({ change, onReload, onKeep, onBack }: { change: LiveChange; onReload(): void; onKeep(): void; onBack(): void }) {
  const translate = useTranslate();
  const name = useWho(change);
  if (change.action === 'delete') return <RecordDeletedNotice change={change} onBack={onBack} />;
  return (
    <Alert severity="warning" data-testid="record-changed" data-action={change.action} sx={{ mb: 2 }}>
      {translate('Live.RecordChanged', { name })} {translate('Live.RecordChangedHint')}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" size="small" onClick={onReload} data-testid="record-changed-reload">
          {translate('Live.LoadTheirs')}
        </Button>
        <Button color="inherit" size="small" onClick={onKeep} data-testid="record-changed-keep">
          {translate('Live.KeepMine')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A details page's record changed while it was open (issue 11): the page already shows the new
 * version (it refreshes itself); this says who changed it. A deleted record leaves only a way back.
 */
export function RecordUpdatedNotice({ change, onClose, onBack }: { change: LiveChange; onClose(): void; onBack(): void }) {
  const translate = useTranslate();
  const name = useWho(change);
  if (change.action === 'delete') return <RecordDeletedNotice change={change} onBack={onBack} />;
  return (
    <Alert severity="info" data-testid="record-changed" data-action={change.action} onClose={onClose} sx={{ mb: 2 }}>
      {translate('Live.RecordUpdated', { name })}
    </Alert>
  );
}

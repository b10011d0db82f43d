import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { counterText, limitText } from '../../client/formRules';

export const REJECTION_REASON_MAX = 500;

/** The texts of one use of the dialog (i18n keys): what is rejected, and where the reason goes. */
export interface RejectTexts {
  title: string;
  hint: string;
  label: string;
  confirm: string;
}

const LEASE_CONTRACT: RejectTexts = {
  title: 'Home.RejectTitle',
  hint: 'Home.RejectHint',
  label: 'resources.contracts.fields.rejection_reason',
  confirm: 'Home.Reject',
};

/**
 * Spec content §4: rejecting needs a reason, which reaches the requester (a lease contract's, a
 * community item's author). Resolves with it, or null when cancelled.
 */
export function RejectDialog({ open, onClose, texts = LEASE_CONTRACT }: { open: boolean; onClose(reason: string | null): void; texts?: RejectTexts }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const close = (value: string | null) => {
    onClose(value);
    setReason('');
    setTried(false);
  };
  return (
    <Dialog
      open={open}
      onClose={() => close(null)}
      aria-labelledby="reject-title"
      slotProps={{ paper: { sx: { width: { xs: '100%', md: '65%' }, maxWidth: 560 } } }}
    >
      <DialogTitle id="reject-title">{translate(texts.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(texts.hint)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={translate(texts.label)}
          value={reason}
          onChange={(e) => setReason(limitText(e.target.value, REJECTION_REASON_MAX))}
          error={tried && missing}
          helperText={tried && missing ? translate('Validations.FieldNotNull') : counterText(reason, REJECTION_REASON_MAX)}
          slotProps={{ htmlInput: { 'data-testid': 'rejection-reason', maxLength: REJECTION_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(null)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" data-testid="reject-confirm" onClick={() => (missing ? setTried(true) : close(reason.trim()))}>
          {translate(texts.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

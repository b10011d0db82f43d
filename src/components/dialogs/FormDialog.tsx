import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The "form" dialog type (spec console §2): a title, some inputs, Cancel and a confirm button. */
export function FormDialog(p: {
  open: boolean;
  title: string;
  confirmLabel: string;
  onClose(): void;
  onConfirm(): void;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={p.open}
      onClose={p.onClose}
      aria-labelledby="form-dialog-title"
      data-testid={p.testId}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: '65%' }, maxWidth: 720 } } }}
    >
      <DialogTitle id="form-dialog-title">{p.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{p.children}</DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={p.onConfirm} disabled={p.busy}>
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ToastOptions, ToastStatus } from './toast';

const SEVERITY: Record<ToastStatus, AlertColor> = { primary: 'info', success: 'success', danger: 'error', warning: 'warning' };

/** One toast: title, text, a close control; a click on the body runs its action and closes it. */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps & { toast: ToastOptions }>(function ToastContent({ id, toast }, ref) {
  const translate = useTranslate();
  const close = () => closeSnackbar(id);
  const act = toast.onClick
    ? () => {
        toast.onClick?.();
        close();
      }
    : undefined;
  return (
    <SnackbarContent ref={ref} role="alert" data-testid="toast">
      <Alert
        severity={SEVERITY[toast.status ?? 'primary']}
        variant="filled"
        onClick={act}
        sx={{ width: { xs: '100%', sm: 380 }, cursor: act ? 'pointer' : 'default', boxShadow: 3 }}
        action={
          <IconButton
            aria-label={translate('ra.action.close')}
            color="inherit"
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              close();
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
        {toast.linkText && act && (
          <Link component="span" color="inherit" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
            {toast.linkText}
          </Link>
        )}
      </Alert>
    </SnackbarContent>
  );
});

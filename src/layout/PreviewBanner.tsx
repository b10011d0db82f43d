import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { session, useSession } from '../session';

/**
 * The "view as" tab's reminder (issue 17): whose console this is, that nothing can be saved, and
 * the way out. It stays under the header while the page scrolls, so it is never out of sight.
 */
export const PreviewBanner = memo(function PreviewBanner() {
  const translate = useTranslate();
  const preview = useSession((s) => s.user?.preview);
  const district = useSession((s) => s.district?.name ?? '');
  if (!preview) return null;
  return (
    <Alert
      severity="warning"
      variant="standard"
      icon={<VisibilityIcon />}
      data-testid="preview-banner"
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => session.logout()} data-testid="preview-exit" sx={{ whiteSpace: 'nowrap' }}>
          {translate('Shell.Preview.Exit')}
        </Button>
      }
      // Opaque (a sticky bar over scrolling rows) and outlined, so it reads as the frame of the whole page.
      sx={{
        position: 'sticky',
        top: { xs: 104, sm: 112 },
        zIndex: (t) => t.zIndex.appBar - 1,
        mb: 2,
        alignItems: 'center',
        border: 2,
        borderColor: 'warning.main',
        // On a phone the way out goes under the words, which keep the whole width.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 48px)', sm: '1 1 auto' } },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' },
      }}
    >
      <strong>{translate(preview.kind === 'role' ? 'Shell.Preview.Role' : 'Shell.Preview.User', { name: preview.name, district })}</strong>{' '}
      {translate('Shell.Preview.ReadOnly')}
    </Alert>
  );
});

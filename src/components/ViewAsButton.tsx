import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { PREVIEW_PERMISSION, type PreviewTarget } from '../contract/preview';
import { useSession } from '../session';
import { previewUrl } from '../session/preview';

/**
 * "View as" (issue 17): opens the console in a new tab as a role or a user would see it, read-only.
 * Shown to holders of the permission that reads the target (roles_view / users_view), and not inside
 * a preview (a preview of a preview would only show less).
 */
export function ViewAsButton({ target, compact = false, name }: { target: PreviewTarget; compact?: boolean; name?: string }) {
  const translate = useTranslate();
  const allowed = useSession((s) => !s.user?.preview && (s.user?.permissions ?? []).includes(PREVIEW_PERMISSION[target.kind]));
  if (!allowed) return null;
  const open = () => window.open(previewUrl(target), '_blank', 'noopener');
  const label = translate('Shell.Preview.ViewAs');
  const hint = translate('Shell.Preview.ViewAsHint');
  const testId = `view-as-${target.kind}-${target.id}`;
  return compact ? (
    <Tooltip title={hint}>
      <IconButton size="small" onClick={open} aria-label={name ? `${label}: ${name}` : label} data-testid={testId}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    // The hint describes the button; its name stays its visible words (WCAG 2.5.3).
    <Tooltip title={hint} describeChild>
      <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={open} data-testid={testId}>
        {label}
      </Button>
    </Tooltip>
  );
}

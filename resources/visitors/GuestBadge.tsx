import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { statusBadge } from './rules';
import type { GuestStatus } from './status';

/** A guest's derived status (spec content §4) as a coloured chip. */
export function GuestBadge({ status }: { status: GuestStatus }) {
  const translate = useTranslate();
  const { color, label } = statusBadge(status);
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(label)}
      data-testid="guest-status"
      data-status={status}
    />
  );
}

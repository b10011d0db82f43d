import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** A record's status as a small chip: active in green, anything else plain. */
export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`Status.${status}`, { _: status })}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}

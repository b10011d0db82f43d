import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useLiveStatus } from '../live/status';

/**
 * A dot in the header that says whether live updates arrive (issue 11): while the channel is
 * down (network lost, reconnecting) what a list shows may be behind others' changes.
 */
export function LiveIndicator() {
  const translate = useTranslate();
  const state = useLiveStatus();
  const label = translate(state === 'on' ? 'Live.StatusOn' : 'Live.StatusOff');
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-testid="live-status"
      data-state={state}
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        mx: 1,
        flex: 'none',
        bgcolor: state === 'on' ? '#7CE38B' : 'rgba(255,255,255,0.45)',
        boxShadow: '0 0 0 2px rgba(255,255,255,0.35)',
      }}
    />
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import { confirmerLine } from './rules';
import type { StepName } from './status';
import type { GuestStep } from './types';

const DOT: Partial<Record<StepName, string>> = {
  confirmed: 'success.main',
  pre_approved: 'success.main',
  rejected: 'error.main',
  waiting_confirmation: 'warning.main',
  exit_confirmation: 'text.disabled',
};

/**
 * A guest's steps (spec content §4: created, confirmation request, waiting for confirmation,
 * confirmed, rejected, pre-approved, exit confirmation) as a vertical timeline; a step still going
 * on has no time and a hollow dot.
 */
export function StepsTimeline({ steps }: { steps: GuestStep[] }) {
  const translate = useTranslate();
  if (steps.length === 0) return <Typography color="text.secondary">{translate('Gate.NoSteps')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="guest-steps">
      {steps.map((s, i) => {
        // Who confirmed, under the confirmed step: the resident, or a staff member manually.
        const by = confirmerLine(s.by);
        return (
          <Box
            component="li"
            key={`${s.step}-${i}`}
            data-step={s.step}
            sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: i < steps.length - 1 ? 1.5 : 0 }}
          >
            {i < steps.length - 1 && <Box aria-hidden sx={{ position: 'absolute', left: 5, top: 14, bottom: 0, width: 2, bgcolor: 'divider' }} />}
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                mt: 0.5,
                borderRadius: '50%',
                flex: 'none',
                border: 2,
                borderColor: DOT[s.step] ?? 'primary.main',
                bgcolor: s.at ? (DOT[s.step] ?? 'primary.main') : 'background.paper',
              }}
            />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate(`Gate.Steps.${s.step}`)}
              </Typography>
              {by && (
                <Typography variant="body2" color="text.secondary" data-testid="step-confirmed-by" data-kind={s.by?.kind}>
                  {translate(...by)}
                </Typography>
              )}
              {s.at && (
                <Typography variant="caption" color="text.secondary">
                  <DistrictDate value={s.at} time />
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

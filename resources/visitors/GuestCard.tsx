import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { GuestBadge } from './GuestBadge';
import { GUEST_FIELDS, guestActions, justConfirmedLine, type GuestAction } from './rules';
import type { InvitationCategory } from './schema';
import type { Guest } from './types';

export interface GuestCardProps {
  guest: Guest;
  category: InvitationCategory;
  /** The guest the live notice was about: outlined and scrolled to. */
  highlighted?: boolean;
  canAct: boolean;
  onAction(guest: Guest, action: GuestAction): void;
  steps: ReactNode;
}

/** One guest of an invitation: who, their derived status, their steps, and what staff can do. */
export function GuestCard({ guest, category, highlighted, canAct, onAction, steps }: GuestCardProps) {
  const translate = useTranslate();
  const actions = canAct ? guestActions(guest.status) : [];
  const extra = GUEST_FIELDS[category] ?? [];
  return (
    <Paper
      variant="outlined"
      data-testid="guest-card"
      data-guest={guest.id}
      data-highlighted={highlighted ? 'true' : undefined}
      ref={(el: HTMLDivElement | null) => {
        if (el && highlighted) el.scrollIntoView({ block: 'center' });
      }}
      sx={{ p: 2, display: 'grid', gap: 1.5, borderWidth: highlighted ? 2 : 1, borderColor: highlighted ? 'success.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {guest.first_name}
        </Typography>
        <GuestBadge status={guest.status} />
      </Box>
      {highlighted && (
        <Typography variant="body2" color="success.main" data-testid="just-confirmed">
          {translate(...justConfirmedLine(guest.confirmed_by))}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {(['phone', ...extra] as const).map((f) => (
          <Box key={f} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.visitors.fields.${f}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {guest[f] || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {steps}
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions.map((a) => (
            <Button key={a} size="small" variant={a === 'resend' ? 'outlined' : 'contained'} onClick={() => onAction(guest, a)} data-testid={`guest-${a}`}>
              {translate(`Gate.Actions.${a}`)}
            </Button>
          ))}
        </Box>
      )}
    </Paper>
  );
}

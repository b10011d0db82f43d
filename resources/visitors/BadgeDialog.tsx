import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { useDistrictDates } from '../../src/components/DistrictDate';
import { useSession } from '../../src/session';
import { hostName, type Invitation } from './types';

/**
 * On paper only the badge shows: the shell, the dialog's frame and its buttons are hidden and the badge
 * sits at the top left of the page, in black on white.
 */
const printOnlyBadge = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.gate-badge, .gate-badge *': { visibility: 'visible' },
        '.gate-badge': { position: 'absolute', left: 0, top: 0, boxShadow: 'none !important', border: '1px solid #000 !important' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

/**
 * The printable badge of an invitation (spec content §7 "badge printing"): its code and a QR of
 * it, in a dialog over the details; printing shows the badge alone.
 */
export function BadgeDialog({ invitation, open, onClose }: { invitation: Invitation; open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const district = useSession((s) => s.district?.name ?? '');
  const dates = useDistrictDates();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="badge-title">
      {open && printOnlyBadge}
      <DialogTitle id="badge-title">{translate('Gate.BadgeTitle')}</DialogTitle>
      <DialogContent>
        <Box
          className="gate-badge"
          data-testid="gate-badge"
          sx={{
            width: 320,
            maxWidth: '100%',
            p: 3,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: '#fff',
            color: '#000',
            textAlign: 'center',
            display: 'grid',
            gap: 1,
          }}
        >
          <Typography variant="overline" sx={{ letterSpacing: 2 }}>
            {district}
          </Typography>
          <Typography variant="body2">
            {translate(`Gate.Category.${invitation.category}`)} · {dates.date(invitation.date_start)}
            {invitation.hour_start ? ` ${invitation.hour_start}` : ''}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
            <QRCodeSVG value={invitation.visitor_code} size={200} level="H" marginSize={2} title={invitation.visitor_code} data-testid="badge-qr" />
          </Box>
          <Typography sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 700, letterSpacing: 3 }} data-testid="badge-code">
            {invitation.visitor_code}
          </Typography>
          <Typography variant="body2">{invitation.guests.map((g) => g.first_name).join(', ')}</Typography>
          <Typography variant="body2">{translate('Gate.Host', { name: hostName(invitation) })}</Typography>
          <Typography variant="caption">{translate('Gate.BadgeHint')}</Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="badge-print">
          {translate('Gate.Print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

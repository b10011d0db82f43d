import QrCodeIcon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { canAccess, type AccessSubject, type AccessTarget } from '../../lib/access';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../session';

/** Spec console §6: QR links need dynamic_links_view and the CommunityContents + DynamicLink flags. */
export const QR_LINK_ACCESS: AccessTarget = { features: ['CommunityContents', 'CommunityContents.DynamicLink'], permissions: ['dynamic_links_view'] };

export function canShowQrLink(subject: AccessSubject): boolean {
  return canAccess(subject, { action: 'view', resource: QR_LINK_ACCESS });
}

/**
 * The QR link of a list (`section`) or of one item: fetched from dynamic_code_link on demand and
 * shown as a QR code with the link. A failed call is only logged (spec console §8).
 */
export function QrLinkButton({ section, itemId }: { section: string; itemId?: string | number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const configuration = useSession((s) => s.configuration);
  const [link, setLink] = useState<string | null>(null);
  if (!canShowQrLink({ permissions, configuration })) return null;

  const open = () =>
    dataProvider.dynamicLink(section, itemId).then(
      ({ link: l }) => setLink(l),
      (err: unknown) => console.warn('QR link', err),
    );

  return (
    <>
      <Button startIcon={<QrCodeIcon />} onClick={() => void open()} data-testid="qr-link">
        {translate('Qr.Button')}
      </Button>
      <Dialog open={link !== null} onClose={() => setLink(null)} aria-labelledby="qr-title" data-testid="qr-dialog">
        <DialogTitle id="qr-title">{translate('Qr.Title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
          {link && <QRCodeSVG value={link} size={256} level="H" role="img" aria-label={link} />}
          <Box sx={{ wordBreak: 'break-all', textAlign: 'center' }}>
            {link && (
              <Link href={link} target="_blank" rel="noreferrer" data-testid="qr-link-url">
                {link}
              </Link>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => link && void navigator.clipboard?.writeText(link)}>{translate('Qr.Copy')}</Button>
          <Button variant="contained" onClick={() => setLink(null)}>
            {translate('Actions.Ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT';
import { api } from '../client/api';
import { formatDate } from '../lib/dates';
import { PublicFrame } from '../public/Frame';
import { Alert, Spinner } from '../public/ui';
import { Ticket } from './Ticket';

export interface PublicInvitation {
  user: { first_name: string; last_name?: string | null };
  place_id: number | null;
  address: string | null;
  date_start: string;
  hour_start: string | null;
  visitor_code: string;
}

type State = { kind: 'empty' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; invitation: PublicInvitation };

/** Spec content §2 "Visitor invitation": the page a visitor shows at the gate. */
export default function Invitation({ params }: { params: Record<string, string> }) {
  const { t } = useT();
  const code = params.visitor_code;
  const [state, setState] = useState<State>(code ? { kind: 'loading' } : { kind: 'empty' });

  useEffect(() => {
    if (!code) return setState({ kind: 'empty' });
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api<PublicInvitation>(`/public/invitations/${encodeURIComponent(code)}`, { signal: controller.signal })
      .then(({ data }) => setState({ kind: 'ready', invitation: data }))
      .catch((err: Error) => err.name !== 'AbortError' && setState({ kind: 'error' }));
    return () => controller.abort();
  }, [code]);

  return (
    <PublicFrame title={t('Invitation.Title')} wide>
      {state.kind === 'empty' && <Alert severity="info">{t('Strings.Invitation.Empty')}</Alert>}
      {state.kind === 'loading' && <InvitationPlaceholder label={t('Dialog.WaitMessage')} />}
      {state.kind === 'error' && <Alert severity="error">{t('Strings.Invitation.Error')}</Alert>}
      {state.kind === 'ready' && <InvitationCard invitation={state.invitation} />}
    </PublicFrame>
  );
}

/** The QR's box: as wide as the card allows, at most 512 px, square. */
const QR_BOX = { margin: '0 auto', width: '100%', maxWidth: 512 } as const;

/**
 * While the invitation loads: the card's shape, with the spinner where the QR will be, so that
 * nothing below it (the language choice) jumps when the card arrives.
 */
function InvitationPlaceholder({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="invitation-loading">
      <span className="b-line" style={{ width: '60%', height: 24 }} />
      <span className="b-line" style={{ width: '45%', height: 19 }} />
      <span className="b-line" style={{ width: '70%', height: 19 }} />
      <div className="b-center" style={{ ...QR_BOX, aspectRatio: '1' }}>
        <Spinner label={label} />
      </div>
      <span className="b-line" style={{ width: '100%', maxWidth: 420, aspectRatio: '420 / 150' }} />
      <span className="b-line" style={{ width: '70%', height: 19 }} />
    </div>
  );
}

function InvitationCard({ invitation }: { invitation: PublicInvitation }) {
  const { t } = useT();
  const host = [invitation.user.first_name, invitation.user.last_name].filter(Boolean).join(' ');
  const apartment = invitation.place_id === null || invitation.place_id === undefined;
  return (
    <div style={{ display: 'grid', gap: 16, textAlign: 'center' }}>
      <p style={{ fontSize: '1.25rem', fontWeight: 600, margin: 0 }} data-testid="invitation-host">
        {t('Invitation.InvitedBy', { name: host })}
      </p>
      {/* Spec content §2: the visitor's page gives the day as day/month/year (a visitor has no district session). */}
      <p style={{ margin: 0 }} data-testid="invitation-date">
        {t('Invitation.When', { date: formatDate(invitation.date_start), hour: invitation.hour_start ?? '' })}
      </p>
      <p className="b-muted" style={{ margin: 0 }}>
        {apartment ? t('Invitation.Apartment') : t('Invitation.Place')}
        {invitation.address ? ` · ${invitation.address}` : ''}
      </p>
      <div style={QR_BOX}>
        <QRCodeCanvas
          value={invitation.visitor_code}
          size={512}
          level="H"
          marginSize={4}
          role="img"
          aria-label={t('Invitation.QrLabel')}
          data-testid="invitation-qr"
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      </div>
      <Ticket code={invitation.visitor_code} hint={t('Invitation.TicketHint')} />
    </div>
  );
}

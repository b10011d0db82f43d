import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT';
import { api } from '../lib/api';
import { formatServerDate } from '../lib/dates';
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
      {state.kind === 'loading' && (
        <div className="b-center" style={{ padding: '48px 0' }}>
          <Spinner label={t('Dialog.WaitMessage')} />
        </div>
      )}
      {state.kind === 'error' && <Alert severity="error">{t('Strings.Invitation.Error')}</Alert>}
      {state.kind === 'ready' && <InvitationCard invitation={state.invitation} />}
    </PublicFrame>
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
      <p style={{ margin: 0 }} data-testid="invitation-date">
        {t('Invitation.When', { date: formatServerDate(invitation.date_start), hour: invitation.hour_start ?? '' })}
      </p>
      <p className="b-muted" style={{ margin: 0 }}>
        {apartment ? t('Invitation.Apartment') : t('Invitation.Place')}
        {invitation.address ? ` · ${invitation.address}` : ''}
      </p>
      <div style={{ margin: '0 auto', width: '100%', maxWidth: 512 }}>
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

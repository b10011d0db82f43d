import { useLocation } from 'react-router';
import { useTarget } from '../../src/registry/navigation';
import { InvitationView } from './InvitationView';

/** gate/visitors/details: the invitation whose id came in navigation state (spec console §2). */
export function VisitorDetails() {
  const { targetId, origin } = useTarget();
  return <InvitationView id={targetId} back={origin ?? undefined} />;
}

/** The live notice's state (src/layout/LiveBridge.tsx): visitor id, guest id, default language. */
export function readNoticeState(state: unknown): { visitorId: number | null; guestId: number | null } {
  const s = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
  return { visitorId: num(s.visitor_id), guestId: num(s.guest_id) };
}

/** gate/visitors/invitation: opened by clicking the "visitor confirmed" toast; the guest is outlined. */
export function InvitationPage() {
  const { state } = useLocation();
  const { visitorId, guestId } = readNoticeState(state);
  return <InvitationView id={visitorId} highlightGuestId={guestId} />;
}

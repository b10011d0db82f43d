/**
 * `npm run demo:resident`: plays a resident's mobile app against a running server, so a person
 * trying the demo sees the gate's live toast. It logs in as a resident of Borgo Navigli, lists
 * their invitations and confirms the first guest still waiting for an answer.
 *
 *   BORGO_URL=http://localhost:3000 RESIDENT=resident1.1@borgo.test npm run demo:resident
 */
import { call, signIn } from './residentApp';

interface Guest {
  id: number;
  first_name: string;
  status: string;
}
interface Invitation {
  id: number;
  visitor_code: string;
  category: string;
  guests: Guest[];
}

async function main() {
  const { token } = await signIn();
  const invitations = await call<Invitation[]>('/resident/invitations', { token });
  const waiting = invitations.flatMap((inv) => inv.guests.filter((g) => g.status === 'VisitorWait').map((g) => ({ inv, g })));
  if (waiting.length === 0) {
    console.log("No guest is waiting for this resident's answer. Create an invitation for them at the gate (or run npm run db:reset) and try again.");
    return;
  }
  const { inv, g } = waiting[0];
  await call(`/resident/invitations/${inv.id}/guests/${g.id}/confirm`, { method: 'POST', body: '{}', token });
  console.log(`Confirmed ${g.first_name} (${inv.category}, code ${inv.visitor_code}). Gate staff of the district now see a toast.`);
  await call('/auth/logout', { method: 'POST', body: '{}', token });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

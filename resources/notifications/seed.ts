import { eventParticipants } from '../../server/db/schema';
import { instantOf, wallClockIn } from '../../src/lib/dates';
import type { Db } from '../../server/db/client';
import { notificationInbox, notifications } from './table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Texts of the demo's notifications, in the district's languages and English. */
const DEMO = [
  {
    en: ['Water off on Tuesday', 'Maintenance on the water mains: no water from 9:00 to 12:00.'],
    it: ['Acqua sospesa martedì', 'Manutenzione della rete idrica: niente acqua dalle 9:00 alle 12:00.'],
  },
  {
    en: ['Summer party', 'Join us in the courtyard on Saturday at 18:00: music, food and games.'],
    it: ['Festa d’estate', 'Vi aspettiamo in cortile sabato alle 18:00: musica, cibo e giochi.'],
  },
  { en: ['New bike racks', 'Twenty new bike racks are now by Tower B.'], it: ['Nuove rastrelliere', 'Venti nuove rastrelliere sono ora vicino alla Torre B.'] },
] as const;

/**
 * The demo's notifications in Borgo Navigli: three sent (in the residents' inboxes, the first
 * read), one planned for tomorrow morning, two the server sent by itself; and people interested
 * in and taking part in its first activity, so those targets reach someone.
 */
export async function seedNotifications(
  tx: Tx,
  {
    districtId,
    senderId,
    senderName,
    residentIds,
    eventId,
  }: { districtId: number; senderId: number; senderName: string; residentIds: number[]; eventId: number },
) {
  await tx
    .insert(eventParticipants)
    .values([
      ...residentIds.slice(0, 4).map((userId) => ({ eventId, userId, kind: 'interested' as const })),
      ...residentIds.slice(0, 2).map((userId) => ({ eventId, userId, kind: 'participating' as const })),
    ]);
  const texts = (i: number) => {
    const d = DEMO[i];
    return { en: { title: d.en[0], content: d.en[1] }, it: { title: d.it[0], content: d.it[1] } };
  };
  const now = Date.now();
  const sent = await tx
    .insert(notifications)
    .values(
      [0, 1, 2].map((i) => {
        const at = new Date(now - (i + 1) * 3 * DAY);
        return {
          districtId,
          senderId,
          senderName,
          translations: texts(i),
          targetType: 'all' as const,
          statusType: 'sent' as const,
          sentAt: at,
          sendAt: at,
          audienceSize: residentIds.length,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: notifications.id, sentAt: notifications.sentAt });
  await tx
    .insert(notificationInbox)
    .values(sent.flatMap((n, i) => residentIds.map((userId) => ({ notificationId: n.id, userId, deliveredAt: n.sentAt!, readAt: i === 2 ? n.sentAt : null }))));
  // Tomorrow at 09:00 on Milan's clock.
  const today = wallClockIn(new Date(now), 'Europe/Rome');
  const tomorrow = instantOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, 9, 0), 'Europe/Rome');
  await tx.insert(notifications).values([
    {
      districtId,
      senderId,
      senderName,
      translations: texts(1),
      targetType: 'interested',
      contentType: 'events',
      contentId: eventId,
      timeSend: 'schedule',
      statusType: 'planned',
      scheduledAt: tomorrow,
      sendAt: tomorrow,
      audienceSize: 4,
    },
    ...[
      ['Your guest has arrived', 'A guest of yours is at the gate.', 'Il tuo ospite è arrivato', 'Un tuo ospite è al cancello.'],
      ['Booking confirmed', 'Your booking of the meeting room is confirmed.', 'Prenotazione confermata', 'La prenotazione della sala riunioni è confermata.'],
    ].map(([en, enc, it, itc], i) => {
      const at = new Date(now - (i + 1) * 5 * HOUR);
      return {
        districtId,
        senderName: 'Borgo',
        translations: { en: { title: en, content: enc }, it: { title: it, content: itc } },
        targetType: 'users' as const,
        targetUserIds: [residentIds[i]],
        statusType: 'automatic' as const,
        sentAt: at,
        sendAt: at,
        audienceSize: 1,
        createdAt: at,
        updatedAt: at,
      };
    }),
  ]);
}

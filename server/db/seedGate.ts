import type { Db } from './client';
import { fullName } from '../services/users';
import { invitationGuests, invitations, longTermPasses } from './schema';
import { districtDay } from './seedDays';

type Guest = Partial<typeof invitationGuests.$inferInsert> & { firstName: string };

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * Today's invitations in every district, one of each category and every guest state, with known
 * codes DEMO<district><n> so the public page and the gate screens can be tried at once. The first
 * resident of each district hosts guests still waiting for their answer (npm run demo:resident).
 */
export async function seedGate(
  tx: Db,
  ctx: {
    districts: { id: number; name: string; timeZone: string }[];
    residents: { id: number; firstName: string; lastName: string; dashboardDistrictId: number | null }[];
  },
) {
  const requested = { datetimeConfirmationRequest: minutesAgo(30) };
  const plan: { category: 'guest' | 'taxi' | 'home_service' | 'delivery'; hour: string; place: boolean; guests: Guest[] }[] = [
    {
      category: 'guest',
      hour: '18:30',
      place: true,
      guests: [
        { firstName: 'Giulia', phone: '+393331234567', ...requested },
        { firstName: 'Paolo', phone: '+393337654321', ...requested, datetimeConfirmation: minutesAgo(20) },
      ],
    },
    {
      category: 'taxi',
      hour: '09:15',
      place: false,
      guests: [{ firstName: 'Luca', phone: '+393401112233', companyName: 'Radio Taxi', plate: 'AB123CD', ...requested }],
    },
    {
      category: 'home_service',
      hour: '14:00',
      place: false,
      guests: [{ firstName: 'Marta', phone: '+393409998877', companyName: 'Idraulica Rapida', serviceType: 'Plumbing', preApproved: true }],
    },
    {
      category: 'delivery',
      hour: '11:45',
      place: false,
      guests: [
        {
          firstName: 'Sam',
          phone: '+393405556677',
          companyName: 'Parcel Express',
          deliveryId: 'PKG-42',
          ...requested,
          datetimeConfirmation: minutesAgo(25),
          datetimeExit: minutesAgo(5),
        },
      ],
    },
    {
      category: 'guest',
      hour: '20:00',
      place: false,
      guests: [{ firstName: 'Nina', phone: '+393331112222', ...requested, datetimeRejection: minutesAgo(10) }],
    },
    { category: 'guest', hour: '21:00', place: true, guests: [{ firstName: 'Ugo', phone: '+393332223333' }] },
  ];
  for (const [di, district] of ctx.districts.entries()) {
    const residents = ctx.residents.filter((r) => r.dashboardDistrictId === district.id);
    // The first two (with guests waiting) belong to the first resident, the demo's resident.
    const hosts = plan.map((_, i) => residents[i < 2 ? 0 : i % residents.length]);
    const made = await tx
      .insert(invitations)
      .values(
        plan.map((p, i) => ({
          districtId: district.id,
          userId: hosts[i].id,
          visitorCode: `DEMO${di + 1}${String(i + 1).padStart(3, '0')}`,
          category: p.category,
          placeId: p.place ? 1 : null,
          address: p.place ? `Via dei Mille 12, ${district.name}` : null,
          dateStart: districtDay(district.timeZone),
          hourStart: p.hour,
          createdAt: minutesAgo(45),
          lastDatetimeConfirmationRequest: p.guests.some((g) => g.datetimeConfirmationRequest) ? minutesAgo(30) : null,
        })),
      )
      .returning({ id: invitations.id });
    // The demo's confirmed guests were confirmed by their host, in the app.
    const byHost = (i: number) => ({ confirmedBy: hosts[i].id, confirmedByKind: 'resident' as const, confirmedByName: fullName(hosts[i]) });
    await tx
      .insert(invitationGuests)
      .values(made.flatMap((inv, i) => plan[i].guests.map((g) => ({ ...g, invitationId: inv.id, ...(g.datetimeConfirmation ? byHost(i) : {}) }))));
    await tx.insert(longTermPasses).values(
      (['housekeeper', 'babysitter', 'caregiver', 'gardener'] as const).map((category, i) => ({
        districtId: district.id,
        userId: residents[i % residents.length].id,
        name: ['Rosa Esposito', 'Anna Lima', 'John Miller', 'Carlo Neri'][i],
        category,
        status: i === 3 ? ('suspended' as const) : ('active' as const),
        visitorCode: `HELP${di + 1}${String(i + 1).padStart(3, '0')}`,
      })),
    );
  }
  await seedGateHistory(tx, ctx.districts.at(-1)!, ctx.residents);
}

const DAY_MS = 86_400_000;

/**
 * The last district's gate a month at a time back eight months: visits that came and went, so the
 * privacy page (issue 18) has something past retention to show, and remove, on a fresh demo (the
 * default keeps 180 days: the two oldest). Older visits than these are removed by the hourly job.
 */
async function seedGateHistory(tx: Db, district: { id: number }, residents: { id: number; dashboardDistrictId: number | null }[]) {
  const hosts = residents.filter((r) => r.dashboardDistrictId === district.id);
  const made = await tx
    .insert(invitations)
    .values(
      Array.from({ length: 8 }, (_, i) => {
        const day = new Date(Date.now() - (i + 1) * 30 * DAY_MS);
        return {
          districtId: district.id,
          userId: hosts[i % hosts.length].id,
          visitorCode: `PAST${district.id}${String(i + 1).padStart(3, '0')}`,
          category: 'guest' as const,
          dateStart: day.toISOString().slice(0, 10),
          hourStart: '17:00',
          createdAt: new Date(day.getTime() - DAY_MS),
          datetimeConfirmation: day,
          datetimeExit: new Date(day.getTime() + 2 * 3600_000),
        };
      }),
    )
    .returning({ id: invitations.id, at: invitations.datetimeConfirmation });
  await tx.insert(invitationGuests).values(
    made.map((inv, i) => ({
      invitationId: inv.id,
      firstName: ['Olivia', 'Mason', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Henry'][i],
      phone: `+1312555${String(100 + i).padStart(4, '0')}`,
      datetimeConfirmation: inv.at,
      datetimeExit: inv.at ? new Date(inv.at.getTime() + 2 * 3600_000) : null,
    })),
  );
}

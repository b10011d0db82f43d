import { eq, inArray } from 'drizzle-orm';
import type { CarbonIntensity, ConsumptionType } from '../../resources/apartments/schema';
import type { Db } from './client';
import {
  apartmentConsumptions,
  apartments,
  apartmentUsers,
  cities,
  countries,
  districts,
  leaseContractRequests,
  sosCalls,
  users,
  type ContractStatus,
  type ContractType,
} from './schema';

const DAY = 24 * 3600_000;
const APPLIANCES = ['Dishwasher', 'Washing machine', 'Oven', 'Air conditioner', 'Heat pump', 'Fridge', 'Dryer', 'Induction hob'];

/** A small deterministic generator, so every `npm start` shows the same charts. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1_664_525 + 1_013_904_223) >>> 0) / 2 ** 32;
}

/** The last twelve whole months, oldest first, as first days (YYYY-MM-01). */
function lastTwelveMonths(now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
    return { period: d.toISOString().slice(0, 10), month: d.getUTCMonth() };
  });
}

const intensity = (value: number, low: number, high: number): CarbonIntensity => (value < low ? 'low' : value > high ? 'high' : 'medium');

/**
 * One month of the seven types for one apartment. `winter` runs 0 (summer) to 1 (winter) on the
 * district's hemisphere, so heating peaks in January in Milan and in July in São Paulo.
 */
function month(size: number, winter: number, rnd: () => number, currency: string) {
  const jitter = (base: number, spread: number) => Math.round(base * (1 + (rnd() - 0.5) * spread) * 10) / 10;
  const heating = jitter(20 + 4.2 * size * winter ** 2, 0.2);
  const cooling = jitter(10 + 2.4 * size * (1 - winter) ** 3, 0.25);
  const electric = jitter(140 + 1.6 * size, 0.2);
  const hot = jitter(1.5 + size / 60, 0.3);
  const cold = jitter(4 + size / 25, 0.3);
  const rows: { type: ConsumptionType; value: number; unit: string; carbonIntensity: CarbonIntensity | null }[] = [
    { type: 'heating', value: heating, unit: 'kWh', carbonIntensity: intensity(heating, 150, 350) },
    { type: 'cooling', value: cooling, unit: 'kWh', carbonIntensity: intensity(cooling, 80, 180) },
    { type: 'electric', value: electric, unit: 'kWh', carbonIntensity: intensity(electric, 220, 320) },
    { type: 'hot_water', value: hot, unit: 'm³', carbonIntensity: intensity(hot, 2.5, 3.5) },
    { type: 'cold_water', value: cold, unit: 'm³', carbonIntensity: null },
    { type: 'total_water', value: Math.round((hot + cold) * 10) / 10, unit: 'm³', carbonIntensity: null },
    { type: 'condominium_fees', value: Math.round(size * 1.8), unit: currency, carbonIntensity: null },
  ];
  return rows;
}

/**
 * Apartments (towers A–C) with their residents and a year of consumptions, lease contract
 * requests in every state, and older SOS calls, some handled, in every demo district. The SOS
 * calls are over a week old so the dashboard's 7-day count stays that of the main seed.
 */
export async function seedHome(tx: Db, ctx: { districts: { id: number; name: string }[]; residents: { id: number; dashboardDistrictId: number | null }[] }) {
  const ids = ctx.districts.map((d) => d.id);
  const places = await tx
    .select({ id: districts.id, latitude: districts.latitude, currency: countries.currencySymbol })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(districts.id, ids));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@borgo.test'));
  const months = lastTwelveMonths();

  for (const [di, district] of ctx.districts.entries()) {
    const place = places.find((p) => p.id === district.id)!;
    const south = (place.latitude ?? 0) < 0;
    const rnd = random(1000 + district.id);
    const hosts = ctx.residents.filter((r) => r.dashboardDistrictId === district.id);
    const made = await tx
      .insert(apartments)
      .values(
        Array.from({ length: 12 }, (_, i) => {
          const tower = 'ABC'[i % 3];
          const floor = Math.floor(i / 3) + 1;
          const size = 45 + ((i * 17) % 90);
          return {
            districtId: district.id,
            code: `${tower}-${floor}0${(i % 3) + 1}`,
            number: `${floor}0${(i % 3) + 1}`,
            towerCode: tower,
            floor,
            internal: String(i + 1),
            size,
            appliances: APPLIANCES.filter((_, k) => (i + k) % 3 !== 0).slice(0, 3 + (i % 4)),
            contractCodeOwner: `OWN-${di + 1}${String(i + 1).padStart(3, '0')}`,
            contractCodeTenant: i % 3 === 1 ? `TEN-${di + 1}${String(i + 1).padStart(3, '0')}` : null,
            residentsNumber: 1 + (i % 4),
            residentsPool: i % 2 === 0,
          };
        }),
      )
      .returning({ id: apartments.id, size: apartments.size });

    // Each resident lives in one of the first apartments; the first also owns the second one.
    await tx
      .insert(apartmentUsers)
      .values([
        ...hosts.map((h, i) => ({ apartmentId: made[i].id, userId: h.id, relation: i % 3 === 1 ? ('tenant' as const) : ('owner' as const) })),
        ...(hosts.length > 1 ? [{ apartmentId: made[1].id, userId: hosts[0].id, relation: 'owner' as const }] : []),
      ]);

    await tx.insert(apartmentConsumptions).values(
      made.flatMap((a) =>
        months.flatMap(({ period, month: m }) => {
          const winter = (Math.cos(((m - (south ? 6 : 0)) / 12) * 2 * Math.PI) + 1) / 2;
          return month(a.size ?? 60, winter, rnd, place.currency).map((c) => ({ apartmentId: a.id, period, ...c }));
        }),
      ),
    );

    const plan: { type: ContractType; status: ContractStatus; reason?: string }[] = [
      { type: 'tenant_family', status: 'waiting' },
      { type: 'tenant_flatmates', status: 'waiting' },
      { type: 'owner', status: 'waiting' },
      { type: 'tenant_flatmates', status: 'hold' },
      { type: 'owner', status: 'approved' },
      { type: 'tenant_family', status: 'rejected', reason: 'The apartment already has a tenant contract for this period.' },
    ];
    await tx.insert(leaseContractRequests).values(
      plan.map((p, i) => ({
        districtId: district.id,
        apartmentId: made[i + 2].id,
        requesterId: hosts[i % hosts.length].id,
        contractType: p.type,
        status: p.status,
        rejectionReason: p.reason ?? null,
        decidedBy: p.status === 'waiting' ? null : (admin?.id ?? null),
        decidedAt: p.status === 'waiting' ? null : new Date(Date.now() - (i - 2) * DAY),
        createdAt: new Date(Date.now() - (i + 3) * DAY),
      })),
    );

    await tx.insert(sosCalls).values(
      Array.from({ length: 4 }, (_, i) => {
        const createdAt = new Date(Date.now() - (8 + i * 3) * DAY);
        const handled = i % 2 === 0;
        return {
          districtId: district.id,
          userId: hosts[(i + 1) % hosts.length].id,
          location: `Tower ${'ABC'[i % 3]}, floor ${i + 2}, ${district.name}`,
          notes: ['Feels unwell, asks for help', 'Smoke in the stairwell', 'Stuck in the lift', 'Strangers in the garage'][i],
          createdAt,
          handledAt: handled ? new Date(createdAt.getTime() + 20 * 60_000) : null,
          handledBy: handled ? (admin?.id ?? null) : null,
          handlingNotes: handled ? ['Ambulance called, the resident is fine.', 'Fire brigade checked: a burnt pot.'][i / 2] : null,
        };
      }),
    );
  }
}

import type { Db } from '../../server/db/client';
import { spaceBookings, spaceFreezes, spaces } from '../../server/db/schema';
import type { SpacePrices } from '../../server/db/schema/spaces';
import { districtDay } from '../../server/db/seedDays';
import { daysOf } from './rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Lang = 'it' | 'pt' | 'en';

interface DemoSpace {
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  open: [string, string] | '24h';
  spots?: number;
  slot: number;
  consecutive: number;
  lead: number;
  auto: boolean;
  prices: SpacePrices;
  cleaning: number;
  visibility?: 'public' | 'private';
  bookable?: boolean;
  fullDay?: boolean;
}

/** Four spaces per district (issue 16 "Demo data"): titles in the district's language and English. */
const SPACES: DemoSpace[] = [
  {
    title: { it: 'Sala feste', pt: 'Salão de festas', en: 'Party room' },
    description: {
      it: 'Sala al piano terra con cucina, per feste e riunioni di famiglia.',
      pt: 'Salão no térreo com cozinha, para festas e reuniões de família.',
      en: 'Ground-floor room with a kitchen, for parties and family gatherings.',
    },
    open: ['09:00', '23:00'],
    slot: 60,
    consecutive: 4,
    lead: 1,
    auto: false,
    prices: { resident: 1500, member: 2000, guest: 3000 },
    cleaning: 2000,
    fullDay: true,
  },
  {
    title: { it: 'Palestra', pt: 'Academia', en: 'Gym' },
    description: {
      it: 'Attrezzi e pesi, aperta giorno e notte.',
      pt: 'Aparelhos e pesos, aberta dia e noite.',
      en: 'Machines and weights, open day and night.',
    },
    open: '24h',
    spots: 8,
    slot: 60,
    consecutive: 2,
    lead: 0,
    auto: true,
    prices: {},
    cleaning: 0,
  },
  {
    title: { it: 'Campo da tennis', pt: 'Quadra de tênis', en: 'Tennis court' },
    description: { it: 'Campo in terra rossa con illuminazione.', pt: 'Quadra de saibro com iluminação.', en: 'Clay court with floodlights.' },
    open: ['07:00', '22:00'],
    slot: 60,
    consecutive: 2,
    lead: 0,
    auto: false,
    prices: { resident: 800, member: 1200, guest: 2000 },
    cleaning: 0,
  },
  {
    title: { it: 'Sala riunioni della gestione', pt: 'Sala de reuniões da administração', en: "Management's meeting room" },
    description: { it: 'Solo per lo staff.', pt: 'Somente para a equipe.', en: 'Staff only.' },
    open: ['08:00', '18:00'],
    slot: 30,
    consecutive: 4,
    lead: 0,
    auto: true,
    prices: {},
    cleaning: 0,
    visibility: 'private',
    bookable: false,
  },
];

const FREEZE_REASON: Record<Lang, string> = { it: 'Manutenzione del pavimento', pt: 'Manutenção do piso', en: 'Floor maintenance' };

/**
 * Spaces with opening hours, a frozen week on the party room, and bookings in every state
 * (issue 16 "Demo data"): in each district's language, with English beside it.
 */
export async function seedSpaces(
  tx: Tx,
  o: {
    districts: { id: number; defaultLanguage: string; timeZone: string }[];
    residents: { id: number; dashboardDistrictId: number | null }[];
    staff: Map<number, number>;
  },
) {
  for (const district of o.districts) {
    const lang: Lang = district.defaultLanguage === 'it' || district.defaultLanguage === 'pt' ? district.defaultLanguage : 'en';
    const dayFrom = (offset: number) => districtDay(district.timeZone, offset);
    const rows = await tx
      .insert(spaces)
      .values(
        SPACES.map((s, i) => ({
          districtId: district.id,
          translations: Object.fromEntries([...new Set([lang, 'en' as Lang])].map((l) => [l, { title: s.title[l], description: s.description[l] }])),
          address: `${['A', 'B', 'C', 'D'][i]} · ${lang === 'it' ? 'piano terra' : lang === 'pt' ? 'térreo' : 'ground floor'}`,
          visibility: s.visibility ?? 'public',
          openAllDay: s.open === '24h',
          openTime: s.open === '24h' ? '00:00' : s.open[0],
          closeTime: s.open === '24h' ? '24:00' : s.open[1],
          maxOccupancy: s.spots ?? 40,
          reservationType: s.spots ? ('spots' as const) : ('full' as const),
          spots: s.spots ?? null,
          slotMinutes: s.slot,
          consecutiveSlots: s.consecutive,
          leadDays: s.lead,
          maxActiveBookings: 2,
          autoApproval: s.auto,
          allowFullDay: s.fullDay ?? false,
          prices: s.prices,
          cleaningCharge: s.cleaning,
          isBookable: s.bookable ?? true,
          mapUrl: 'https://www.openstreetmap.org/',
        })),
      )
      .returning({ id: spaces.id });
    const [party, gym, tennis] = rows.map((r) => r.id);
    await tx.insert(spaceFreezes).values(
      daysOf(dayFrom(7), dayFrom(13)).map((date) => ({
        districtId: district.id,
        spaceId: party,
        date,
        reason: FREEZE_REASON[lang],
        availableUntil: null,
        createdBy: o.staff.get(district.id) ?? null,
      })),
    );
    const people = o.residents.filter((r) => r.dashboardDistrictId === district.id);
    const who = (i: number) => people[i % Math.max(people.length, 1)]?.id;
    if (people.length === 0) continue;
    const b = (
      spaceId: number,
      userIndex: number,
      offset: number,
      start: string,
      end: string,
      status: 'waiting' | 'confirmed' | 'rejected' | 'cancelled',
      price = 0,
      spots = 1,
    ) => ({
      districtId: district.id,
      spaceId,
      userId: who(userIndex)!,
      date: dayFrom(offset),
      startTime: start,
      endTime: end,
      spots,
      price,
      status,
      reason:
        status === 'rejected'
          ? lang === 'it'
            ? 'La sala è già impegnata per un evento del quartiere.'
            : lang === 'pt'
              ? 'O salão já está reservado para um evento do bairro.'
              : 'The room is taken for a district event.'
          : null,
    });
    await tx
      .insert(spaceBookings)
      .values([
        b(party, 0, 2, '18:00', '22:00', 'waiting', 4 * 1500 + 2000),
        b(party, 1, 3, '12:00', '15:00', 'confirmed', 3 * 1500 + 2000),
        b(party, 2, 4, '19:00', '23:00', 'rejected', 4 * 1500 + 2000),
        b(party, 0, -5, '17:00', '20:00', 'confirmed', 3 * 1500 + 2000),
        b(tennis, 1, 1, '08:00', '10:00', 'waiting', 2 * 800),
        b(tennis, 2, 1, '10:00', '11:00', 'confirmed', 800),
        b(tennis, 0, 2, '18:00', '19:00', 'cancelled', 800),
        b(gym, 0, 0, '07:00', '08:00', 'confirmed', 0, 1),
        b(gym, 1, 0, '07:00', '09:00', 'confirmed', 0, 2),
      ]);
  }
}

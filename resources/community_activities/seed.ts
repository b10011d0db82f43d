import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { categories, eventParticipants, eventSeries, events, spaces } from '../../server/db/schema';
import { addDays, instantOfDay, toServerDate, wallClockIn } from '../../src/lib/dates';
import type { EventStatus, PaymentStatus } from './constants';
import { occurrenceDays } from './rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Lang = 'it' | 'pt' | 'en';
type Text = Record<Lang, [title: string, description: string]>;

interface DemoActivity {
  text: Text;
  /** Days from the district's today. */
  day: number;
  start: string;
  end: string;
  repeat?: { freq: 'daily' | 'weekly'; lastDay: number };
  /** Index of the district's space (seedSpaces' order: party room, gym, tennis court, meeting room), or a place of its own. */
  space?: number;
  place?: [name: string, address: string];
  category?: number;
  status: EventStatus;
  price?: number;
  method?: 'cash' | 'other';
  recipient?: string;
  paymentStatus?: PaymentStatus;
  reason?: string;
  maxPeople?: number;
  /** Proposed by a resident (else by the district's staff). */
  resident?: boolean;
  special?: boolean;
}

const CONCERT: DemoActivity = {
  text: {
    it: ['Concerto in cortile', 'Quartetto d’archi nel cortile centrale: portate una sedia.'],
    pt: ['Concerto no pátio', 'Quarteto de cordas no pátio central: tragam uma cadeira.'],
    en: ['Courtyard concert', 'A string quartet in the central courtyard: bring a chair.'],
  },
  day: 4,
  start: '21:00',
  end: '22:30',
  place: ['Cortile centrale', 'Tower B'],
  category: 1,
  status: 'confirmed',
  special: true,
};

/** Recurring ones first, then one of each status; the waiting ones count per district (sidebar bubbles). */
const SERIES: DemoActivity[] = [
  {
    text: {
      it: ['Yoga del mattino', 'Un’ora di yoga per tutti i livelli.'],
      pt: ['Ioga matinal', 'Uma hora de ioga para todos os níveis.'],
      en: ['Morning yoga', 'An hour of yoga for every level.'],
    },
    day: 2,
    start: '07:30',
    end: '08:30',
    repeat: { freq: 'weekly', lastDay: 30 },
    space: 1,
    category: 3,
    status: 'confirmed',
    maxPeople: 15,
  },
  {
    text: {
      it: ['Lezioni di tennis', 'Corso per principianti con il maestro del circolo.'],
      pt: ['Aulas de tênis', 'Curso para iniciantes com o professor do clube.'],
      en: ['Tennis lessons', 'A beginners’ course with the club’s coach.'],
    },
    day: 3,
    start: '18:00',
    end: '19:30',
    repeat: { freq: 'weekly', lastDay: 24 },
    space: 2,
    category: 0,
    status: 'confirmed',
    price: 1500,
    method: 'cash',
    maxPeople: 8,
  },
  {
    text: {
      it: ['Corso di cucina', 'Cinque sere di cucina regionale.'],
      pt: ['Curso de culinária', 'Cinco noites de culinária regional.'],
      en: ['Cooking course', 'Five evenings of regional cooking.'],
    },
    day: 1,
    start: '18:00',
    end: '20:00',
    repeat: { freq: 'daily', lastDay: 5 },
    space: 0,
    category: 1,
    status: 'confirmed',
    price: 2000,
    method: 'other',
    recipient: 'Associazione Sapori',
    maxPeople: 12,
  },
];

const proposal = (it: string, pt: string, en: string, extra: Partial<DemoActivity> & Pick<DemoActivity, 'day' | 'status'>): DemoActivity => ({
  text: { it: [it, `${it}: proposta di un residente.`], pt: [pt, `${pt}: proposta de um morador.`], en: [en, `${en}: proposed by a resident.`] },
  start: '17:00',
  end: '19:00',
  resident: true,
  ...extra,
});

const SINGLES: DemoActivity[] = [
  proposal('Torneo di scacchi', 'Torneio de xadrez', 'Chess tournament', {
    day: 6,
    status: 'to_pay',
    price: 500,
    method: 'cash',
    space: 3,
    start: '15:00',
    end: '17:00',
  }),
  proposal('Festa di compleanno', 'Festa de aniversário', 'Birthday party', {
    day: 15,
    status: 'paying',
    price: 3000,
    method: 'cash',
    space: 0,
    paymentStatus: 'processing',
  }),
  proposal('Cinema all’aperto', 'Cinema ao ar livre', 'Open-air cinema', { day: 5, status: 'rejected', reason: 'The courtyard is being repainted that week.' }),
  proposal('Festa di fine anno', 'Festa de fim de ano', 'Year-end party', {
    day: 20,
    status: 'refunding',
    price: 2500,
    method: 'cash',
    space: 0,
    reason: 'Space needed for the assembly.',
    paymentStatus: 'refund',
  }),
  proposal('Merenda dei bambini', 'Lanche das crianças', 'Children’s snack party', {
    day: 18,
    status: 'refunded',
    price: 800,
    method: 'cash',
    space: 0,
    reason: 'Cancelled by the organiser.',
    paymentStatus: 'refunded',
  }),
  proposal('Passeggiata storica', 'Passeio histórico', 'History walk', { day: -10, status: 'confirmed', place: ['Piazza', 'Main gate'] }),
  proposal('Pulizia del giardino', 'Limpeza do jardim', 'Garden clean-up', { day: -3, status: 'confirmed', place: ['Giardino', 'Tower C'] }),
];

const WAITING: DemoActivity[] = [
  proposal('Club del libro', 'Clube do livro', 'Book club', { day: 2, status: 'waiting', space: 3, start: '10:00', end: '11:30' }),
  proposal('Laboratorio di pittura', 'Oficina de pintura', 'Painting workshop', { day: 3, status: 'waiting', place: ['Terrazza', 'Tower A, roof'] }),
  proposal('Torneo di calcetto', 'Torneio de futebol', 'Five-a-side tournament', { day: 8, status: 'waiting', space: 2, start: '16:00', end: '18:00' }),
  proposal('Mercatino dell’usato', 'Bazar de usados', 'Second-hand market', { day: 10, status: 'waiting', place: ['Cortile', 'Tower B'] }),
  proposal('Serata giochi', 'Noite de jogos', 'Board game night', { day: 16, status: 'waiting', space: 0, start: '20:00', end: '23:00' }),
];

/** The date columns a status implies (console §4: its confirmation, rejection, paid and refund dates). */
function statusDates(status: EventStatus, at: Date) {
  const paid = ['refunding', 'refunded'].includes(status) || status === 'paying';
  return {
    datetimeConfirmation: status === 'confirmed' ? at : null,
    datetimeRejection: ['rejected', 'refunding', 'refunded'].includes(status) ? at : null,
    datetimePaid: paid && status !== 'paying' ? at : null,
    datetimeRefundStarted: ['refunding', 'refunded'].includes(status) ? at : null,
    datetimeRefundCompleted: status === 'refunded' ? at : null,
  };
}

/**
 * A month of activities per district (issue 16 "Demo data"): weekly and daily series in its
 * spaces (one occurrence changed alone), paid ones, one in each status, two already over, and
 * its usual number of proposals waiting (5, 2, 1: the sidebar bubbles the tests count). People
 * interested and taking part in the concert, the activity notifications point at.
 */
export async function seedActivities(
  tx: Tx,
  o: {
    districts: { id: number; defaultLanguage: string; timeZone: string; name: string }[];
    residents: { id: number; dashboardDistrictId: number | null; firstName: string; lastName: string | null }[];
    staff: Map<number, { id: number; name: string }>;
    waiting: Map<number, number>;
  },
): Promise<Map<number, number>> {
  const concerts = new Map<number, number>();
  for (const district of o.districts) {
    const lang: Lang = district.defaultLanguage === 'it' || district.defaultLanguage === 'pt' ? district.defaultLanguage : 'en';
    const today = toServerDate(wallClockIn(new Date(), district.timeZone));
    const rooms = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.districtId, district.id)).orderBy(asc(spaces.id));
    const kinds = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.districtId, district.id), eq(categories.type, 'activity')))
      .orderBy(asc(categories.id));
    const people = o.residents.filter((r) => r.dashboardDistrictId === district.id);
    const staff = o.staff.get(district.id)!;
    const list = [CONCERT, ...SERIES, ...SINGLES, ...WAITING.slice(0, o.waiting.get(district.id) ?? 0)];
    for (const [n, a] of list.entries()) {
      const first = addDays(today, a.day);
      const days = a.repeat ? occurrenceDays(first, a.repeat.freq, addDays(today, a.repeat.lastDay)) : [first];
      let seriesId: number | null = null;
      if (a.repeat) {
        const [s] = await tx
          .insert(eventSeries)
          .values({ districtId: district.id, freq: a.repeat.freq, firstDate: days[0], until: addDays(today, a.repeat.lastDay) })
          .returning({ id: eventSeries.id });
        seriesId = s.id;
      }
      const author = a.resident ? people[n % people.length] : undefined;
      const at = new Date(Date.now() - (list.length - n) * 3600_000);
      const made = await tx
        .insert(events)
        .values(
          days.map((date, i) => {
            // The third occurrence of the first series was changed alone.
            const changed = seriesId !== null && n === 1 && i === 2;
            const [title, description] = a.text[lang];
            return {
              districtId: district.id,
              status: a.status,
              publishStatus: 'published' as const,
              visibility: 'public',
              translations: {
                [lang]: { title: changed ? `${title} (${lang === 'it' ? 'all’aperto' : lang === 'pt' ? 'ao ar livre' : 'outdoors'})` : title, description },
                ...(lang === 'en' ? {} : { en: { title: a.text.en[0], description: a.text.en[1] } }),
              },
              seriesId,
              occurrenceDate: seriesId === null ? null : date,
              isException: changed,
              date,
              startTime: changed ? '08:00' : a.start,
              endTime: changed ? '09:00' : a.end,
              datetimeStart: instantOfDay(date, changed ? '08:00' : a.start, district.timeZone),
              datetimeEnd: instantOfDay(date, changed ? '09:00' : a.end, district.timeZone),
              placeType: a.space !== undefined ? ('select_space' as const) : a.place ? ('custom_space' as const) : ('none' as const),
              spaceId: a.space !== undefined ? rooms[a.space].id : null,
              placeName: a.place?.[0] ?? null,
              placeAddress: a.place?.[1] ?? null,
              maxPeople: a.maxPeople ?? null,
              pricePrivate: a.price ?? 0,
              paymentMethod: a.method ?? null,
              paymentRecipient: a.recipient ?? null,
              paymentStatus: a.paymentStatus ?? (a.price ? (a.status === 'confirmed' ? 'completed' : 'to_pay') : null),
              isSpecial: a.special ?? false,
              categoryId: a.category !== undefined ? kinds[a.category].id : null,
              rejectionReason: a.reason ?? null,
              ...statusDates(a.status, at),
              authorId: author?.id ?? staff.id,
              authorName: author ? `${author.firstName} ${author.lastName ?? ''}`.trim() : staff.name,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .returning({ id: events.id });
      if (a === CONCERT) concerts.set(district.id, made[0].id);
      // The tennis course's first lesson is full of people.
      if (n === 2) {
        await tx
          .insert(eventParticipants)
          .values([
            ...people.slice(0, 5).map((p) => ({ eventId: made[0].id, userId: p.id, kind: 'participating' as const })),
            ...people.slice(2, 6).map((p) => ({ eventId: made[0].id, userId: p.id, kind: 'interested' as const })),
          ]);
      }
    }
  }
  return concerts;
}

import { eq, sql } from 'drizzle-orm';
import type { ApprovalStatus } from '../../src/contract/content';
import type { ContentLocale } from '../../src/lib/translations';
import type { Db } from './client';
import { contents, districts } from './schema';
import type { ContentPictures } from './seedContent';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Texts = Partial<Record<ContentLocale, { title: string; description: string; welcome_message?: string; goals?: string }>> & {
  en: { title: string; description: string; welcome_message?: string; goals?: string };
};

interface CommunityItem {
  type: 'community_news' | 'community_feed' | 'community_groups' | 'community_promotions' | 'community_concierge';
  /** Written by a resident (waiting for approval, or decided) or by the staff (approved). */
  by: 'resident' | 'staff';
  approval: ApprovalStatus | null;
  rejection?: string;
  texts: Texts;
  link?: string;
  /** Promotions: days from today of the validity period. */
  period?: [number, number];
  daysAgo: number;
}

interface CommunityDemo {
  district: string;
  concierge: { contact: string; phone: string; whatsapp: string };
  items: CommunityItem[];
}

/**
 * The community's content of the demo districts (issue 15, "Demo data"): news, feed, groups,
 * promotions and concierge services, some by residents waiting for approval (the sidebar bubbles
 * and the dashboard count show them), one rejected with its reason, in each district's language.
 */
const DEMO: CommunityDemo[] = [
  {
    district: 'Borgo Navigli',
    concierge: { contact: 'Portineria Torre A', phone: '+390258101234', whatsapp: 'https://wa.me/390258101234' },
    items: [
      {
        type: 'community_news',
        by: 'staff',
        approval: 'confirmed',
        daysAgo: 3,
        texts: {
          it: { title: 'Nuovi orari della portineria', description: 'Da lunedì la portineria resta aperta fino alle 21:00 nei giorni feriali.' },
          en: { title: 'New concierge desk hours', description: 'From Monday the concierge desk stays open until 21:00 on weekdays.' },
        },
      },
      {
        type: 'community_news',
        by: 'resident',
        approval: 'waiting',
        daysAgo: 0,
        texts: {
          it: { title: 'Bici ritrovata nel cortile', description: 'Una bici blu di un bambino è in portineria: chi l’ha persa può ritirarla lì.' },
          en: { title: 'Bike found in the courtyard', description: 'A small blue child’s bike is at the concierge desk: its owner can collect it there.' },
        },
      },
      {
        type: 'community_feed',
        by: 'resident',
        approval: 'waiting',
        daysAgo: 1,
        texts: {
          it: { title: 'Pomodori in regalo', description: 'L’orto comune ha dato più pomodori del previsto: ne lascio una cassetta all’ingresso B.' },
          en: { title: 'Free tomatoes', description: 'The shared plot gave more tomatoes than expected: I left a crate at entrance B.' },
        },
      },
      {
        type: 'community_feed',
        by: 'resident',
        approval: 'rejected',
        rejection: 'Gli annunci commerciali vanno nella sezione Promozioni, non nel feed.',
        daysAgo: 4,
        texts: {
          it: { title: 'Vendo scooter', description: 'Scooter 125 del 2019, ottime condizioni. Scrivetemi in privato.' },
          en: { title: 'Scooter for sale', description: '2019 125cc scooter in great condition. Message me privately.' },
        },
      },
      {
        type: 'community_groups',
        by: 'resident',
        approval: 'waiting',
        daysAgo: 2,
        link: 'https://chat.whatsapp.com/navigli-corsa',
        texts: {
          it: {
            title: 'Corsa sull’Alzaia',
            description: 'Un gruppo per correre insieme lungo il Naviglio.',
            welcome_message: 'Benvenuti! Si parte dal portone della Torre A.',
            goals: 'Tre uscite a settimana, ritmo tranquillo, nessuno resta indietro.',
          },
          en: {
            title: 'Towpath runners',
            description: 'A group to run together along the canal.',
            welcome_message: 'Welcome! We start from the Tower A gate.',
            goals: 'Three runs a week at an easy pace; nobody is left behind.',
          },
        },
      },
      {
        type: 'community_groups',
        by: 'staff',
        approval: 'confirmed',
        daysAgo: 20,
        link: 'https://chat.whatsapp.com/navigli-orto',
        texts: {
          it: {
            title: 'Orto condiviso',
            description: 'Chi coltiva gli orti del giardino si organizza qui.',
            welcome_message: 'Ciao! I turni di annaffiatura sono nel messaggio fissato.',
            goals: 'Turni di cura, scambio di semi, una festa del raccolto a settembre.',
          },
          en: {
            title: 'Shared garden',
            description: 'Those who grow the garden plots organise here.',
            welcome_message: 'Hi! The watering rota is in the pinned message.',
            goals: 'Care rotas, seed swaps and a harvest party in September.',
          },
        },
      },
      {
        type: 'community_promotions',
        by: 'staff',
        approval: 'confirmed',
        daysAgo: 5,
        period: [-5, 25],
        link: 'https://www.example.com/ciclofficina',
        texts: {
          it: { title: 'Tagliando bici -20%', description: 'La ciclofficina del piano terra fa il 20% di sconto ai residenti.' },
          en: { title: 'Bike service 20% off', description: 'The ground-floor bike workshop gives residents 20% off.' },
        },
      },
      {
        type: 'community_concierge',
        by: 'staff',
        approval: null,
        daysAgo: 30,
        texts: {
          it: { title: 'Ritiro pacchi', description: 'La portineria riceve i pacchi per voi e vi avvisa con un messaggio.' },
          en: { title: 'Parcel collection', description: 'The concierge takes in your parcels and tells you by message.' },
        },
      },
    ],
  },
  {
    district: 'Vila Aurora',
    concierge: { contact: 'Portaria central', phone: '+551130301234', whatsapp: 'https://wa.me/551130301234' },
    items: [
      {
        type: 'community_news',
        by: 'resident',
        approval: 'waiting',
        daysAgo: 0,
        texts: {
          pt: { title: 'Feira de trocas no sábado', description: 'Traga livros e brinquedos para trocar no salão de festas, das 10h às 13h.' },
          en: { title: 'Swap fair on Saturday', description: 'Bring books and toys to swap in the party room, 10:00 to 13:00.' },
        },
      },
      {
        type: 'community_feed',
        by: 'staff',
        approval: 'confirmed',
        daysAgo: 2,
        texts: {
          pt: { title: 'Piscina reaberta', description: 'A piscina foi limpa e está aberta de novo todos os dias até as 22h.' },
          en: { title: 'Pool open again', description: 'The pool has been cleaned and is open again every day until 22:00.' },
        },
      },
      {
        type: 'community_groups',
        by: 'resident',
        approval: 'waiting',
        daysAgo: 1,
        link: 'https://chat.whatsapp.com/aurora-caminhada',
        texts: {
          pt: {
            title: 'Caminhada matinal',
            description: 'Caminhadas no parque às 6h30, com quem quiser.',
            welcome_message: 'Bem-vindos! Encontro na portaria.',
            goals: 'Caminhar três vezes por semana.',
          },
          en: {
            title: 'Morning walk',
            description: 'Walks in the park at 6:30.',
            welcome_message: 'Welcome! We meet at the gate.',
            goals: 'Walk three times a week.',
          },
        },
      },
      {
        type: 'community_concierge',
        by: 'staff',
        approval: null,
        daysAgo: 15,
        texts: {
          pt: { title: 'Guarda-volumes', description: 'A portaria guarda malas e volumes por até três dias.' },
          en: { title: 'Luggage storage', description: 'The concierge keeps bags and parcels for up to three days.' },
        },
      },
    ],
  },
  {
    district: 'Cedar Park Commons',
    concierge: { contact: 'Front desk', phone: '+14155550123', whatsapp: 'https://wa.me/14155550123' },
    items: [
      {
        type: 'community_news',
        by: 'staff',
        approval: 'confirmed',
        daysAgo: 6,
        texts: { en: { title: 'Elevator maintenance', description: 'Elevator B is serviced on Thursday from 9:00 to 12:00.' } },
      },
      {
        type: 'community_feed',
        by: 'resident',
        approval: 'waiting',
        daysAgo: 0,
        texts: { en: { title: 'Lost cat', description: 'Grey tabby, answers to Miso, last seen near the playground.' } },
      },
    ],
  },
];

/**
 * Writes the community demo of the districts in `targets`: residents' items by one of the
 * district's residents, the staff's by its staff author; the concierge's contact details.
 */
export async function seedCommunity(
  tx: Tx,
  {
    districts: targets,
    staff,
    residents,
    pictures,
  }: {
    districts: { id: number; name: string }[];
    staff: Map<number, { id: number; name: string }>;
    residents: Map<number, { id: number; name: string }>;
    pictures: Map<string, ContentPictures>;
  },
) {
  const now = Date.now();
  const day = (days: number) => new Date(now + days * 24 * 3600_000).toISOString().slice(0, 10);
  for (const district of targets) {
    const demo = DEMO.find((d) => d.district === district.name);
    const pics = pictures.get(district.name);
    if (!demo || !pics) continue;
    await tx
      .update(districts)
      .set({
        conciergeContact: demo.concierge.contact,
        conciergePhone: demo.concierge.phone,
        conciergeWhatsapp: demo.concierge.whatsapp,
        configuration: sql`jsonb_set(${districts.configuration}, '{isConcierge}', 'true'::jsonb)`,
      })
      .where(eq(districts.id, district.id));
    // Every item has a picture (news and promotions require one): the district's own ones, in turn.
    const covers = [...pics.news, ...pics.smart, ...pics.promotions];
    await tx.insert(contents).values(
      demo.items.map((item, i) => {
        const author = item.by === 'staff' ? staff.get(district.id)! : residents.get(district.id)!;
        const when = new Date(now - item.daysAgo * 24 * 3600_000 - i * 60_000);
        return {
          districtId: district.id,
          type: item.type,
          status: 'published' as const,
          visibility: 'public',
          translations: item.texts,
          cover: covers[i % covers.length],
          externalLink: item.link ?? null,
          datetimeStart: item.period ? day(item.period[0]) : null,
          datetimeEnd: item.period ? day(item.period[1]) : null,
          datetimeConfirmation: day(-item.daysAgo),
          approvalStatus: item.approval,
          rejectionReason: item.rejection ?? null,
          datetimeRejection: item.rejection ? when : null,
          authorId: author.id,
          authorName: author.name,
          createdAt: when,
          updatedAt: when,
        };
      }),
    );
  }
}

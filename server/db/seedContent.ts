import { and, eq, inArray } from 'drizzle-orm';
import { instantOf, wallClockIn } from '../../src/lib/dates';
import type { ContentLocale, StoredTranslations } from '../../src/lib/translations';
import type { Storage } from '../lib/storage';
import type { Db } from './client';
import { contents, districtContacts, districtGallery, districts, podcastEpisodes, tags } from './schema';
import { drawPicture, type Palette, type PictureKind } from './seedPictures';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A text in the district's language and in English (Cedar Park Commons: English only). */
type Texts<T> = Partial<Record<ContentLocale, T>> & { en: T };
type Item = { title: string; description: string; subtitle?: string };
type Category = 'emergency' | 'health' | 'security' | 'utilities' | 'transport' | 'administration' | 'other';

interface NewsDemo {
  picture: PictureKind;
  texts: Texts<Item>;
  source: string;
  /** Tags by their English name, where the district has them. */
  tags: string[];
  daysAgo: number;
  top?: boolean;
  draft?: boolean;
}
interface DistrictDemo {
  name: string;
  palette: Palette;
  page: { cover: PictureKind; address: string; mapLink: string; texts: Texts<{ description: string }> };
  gallery: { picture: PictureKind; texts: Texts<{ caption: string }> }[];
  news: NewsDemo[];
  podcast: { texts: Texts<Item>; episodes: { link: string; texts: Texts<{ title: string; episode_number: string }> }[] };
  /** Days from today of the validity period. */
  promotions: { texts: Texts<Item>; link?: string; from: number; to: number }[];
  camera: { texts: Texts<Item>; link: string };
  smart: { picture: PictureKind; texts: Texts<Item>; link: string }[];
  contacts: { kind: 'useful_info' | 'sos'; phone: string; category: Category; texts: Texts<{ name: string; notes: string }> }[];
}

/**
 * What a district shows of itself (issue 14, "Demo data"): its page, gallery, news, a podcast,
 * promotions, a camera, smart solutions and useful and SOS numbers, written in its language and in
 * English as its staff would write them.
 */
const DEMO: DistrictDemo[] = [
  {
    name: 'Borgo Navigli',
    palette: {
      skyTop: '#7FB3E0',
      skyBottom: '#F6D9B0',
      sun: '#F2B63D',
      ground: '#7E9C5B',
      accent: '#2A7F8E',
      buildings: ['#C8553D', '#E3A857', '#B9714B', '#E6CFA6'],
    },
    page: {
      cover: 'canal',
      address: 'Ripa di Porta Ticinese 47, 20143 Milano MI',
      mapLink: 'https://www.openstreetmap.org/#map=17/45.4520/9.1720',
      texts: {
        it: {
          description:
            'Borgo Navigli è un complesso residenziale di tre torri affacciato sul Naviglio Grande, a pochi passi dalla Darsena. Cortile interno, giardino condiviso, portineria dalle 7 alle 20 e un’officina per le biciclette al piano terra.',
        },
        en: {
          description:
            'Borgo Navigli is a residential complex of three towers on the Naviglio Grande canal, a short walk from the Darsena. Inner courtyard, shared garden, a concierge desk open 7:00 to 20:00 and a bike workshop on the ground floor.',
        },
      },
    },
    gallery: [
      { picture: 'canal', texts: { it: { caption: 'Il Naviglio Grande al tramonto' }, en: { caption: 'The Naviglio Grande at sunset' } } },
      {
        picture: 'courtyard',
        texts: { it: { caption: 'Il cortile interno tra le torri A e B' }, en: { caption: 'The inner courtyard between towers A and B' } },
      },
      { picture: 'park', texts: { it: { caption: 'Il giardino condiviso e gli orti' }, en: { caption: 'The shared garden and vegetable plots' } } },
      { picture: 'market', texts: { it: { caption: 'Il mercato del sabato in Ripa' }, en: { caption: 'The Saturday market on the Ripa' } } },
      { picture: 'city', texts: { it: { caption: 'Le tre torri viste dall’Alzaia' }, en: { caption: 'The three towers seen from the towpath' } } },
    ],
    news: [
      {
        picture: 'courtyard',
        top: true,
        daysAgo: 2,
        source: 'Amministrazione condominiale',
        tags: ['Garden', 'Safety'],
        texts: {
          it: {
            title: 'Al via i lavori nel cortile interno',
            subtitle: 'Nuova pavimentazione e illuminazione a LED entro fine mese',
            description:
              'Da lunedì la ditta Edil Ticinese rifà la pavimentazione del cortile e sostituisce i lampioni con luci a LED. Il passaggio tra le torri A e B resta aperto; le biciclette vanno spostate nella rastrelliera di via Vigevano. Fine lavori prevista in tre settimane.',
          },
          en: {
            title: 'Works start in the inner courtyard',
            subtitle: 'New paving and LED lighting by the end of the month',
            description:
              'From Monday Edil Ticinese re-paves the courtyard and replaces the street lamps with LED lights. The passage between towers A and B stays open; please move bicycles to the rack on Via Vigevano. The works should take three weeks.',
          },
        },
      },
      {
        picture: 'lockers',
        daysAgo: 6,
        source: 'AMSA',
        tags: ['Recycling'],
        texts: {
          it: {
            title: 'Raccolta differenziata: nuovi giorni',
            description:
              'Da questo mese l’umido si ritira il lunedì e il giovedì, carta e cartone il martedì, plastica e metalli il venerdì. Esponete i bidoni in cortile entro le 6:00 e ritirateli entro sera. Il calendario è anche in portineria.',
          },
          en: {
            title: 'Recycling: new collection days',
            description:
              'From this month food waste is collected on Mondays and Thursdays, paper and cardboard on Tuesdays, plastic and metal on Fridays. Put the bins out in the courtyard by 6:00 and bring them back in by the evening. The calendar is also at the concierge desk.',
          },
        },
      },
      {
        picture: 'market',
        daysAgo: 9,
        source: 'Comune di Milano',
        tags: ['Market', 'Books'],
        texts: {
          it: {
            title: 'Domenica torna il Mercatone dell’Antiquariato',
            description:
              'L’ultima domenica del mese oltre 300 espositori lungo il Naviglio Grande, dalle 9 al tramonto. Le auto non possono sostare in Alzaia da sabato sera: chi ha il posto auto esterno usi il garage della torre C.',
          },
          en: {
            title: 'The antiques market is back on Sunday',
            description:
              'On the last Sunday of the month over 300 stalls line the Naviglio Grande, from 9:00 until sunset. No parking on the towpath from Saturday evening: residents with an outdoor space may use the tower C garage.',
          },
        },
      },
      {
        picture: 'city',
        daysAgo: 14,
        source: 'Ascensori Lombardi S.r.l.',
        tags: ['Safety'],
        texts: {
          it: {
            title: 'Manutenzione degli ascensori della torre B',
            description:
              'Mercoledì dalle 9 alle 13 gli ascensori della torre B sono fermi per la revisione annuale. Chi ha bisogno di aiuto con la spesa o con un passeggino può chiamare la portineria.',
          },
          en: {
            title: 'Lift maintenance in tower B',
            description:
              'On Wednesday from 9:00 to 13:00 the tower B lifts are out of service for their yearly inspection. If you need help with shopping or a pushchair, call the concierge desk.',
          },
        },
      },
      {
        picture: 'courtyard',
        draft: true,
        daysAgo: 0,
        source: 'Amministrazione condominiale',
        tags: [],
        texts: {
          it: {
            title: 'Assemblea condominiale di primavera',
            description:
              'L’assemblea ordinaria si terrà nella sala comune della torre A. All’ordine del giorno: bilancio consuntivo, preventivo dei lavori sul tetto e regolamento del giardino condiviso.',
          },
          en: {
            title: 'Spring residents’ meeting',
            description:
              'The ordinary meeting takes place in the tower A common room. On the agenda: last year’s accounts, the quote for the roof works and the rules of the shared garden.',
          },
        },
      },
    ],
    podcast: {
      texts: {
        it: {
          title: 'Voci dal Borgo',
          description: 'Storie del quartiere raccontate da chi ci vive: botteghe, cortili e memorie dei Navigli.',
        },
        en: {
          title: 'Voices of the Borgo',
          description: 'Stories of the neighbourhood told by the people who live here: workshops, courtyards and memories of the canals.',
        },
      },
      episodes: [
        {
          link: 'https://podcast.borgonavigli.it/voci/01-la-storia-dei-navigli.mp3',
          texts: { it: { title: 'La storia dei Navigli', episode_number: '1' }, en: { title: 'The story of the canals', episode_number: '1' } },
        },
        {
          link: 'https://podcast.borgonavigli.it/voci/02-le-botteghe-della-ripa.mp3',
          texts: { it: { title: 'Le botteghe della Ripa', episode_number: '2' }, en: { title: 'The workshops of the Ripa', episode_number: '2' } },
        },
        {
          link: 'https://podcast.borgonavigli.it/voci/03-orti-in-cortile.mp3',
          texts: { it: { title: 'Orti in cortile', episode_number: '3' }, en: { title: 'Vegetable plots in the courtyard', episode_number: '3' } },
        },
      ],
    },
    promotions: [
      {
        from: -10,
        to: 20,
        link: 'https://www.ciclofficinanaviglio.it',
        texts: {
          it: {
            title: 'Ciclofficina del Naviglio: -15% sulla revisione',
            description: 'Mostrate l’app alla cassa: 15% di sconto sulla revisione completa della bicicletta.',
          },
          en: { title: 'Ciclofficina del Naviglio: 15% off a service', description: 'Show the app at the till: 15% off a full bicycle service.' },
        },
      },
      {
        from: -3,
        to: 30,
        texts: {
          it: {
            title: 'Aperitivo dei residenti al Bar Darsena',
            description: 'Dal lunedì al giovedì, dalle 18 alle 20, il secondo calice è offerto ai residenti del Borgo.',
          },
          en: {
            title: 'Residents’ aperitivo at Bar Darsena',
            description: 'Monday to Thursday, 18:00 to 20:00, the second glass is on the house for Borgo residents.',
          },
        },
      },
      {
        from: 7,
        to: 60,
        texts: {
          it: {
            title: 'Lavanderia Ripa: un lavaggio gratis ogni cinque',
            description: 'Con la tessera fedeltà del Borgo il sesto lavaggio è gratuito, piumoni compresi.',
          },
          en: { title: 'Lavanderia Ripa: every sixth wash free', description: 'With the Borgo loyalty card the sixth wash is free, duvets included.' },
        },
      },
    ],
    camera: {
      link: 'https://live.borgonavigli.it/cam/darsena/index.m3u8',
      texts: {
        it: { title: 'Webcam sulla Darsena', description: 'La Darsena e l’imbocco del Naviglio Grande in diretta dal tetto della torre A.' },
        en: { title: 'Darsena webcam', description: 'The Darsena and the mouth of the Naviglio Grande, live from the roof of tower A.' },
      },
    },
    smart: [
      {
        picture: 'bike',
        link: 'https://bikemi.com',
        texts: {
          it: { title: 'BikeMi sotto casa', description: 'La stazione di bike sharing BikeMi in Ripa di Porta Ticinese: 20 bici, di cui 8 elettriche.' },
          en: { title: 'BikeMi at the door', description: 'The BikeMi bike sharing station on Ripa di Porta Ticinese: 20 bikes, 8 of them electric.' },
        },
      },
      {
        picture: 'charger',
        link: 'https://ricarica.borgonavigli.it',
        texts: {
          it: { title: 'Ricarica auto elettriche in garage', description: 'Sei colonnine da 22 kW al piano -1 della torre C, prenotabili a fasce di due ore.' },
          en: { title: 'EV charging in the garage', description: 'Six 22 kW chargers on level -1 of tower C, bookable in two-hour slots.' },
        },
      },
      {
        picture: 'lockers',
        link: 'https://locker.borgonavigli.it',
        texts: {
          it: {
            title: 'Armadietti intelligenti per i pacchi',
            description: 'I corrieri lasciano i pacchi negli armadietti dell’atrio; il codice di ritiro arriva via SMS.',
          },
          en: { title: 'Smart parcel lockers', description: 'Couriers leave parcels in the lobby lockers; the pickup code arrives by text message.' },
        },
      },
    ],
    contacts: [
      {
        kind: 'useful_info',
        phone: '+390258102240',
        category: 'other',
        texts: {
          it: { name: 'Portineria', notes: 'Torre A, piano terra. Tutti i giorni 7:00–20:00.' },
          en: { name: 'Concierge desk', notes: 'Tower A, ground floor. Every day 7:00–20:00.' },
        },
      },
      {
        kind: 'useful_info',
        phone: '+390248013377',
        category: 'administration',
        texts: {
          it: { name: 'Amministratore – Studio Ferrario', notes: 'Ricevimento martedì e giovedì 14:00–18:00.' },
          en: { name: 'Building manager – Studio Ferrario', notes: 'Office hours Tuesday and Thursday 14:00–18:00.' },
        },
      },
      {
        kind: 'useful_info',
        phone: '800332299',
        category: 'utilities',
        texts: {
          it: { name: 'AMSA – ritiro ingombranti', notes: 'Numero verde gratuito, su prenotazione.' },
          en: { name: 'AMSA – bulky waste pickup', notes: 'Free number, by appointment.' },
        },
      },
      {
        kind: 'useful_info',
        phone: '+390289406612',
        category: 'health',
        texts: {
          it: { name: 'Farmacia Ticinese', notes: 'Aperta fino alle 22:00, turni notturni esposti in vetrina.' },
          en: { name: 'Farmacia Ticinese', notes: 'Open until 22:00; night rotas in the window.' },
        },
      },
      {
        kind: 'useful_info',
        phone: '+390248607607',
        category: 'transport',
        texts: {
          it: { name: 'ATM Milano – informazioni', notes: 'Tram 2 e 9, metro M2 Porta Genova.' },
          en: { name: 'ATM Milano – information', notes: 'Trams 2 and 9, metro M2 Porta Genova.' },
        },
      },
      {
        kind: 'sos',
        phone: '112',
        category: 'emergency',
        texts: {
          it: { name: 'Numero unico di emergenza', notes: 'Carabinieri, polizia, vigili del fuoco, ambulanza.' },
          en: { name: 'Emergency number', notes: 'Police, fire brigade, ambulance.' },
        },
      },
      {
        kind: 'sos',
        phone: '+393351204488',
        category: 'security',
        texts: {
          it: { name: 'Vigilanza notturna', notes: 'Guardia giurata in servizio dalle 20:00 alle 7:00.' },
          en: { name: 'Night guard', notes: 'Security guard on duty from 20:00 to 7:00.' },
        },
      },
      {
        kind: 'sos',
        phone: '+390239561100',
        category: 'utilities',
        texts: {
          it: { name: 'Ascensori Lombardi – pronto intervento', notes: 'Persone bloccate in ascensore, 24 ore su 24.' },
          en: { name: 'Ascensori Lombardi – lift emergency line', notes: 'People stuck in a lift, 24 hours a day.' },
        },
      },
      {
        kind: 'sos',
        phone: '800901313',
        category: 'utilities',
        texts: {
          it: { name: 'Pronto intervento gas', notes: 'Odore di gas: uscite e chiamate da fuori casa.' },
          en: { name: 'Gas emergency', notes: 'If you smell gas, go outside and call from there.' },
        },
      },
    ],
  },
  {
    name: 'Vila Aurora',
    palette: {
      skyTop: '#4FA3D9',
      skyBottom: '#FBE3A1',
      sun: '#FFC93C',
      ground: '#4E9F5B',
      accent: '#E4572E',
      buildings: ['#F2A541', '#F4F1DE', '#81B29A', '#E07A5F'],
    },
    page: {
      cover: 'city',
      address: 'Rua Turiassu 1480, Perdizes, São Paulo – SP, 05001-000',
      mapLink: 'https://www.openstreetmap.org/#map=17/-23.5300/-46.6800',
      texts: {
        pt: {
          description:
            'A Vila Aurora é um condomínio de quatro blocos em Perdizes, perto do Allianz Parque e do metrô Palmeiras-Barra Funda. Tem praça central arborizada, playground, quadra poliesportiva e portaria 24 horas.',
        },
        en: {
          description:
            'Vila Aurora is a four-block condominium in Perdizes, close to Allianz Parque and Palmeiras-Barra Funda station. It has a tree-lined central square, a playground, a sports court and a 24-hour gatehouse.',
        },
      },
    },
    gallery: [
      { picture: 'park', texts: { pt: { caption: 'A praça central e os ipês' }, en: { caption: 'The central square and its ipê trees' } } },
      { picture: 'city', texts: { pt: { caption: 'Os quatro blocos vistos da rua Turiassu' }, en: { caption: 'The four blocks from Rua Turiassu' } } },
      { picture: 'market', texts: { pt: { caption: 'A feira orgânica de sábado' }, en: { caption: 'The Saturday organic market' } } },
      { picture: 'courtyard', texts: { pt: { caption: 'O playground reformado' }, en: { caption: 'The renovated playground' } } },
      { picture: 'night', texts: { pt: { caption: 'A vila à noite' }, en: { caption: 'The vila at night' } } },
    ],
    news: [
      {
        picture: 'park',
        top: true,
        daysAgo: 1,
        source: 'Administração do condomínio',
        tags: ['Kids', 'Garden'],
        texts: {
          pt: {
            title: 'Novo playground inaugurado na praça central',
            subtitle: 'Brinquedos novos, piso emborrachado e bebedouro',
            description:
              'O playground da praça central foi reformado: brinquedos novos para crianças de 2 a 12 anos, piso emborrachado e um bebedouro. Funciona das 8h às 21h. Pedimos que os cães fiquem fora da área cercada.',
          },
          en: {
            title: 'New playground opens on the central square',
            subtitle: 'New equipment, rubber flooring and a drinking fountain',
            description:
              'The central square playground has been renovated: new equipment for children from 2 to 12, rubber flooring and a drinking fountain. Open 8:00 to 21:00. Please keep dogs outside the fenced area.',
          },
        },
      },
      {
        picture: 'lockers',
        daysAgo: 5,
        source: 'Prefeitura de São Paulo',
        tags: ['Garden'],
        texts: {
          pt: {
            title: 'Coleta seletiva muda de dia',
            description:
              'A partir deste mês a coleta seletiva passa às terças e sextas, a partir das 7h. Separe papel, plástico, metal e vidro nos contêineres azuis da garagem. O lixo orgânico continua sendo recolhido todos os dias.',
          },
          en: {
            title: 'Recycling collection moves to new days',
            description:
              'From this month recycling is collected on Tuesdays and Fridays from 7:00. Sort paper, plastic, metal and glass into the blue bins in the garage. General waste is still collected every day.',
          },
        },
      },
      {
        picture: 'market',
        daysAgo: 8,
        source: 'Associação de moradores',
        tags: ['Market', 'Cooking'],
        texts: {
          pt: {
            title: 'Feira orgânica aos sábados na praça',
            description:
              'Todo sábado, das 7h às 13h, produtores da região trazem frutas, verduras, queijos e pães. Aceita Pix e cartão. Traga sua sacola retornável.',
          },
          en: {
            title: 'Organic market on Saturdays on the square',
            description:
              'Every Saturday from 7:00 to 13:00 local growers bring fruit, vegetables, cheese and bread. Pix and cards accepted. Bring your own bag.',
          },
        },
      },
      {
        picture: 'city',
        daysAgo: 12,
        source: 'Administração do condomínio',
        tags: [],
        texts: {
          pt: {
            title: 'Limpeza das caixas d’água: falta d’água na quinta',
            description:
              'Na quinta-feira, das 8h às 16h, a água será cortada nos blocos C e D para a limpeza semestral das caixas d’água. Reserve água para o dia.',
          },
          en: {
            title: 'Water tank cleaning: no water on Thursday',
            description:
              'On Thursday from 8:00 to 16:00 water is cut off in blocks C and D for the half-yearly cleaning of the tanks. Please keep some water aside.',
          },
        },
      },
      {
        picture: 'courtyard',
        draft: true,
        daysAgo: 0,
        source: 'Síndica',
        tags: [],
        texts: {
          pt: {
            title: 'Convocação: assembleia geral ordinária',
            description:
              'A assembleia será no salão de festas do bloco A. Pauta: prestação de contas, eleição do conselho fiscal e orçamento para a pintura da fachada.',
          },
          en: {
            title: 'Notice: annual general meeting',
            description:
              'The meeting takes place in the block A party room. Agenda: accounts, election of the audit board and the quote for painting the façade.',
          },
        },
      },
    ],
    podcast: {
      texts: {
        pt: { title: 'Papo de Vizinho', description: 'Conversas com quem faz a Vila Aurora: moradores, comerciantes e funcionários do condomínio.' },
        en: { title: 'Neighbour Talk', description: 'Conversations with the people who make Vila Aurora: residents, shopkeepers and the condominium staff.' },
      },
      episodes: [
        {
          link: 'https://podcast.vilaaurora.com.br/papo/01-a-historia-de-perdizes.mp3',
          texts: { pt: { title: 'A história de Perdizes', episode_number: '1' }, en: { title: 'The story of Perdizes', episode_number: '1' } },
        },
        {
          link: 'https://podcast.vilaaurora.com.br/papo/02-os-porteiros-da-vila.mp3',
          texts: { pt: { title: 'Os porteiros da vila', episode_number: '2' }, en: { title: 'The vila’s doormen', episode_number: '2' } },
        },
        {
          link: 'https://podcast.vilaaurora.com.br/papo/03-horta-comunitaria.mp3',
          texts: { pt: { title: 'A horta comunitária', episode_number: '3' }, en: { title: 'The community garden', episode_number: '3' } },
        },
      ],
    },
    promotions: [
      {
        from: -7,
        to: 23,
        link: 'https://www.academiaimpulsoperdizes.com.br',
        texts: {
          pt: {
            title: 'Academia Impulso: 20% na mensalidade',
            description: 'Moradores da Vila Aurora têm 20% de desconto no plano mensal, sem taxa de matrícula.',
          },
          en: { title: 'Impulso gym: 20% off the monthly fee', description: 'Vila Aurora residents get 20% off the monthly plan, with no joining fee.' },
        },
      },
      {
        from: -2,
        to: 28,
        texts: {
          pt: {
            title: 'Padaria Aurora: café da manhã em dobro',
            description: 'De segunda a sexta, até as 9h, o segundo pão na chapa com café com leite sai de graça.',
          },
          en: { title: 'Padaria Aurora: breakfast for two', description: 'Monday to Friday until 9:00, the second toasted roll with milky coffee is free.' },
        },
      },
    ],
    camera: {
      link: 'https://stream.vilaaurora.com.br/cameras/praca-central/index.m3u8',
      texts: {
        pt: { title: 'Câmera da praça central', description: 'A praça central e o playground ao vivo, do alto do bloco B.' },
        en: { title: 'Central square camera', description: 'The central square and the playground live, from the top of block B.' },
      },
    },
    smart: [
      {
        picture: 'bike',
        link: 'https://bikeitau.com.br/bikesampa/',
        texts: {
          pt: { title: 'Bike Sampa na esquina', description: 'Estação de bicicletas compartilhadas na esquina da Turiassu com a Caraíbas, com 15 vagas.' },
          en: { title: 'Bike Sampa on the corner', description: 'A shared bike station at the corner of Turiassu and Caraíbas, with 15 docks.' },
        },
      },
      {
        picture: 'charger',
        link: 'https://recarga.vilaaurora.com.br',
        texts: {
          pt: { title: 'Recarga de carros elétricos', description: 'Quatro carregadores na garagem do bloco D. O consumo é lançado no boleto do condomínio.' },
          en: { title: 'EV charging', description: 'Four chargers in the block D garage. Usage is added to the condominium bill.' },
        },
      },
      {
        picture: 'lockers',
        link: 'https://armarios.vilaaurora.com.br',
        texts: {
          pt: {
            title: 'Armários inteligentes para encomendas',
            description: 'Entregas ficam nos armários da portaria; o código de retirada chega por WhatsApp.',
          },
          en: { title: 'Smart parcel lockers', description: 'Deliveries go into the gatehouse lockers; the pickup code arrives on WhatsApp.' },
        },
      },
    ],
    contacts: [
      {
        kind: 'useful_info',
        phone: '+551136721500',
        category: 'other',
        texts: { pt: { name: 'Portaria', notes: 'Bloco A, 24 horas.' }, en: { name: 'Gatehouse', notes: 'Block A, 24 hours.' } },
      },
      {
        kind: 'useful_info',
        phone: '+551138654210',
        category: 'administration',
        texts: {
          pt: { name: 'Administradora – Lar Paulista', notes: 'Segunda a sexta, 9h às 18h. Boletos e segunda via.' },
          en: { name: 'Building manager – Lar Paulista', notes: 'Monday to Friday 9:00–18:00. Bills and copies.' },
        },
      },
      {
        kind: 'useful_info',
        phone: '156',
        category: 'utilities',
        texts: {
          pt: { name: 'Prefeitura – SP156', notes: 'Coleta de entulho e de móveis velhos.' },
          en: { name: 'City hall – SP156', notes: 'Rubble and old furniture pickup.' },
        },
      },
      {
        kind: 'useful_info',
        phone: '+551138712299',
        category: 'health',
        texts: {
          pt: { name: 'Drogaria Perdizes 24h', notes: 'Entrega no condomínio.' },
          en: { name: 'Drogaria Perdizes (24 h)', notes: 'Delivers to the condominium.' },
        },
      },
      {
        kind: 'sos',
        phone: '190',
        category: 'security',
        texts: { pt: { name: 'Polícia Militar', notes: 'Emergências policiais.' }, en: { name: 'Military Police', notes: 'Police emergencies.' } },
      },
      {
        kind: 'sos',
        phone: '192',
        category: 'health',
        texts: { pt: { name: 'SAMU', notes: 'Ambulância e urgências médicas.' }, en: { name: 'SAMU', notes: 'Ambulance and medical emergencies.' } },
      },
      {
        kind: 'sos',
        phone: '193',
        category: 'emergency',
        texts: { pt: { name: 'Corpo de Bombeiros', notes: 'Incêndios e resgates.' }, en: { name: 'Fire brigade', notes: 'Fires and rescues.' } },
      },
      {
        kind: 'sos',
        phone: '+5511987654321',
        category: 'security',
        texts: {
          pt: { name: 'Ronda noturna', notes: 'Vigilante de plantão das 22h às 6h.' },
          en: { name: 'Night patrol', notes: 'Guard on duty from 22:00 to 6:00.' },
        },
      },
    ],
  },
  {
    name: 'Cedar Park Commons',
    palette: {
      skyTop: '#5B9BD5',
      skyBottom: '#F3E3C3',
      sun: '#F6B93B',
      ground: '#8AA35B',
      accent: '#3D5A80',
      buildings: ['#B08968', '#DDB892', '#7F5539', '#E6CCB2'],
    },
    page: {
      cover: 'park',
      address: '1890 Commons Loop, Cedar Park, TX 78613',
      mapLink: 'https://www.openstreetmap.org/#map=17/30.5000/-97.8200',
      texts: {
        en: {
          description:
            'Cedar Park Commons is a community of townhomes and three apartment buildings around a central green, ten minutes from Lakeline Station. Resort-style pool, dog park, fitness center and a leasing office open seven days a week.',
        },
      },
    },
    gallery: [
      { picture: 'park', texts: { en: { caption: 'The central green in spring' } } },
      { picture: 'courtyard', texts: { en: { caption: 'Townhomes along Commons Loop' } } },
      { picture: 'market', texts: { en: { caption: 'Saturday farmers market on the green' } } },
      { picture: 'city', texts: { en: { caption: 'Buildings A to C from the trail' } } },
      { picture: 'night', texts: { en: { caption: 'Summer evening by the pool' } } },
    ],
    news: [
      {
        picture: 'park',
        top: true,
        daysAgo: 1,
        source: 'Cedar Park Commons HOA',
        tags: ['Sport', 'Kids'],
        texts: {
          en: {
            title: 'Pool season opens Memorial Day weekend',
            subtitle: 'New hours, guest passes and a lifeguard on weekends',
            description:
              'The pool opens Saturday of Memorial Day weekend, 7 AM to 10 PM daily. Each home may bring up to two guests; pick up guest passes at the leasing office. A lifeguard is on duty on weekends from noon to 6 PM.',
          },
        },
      },
      {
        picture: 'lockers',
        daysAgo: 4,
        source: 'Leasing office',
        tags: ['Garden'],
        texts: {
          en: {
            title: 'Valet trash moves to 7 PM',
            description:
              'Starting Monday, set your bag out by your door between 6 and 7 PM, Sunday through Thursday. Bags must be tied and under 30 pounds; boxes go flattened to the recycling compactor by Building B.',
          },
        },
      },
      {
        picture: 'market',
        daysAgo: 7,
        source: 'Residents’ council',
        tags: ['Music', 'Books'],
        texts: {
          en: {
            title: 'Farmers market on the green every Saturday',
            description:
              'Hill Country growers, kolaches and local honey every Saturday from 8 AM to noon. Live music from 10. The book swap shelf will be out by the pavilion.',
          },
        },
      },
      {
        picture: 'city',
        daysAgo: 11,
        source: 'Maintenance team',
        tags: [],
        texts: {
          en: {
            title: 'Water shutoff in Building C on Tuesday',
            description:
              'The water in Building C will be off Tuesday from 9 AM to 1 PM while the plumbers replace a main valve. Fill a pitcher ahead of time and keep faucets closed until service is restored.',
          },
        },
      },
      {
        picture: 'courtyard',
        draft: true,
        daysAgo: 0,
        source: 'Cedar Park Commons HOA',
        tags: [],
        texts: {
          en: {
            title: 'HOA board meeting agenda',
            description:
              'The quarterly board meeting is in the clubhouse. Agenda: the landscaping contract, new dog park rules and the reserve study for roof replacement.',
          },
        },
      },
    ],
    podcast: {
      texts: {
        en: { title: 'Commons Conversations', description: 'Short chats with neighbors, local business owners and the people who keep the Commons running.' },
      },
      episodes: [
        {
          link: 'https://podcasts.cedarparkcommons.com/episodes/01-welcome-to-the-commons.mp3',
          texts: { en: { title: 'Welcome to the Commons', episode_number: '1' } },
        },
        {
          link: 'https://podcasts.cedarparkcommons.com/episodes/02-gardening-in-the-texas-heat.mp3',
          texts: { en: { title: 'Gardening in the Texas heat', episode_number: '2' } },
        },
        {
          link: 'https://podcasts.cedarparkcommons.com/episodes/03-meet-the-maintenance-crew.mp3',
          texts: { en: { title: 'Meet the maintenance crew', episode_number: '3' } },
        },
      ],
    },
    promotions: [
      {
        from: -5,
        to: 25,
        link: 'https://www.lakelinecycles.com',
        texts: {
          en: { title: 'Lakeline Cycles: 20% off a tune-up', description: 'Show your resident app at the counter for 20% off any tune-up this month.' },
        },
      },
      {
        from: -1,
        to: 45,
        texts: {
          en: {
            title: 'Hill Country Coffee: free drip with a pastry',
            description: 'Buy any pastry and get a small drip coffee for free, weekdays before 10 AM.',
          },
        },
      },
      {
        from: 10,
        to: 40,
        texts: {
          en: { title: 'Paws & Suds: first grooming half off', description: 'New clients from the Commons get half off their dog’s first bath and groom.' },
        },
      },
    ],
    camera: {
      link: 'https://video.cedarparkcommons.com/live/dog-park/playlist.m3u8',
      texts: { en: { title: 'Dog park camera', description: 'See how busy the dog park is before you head out. Live from the clubhouse roof.' } },
    },
    smart: [
      {
        picture: 'bike',
        link: 'https://www.capmetro.org/bikeshare',
        texts: {
          en: {
            title: 'MetroBike station',
            description: 'A CapMetro bike share station by the leasing office, with e-bikes for the ride to Lakeline Station.',
          },
        },
      },
      {
        picture: 'charger',
        link: 'https://ev.cedarparkcommons.com',
        texts: { en: { title: 'EV chargers', description: 'Eight Level 2 chargers in the Building A garage. Start a session with the app; billed per kWh.' } },
      },
    ],
    contacts: [
      {
        kind: 'useful_info',
        phone: '+15125550142',
        category: 'administration',
        texts: { en: { name: 'Leasing office', notes: 'Mon–Fri 9 AM–6 PM, Sat 10 AM–5 PM, Sun 1–5 PM.' } },
      },
      {
        kind: 'useful_info',
        phone: '+15125550178',
        category: 'other',
        texts: { en: { name: 'Maintenance requests', notes: 'Non-urgent repairs; urgent ones after hours too.' } },
      },
      {
        kind: 'useful_info',
        phone: '+15125550116',
        category: 'utilities',
        texts: { en: { name: 'Valet trash service', notes: 'Missed pickups and bulk item requests.' } },
      },
      {
        kind: 'useful_info',
        phone: '+15125550190',
        category: 'health',
        texts: { en: { name: 'Brushy Creek Pharmacy', notes: 'Open until 9 PM, drive-through window.' } },
      },
      {
        kind: 'useful_info',
        phone: '+15123691200',
        category: 'transport',
        texts: { en: { name: 'CapMetro customer service', notes: 'Bus 214 and the Red Line at Lakeline Station.' } },
      },
      {
        kind: 'sos',
        phone: '911',
        category: 'emergency',
        texts: { en: { name: 'Emergency (911)', notes: 'Police, fire and ambulance.' } },
      },
      {
        kind: 'sos',
        phone: '+15125550199',
        category: 'security',
        texts: { en: { name: 'Courtesy officer (nights)', notes: 'On patrol from 10 PM to 6 AM.' } },
      },
      {
        kind: 'sos',
        phone: '18002221222',
        category: 'health',
        texts: { en: { name: 'Poison Control', notes: 'Free and confidential, 24/7.' } },
      },
      {
        kind: 'sos',
        phone: '+15125550133',
        category: 'utilities',
        texts: { en: { name: 'Elevator emergency line', notes: 'Buildings A–C, 24/7.' } },
      },
    ],
  },
];

/** The stored pictures of one district, in the order its demo names them. */
export interface ContentPictures {
  cover: string;
  gallery: string[];
  news: string[];
  podcast: string;
  episode: string;
  promotions: string[];
  camera: string;
  smart: string[];
}

/**
 * Draws and stores every district's pictures (covers and gallery), before the transaction as the
 * category images are: small PNGs in the district's colours, so the repository carries no image.
 */
export async function storeContentPictures(storage: Storage): Promise<Map<string, ContentPictures>> {
  const out = new Map<string, ContentPictures>();
  await Promise.all(
    DEMO.map(async (d, di) => {
      let seed = di * 100;
      const save = (kind: PictureKind, width?: number, height?: number) => storage.save(drawPicture(kind, d.palette, ++seed, width, height), 'png');
      // The gallery is cropped to 4:3 (resources/district_gallery), not to the cover's 2.76.
      const gallery = d.gallery.map((g) => save(g.picture, 320, 240));
      out.set(d.name, {
        cover: await save(d.page.cover),
        gallery: await Promise.all(gallery),
        news: await Promise.all(d.news.map((n) => save(n.picture))),
        podcast: await save('podcast'),
        episode: await save('podcast'),
        promotions: await Promise.all(d.promotions.map(() => save('promo'))),
        camera: await save('night'),
        smart: await Promise.all(d.smart.map((s) => save(s.picture))),
      });
    }),
  );
  return out;
}

/**
 * The content of the demo districts: each one's page, gallery, news (one top news, one draft), a
 * podcast with three episodes, promotions (some valid today), a live camera, smart solutions, and
 * useful and SOS contacts, by its staff user (`authors`).
 */
export async function seedContent(
  tx: Tx,
  {
    districts: targets,
    authors,
    pictures,
  }: {
    districts: { id: number; name: string; timeZone: string }[];
    authors: Map<number, { id: number; name: string }>;
    pictures: Map<string, ContentPictures>;
  },
) {
  const now = Date.now();
  const districtTags = await tx
    .select({ id: tags.id, districtId: tags.districtId, translations: tags.translations })
    .from(tags)
    .where(
      and(
        inArray(
          tags.districtId,
          targets.map((d) => d.id),
        ),
        eq(tags.status, 'active'),
      ),
    );
  for (const district of targets) {
    const demo = DEMO.find((d) => d.name === district.name);
    const pics = pictures.get(district.name);
    if (!demo || !pics) continue;
    const author = authors.get(district.id)!;
    const today = wallClockIn(new Date(now), district.timeZone);
    /** `hour`:`minute` in the district, `days` from today: an instant. */
    const at = (days: number, hour = 9, minute = 30) =>
      instantOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, minute), district.timeZone);
    /** The day `days` from today in the district's calendar, YYYY-MM-DD (the content dates). */
    const day = (days: number) => {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const tagIds = (names: string[]) =>
      names.flatMap((name) => {
        const tag = districtTags.find((t) => t.districtId === district.id && (t.translations as StoredTranslations<{ name: string }>).en?.name === name);
        return tag ? [tag.id] : [];
      });
    const common = { districtId: district.id, visibility: 'public', authorId: author.id, authorName: author.name };

    await tx
      .update(districts)
      .set({ translations: demo.page.texts, address: demo.page.address, smartSolutionMapLink: demo.page.mapLink, cover: pics.cover })
      .where(eq(districts.id, district.id));
    await tx
      .insert(districtGallery)
      .values(demo.gallery.map((g, i) => ({ districtId: district.id, image: pics.gallery[i], translations: g.texts, position: i })));
    await tx
      .insert(districtContacts)
      .values(
        (['useful_info', 'sos'] as const).flatMap((kind) =>
          demo.contacts
            .filter((c) => c.kind === kind)
            .map((c, position) => ({ districtId: district.id, kind, phone: c.phone, category: c.category, translations: c.texts, position })),
        ),
      );

    const published = (days: number, hour?: number) => {
      const when = at(-days, hour);
      return { status: 'published' as const, datetimeConfirmation: day(-days), createdAt: new Date(when.getTime() - 2 * 3600_000), updatedAt: when };
    };
    await tx.insert(contents).values([
      // Oldest first, so that ids follow the publish dates.
      ...[...demo.news].reverse().map((n, i) => ({
        ...common,
        type: 'district_news',
        translations: n.texts,
        cover: pics.news[demo.news.length - 1 - i],
        source: n.source,
        topNews: n.top ?? false,
        tagIds: tagIds(n.tags),
        ...(n.draft ? { status: 'draft' as const, createdAt: new Date(now - 3600_000), updatedAt: new Date(now - 3600_000) } : published(n.daysAgo, 9 + i)),
      })),
      ...demo.promotions.map((p, i) => ({
        ...common,
        type: 'district_promotions',
        translations: p.texts,
        cover: pics.promotions[i],
        externalLink: p.link ?? null,
        datetimeStart: day(p.from),
        datetimeEnd: day(p.to),
        ...published(Math.max(0, -p.from) + 1, 10),
      })),
      {
        ...common,
        type: 'live_cameras',
        translations: demo.camera.texts,
        cover: pics.camera,
        externalLink: demo.camera.link,
        streamVerified: true,
        ...published(40, 11),
      },
      ...demo.smart.map((s, i) => ({
        ...common,
        type: 'district_smart_solutions',
        translations: s.texts,
        cover: pics.smart[i],
        externalLink: s.link,
        ...published(30 + i, 12),
      })),
    ]);
    const [podcast] = await tx
      .insert(contents)
      .values({
        ...common,
        type: 'district_podcasts',
        translations: demo.podcast.texts,
        cover: pics.podcast,
        episodeCover: pics.episode,
        ...published(21, 18),
      })
      .returning({ id: contents.id });
    await tx.insert(podcastEpisodes).values(
      demo.podcast.episodes.map((e, position) => ({
        podcastId: podcast.id,
        districtId: district.id,
        translations: e.texts,
        externalLink: e.link,
        position,
        // One a week, the first three weeks ago.
        createdAt: at(-21 + position * 7, 18),
      })),
    );
  }
}

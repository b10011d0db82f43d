import { hash } from '@node-rs/argon2';
import { allFeatures } from '../../src/lib/features';
import { PERMISSIONS, type Permission } from '../../src/lib/permissions';
import type { Storage } from '../lib/storage';
import { discIcon, gradientIllustration } from '../lib/png';
import type { Db } from './client';
import { seedGate } from './seedGate';
import { seedHome } from './seedHome';
import { seedCommunity } from './seedCommunity';
import { seedContent, storeContentPictures } from './seedContent';
import { seedNotifications } from '../../resources/notifications/seed';
import { seedPolls } from '../../resources/polls/seed';
import { seedActivities } from '../../resources/community_activities/seed';
import { seedSpaces } from '../../resources/spaces/seed';
import { seedLoginLogs } from '../../resources/login_logs/seed';
import { seedTools } from './seedTools';
import { seedBrands, storeBrandPictures } from '../../resources/brands/seed';
import {
  cities,
  countries,
  districts,
  categories,
  postTranslations,
  posts,
  roles,
  smartSolutionLabels,
  sosCalls,
  tags,
  welcomeMessages,
  userDistrictRoles,
  users,
} from './schema';

export const DEMO_PASSWORD = 'borgo-demo-1';

/** Six residents per district (Borgo Navigli, Vila Aurora, Cedar Park Commons), named like their neighbours. */
const RESIDENT_NAMES: [string, string][][] = [
  [
    ['Chiara', 'Ferri'],
    ['Matteo', 'Galli'],
    ['Sara', 'Rinaldi'],
    ['Davide', 'Marino'],
    ['Elena', 'Costa'],
    ['Tommaso', 'Fontana'],
  ],
  [
    ['Ana', 'Souza'],
    ['Bruno', 'Lima'],
    ['Carla', 'Alves'],
    ['Diego', 'Rocha'],
    ['Fernanda', 'Dias'],
    ['Gustavo', 'Melo'],
  ],
  [
    ['Emily', 'Carter'],
    ['Jacob', 'Brooks'],
    ['Olivia', 'Hayes'],
    ['Noah', 'Bennett'],
    ['Ava', 'Morgan'],
    ['Liam', 'Parker'],
  ],
];

const MANAGER_PERMISSIONS: Permission[] = PERMISSIONS.filter((p) =>
  /^(district_contents|community_contents|podcast|events|posts|places|equipments|equipment_reservations|concierge)_/.test(p),
).concat(['users_view', 'export_view']);

/** A district's front office: its lists of tags, categories and labels, its welcome message, and the gate. */
const FRONT_OFFICE_PERMISSIONS: Permission[] = PERMISSIONS.filter((p) => /^(tags|category|smart_solution|welcome_message)_/.test(p)).concat([
  'visitors_view',
  'visitors_add',
]);

/** The demo's posts besides the waiting ones: one in each other state, in the three languages. */
const DEMO_POSTS: readonly {
  type: 'request' | 'offer';
  status: 'confirmed' | 'rejected' | 'archived';
  texts: Record<'en' | 'it' | 'pt', { title: string; description: string }>;
}[] = [
  {
    type: 'offer',
    status: 'confirmed',
    texts: {
      en: { title: 'Free bike repairs on Saturdays', description: 'I fix bikes in the courtyard every Saturday morning: bring yours.' },
      it: { title: 'Riparo bici gratis il sabato', description: 'Ogni sabato mattina riparo biciclette in cortile: portate la vostra.' },
      pt: { title: 'Conserto bicicletas grátis aos sábados', description: 'Todo sábado de manhã conserto bicicletas no pátio: traga a sua.' },
    },
  },
  {
    type: 'request',
    status: 'confirmed',
    texts: {
      en: { title: 'Looking for a piano teacher', description: 'For my daughter, two lessons a week, in the afternoon.' },
      it: { title: 'Cerco insegnante di pianoforte', description: 'Per mia figlia, due lezioni a settimana, il pomeriggio.' },
      pt: { title: 'Procuro professor de piano', description: 'Para minha filha, duas aulas por semana, à tarde.' },
    },
  },
  {
    type: 'offer',
    status: 'rejected',
    texts: {
      en: { title: 'Concert tickets for sale', description: 'Two tickets for Friday, at a good price.' },
      it: { title: 'Vendo biglietti per il concerto', description: 'Due biglietti per venerdì, a buon prezzo.' },
      pt: { title: 'Vendo ingressos para o show', description: 'Dois ingressos para sexta-feira, a bom preço.' },
    },
  },
  {
    type: 'request',
    status: 'archived',
    texts: {
      en: { title: 'Lost keys near the fountain', description: 'A bunch of three keys with a red ring.' },
      it: { title: 'Chiavi perse vicino alla fontana', description: 'Un mazzo di tre chiavi con un anello rosso.' },
      pt: { title: 'Chaves perdidas perto da fonte', description: 'Um molho de três chaves com uma argola vermelha.' },
    },
  },
];

/**
 * The demo world of the README: three districts in three countries, the roles, the four demo
 * accounts, some residents and enough waiting content to fill counts (over 99 posts in Milan).
 */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  // Category images are files: written before the transaction, referenced inside it.
  const CATEGORY_DEMO = [
    { color: '#2BCFD1', names: ['Sport', 'Sport', 'Esporte'], visibility: 'private' as const },
    { color: '#F28C28', names: ['Culture', 'Cultura', 'Cultura'], visibility: 'district' as const },
    { color: '#6A5ACD', names: ['Kids', 'Bambini', 'Crianças'], visibility: 'district' as const },
    { color: '#3CB371', names: ['Wellness', 'Benessere', 'Bem-estar'], visibility: 'district' as const },
  ];
  const images = await Promise.all(
    CATEGORY_DEMO.map(async (c) => ({
      icon: await storage.save(discIcon(c.color), 'png'),
      grey: await storage.save(discIcon('#9E9E9E'), 'png'),
      illustration: await storage.save(gradientIllustration(c.color), 'png'),
    })),
  );
  const contentPictures = await storeContentPictures(storage);
  const brandPictures = await storeBrandPictures(storage);
  await db.transaction(async (tx) => {
    const [br, it, us] = await tx
      .insert(countries)
      .values([
        { name: 'Brasil', code: 'BR', currencyCode: 'BRL', currencySymbol: 'R$', dateFormat: 'DD/MM/YYYY' },
        { name: 'Italia', code: 'IT', currencyCode: 'EUR', currencySymbol: '€', dateFormat: 'DD/MM/YYYY' },
        { name: 'United States', code: 'US', currencyCode: 'USD', currencySymbol: '$', dateFormat: 'MM/DD/YYYY' },
      ])
      .returning();
    const [saoPaulo, milano, austin] = await tx
      .insert(cities)
      .values([
        { name: 'São Paulo', countryId: br.id },
        { name: 'Milano', countryId: it.id },
        { name: 'Austin', countryId: us.id },
      ])
      .returning();
    // More cities than districts, so settings/cities has a list worth searching.
    const more: [string, number][] = [
      ['Rio de Janeiro', br.id],
      ['Belo Horizonte', br.id],
      ['Curitiba', br.id],
      ['Porto Alegre', br.id],
      ['Roma', it.id],
      ['Torino', it.id],
      ['Bologna', it.id],
      ['Firenze', it.id],
      ['Napoli', it.id],
      ['Seattle', us.id],
      ['Denver', us.id],
      ['Boston', us.id],
    ];
    await tx.insert(cities).values(more.map(([name, countryId]) => ({ name, countryId })));
    const [navigli, aurora, cedar] = await tx
      .insert(districts)
      .values([
        {
          name: 'Borgo Navigli',
          timeZone: 'Europe/Rome',
          cityId: milano.id,
          defaultLanguage: 'it',
          zipCode: '20143',
          latitude: 45.45,
          longitude: 9.17,
          configuration: allFeatures(true),
        },
        {
          name: 'Vila Aurora',
          timeZone: 'America/Sao_Paulo',
          cityId: saoPaulo.id,
          defaultLanguage: 'pt',
          zipCode: '05001-000',
          latitude: -23.53,
          longitude: -46.68,
          configuration: allFeatures(true),
        },
        {
          name: 'Cedar Park Commons',
          timeZone: 'America/Chicago',
          cityId: austin.id,
          defaultLanguage: 'en',
          zipCode: '78613',
          latitude: 30.5,
          longitude: -97.82,
          configuration: allFeatures(true),
        },
      ])
      .returning();
    const [administrator, manager, gatekeeper, resident, frontOffice, privacyOfficer] = await tx
      .insert(roles)
      .values([
        { name: 'Administrator', permissions: [...PERMISSIONS] },
        { name: 'District manager', permissions: MANAGER_PERMISSIONS },
        { name: 'Gate keeper', permissions: ['visitors_view', 'visitors_add'] },
        { name: 'Resident', permissions: [] },
        { name: 'Front office', permissions: FRONT_OFFICE_PERMISSIONS },
        // Issue 18: a second holder of privacy_manage, so an erasure asked for by the administrator can be approved.
        { name: 'Privacy officer', permissions: ['privacy_view', 'privacy_manage', 'users_view', 'audit_view'] },
      ])
      .returning();
    const account = (email: string, firstName: string, lastName: string, dashboardDistrictId: number | null, level: 'staff' | 'resident' = 'staff') => ({
      email,
      firstName,
      lastName,
      passwordHash,
      level,
      dashboardDistrictId,
      emailVerifiedAt: new Date(),
      phone: '+390212345678',
    });
    const [admin, mgr, gate] = await tx
      .insert(users)
      .values([
        account('admin@borgo.test', 'Ada', 'Rossi', navigli.id),
        account('manager@borgo.test', 'Marco', 'Bianchi', navigli.id),
        account('gate@borgo.test', 'Gino', 'Verdi', navigli.id),
        account('nodistrict@borgo.test', 'Nora', 'Neri', null),
      ])
      .returning();
    const residents = await tx
      .insert(users)
      .values(
        [navigli, aurora, cedar].flatMap((d, di) =>
          RESIDENT_NAMES[di].map(([first, last], i) => account(`resident${di + 1}.${i + 1}@borgo.test`, first, last, d.id, 'resident')),
        ),
      )
      .returning();
    // After the residents, so that the ids of the accounts above stay as they were.
    const [office, officeAurora, privacy] = await tx
      .insert(users)
      .values([
        account('office@borgo.test', 'Lia', 'Conti', navigli.id),
        account('escritorio@borgo.test', 'Bruna', 'Lima', aurora.id),
        account('privacy@borgo.test', 'Paola', 'Greco', navigli.id),
      ])
      .returning();
    await tx
      .insert(userDistrictRoles)
      .values([
        ...[navigli, aurora, cedar].map((d) => ({ userId: admin.id, districtId: d.id, roleId: administrator.id })),
        { userId: mgr.id, districtId: navigli.id, roleId: manager.id },
        { userId: gate.id, districtId: navigli.id, roleId: gatekeeper.id },
        { userId: office.id, districtId: navigli.id, roleId: frontOffice.id },
        { userId: officeAurora.id, districtId: aurora.id, roleId: frontOffice.id },
        { userId: privacy.id, districtId: navigli.id, roleId: privacyOfficer.id },
        ...residents.map((r) => ({ userId: r.id, districtId: r.dashboardDistrictId!, roleId: resident.id })),
      ]);

    // Over 99 waiting posts in Milan, so the sidebar's "+99" bubble can be seen.
    const postCounts: [typeof navigli, number][] = [
      [navigli, 120],
      [aurora, 7],
      [cedar, 3],
    ];
    for (const [district, n] of postCounts) {
      const author = residents.find((r) => r.dashboardDistrictId === district.id)!;
      // Every post has a cover and its author's contacts; after the waiting ones, one in each other state.
      const cover = contentPictures.get(district.name)?.news[0] ?? null;
      const others = DEMO_POSTS.length;
      const made = await tx
        .insert(posts)
        .values(
          Array.from({ length: n + others }, (_, i) => ({
            districtId: district.id,
            authorId: author.id,
            type: i < n ? (i % 2 ? ('offer' as const) : ('request' as const)) : DEMO_POSTS[i - n].type,
            status: i < n ? ('waiting' as const) : DEMO_POSTS[i - n].status,
            contactEmail: author.email,
            displayEmail: true,
            contactTelephone: author.phone,
            displayTelephone: i >= n,
            imagePath: cover,
            publishedDate: i >= n && DEMO_POSTS[i - n].status === 'confirmed' ? new Date(Date.now() - ((i % 28) + 1) * 24 * 3600_000) : null,
            // Spread over the last four weeks: an export of a past period (exports end before today) has rows.
            createdAt: new Date(Date.now() - ((i % 28) + 1) * 24 * 3600_000),
          })),
        )
        .returning({ id: posts.id });
      await tx
        .insert(postTranslations)
        .values(
          made.flatMap((p, i) =>
            i < n
              ? [{ postId: p.id, locale: district.defaultLanguage, title: `Post ${i + 1}`, description: `Demo post ${i + 1} in ${district.name}` }]
              : (['en', 'it', 'pt'] as const).map((locale) => ({ postId: p.id, locale, ...DEMO_POSTS[i - n].texts[locale] })),
          ),
        );
    }
    const day = 24 * 3600_000;

    // 52 tags in Borgo Navigli: more than two pages of 20, so the list scrolls to a short last page.
    const TAG_WORDS = [
      ['Garden', 'Giardino', 'Jardim'],
      ['Sport', 'Sport', 'Esporte'],
      ['Music', 'Musica', 'Música'],
      ['Kids', 'Bambini', 'Crianças'],
      ['Books', 'Libri', 'Livros'],
      ['Market', 'Mercato', 'Feira'],
      ['Cinema', 'Cinema', 'Cinema'],
      ['Cooking', 'Cucina', 'Culinária'],
      ['Pets', 'Animali', 'Animais'],
      ['Cycling', 'Ciclismo', 'Ciclismo'],
      ['Yoga', 'Yoga', 'Ioga'],
      ['Recycling', 'Riciclo', 'Reciclagem'],
      ['Safety', 'Sicurezza', 'Segurança'],
    ];
    const tagRows = (districtId: number, n: number) =>
      Array.from({ length: n }, (_, i) => {
        const [en, it_, pt] = TAG_WORDS[i % TAG_WORDS.length];
        const round = Math.floor(i / TAG_WORDS.length);
        const suffix = round ? ` ${round + 1}` : '';
        return {
          districtId,
          status: i % 9 === 8 ? 'disabled' : 'active',
          translations: { en: { name: en + suffix }, it: { name: it_ + suffix }, pt: { name: pt + suffix } },
        };
      });
    await tx.insert(tags).values([...tagRows(navigli.id, 52), ...tagRows(aurora.id, 8), ...tagRows(cedar.id, 5)]);
    const LABELS = [
      ['Energy', 'Energia', 'Energia'],
      ['Water', 'Acqua', 'Água'],
      ['Mobility', 'Mobilità', 'Mobilidade'],
      ['Waste', 'Rifiuti', 'Resíduos'],
    ];
    await tx
      .insert(smartSolutionLabels)
      .values(
        [navigli, aurora, cedar].flatMap((d) =>
          LABELS.map(([en, it_, pt]) => ({ districtId: d.id, translations: { en: { name: en }, it: { name: it_ }, pt: { name: pt } } })),
        ),
      );

    for (const district of [navigli, aurora, cedar]) {
      await tx.insert(categories).values(
        CATEGORY_DEMO.map((c, i) => ({
          districtId: district.id,
          type: 'activity' as const,
          visibility: c.visibility,
          color: c.color,
          icon: images[i].icon,
          greyIcon: images[i].grey,
          illustration: images[i].illustration,
          translations: { en: { name: c.names[0] }, it: { name: c.names[1] }, pt: { name: c.names[2] } },
        })),
      );
      await tx.insert(categories).values(
        [
          ['Garden tools', 'Attrezzi da giardino', 'Ferramentas de jardim'],
          ['Kitchen', 'Cucina', 'Cozinha'],
          ['DIY', 'Fai da te', 'Faça você mesmo'],
        ].map(([en, it_, pt]) => ({ districtId: district.id, type: 'tool' as const, translations: { en: { name: en }, it: { name: it_ }, pt: { name: pt } } })),
      );
    }

    await tx.insert(welcomeMessages).values({
      districtId: navigli.id,
      translations: {
        it: { description: 'Benvenuti a Borgo Navigli! Qui trovate notizie, attività e servizi del quartiere.' },
        en: { description: 'Welcome to Borgo Navigli! Here you find the news, activities and services of the district.' },
      },
    });

    await seedHome(tx, { districts: [navigli, aurora, cedar], residents });
    // A running poll with answers and a stopped survey per district, in its language (issue 15).
    await seedPolls(tx, { districts: [navigli, aurora, cedar], residents });
    // Spaces with hours, a frozen week and bookings in every state (issue 16).
    await seedSpaces(tx, {
      districts: [navigli, aurora, cedar],
      residents,
      staff: new Map([
        [navigli.id, mgr.id],
        [aurora.id, officeAurora.id],
        [cedar.id, admin.id],
      ]),
    });
    // Tools with reservations in every state, in the spaces just made (issue 16).
    await seedTools(tx, { districts: [navigli, aurora, cedar], residents });
    // A month of activities per district, after its spaces and categories (issue 16); notifications point at its concert.
    const concerts = await seedActivities(tx, {
      districts: [navigli, aurora, cedar],
      residents,
      staff: new Map([
        [navigli.id, { id: mgr.id, name: 'Marco Bianchi' }],
        [aurora.id, { id: officeAurora.id, name: 'Bruna Lima' }],
        [cedar.id, { id: admin.id, name: 'Ada Rossi' }],
      ]),
      waiting: new Map([
        [navigli.id, 5],
        [aurora.id, 2],
        [cedar.id, 1],
      ]),
    });
    await seedNotifications(tx, {
      districtId: navigli.id,
      senderId: admin.id,
      senderName: 'Ada Rossi',
      residentIds: residents.filter((r) => r.dashboardDistrictId === navigli.id).map((r) => r.id),
      eventId: concerts.get(navigli.id)!,
    });
    // Invitations with known codes (DEMO<district><n>) and daily-help passes: seedGate.ts.
    await seedGate(tx, { districts: [navigli, aurora, cedar], residents });
    for (const [di, district] of [navigli, aurora, cedar].entries()) {
      const hosts = residents.filter((r) => r.dashboardDistrictId === district.id);
      await tx.insert(sosCalls).values(
        Array.from({ length: 3 + di }, (_, i) => ({
          districtId: district.id,
          userId: hosts[i % hosts.length].id,
          location: `Tower ${String.fromCharCode(65 + i)}, floor ${i + 1}`,
          createdAt: new Date(Date.now() - i * 2 * day),
        })),
      );
    }
    // District content (issue 14): page, gallery, news, podcast, promotions, camera, smart solutions, contacts.
    await seedContent(tx, {
      districts: [navigli, aurora, cedar],
      authors: new Map([
        [navigli.id, { id: mgr.id, name: 'Marco Bianchi' }],
        [aurora.id, { id: officeAurora.id, name: 'Bruna Lima' }],
        [cedar.id, { id: admin.id, name: 'Ada Rossi' }],
      ]),
      pictures: contentPictures,
    });
    // Community content (issue 15): residents' items waiting for approval, one rejected, the staff's.
    const firstResident = (id: number) => residents.find((r) => r.dashboardDistrictId === id)!;
    await seedCommunity(tx, {
      districts: [navigli, aurora, cedar],
      staff: new Map([
        [navigli.id, { id: mgr.id, name: 'Marco Bianchi' }],
        [aurora.id, { id: officeAurora.id, name: 'Bruna Lima' }],
        [cedar.id, { id: admin.id, name: 'Ada Rossi' }],
      ]),
      residents: new Map(
        [navigli, aurora, cedar].map((d) => {
          const r = firstResident(d.id);
          return [d.id, { id: r.id, name: `${r.firstName} ${r.lastName}` }];
        }),
      ),
      pictures: contentPictures,
    });
    // Two demo brands, each carried by a district (issue 17).
    await seedBrands(tx, { districts: [navigli, aurora, cedar], pictures: brandPictures });
    // Two weeks of sign-ins and refused attempts of the staff and a resident per district (issue 17).
    const working = (u: { id: number; email: string }, d: { timeZone: string }) => ({ id: u.id, email: u.email, zone: d.timeZone });
    await seedLoginLogs(tx, {
      admin: working(admin, navigli),
      manager: working(mgr, navigli),
      office: working(office, navigli),
      officeAurora: working(officeAurora, aurora),
      residents: [navigli, aurora, cedar].map((d) => working(firstResident(d.id), d)),
    });
  });
}

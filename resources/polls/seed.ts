import type { Db } from '../../server/db/client';
import { pollAnswers, polls } from '../../server/db/schema';
import type { PollAnswerItem, PollQuestion } from './contract';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3600_000;
const dayFrom = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

interface DemoPoll {
  title: string;
  description: string;
  questions: PollQuestion[];
  /** Per answering resident (by place), their answer. */
  answers: PollAnswerItem[][];
}

/** In the district's language: a running poll, and a survey stopped last week (issue 15 "Demo data"). */
const DEMO: Record<'it' | 'pt' | 'en', { poll: DemoPoll; survey: DemoPoll }> = {
  it: {
    poll: {
      title: 'Orario della piscina in estate',
      description: 'Aiutateci a scegliere l’orario della piscina condominiale da giugno a settembre.',
      questions: [{ text: 'Quale orario preferite?', answer_type: 'single', options: ['8:00 – 20:00', '9:00 – 22:00', '10:00 – 23:00'] }],
      answers: [[{ question: 0, options: [1] }], [{ question: 0, options: [1] }], [{ question: 0, options: [0] }], [{ question: 0, options: [2] }]],
    },
    survey: {
      title: 'Soddisfazione per la portineria',
      description: 'Un breve questionario sul servizio di portineria.',
      questions: [
        { text: 'Come valutate il servizio?', answer_type: 'single', options: ['Ottimo', 'Buono', 'Da migliorare'] },
        { text: 'Quali servizi usate?', answer_type: 'multiple', options: ['Ritiro pacchi', 'Chiavi', 'Informazioni'] },
        { text: 'Suggerimenti', answer_type: 'text', options: [] },
      ],
      answers: [
        [
          { question: 0, options: [0] },
          { question: 1, options: [0, 2] },
          { question: 2, text: 'Più orari il sabato.' },
        ],
        [
          { question: 0, options: [1] },
          { question: 1, options: [0] },
          { question: 2, text: 'Tutto bene, grazie!' },
        ],
      ],
    },
  },
  pt: {
    poll: {
      title: 'Horário da academia',
      description: 'Ajude-nos a escolher o novo horário da academia do condomínio.',
      questions: [{ text: 'Qual horário você prefere?', answer_type: 'single', options: ['6h – 22h', '7h – 23h', '24 horas'] }],
      answers: [[{ question: 0, options: [2] }], [{ question: 0, options: [0] }], [{ question: 0, options: [2] }]],
    },
    survey: {
      title: 'Coleta seletiva',
      description: 'Uma pesquisa curta sobre a coleta de recicláveis.',
      questions: [
        { text: 'Você separa o lixo reciclável?', answer_type: 'single', options: ['Sempre', 'Às vezes', 'Nunca'] },
        { text: 'Sugestões', answer_type: 'text', options: [] },
      ],
      answers: [
        [
          { question: 0, options: [0] },
          { question: 1, text: 'Mais lixeiras no térreo.' },
        ],
      ],
    },
  },
  en: {
    poll: {
      title: 'Playground makeover',
      description: 'Pick what the renewed playground should have first.',
      questions: [{ text: 'What should we add?', answer_type: 'multiple', options: ['Swings', 'Climbing wall', 'Shade sails', 'Benches'] }],
      answers: [[{ question: 0, options: [0, 2] }], [{ question: 0, options: [2] }], [{ question: 0, options: [1, 2, 3] }]],
    },
    survey: {
      title: 'Parking satisfaction',
      description: 'A short survey about the garage and guest parking.',
      questions: [
        { text: 'How easy is it to find a spot?', answer_type: 'single', options: ['Easy', 'Sometimes hard', 'Always hard'] },
        { text: 'Anything else?', answer_type: 'text', options: [] },
      ],
      answers: [
        [
          { question: 0, options: [1] },
          { question: 1, text: 'More guest spots on weekends, please.' },
        ],
        [
          { question: 0, options: [0] },
          { question: 1, text: 'Works fine.' },
        ],
      ],
    },
  },
};

/**
 * Each district's demo polls, in its language: a running poll with answers (from its residents but
 * the first, so `npm run demo:poll` as resident<d>.1 can answer and watch the results move) and a
 * survey stopped last week.
 */
export async function seedPolls(
  tx: Tx,
  o: { districts: { id: number; defaultLanguage: string }[]; residents: { id: number; dashboardDistrictId: number | null }[] },
) {
  for (const district of o.districts) {
    const demo = DEMO[(district.defaultLanguage as 'it' | 'pt' | 'en') in DEMO ? (district.defaultLanguage as 'it' | 'pt' | 'en') : 'en'];
    const neighbours = o.residents.filter((r) => r.dashboardDistrictId === district.id).slice(1);
    const [poll, survey] = await tx
      .insert(polls)
      .values([
        { districtId: district.id, kind: 'poll', ...texts(demo.poll), audience: ['residents'], dateStart: dayFrom(-3), dateEnd: dayFrom(14) },
        {
          districtId: district.id,
          kind: 'survey',
          ...texts(demo.survey),
          audience: ['residents', 'owners'],
          dateStart: dayFrom(-20),
          dateEnd: dayFrom(10),
          stoppedAt: new Date(Date.now() - 6 * DAY),
        },
      ])
      .returning({ id: polls.id });
    const answers = [
      ...demo.poll.answers.map((a, i) => ({ pollId: poll.id, userId: neighbours[i]?.id, answers: a, createdAt: new Date(Date.now() - (i + 1) * 3600_000) })),
      ...demo.survey.answers.map((a, i) => ({ pollId: survey.id, userId: neighbours[i]?.id, answers: a, createdAt: new Date(Date.now() - (10 + i) * DAY) })),
    ].filter((a): a is typeof a & { userId: number } => a.userId !== undefined);
    if (answers.length > 0) await tx.insert(pollAnswers).values(answers);
  }
}

const texts = (p: DemoPoll) => ({ title: p.title, description: p.description, questions: p.questions });

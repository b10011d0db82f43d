import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, users } from '../../server/db/schema';
import { allFeatures } from '../../src/lib/features';
import type { WriteEvent } from '../../server/lib/writes';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

let t: TestContext;
let admin: string;
let manager: string;
let resident: string; // resident1.1: has not answered the demo poll
let neighbour: string; // resident1.2: has
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, resident, neighbour] = await Promise.all(
    ['admin@borgo.test', 'manager@borgo.test', 'resident1.1@borgo.test', 'resident1.2@borgo.test'].map((e) => t.login(e)),
  );
});
afterAll(() => t.close());

interface Poll {
  id: number;
  kind: string;
  title: string;
  status: string;
  answers_count: number;
  questions: { text: string; answer_type: string; options: string[] }[];
  audience: string[];
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (qs = '', districtId = NAVIGLI) => (await call('GET', `/api/v3/polls?district_id=${districtId}${qs}`)).json().data.data as Poll[];
const day = navigliDay;
const sample = (extra: object = {}) => ({
  district_id: NAVIGLI,
  kind: 'poll',
  title: 'Bike shed colour',
  description: 'Pick one.',
  audience: ['residents'],
  date_start: day(-1),
  date_end: day(7),
  questions: [
    { text: 'Which colour?', answer_type: 'single', options: ['Green', 'Blue'] },
    { text: 'Why?', answer_type: 'text', options: [] },
  ],
  ...extra,
});
const create = async (extra: object = {}) => {
  const res = await call('POST', '/api/v3/polls', sample(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Poll;
};
const answer = (id: number, answers: object[], token = resident, districtId = NAVIGLI) =>
  call('POST', `/api/v3/resident/polls/${id}/answers`, { district_id: districtId, answers }, token);

describe('the demo polls', () => {
  it('has a running poll with answers and a stopped survey in each district, in its language', async () => {
    const navigli = await list('&order_by=id&sort_by=asc');
    expect(navigli.map((p) => [p.kind, p.status])).toEqual([
      ['poll', 'running'],
      ['survey', 'stopped'],
    ]);
    expect(navigli[0].title).toBe('Orario della piscina in estate');
    expect(navigli[0].answers_count).toBe(4);
    expect((await list('', AURORA)).map((p) => p.title)).toContain('Horário da academia');
  });

  it('lists by kind tab, status and title, and sorts only by the contract’s fields', async () => {
    expect((await list('&kind=survey')).map((p) => p.kind)).toEqual(['survey']);
    expect((await list('&status=stopped')).every((p) => p.status === 'stopped')).toBe(true);
    expect((await list('&query=piscina')).length).toBe(1);
    expect((await call('GET', `/api/v3/polls?district_id=${NAVIGLI}&order_by=district_id`)).statusCode).toBe(422);
    expect((await call('GET', `/api/v3/polls?district_id=${NAVIGLI}&kind=quiz`)).statusCode).toBe(422);
  });
});

describe('writing a poll', () => {
  it('creates a poll, and refuses a bad one field by field (422, never 500)', async () => {
    const made = await create();
    expect(made).toMatchObject({ kind: 'poll', status: 'running', answers_count: 0 });
    const bad = await call(
      'POST',
      '/api/v3/polls',
      sample({
        title: ' ',
        audience: [],
        date_end: day(-5),
        questions: [{ text: 'Only one option?', answer_type: 'multiple', options: ['Yes'] }],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      title: ['Validations.FieldNotNull'],
      audience: ['Validations.SelectAnOption'],
      date_end: ['Validations.DateEndNotEqualPastStart'],
      'questions.0.options': ['Validations.FieldTooShortMin'],
    });
    const empty = await call('POST', '/api/v3/polls', sample({ questions: [] }));
    expect(empty.json().errors).toEqual({ questions: ['Validations.FieldNotNull'] });
    // A text box keeps no options.
    const text = await create({ questions: [{ text: 'Tell us', answer_type: 'text', options: ['ignored'] }] });
    expect(text.questions[0].options).toEqual([]);
  });

  it('keeps a poll a poll, and its questions once answered', async () => {
    const made = await create();
    expect((await call('PUT', `/api/v3/polls/${made.id}`, sample({ kind: 'survey' }))).json().errors).toEqual({ kind: ['Validations.FieldReadOnly'] });
    expect(
      (
        await answer(made.id, [
          { question: 0, options: [1] },
          { question: 1, text: 'Calm' },
        ])
      ).statusCode,
    ).toBe(201);
    const changed = await call(
      'PUT',
      `/api/v3/polls/${made.id}`,
      sample({ questions: [{ text: 'Which colour?', answer_type: 'single', options: ['Red', 'Blue'] }] }),
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ questions: ['Validations.FieldReadOnly'] });
    const renamed = await call('PUT', `/api/v3/polls/${made.id}`, sample({ title: 'Bike shed colour (final)' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.title).toBe('Bike shed colour (final)');
  });

  it('stops a poll once, irreversibly: no second stop, no edit, no answer', async () => {
    const made = await create();
    const stop = await call('POST', `/api/v3/polls/${made.id}/stop`, { district_id: NAVIGLI });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().data.status).toBe('stopped');
    expect((await call('POST', `/api/v3/polls/${made.id}/stop`, { district_id: NAVIGLI })).statusCode).toBe(409);
    const edit = await call('PUT', `/api/v3/polls/${made.id}`, sample());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This poll has been stopped: it takes no more answers and cannot be changed.');
    const late = await answer(made.id, [
      { question: 0, options: [0] },
      { question: 1, text: 'x' },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('stopped');
  });

  it('offers the district’s questions to copy, not those of the poll being written, nor another district’s', async () => {
    const [running] = await list('&kind=poll&query=piscina');
    const res = await call('GET', `/api/v3/polls/questions?district_id=${NAVIGLI}&query=orario`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ poll_id: running.id, text: 'Quale orario preferite?', answer_type: 'single', index: 0 });
    const except = await call('GET', `/api/v3/polls/questions?district_id=${NAVIGLI}&query=orario&except=${running.id}`);
    expect(except.json().data).toEqual([]);
    const aurora = await call('GET', `/api/v3/polls/questions?district_id=${AURORA}`);
    expect(aurora.json().data.map((q: { text: string }) => q.text)).not.toContain('Quale orario preferite?');
  });
});

describe('answers, through the resident API', () => {
  it('lists the running polls meant for the resident, then takes one answer per user (409 on a second)', async () => {
    const mine = (await call('GET', `/api/v3/resident/polls?district_id=${NAVIGLI}`, undefined, resident)).json().data as { id: number; answered: boolean }[];
    const [demo] = await list('&query=piscina');
    expect(mine.find((p) => p.id === demo.id)).toMatchObject({ answered: false });
    // The stopped survey is not offered.
    expect(mine.map((p) => p.id)).not.toContain((await list('&kind=survey'))[0].id);
    const heard: WriteEvent[] = [];
    const stop = t.app.writes.subscribe((w) => heard.push(w));
    const first = await answer(demo.id, [{ question: 0, options: [2] }]);
    stop();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.answers_count).toBe(5);
    // The staff's details page hears of it.
    expect(heard).toContainEqual(expect.objectContaining({ entity: 'polls', recordId: demo.id, action: 'answer', districtId: NAVIGLI }));
    const again = await answer(demo.id, [{ question: 0, options: [0] }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already answered this poll.');
    expect((await answer(demo.id, [{ question: 0, options: [1] }], neighbour)).statusCode).toBe(409);
    const after = (await call('GET', `/api/v3/resident/polls?district_id=${NAVIGLI}`, undefined, resident)).json().data as { id: number; answered: boolean }[];
    expect(after.find((p) => p.id === demo.id)?.answered).toBe(true);
  });

  it('refuses an answer that does not fit the questions (422 by field)', async () => {
    const made = await create();
    const cases: [object[], Record<string, string[]>][] = [
      [
        [
          { question: 0, options: [5] },
          { question: 1, text: 'x' },
        ],
        { 'answers.0.options': ['Validations.FieldInvalid'] },
      ],
      [
        [
          { question: 0, options: [0, 1] },
          { question: 1, text: 'x' },
        ],
        { 'answers.0.options': ['Validations.FieldInvalid'] },
      ],
      [
        [
          { question: 0, options: [] },
          { question: 1, text: 'x' },
        ],
        { 'answers.0.options': ['Validations.SelectAnOption'] },
      ],
      [
        [
          { question: 0, options: [0] },
          { question: 1, text: ' ' },
        ],
        { 'answers.1.text': ['Validations.FieldNotNull'] },
      ],
      [[{ question: 0, options: [0] }], { answers: ['Validations.FieldNotNull'] }],
      [
        [
          { question: 0, options: [0] },
          { question: 0, options: [1] },
          { question: 1, text: 'x' },
        ],
        { 'answers.1.question': ['Validations.FieldInvalid'] },
      ],
    ];
    for (const [answers, errors] of cases) {
      const res = await answer(made.id, answers, neighbour);
      expect(res.statusCode, JSON.stringify(answers)).toBe(422);
      expect(res.json().errors, JSON.stringify(answers)).toEqual(errors);
    }
    expect(
      (
        await answer(
          made.id,
          [
            { question: 0, options: [0] },
            { question: 1, text: 'Fine' },
          ],
          neighbour,
        )
      ).statusCode,
    ).toBe(201);
  });

  it('keeps a poll from those outside its audience (404), and a scheduled one closed (409)', async () => {
    const staffOnly = await create({ audience: ['staff'] });
    expect(
      (
        await answer(staffOnly.id, [
          { question: 0, options: [0] },
          { question: 1, text: 'x' },
        ])
      ).statusCode,
    ).toBe(404);
    const listed = (await call('GET', `/api/v3/resident/polls?district_id=${NAVIGLI}`, undefined, resident)).json().data as { id: number }[];
    expect(listed.map((p) => p.id)).not.toContain(staffOnly.id);
    // Staff answer it (the admin is staff in Borgo Navigli).
    expect(
      (
        await answer(
          staffOnly.id,
          [
            { question: 0, options: [0] },
            { question: 1, text: 'ok' },
          ],
          admin,
        )
      ).statusCode,
    ).toBe(201);
    // Committee members: residents of level member.
    const committee = await create({ audience: ['committee'] });
    expect(
      (
        await answer(
          committee.id,
          [
            { question: 0, options: [0] },
            { question: 1, text: 'x' },
          ],
          neighbour,
        )
      ).statusCode,
    ).toBe(404);
    await t.database.db.update(users).set({ level: 'member' }).where(eq(users.email, 'resident1.2@borgo.test'));
    expect(
      (
        await answer(
          committee.id,
          [
            { question: 0, options: [0] },
            { question: 1, text: 'x' },
          ],
          neighbour,
        )
      ).statusCode,
    ).toBe(201);
    await t.database.db.update(users).set({ level: 'resident' }).where(eq(users.email, 'resident1.2@borgo.test'));
    const later = await create({ date_start: day(3), date_end: day(9) });
    expect(later.status).toBe('scheduled');
    const early = await answer(later.id, [
      { question: 0, options: [0] },
      { question: 1, text: 'x' },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This poll is not open for answers now.');
  });

  it('answers another district’s resident 403, and a poll of another district 404', async () => {
    const aurora = await t.login('resident2.1@borgo.test');
    const [demo] = await list('&query=piscina');
    expect((await answer(demo.id, [{ question: 0, options: [0] }], aurora)).statusCode).toBe(403);
    expect((await answer(demo.id, [{ question: 0, options: [0] }], aurora, AURORA)).statusCode).toBe(404);
  });
});

describe('results and export', () => {
  it('counts each option with its share of those who answered, and lists the texts', async () => {
    const made = await create({
      questions: [
        { text: 'Which?', answer_type: 'multiple', options: ['A', 'B', 'C'] },
        { text: 'Why?', answer_type: 'text', options: [] },
      ],
    });
    const tokens = await Promise.all(['resident1.3@borgo.test', 'resident1.4@borgo.test', 'resident1.5@borgo.test'].map((e) => t.login(e)));
    const picks = [[0, 1], [1], [1, 2]];
    for (const [i, token] of tokens.entries()) {
      expect(
        (
          await answer(
            made.id,
            [
              { question: 0, options: picks[i] },
              { question: 1, text: `Reason ${i}` },
            ],
            token,
          )
        ).statusCode,
      ).toBe(201);
    }
    const res = await call('GET', `/api/v3/polls/${made.id}/results?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    const { answers_count, questions } = res.json().data;
    expect(answers_count).toBe(3);
    expect(questions[0].options).toEqual([
      { text: 'A', count: 1, percent: 33.3 },
      { text: 'B', count: 3, percent: 100 },
      { text: 'C', count: 1, percent: 33.3 },
    ]);
    expect(questions[1].texts.map((x: { text: string }) => x.text).sort()).toEqual(['Reason 0', 'Reason 1', 'Reason 2']);

    const file = await call('GET', `/api/v3/polls/${made.id}/export?district_id=${NAVIGLI}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Bike shed colour - Borgo Navigli.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Answered at', 'Name', 'E-mail', 'Which?', 'Why?']);
    expect(sheet.rowCount).toBe(4);
    expect([sheet.getRow(2).getCell(4).value, sheet.getRow(2).getCell(5).value]).toEqual(['A; B', 'Reason 0']);
  });
});

describe('who may', () => {
  it('refuses the manager, who holds no poll right (403), and reads another district’s poll as 404', async () => {
    expect((await call('GET', `/api/v3/polls?district_id=${NAVIGLI}`, undefined, manager)).statusCode).toBe(403);
    const [demo] = await list('&query=piscina');
    expect((await call('GET', `/api/v3/polls/${demo.id}?district_id=${AURORA}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/polls/${demo.id}/results?district_id=${AURORA}`)).statusCode).toBe(404);
  });

  it('closes every route, the resident’s too, where the district has polls off (403 naming the flag)', async () => {
    const off = allFeatures(true);
    off.CommunityContents.Polls = false;
    await t.database.db.update(districts).set({ configuration: off }).where(eq(districts.id, NAVIGLI));
    try {
      for (const [url, token] of [
        [`/api/v3/polls?district_id=${NAVIGLI}`, admin],
        [`/api/v3/polls/questions?district_id=${NAVIGLI}`, admin],
        [`/api/v3/resident/polls?district_id=${NAVIGLI}`, resident],
      ] as const) {
        const res = await call('GET', url, undefined, token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().missing, url).toEqual({ feature: 'CommunityContents.Polls' });
      }
    } finally {
      await t.database.db
        .update(districts)
        .set({ configuration: allFeatures(true) })
        .where(eq(districts.id, NAVIGLI));
    }
  });
});

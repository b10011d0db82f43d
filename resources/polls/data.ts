import ExcelJS from 'exceljs';
import { and, count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { apartments, apartmentUsers, districts, pollAnswers, polls, users } from '../../server/db/schema';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import { sortBy } from '../../server/entities/sort';
import type { PollAnswerItem, PollKind, PollStatus } from './contract';
import { pollStatus, tally, type Respondent } from './rules';
import type { PollInput } from './schema';

const p = polls;
// Written out: inside a subquery drizzle would leave `id` unqualified, and poll_answers has one too.
const answersCount = sql<number>`(select count(*)::int from poll_answers a where a.poll_id = "polls"."id")`;
const statusAt = (today: string) =>
  sql<PollStatus>`case when ${p.stoppedAt} is not null then 'stopped' when ${p.dateStart} > ${today}::date then 'scheduled' when ${p.dateEnd} < ${today}::date then 'ended' else 'running' end`;

type Row = typeof polls.$inferSelect & { answers_count: number };

/** A poll as the API shows it (schema.ts `pollRecord`). */
export function toApi(row: Row, today: string) {
  return {
    id: row.id,
    district_id: row.districtId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    audience: row.audience,
    questions: row.questions,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    status: pollStatus({ date_start: row.dateStart, date_end: row.dateEnd, stopped_at: row.stoppedAt }, today),
    stopped_at: row.stoppedAt?.toISOString() ?? null,
    answers_count: row.answers_count,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type ApiPoll = ReturnType<typeof toApi>;

const sortable = { id: p.id, title: p.title, date_start: p.dateStart, date_end: p.dateEnd, created_at: p.createdAt, answers_count: answersCount };

/** One page of the district's polls, of a kind and a status, searched in their titles. */
export async function listPolls(db: Db, districtId: number, today: string, q: ListQuery & { kind: 'all' | PollKind; status?: PollStatus }) {
  const where = and(
    eq(p.districtId, districtId),
    q.kind === 'all' ? undefined : eq(p.kind, q.kind),
    q.status ? sql`${statusAt(today)} = ${q.status}` : undefined,
    q.query ? ilike(p.title, `%${escapeLike(q.query)}%`) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...pollColumns, answers_count: answersCount })
      .from(p)
      .where(where)
      .orderBy(sortBy(q, sortable, 'id'), desc(p.id))
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows: rows.map((r) => toApi(r, today)), total: n };
}
const pollColumns = {
  id: p.id,
  districtId: p.districtId,
  kind: p.kind,
  title: p.title,
  description: p.description,
  audience: p.audience,
  questions: p.questions,
  dateStart: p.dateStart,
  dateEnd: p.dateEnd,
  stoppedAt: p.stoppedAt,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};

export async function loadPoll(db: Db, id: number, districtId: number, today: string): Promise<ApiPoll | undefined> {
  const [row] = await db
    .select({ ...pollColumns, answers_count: answersCount })
    .from(p)
    .where(and(eq(p.id, id), eq(p.districtId, districtId)));
  return row ? toApi(row, today) : undefined;
}

const values = (input: PollInput) => ({
  title: input.title,
  description: input.description,
  audience: input.audience,
  questions: input.questions,
  dateStart: input.date_start,
  dateEnd: input.date_end,
});

export async function createPoll(db: Db, districtId: number, input: PollInput): Promise<number> {
  const [row] = await db
    .insert(p)
    .values({ districtId, kind: input.kind, ...values(input) })
    .returning({ id: p.id });
  return row.id;
}

/** Updates a poll that is not stopped; false when it was stopped meanwhile. */
export async function updatePoll(db: Db, id: number, districtId: number, input: PollInput): Promise<boolean> {
  const rows = await db
    .update(p)
    .set({ ...values(input), updatedAt: new Date() })
    .where(and(eq(p.id, id), eq(p.districtId, districtId), isNull(p.stoppedAt)))
    .returning({ id: p.id });
  return rows.length > 0;
}

/** Stops a poll, once (spec content §4 "irreversibly"); false when it was already stopped. */
export async function stopPoll(db: Db, id: number, districtId: number): Promise<boolean> {
  const rows = await db
    .update(p)
    .set({ stoppedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(p.id, id), eq(p.districtId, districtId), isNull(p.stoppedAt)))
    .returning({ id: p.id });
  return rows.length > 0;
}

export async function answerRows(db: Db, pollId: number) {
  return db
    .select({
      answers: pollAnswers.answers,
      createdAt: pollAnswers.createdAt,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
    })
    .from(pollAnswers)
    .innerJoin(users, eq(users.id, pollAnswers.userId))
    .where(eq(pollAnswers.pollId, pollId))
    .orderBy(pollAnswers.createdAt, pollAnswers.id);
}

export async function pollResultsOf(db: Db, poll: ApiPoll) {
  const rows = await answerRows(db, poll.id);
  return {
    answers_count: rows.length,
    questions: tally(
      poll.questions,
      rows.map((r) => ({ answers: r.answers, created_at: r.createdAt.toISOString() })),
    ),
  };
}

/** The questions of the district's other polls, to copy into one being written; searched in question and poll. */
export async function copyableQuestions(db: Db, districtId: number, query: string | undefined, except: number | undefined) {
  const rows = await db
    .select({ id: p.id, title: p.title, kind: p.kind, questions: p.questions })
    .from(p)
    .where(and(eq(p.districtId, districtId), except ? ne(p.id, except) : undefined))
    .orderBy(desc(p.id))
    .limit(200);
  const needle = query?.toLocaleLowerCase();
  return rows
    .flatMap((r) => r.questions.map((q, index) => ({ ...q, poll_id: r.id, poll_title: r.title, kind: r.kind, index })))
    .filter((q) => !needle || q.text.toLocaleLowerCase().includes(needle) || q.poll_title.toLocaleLowerCase().includes(needle))
    .slice(0, 100);
}

export async function districtName(db: Db, districtId: number): Promise<string> {
  const [d] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, districtId));
  return d?.name ?? '';
}

/** Who is answering: their level and their relations to the district's apartments. */
export async function respondentOf(db: Db, userId: number, districtId: number): Promise<Respondent> {
  const [user] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  const relations = await db
    .select({ relation: apartmentUsers.relation })
    .from(apartmentUsers)
    .innerJoin(apartments, eq(apartments.id, apartmentUsers.apartmentId))
    .where(and(eq(apartmentUsers.userId, userId), eq(apartments.districtId, districtId)));
  return { level: user?.level ?? 'guest', relations: relations.map((r) => r.relation) };
}

/** The district's running polls, with whether the user has answered each. */
export async function runningPolls(db: Db, districtId: number, today: string, userId: number) {
  const answered = sql<boolean>`exists (select 1 from poll_answers a where a.poll_id = "polls"."id" and a.user_id = ${userId})`;
  return db
    .select({ ...pollColumns, answered })
    .from(p)
    .where(and(eq(p.districtId, districtId), sql`${statusAt(today)} = 'running'`) as SQL)
    .orderBy(desc(p.id));
}

/** Records an answer; false when the user had already answered (the unique key decides, whatever the race). */
export async function insertAnswer(db: Db, pollId: number, userId: number, answers: PollAnswerItem[]): Promise<number | null> {
  const rows = await db.insert(pollAnswers).values({ pollId, userId, answers }).onConflictDoNothing().returning({ id: pollAnswers.id });
  return rows[0]?.id ?? null;
}

/** Excel's own limit on a worksheet's name, and the characters it refuses there. */
const SHEET_NAME_MAX = 31;

/**
 * The answers of a poll as an Excel workbook (spec console §7 "poll and survey"): one row per
 * answer (when, who, each question's answer: the options chosen, or the text), named after the
 * poll's title and its district.
 */
export async function pollWorkbook(db: Db, poll: ApiPoll, t: (key: string) => string): Promise<{ name: string; data: Buffer }> {
  const [rows, district] = await Promise.all([answerRows(db, poll.id), districtName(db, poll.district_id)]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(
    t(`resources.polls.values.kind.${poll.kind}`)
      .replace(/[*?:\\/[\]]/g, ' ')
      .slice(0, SHEET_NAME_MAX),
  );
  sheet.columns = [
    { header: t('resources.polls.export.answered_at'), key: 'at', width: 20 },
    { header: t('resources.polls.export.name'), key: 'name', width: 24 },
    { header: t('resources.polls.export.email'), key: 'email', width: 28 },
    ...poll.questions.map((q, i) => ({ header: q.text, key: `q${i}`, width: 30 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const cells: Record<string, unknown> = { at: r.createdAt, name: r.name, email: r.email };
    for (const a of r.answers) {
      const q = poll.questions[a.question];
      if (!q) continue;
      cells[`q${a.question}`] = q.answer_type === 'text' ? (a.text ?? '') : (a.options ?? []).map((o) => q.options[o]).join('; ');
    }
    sheet.addRow(cells);
  }
  sheet.getColumn('at').numFmt = 'yyyy-mm-dd hh:mm';
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { name: `${poll.title} - ${district}.xlsx`, data };
}

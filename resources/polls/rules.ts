import type { AnswerType, PollAnswerItem, PollAudience, PollQuestion, PollStatus } from './contract';
import { V } from '../../src/lib/formats';

/**
 * The rules of polls and surveys, pure (no database, no clock of their own): where a poll stands,
 * who may answer it, whether an answer fits its questions, and its results. The server applies
 * them; the unit tests check them against the spec's wording.
 */

/** Where a poll stands on a district's day (YYYY-MM-DD): stopped by hand wins, then its dates. */
export function pollStatus(p: { date_start: string; date_end: string; stopped_at: string | Date | null }, today: string): PollStatus {
  if (p.stopped_at) return 'stopped';
  if (today < p.date_start) return 'scheduled';
  if (today > p.date_end) return 'ended';
  return 'running';
}

/** Who a user is, for the audience: their level and their relations to the district's apartments. */
export interface Respondent {
  level: string;
  relations: readonly string[];
}

/** The groups a user is in (see POLL_AUDIENCES in contract.ts for the mapping and its reasons). */
export function audiencesOf(user: Respondent): PollAudience[] {
  const out = new Set<PollAudience>();
  if (user.level === 'staff') out.add('staff');
  if (['resident', 'owner', 'tenant', 'member'].includes(user.level)) out.add('residents');
  if (user.level === 'tenant' || user.relations.includes('tenant')) out.add('tenants');
  if (user.level === 'owner' || user.relations.includes('owner')) out.add('owners');
  if (user.level === 'member') out.add('committee');
  return [...out];
}

export function inAudience(audience: readonly PollAudience[], user: Respondent): boolean {
  const mine = audiencesOf(user);
  return audience.some((a) => mine.includes(a));
}

/**
 * An answer checked against the poll's questions, as field errors (`answers.<i>.options`): a
 * question named once and existing; a single answer one option, a multiple one or more, distinct,
 * each an option of the question; a text box some text. Every question must be answered.
 */
export function answerErrors(questions: readonly PollQuestion[], answers: readonly PollAnswerItem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, key: string) => (errors[path] ??= []).push(key);
  const seen = new Set<number>();
  answers.forEach((a, i) => {
    const q = questions[a.question];
    if (!q || seen.has(a.question)) return add(`answers.${i}.question`, V.FieldInvalid);
    seen.add(a.question);
    if (q.answer_type === 'text') {
      if (a.options?.length) add(`answers.${i}.options`, V.FieldInvalid);
      if (!a.text?.trim()) add(`answers.${i}.text`, V.FieldNotNull);
      return;
    }
    if (a.text !== undefined) add(`answers.${i}.text`, V.FieldInvalid);
    const picked = a.options ?? [];
    const valid = picked.every((o) => o >= 0 && o < q.options.length) && new Set(picked).size === picked.length;
    if (!valid) add(`answers.${i}.options`, V.FieldInvalid);
    else if (picked.length === 0) add(`answers.${i}.options`, V.SelectAnOption);
    else if (q.answer_type === 'single' && picked.length > 1) add(`answers.${i}.options`, V.FieldInvalid);
  });
  // Every question needs its answer.
  if (questions.some((_, qi) => !seen.has(qi))) add('answers', V.FieldNotNull);
  return errors;
}

/** Whether two question lists ask the same (a poll's questions may not change once answered). */
export function sameQuestions(a: readonly PollQuestion[], b: readonly PollQuestion[]): boolean {
  return JSON.stringify(a.map(canonical)) === JSON.stringify(b.map(canonical));
}
const canonical = (q: PollQuestion) => [q.text, q.answer_type, q.options];

export interface QuestionResult {
  text: string;
  answer_type: AnswerType;
  respondents: number;
  options: { text: string; count: number; percent: number }[];
  texts: { text: string; created_at: string }[];
}

/** Percent with one decimal, of a whole that may be 0. */
export const percentOf = (count: number, whole: number) => (whole === 0 ? 0 : Math.round((count / whole) * 1000) / 10);

/**
 * The results of a poll (spec: counts and percentages per option, text answers listed): per
 * question, how many answered it, each option's count and its share of them (a multiple answer's
 * shares may add up to more than 100), and the texts typed, newest first.
 */
export function tally(questions: readonly PollQuestion[], rows: readonly { answers: readonly PollAnswerItem[]; created_at: string }[]): QuestionResult[] {
  const out = questions.map<QuestionResult>((q) => ({
    text: q.text,
    answer_type: q.answer_type,
    respondents: 0,
    options: q.options.map((text) => ({ text, count: 0, percent: 0 })),
    texts: [],
  }));
  for (const row of rows) {
    for (const a of row.answers) {
      const r = out[a.question];
      if (!r) continue;
      r.respondents += 1;
      if (r.answer_type === 'text') {
        if (a.text) r.texts.push({ text: a.text, created_at: row.created_at });
      } else {
        for (const o of a.options ?? []) if (r.options[o]) r.options[o].count += 1;
      }
    }
  }
  for (const r of out) {
    for (const o of r.options) o.percent = percentOf(o.count, r.respondents);
    r.texts.sort((x, y) => (x.created_at < y.created_at ? 1 : x.created_at > y.created_at ? -1 : 0));
  }
  return out;
}

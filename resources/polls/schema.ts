import { isServerDate } from '../../src/lib/formats';
import { V, z, zIdBody } from '../../src/lib/validation';
import { zRecord } from '../../src/contract/records';
import {
  ANSWER_TYPES,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  POLL_AUDIENCES,
  POLL_DESCRIPTION_MAX,
  POLL_KINDS,
  POLL_STATUSES,
  POLL_TITLE_MAX,
  QUESTION_TEXT_MAX,
  QUESTIONS_MAX,
  TEXT_ANSWER_MAX,
} from './contract';

const day = z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).refine(isServerDate, V.DateInvalid);
const options = z.array(z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(OPTION_TEXT_MAX)).max(OPTIONS_MAX);

/**
 * One question (spec content §3): its text, its answer type, and for single and multiple answers
 * at least two options (a text box has none: whatever options it was sent are dropped first).
 */
export const zQuestion = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as { answer_type?: unknown }).answer_type === 'text' ? { ...v, options: [] } : v),
  z
    .strictObject({
      text: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(QUESTION_TEXT_MAX),
      answer_type: z.enum(ANSWER_TYPES, { error: V.SelectAnOption }),
      options: options.default([]),
    })
    .superRefine((q, ctx) => {
      if (q.answer_type !== 'text' && q.options.length < OPTIONS_MIN) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'array',
          minimum: OPTIONS_MIN,
          inclusive: true,
          path: ['options'],
          message: V.FieldTooShortMin,
          input: q.options,
        });
      }
    }),
);

/** A poll or survey as the form sends it (the district comes beside, in the body). */
export const pollInput = z
  .strictObject({
    kind: z.enum(POLL_KINDS, { error: V.SelectAnOption }),
    title: z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).max(POLL_TITLE_MAX),
    description: z.string().trim().max(POLL_DESCRIPTION_MAX).default(''),
    audience: z
      .array(z.enum(POLL_AUDIENCES))
      .min(1, V.SelectAnOption)
      .max(POLL_AUDIENCES.length)
      .refine((a) => new Set(a).size === a.length, V.FieldInvalid),
    date_start: day,
    date_end: day,
    questions: z.array(zQuestion).min(1, V.FieldNotNull).max(QUESTIONS_MAX),
  })
  // Checked even while other fields fail, so every message shows at once (spec content §5).
  .superRefine(
    (v, ctx) => {
      for (const [path, keys] of Object.entries(pollDateErrors(v))) for (const message of keys) ctx.addIssue({ code: 'custom', path: [path], message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PollInput = z.output<typeof pollInput>;

/** The rules across fields (spec content §5: the end not before the start), as errors by field. */
export function pollDateErrors(v: { date_start?: unknown; date_end?: unknown }): Record<string, string[]> {
  const start = typeof v.date_start === 'string' && isServerDate(v.date_start) ? v.date_start : null;
  const end = typeof v.date_end === 'string' && isServerDate(v.date_end) ? v.date_end : null;
  return start && end && end < start ? { date_end: [V.DateEndNotEqualPastStart] } : {};
}

const zQuestionRecord = z.object({ text: z.string(), answer_type: z.enum(ANSWER_TYPES), options: z.array(z.string()) });

/** One poll as the API returns it: its questions, where it stands, and how many have answered. */
export const pollRecord = zRecord({
  kind: z.enum(POLL_KINDS),
  title: z.string(),
  description: z.string(),
  audience: z.array(z.enum(POLL_AUDIENCES)),
  questions: z.array(zQuestionRecord),
  date_start: z.string(),
  date_end: z.string(),
  status: z.enum(POLL_STATUSES),
  stopped_at: z.string().nullable(),
  answers_count: z.number().int(),
  updated_at: z.string(),
});
export type PollRecord = z.output<typeof pollRecord>;

/** The results of a poll (details page, spec: counts and percentages per option, text answers listed). */
export const pollResults = z.object({
  answers_count: z.number().int(),
  questions: z.array(
    z.object({
      text: z.string(),
      answer_type: z.enum(ANSWER_TYPES),
      /** How many answered this question: the base of its percentages. */
      respondents: z.number().int(),
      options: z.array(z.object({ text: z.string(), count: z.number().int(), percent: z.number() })),
      texts: z.array(z.object({ text: z.string(), created_at: z.string() })),
    }),
  ),
});
export type PollResults = z.output<typeof pollResults>;

/** A question of another poll of the district, offered to copy (spec content §7 "questions to copy for polls"). */
export const copyableQuestion = zQuestionRecord.extend({
  poll_id: z.number().int(),
  poll_title: z.string(),
  kind: z.enum(POLL_KINDS),
  index: z.number().int(),
});
export type CopyableQuestion = z.output<typeof copyableQuestion>;

/** A resident's answer (the resident API): one item per question answered. */
export const answerInput = z.strictObject({
  district_id: zIdBody,
  answers: z
    .array(
      z.strictObject({
        question: z.number().int().min(0).max(QUESTIONS_MAX),
        options: z.array(z.number().int().min(0).max(OPTIONS_MAX)).max(OPTIONS_MAX).optional(),
        text: z.string().trim().max(TEXT_ANSWER_MAX).optional(),
      }),
    )
    .min(1, V.FieldNotNull)
    .max(QUESTIONS_MAX),
});
export type AnswerInput = z.output<typeof answerInput>;

/** A poll as a resident's app shows it: its questions, and whether they have answered it. */
export const residentPoll = z.object({
  id: z.number().int(),
  kind: z.enum(POLL_KINDS),
  title: z.string(),
  description: z.string(),
  questions: z.array(zQuestionRecord),
  date_start: z.string(),
  date_end: z.string(),
  answered: z.boolean(),
});

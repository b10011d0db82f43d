import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { PollAnswerItem, PollAudience, PollKind, PollQuestion } from '../../../resources/polls/contract';
import { users } from './accounts';
import { districts } from './geo';

/**
 * Polls and surveys of a district (spec console §2 "community/pollsAndsurvey", content §3 "Poll
 * and survey"): one table, told apart by `kind`. The questions are kept with the poll, in order;
 * answers name them by their place, which is why a poll's questions are fixed once answered.
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<PollKind>().notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    audience: jsonb('audience').$type<PollAudience[]>().notNull(),
    questions: jsonb('questions').$type<PollQuestion[]>().notNull(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    /** Set once, by Stop: a stopped poll takes no answer and cannot be edited (spec content §4). */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('polls_district_idx').on(t.districtId, t.kind)],
);

/** One user's answer to a poll: one per user (the unique key refuses a second, whatever the race). */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<PollAnswerItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('poll_answers_one_per_user').on(t.pollId, t.userId)],
);

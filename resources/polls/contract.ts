import { defineContract } from '../../src/contract/entity';

/** A poll or a survey (spec content §3 "Poll and survey"): the same form, the same rules, told apart by kind. */
export const POLL_KINDS = ['poll', 'survey'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

/** Spec content §3: answer types single, multiple and text box. */
export const ANSWER_TYPES = ['single', 'multiple', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/**
 * Spec content §3: the audience is residents, staff, tenants, owners or committee members. Who is
 * in each, from the user's level (spec content §3 "User levels: staff, resident, member, guest,
 * owner, tenant") and their apartments (rules.ts `inAudience`):
 * - residents: whoever lives in the district, levels resident, owner, tenant and member;
 * - staff: level staff;
 * - tenants / owners: level tenant / owner, or a tenant / owner of one of the district's apartments;
 * - committee members: level member, the residents who sit on the district's committee (the
 *   spec's "member" visibility of events is the same group).
 * Guests are in none.
 */
export const POLL_AUDIENCES = ['residents', 'staff', 'tenants', 'owners', 'committee'] as const;
export type PollAudience = (typeof POLL_AUDIENCES)[number];

/** Where a poll stands: before its first day, running, past its last day, or stopped by hand (spec content §4). */
export const POLL_STATUSES = ['scheduled', 'running', 'ended', 'stopped'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const POLL_TITLE_MAX = 120;
export const POLL_DESCRIPTION_MAX = 1000;
export const QUESTION_TEXT_MAX = 200;
export const OPTION_TEXT_MAX = 100;
export const QUESTIONS_MAX = 20;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 10;
export const TEXT_ANSWER_MAX = 1000;

export interface PollQuestion {
  text: string;
  answer_type: AnswerType;
  /** The choices of a single or multiple answer; none for a text box. */
  options: string[];
}

/** One question's answer: the places of the options chosen, or the text typed. */
export interface PollAnswerItem {
  question: number;
  options?: number[];
  text?: string;
}

/**
 * Polls and surveys (spec console §2 "community/pollsAndsurvey (list); poll/form and survey/form;
 * …/copyQuestion; …/preview; poll/details and survey/details", §3 flag CommunityContents.Polls,
 * §6 poll_view, _add, _edit: there is no delete, a poll is stopped instead).
 */
export default defineContract({
  name: 'polls',
  route: '/backend/community/pollsAndsurvey',
  // Its form is a page of its own (/backend/poll/form, resources/polls/paths.ts), not <route>/form.
  createTitle: false,
  section: { id: 'community_polls', parent: 'community', position: 70 },
  feature: 'CommunityContents.Polls',
  permissions: { view: 'poll_view', add: 'poll_add', edit: 'poll_edit' },
  // Every route is its own (server.ts): the list and the record carry the answers' count and status.
  actions: ['list', 'get', 'create', 'update'],
  list: {
    sort: { field: 'id', order: 'DESC' },
    sortable: ['id', 'title', 'date_start', 'date_end', 'answers_count', 'created_at'],
    searchable: ['title'],
    tabs: { filter: 'kind', values: ['all', ...POLL_KINDS], default: 'all' },
    filters: [{ kind: 'enum', field: 'status', values: POLL_STATUSES }],
    // Kind, status and period are drawn by the list (PollList.tsx `renders`); the kinds say their plain text.
    columns: [
      { source: 'id', kind: 'number', width: 70, hideOnMobile: true },
      { source: 'title', kind: 'text' },
      { source: 'kind', kind: 'label', labels: 'resources.polls.values.kind', hideOnMobile: true },
      { source: 'status', kind: 'status', labels: 'resources.polls.values.status', positive: 'running' },
      // From – to: two fields, sorted by the first.
      { source: 'date_start', kind: 'custom', label: 'resources.polls.fields.period', hideOnMobile: true },
      { source: 'answers_count', kind: 'number', width: 100 },
      { source: 'created_at', kind: 'date', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.pollInput, record: m.pollRecord })),
});

import { describe, expect, it } from 'vitest';
import contract from '../../resources/polls/contract';
import { withCopied } from '../../resources/polls/CopyQuestion';
import pollsDeclaration from '../../resources/polls/index';
import { kindAt, pollPaths, readDraft } from '../../resources/polls/paths';
import { answerErrors, audiencesOf, inAudience, percentOf, pollStatus, sameQuestions, tally } from '../../resources/polls/rules';
import { pollInput } from '../../resources/polls/schema';
import { canAccess } from '../../src/lib/access';
import { allFeatures } from '../../src/lib/features';
import { accessTargetOf, routesOf } from '../../src/registry/registry';
import type { PollQuestion } from '../../resources/polls/contract';
import type { ResourceDeclaration } from '../../src/registry/defineResource';

const declaration = pollsDeclaration as unknown as ResourceDeclaration;

const single: PollQuestion = { text: 'Which?', answer_type: 'single', options: ['A', 'B', 'C'] };
const multiple: PollQuestion = { text: 'Which ones?', answer_type: 'multiple', options: ['X', 'Y'] };
const text: PollQuestion = { text: 'Why?', answer_type: 'text', options: [] };

describe('where a poll stands (spec content §4: stopped irreversibly)', () => {
  const p = { date_start: '2026-03-10', date_end: '2026-03-20', stopped_at: null };
  it('is scheduled before its first day, running through its last, ended after', () => {
    expect(pollStatus(p, '2026-03-09')).toBe('scheduled');
    expect(pollStatus(p, '2026-03-10')).toBe('running');
    expect(pollStatus(p, '2026-03-20')).toBe('running');
    expect(pollStatus(p, '2026-03-21')).toBe('ended');
  });
  it('is stopped once stopped, whatever its dates', () => {
    expect(pollStatus({ ...p, stopped_at: '2026-03-12T10:00:00Z' }, '2026-03-15')).toBe('stopped');
    expect(pollStatus({ ...p, stopped_at: new Date() }, '2026-03-01')).toBe('stopped');
  });
});

describe('the audience (content §3: residents, staff, tenants, owners, committee members)', () => {
  it('maps user levels and apartment relations to the groups', () => {
    expect(audiencesOf({ level: 'resident', relations: [] })).toEqual(['residents']);
    expect(audiencesOf({ level: 'staff', relations: [] })).toEqual(['staff']);
    expect(audiencesOf({ level: 'resident', relations: ['owner'] }).sort()).toEqual(['owners', 'residents']);
    expect(audiencesOf({ level: 'tenant', relations: [] }).sort()).toEqual(['residents', 'tenants']);
    expect(audiencesOf({ level: 'member', relations: [] }).sort()).toEqual(['committee', 'residents']);
    expect(audiencesOf({ level: 'guest', relations: [] })).toEqual([]);
  });
  it('lets in whoever is in any of the poll’s groups', () => {
    expect(inAudience(['staff', 'owners'], { level: 'resident', relations: ['owner'] })).toBe(true);
    expect(inAudience(['staff'], { level: 'resident', relations: ['tenant'] })).toBe(false);
    expect(inAudience(['committee'], { level: 'resident', relations: [] })).toBe(false);
  });
});

describe('an answer against the questions', () => {
  const qs = [single, multiple, text];
  it('takes one option of a single, some of a multiple, text in a text box', () => {
    expect(
      answerErrors(qs, [
        { question: 0, options: [2] },
        { question: 1, options: [0, 1] },
        { question: 2, text: 'Because' },
      ]),
    ).toEqual({});
  });
  it('refuses what does not fit, by field', () => {
    expect(
      answerErrors(qs, [
        { question: 0, options: [0, 1] },
        { question: 1, options: [0] },
        { question: 2, text: 'x' },
      ]),
    ).toEqual({
      'answers.0.options': ['Validations.FieldInvalid'],
    });
    expect(
      answerErrors(qs, [
        { question: 0, options: [] },
        { question: 1, options: [1, 1] },
        { question: 2, options: [0] },
      ]),
    ).toEqual({
      'answers.0.options': ['Validations.SelectAnOption'],
      'answers.1.options': ['Validations.FieldInvalid'],
      'answers.2.options': ['Validations.FieldInvalid'],
      'answers.2.text': ['Validations.FieldNotNull'],
    });
    expect(answerErrors(qs, [{ question: 7, options: [0] }])).toEqual({
      'answers.0.question': ['Validations.FieldInvalid'],
      answers: ['Validations.FieldNotNull'],
    });
    expect(answerErrors([single], [{ question: 0, options: [0], text: 'no' }])).toEqual({ 'answers.0.text': ['Validations.FieldInvalid'] });
  });
});

describe('the results', () => {
  it('counts options with their share of who answered the question, and lists texts newest first', () => {
    const rows = [
      {
        answers: [
          { question: 0, options: [0] },
          { question: 1, options: [0, 1] },
          { question: 2, text: 'old' },
        ],
        created_at: '2026-01-01T10:00:00Z',
      },
      {
        answers: [
          { question: 0, options: [0] },
          { question: 1, options: [1] },
          { question: 2, text: 'new' },
        ],
        created_at: '2026-01-02T10:00:00Z',
      },
      {
        answers: [
          { question: 0, options: [2] },
          { question: 1, options: [1] },
        ],
        created_at: '2026-01-03T10:00:00Z',
      },
    ];
    const [a, b, c] = tally([single, multiple, text], rows);
    expect(a.respondents).toBe(3);
    expect(a.options.map((o) => [o.count, o.percent])).toEqual([
      [2, 66.7],
      [0, 0],
      [1, 33.3],
    ]);
    // A multiple answer's shares may add up to more than 100.
    expect(b.options.map((o) => o.percent)).toEqual([33.3, 100]);
    expect(c.respondents).toBe(2);
    expect(c.texts.map((t) => t.text)).toEqual(['new', 'old']);
    expect(percentOf(0, 0)).toBe(0);
  });
  it('knows whether questions changed (fixed once answered)', () => {
    expect(sameQuestions([single], [{ ...single, options: [...single.options] }])).toBe(true);
    expect(sameQuestions([single], [{ ...single, options: ['A', 'B'] }])).toBe(false);
    expect(sameQuestions([single, text], [single])).toBe(false);
  });
});

describe('the form’s schema (the server’s too)', () => {
  const base = { kind: 'poll', title: 'T', audience: ['residents'], date_start: '2026-05-01', date_end: '2026-05-03', questions: [single] };
  it('drops a text box’s options and keeps the rest', () => {
    const parsed = pollInput.parse({ ...base, questions: [{ ...text, options: ['', ''] }] });
    expect(parsed.questions[0].options).toEqual([]);
    expect(parsed.description).toBe('');
  });
  it('gives every message at once: the end before the start among them', () => {
    const result = pollInput.safeParse({ ...base, title: '', date_end: '2026-04-30', questions: [{ ...single, options: ['only'] }] });
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['title', 'Validations.FieldNotNull'],
        ['date_end', 'Validations.DateEndNotEqualPastStart'],
        ['questions.0.options', 'Validations.FieldTooShortMin'],
      ]),
    );
  });
});

describe('the copy and preview pages', () => {
  it('adds a copied question, in place of a last one still blank', () => {
    const blank: PollQuestion = { text: '', answer_type: 'single', options: ['', ''] };
    expect(withCopied([single, blank], multiple)).toEqual([single, multiple]);
    expect(withCopied([single], multiple)).toEqual([single, multiple]);
    const copied = withCopied([], single);
    copied[0].options.push('D');
    expect(single.options).toHaveLength(3);
  });
  it('read their kind from the path and the form’s values from the navigation state', () => {
    expect(kindAt('/backend/survey/form/preview')).toBe('survey');
    expect(kindAt('/backend/poll/details')).toBe('poll');
    expect(pollPaths('survey').copyQuestion).toBe('/backend/survey/form/copyQuestion');
    expect(readDraft({ draft: { title: 'x' }, origin: '/backend/poll/form', originState: null })?.draft).toEqual({ title: 'x' });
    expect(readDraft({ TargetId: 3 })).toBeNull();
  });
});

describe('the pages of polls (spec console §2, §3, §6)', () => {
  const subject = (permissions: string[], polls = true) => {
    const configuration = allFeatures(true);
    configuration.CommunityContents.Polls = polls;
    return { permissions, configuration };
  };
  const pages = routesOf(declaration).map((r) => r.path);
  it('answers at the spec’s paths', () => {
    expect(pages.sort()).toEqual(
      [
        '/backend/community/pollsAndsurvey',
        ...['poll', 'survey'].flatMap((k) => [`/backend/${k}/form`, `/backend/${k}/form/copyQuestion`, `/backend/${k}/form/preview`, `/backend/${k}/details`]),
      ].sort(),
    );
  });
  it('opens to poll_view, _add and _edit with the flag, and is refused otherwise', () => {
    const target = accessTargetOf(declaration);
    expect(contract.permissions).toEqual({ view: ['poll_view'], add: ['poll_add'], edit: ['poll_edit'], delete: [] });
    expect(canAccess(subject(['poll_view']), { action: 'list', resource: target })).toBe(true);
    expect(canAccess(subject(['poll_view']), { action: 'form', resource: target })).toBe(false);
    expect(canAccess(subject(['poll_add']), { action: 'form', resource: target })).toBe(true);
    expect(canAccess(subject(['poll_edit']), { action: 'form', resource: target, targetId: 4 })).toBe(true);
    expect(canAccess(subject(['poll_edit']), { action: 'form', resource: target })).toBe(false);
    expect(canAccess(subject(['poll_view', 'poll_add', 'poll_edit'], false), { action: 'list', resource: target })).toBe(false);
    expect(canAccess(subject(['poll_view', 'poll_add', 'poll_edit'], false), { action: 'form', resource: target })).toBe(false);
    expect(canAccess(subject(['community_contents_view']), { action: 'list', resource: target })).toBe(false);
  });
});

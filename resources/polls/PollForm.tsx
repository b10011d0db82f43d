import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { CheckboxGroupInput, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { DateInput } from '../../src/components/form/DateInput';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { RecordForm } from '../../src/components/form/RecordForm';
import { RecordHistory } from '../../src/components/audit/RecordHistory';
import { useLoadFailureDialog } from '../../src/components/dialogs/useConfirmedAction';
import { useBackTarget, useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { POLL_AUDIENCES, POLL_DESCRIPTION_MAX, POLL_TITLE_MAX, type PollKind, type PollQuestion } from './contract';
import { kindAt, pollPaths, readDraft, type DraftState } from './paths';
import { blankQuestion, QuestionsInput } from './QuestionsInput';
import type { PollRecord } from './schema';

/** The form's schema, loaded with the form (zod stays out of the list's code). */
const loadSchema = () => import('./schema').then((m) => m.pollInput);

/** The save flow sends the payload as built: the provider must not build translations. */
const API_SHAPED = { translatable: [] as string[] };

export function newPoll(kind: PollKind): Record<string, unknown> {
  return { kind, title: '', description: '', audience: ['residents'], date_start: null, date_end: null, questions: [blankQuestion()] };
}

/** Copy a question and Preview: they take the values typed so far along, and bring them back. */
function DraftButtons({ kind }: { kind: PollKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const { getValues } = useFormContext();
  const go = (path: string) => {
    const own = readDraft(state) ? { ...(state as DraftState).originState } : ((state as Record<string, unknown> | null) ?? {});
    const draft = getValues();
    navigate(path, { state: { draft, origin: pathname, originState: { ...own, draft } } satisfies DraftState });
  };
  const paths = pollPaths(kind);
  return (
    <>
      <Button startIcon={<ContentCopyIcon />} onClick={() => go(paths.copyQuestion)} data-testid="poll-copy-question">
        {translate('resources.polls.copyQuestion')}
      </Button>
      <Button startIcon={<PreviewIcon />} onClick={() => go(paths.preview)} data-testid="poll-preview">
        {translate('resources.polls.preview')}
      </Button>
    </>
  );
}

/**
 * poll/form and survey/form: a new poll of the path's kind, or the one whose id the navigation
 * state carries. Values coming back from the copy and preview pages (`draft`) are taken as they
 * were left. Once somebody has answered, the questions are fixed; a stopped poll is only shown.
 */
export function PollForm() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { pathname, state } = useLocation();
  const kind = kindAt(pathname);
  const { targetId, defaultLanguage } = useTarget();
  const draft = (state as { draft?: Record<string, unknown> } | null)?.draft ?? null;
  const { data: loaded, isPending, error } = useGetOne<PollRecord>('polls', { id: (targetId ?? '') as number }, { enabled: targetId !== null });
  useLoadFailureDialog(error);
  const backTo = useBackTarget(d.route);
  // The record as first loaded: a live refresh (a resident's answer) must not reset what is being typed.
  const [first, setFirst] = useState<PollRecord | null>(null);
  if (loaded && first?.id !== loaded.id) setFirst(loaded);
  const start = first?.id === loaded?.id ? first : null;
  const record = useMemo(() => ({ ...(start ?? newPoll(kind)), ...(draft ?? {}), kind }), [start, draft, kind]);
  const name = translate(`resources.polls.values.kind.${kind}`);
  const title =
    targetId !== null
      ? translate(kind === 'poll' ? 'resources.polls.editPoll' : 'resources.polls.editSurvey', { name })
      : translate(kind === 'poll' ? 'resources.polls.createPoll' : 'resources.polls.createSurvey', { name });

  if (targetId !== null && error) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  if (targetId !== null && (isPending || !loaded || !start)) {
    return (
      <Box sx={{ maxWidth: 880 }} data-testid="form-loading">
        <Skeleton height={48} width={240} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  const locked = (loaded?.answers_count ?? 0) > 0;
  const stopped = loaded?.status === 'stopped';
  const submit = (data: Record<string, unknown>) =>
    targetId !== null
      ? dataProvider.update('polls', { id: targetId, data, previousData: loaded, meta: API_SHAPED })
      : dataProvider.create('polls', { data, meta: API_SHAPED });
  return (
    <FormLanguageProvider initial={defaultLanguage ?? 'en'}>
      <RecordForm
        resource="polls"
        title={title}
        record={record}
        schema={loadSchema}
        translatable={[]}
        submit={submit}
        backTo={backTo}
        submits={stopped ? [] : undefined}
        extraActions={!stopped && <DraftButtons kind={kind} />}
        notice={
          (stopped || locked) && (
            <Alert severity={stopped ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="poll-locked">
              {translate(stopped ? 'Errors.PollStopped' : 'resources.polls.questionsLocked')}
            </Alert>
          )
        }
      >
        <LimitedTextInput source="title" max={POLL_TITLE_MAX} readOnly={stopped} />
        <LimitedTextInput source="description" max={POLL_DESCRIPTION_MAX} multiline readOnly={stopped} />
        <CheckboxGroupInput
          source="audience"
          choices={POLL_AUDIENCES.map((a) => ({ id: a, name: `resources.polls.values.audience.${a}` }))}
          disabled={stopped}
          helperText={false}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DateInput source="date_start" />
          <DateInput source="date_end" />
        </Box>
        <QuestionsInput disabled={locked || stopped} />
      </RecordForm>
      {targetId !== null && <RecordHistory entity="polls" id={targetId} />}
    </FormLanguageProvider>
  );
}

export type { PollQuestion };

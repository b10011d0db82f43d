import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { ListHeader } from '../../src/components/list/ListHeader';
import { SearchBox } from '../../src/components/list/SearchBox';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';
import type { PollQuestion } from './contract';
import { readDraft } from './paths';
import type { CopyableQuestion } from './schema';

/** Whether a question is still as new: no text, no option typed (a copy takes its place). */
const untouched = (q: PollQuestion | undefined) => !!q && !q.text?.trim() && (q.options ?? []).every((o) => !o?.trim());

/** The draft's questions with a copy of `q` added (in place of a last one still untouched). */
export function withCopied(questions: readonly PollQuestion[], q: Pick<PollQuestion, 'text' | 'answer_type' | 'options'>): PollQuestion[] {
  const copy = { text: q.text, answer_type: q.answer_type, options: [...q.options] };
  const kept = untouched(questions[questions.length - 1]) ? questions.slice(0, -1) : questions;
  return [...kept, copy];
}

/**
 * poll/form/copyQuestion and survey/form/copyQuestion (spec content §7 "questions to copy for
 * polls"): the questions of the district's polls, searchable; Copy adds one to the form's values,
 * which it brought along, and goes back to the form with them.
 */
export function CopyQuestion() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const { state } = useLocation();
  const draft = readDraft(state);
  const editing = (draft?.originState as { TargetId?: unknown } | null)?.TargetId;
  const [query, setQuery] = useState<string | undefined>(undefined);
  const result = useQuery({
    queryKey: ['polls', 'questions', { district_id: districtId, query, except: editing ?? null }],
    queryFn: () => dataProvider.getOptions<CopyableQuestion>('polls/questions', { query, ...(editing ? { except: String(editing) } : {}) }),
    enabled: draft !== null && districtId !== null,
  });
  const copy = (q: CopyableQuestion) => {
    if (!draft) return;
    const values = { ...draft.draft, questions: withCopied((draft.draft.questions as PollQuestion[] | undefined) ?? [], q) };
    navigate(draft.origin, { state: { ...draft.originState, draft: values } });
  };

  let body;
  if (!draft) body = <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  else if (result.isPending) body = <Skeleton variant="rounded" height={160} />;
  else if (result.error) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (result.data.data.length === 0) body = <Alert severity="info">{translate('resources.polls.copyNone')}</Alert>;
  else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="copy-questions">
        {result.data.data.map((q) => (
          <Paper
            component="li"
            key={`${q.poll_id}-${q.index}`}
            variant="outlined"
            sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{q.text}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {translate('resources.polls.copyFrom', { title: q.poll_title })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
                <Chip size="small" color="primary" variant="outlined" label={translate(`resources.polls.values.answer_type.${q.answer_type}`)} />
                {q.options.map((o, i) => (
                  <Chip key={i} size="small" label={o} />
                ))}
              </Box>
            </Box>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => copy(q)} data-testid="copy-this-question">
              {translate('resources.polls.copy')}
            </Button>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={translate('resources.polls.copyQuestion')} />
      {draft && (
        <Box sx={{ mb: 2 }}>
          <SearchBox value={query} onSearch={setQuery} />
        </Box>
      )}
      {body}
    </Box>
  );
}

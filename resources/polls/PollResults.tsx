import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DistrictDate } from '../../src/components/DistrictDate';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';
import type { PollResults as Results } from './schema';

type QuestionResult = Results['questions'][number];

/** One option: its text, a bar of its share, its count and percentage. */
function OptionBar({ option }: { option: QuestionResult['options'][number] }) {
  const label = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="poll-option-result">
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Typography id={label} sx={{ overflowWrap: 'anywhere' }}>
          {option.text}
        </Typography>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="poll-option-figures">
          {`${option.count} · ${option.percent}%`}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={Math.min(100, option.percent)} aria-labelledby={label} sx={{ height: 10, borderRadius: 5 }} />
    </Box>
  );
}

function QuestionBlock({ q, n }: { q: QuestionResult; n: number }) {
  const translate = useTranslate();
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }} data-testid="poll-question-result">
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {`${n}. ${q.text}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.polls.values.answer_type.${q.answer_type}`)} · {translate('resources.polls.respondents', { smart_count: q.respondents })}
        </Typography>
      </Box>
      {q.answer_type !== 'text' && q.options.map((o, i) => <OptionBar key={i} option={o} />)}
      {q.answer_type === 'text' &&
        (q.texts.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.polls.noAnswers')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}
            aria-label={translate('resources.polls.textAnswers')}
            data-testid="poll-text-answers"
          >
            {q.texts.map((t, i) => (
              <li key={i}>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{t.text}</Typography>
                <Typography variant="caption" color="text.secondary">
                  <DistrictDate value={t.created_at} time />
                </Typography>
              </li>
            ))}
          </Box>
        ))}
    </Paper>
  );
}

/**
 * A poll's results (issue 15: counts and percentages per option, charts, text answers listed),
 * read again whenever the poll changes: a resident's answer is heard live (`polls.changed`), and
 * the live bridge refreshes every read of polls, this one among them.
 */
export function PollResults({ id }: { id: number | string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const result = useQuery({
    queryKey: ['polls', 'results', { district_id: districtId, id: String(id) }],
    queryFn: async () => (await dataProvider.getSingleton(`polls/${encodeURIComponent(String(id))}/results`)).data as unknown as Results,
    enabled: districtId !== null,
  });
  const heading = useId();
  let body;
  if (result.isPending) body = <Skeleton variant="rounded" height={160} />;
  else if (result.error || !result.data) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (result.data.answers_count === 0) body = <Alert severity="info">{translate('resources.polls.noAnswers')}</Alert>;
  else body = result.data.questions.map((q, i) => <QuestionBlock key={i} q={q} n={i + 1} />);
  return (
    <Box component="section" aria-labelledby={heading} sx={{ mt: 3, display: 'grid', gap: 2 }} data-testid="poll-results">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={heading} component="h2" variant="h6">
          {translate('resources.polls.results')}
        </Typography>
        {result.data && (
          <Typography color="text.secondary" data-testid="poll-answers-count">
            {translate('resources.polls.answers', { smart_count: result.data.answers_count })}
          </Typography>
        )}
      </Box>
      {body}
    </Box>
  );
}

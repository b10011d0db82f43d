import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { ListHeader } from '../../src/components/list/ListHeader';
import type { PollQuestion } from './contract';
import { PollPeriod } from './parts';
import { readDraft } from './paths';

/**
 * poll/form/preview and survey/form/preview: the poll being written as a resident's app shows it
 * (its title, its period, each question with its choices or its text box), from the values the
 * form brought along; Back to the form takes them back unchanged.
 */
export function PollPreview() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const draft = readDraft(useLocation().state);
  const back = () => draft && navigate(draft.origin, { state: { ...draft.originState, draft: draft.draft } });
  const v = (draft?.draft ?? {}) as { title?: string; description?: string; date_start?: string; date_end?: string; questions?: PollQuestion[] };
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader
        title={translate('resources.polls.preview')}
        actions={
          draft && (
            <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={back} data-testid="preview-back">
              {translate('resources.polls.backToForm')}
            </Button>
          )
        }
      />
      {!draft ? (
        <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.polls.previewNote')}
          </Alert>
          {/* A phone's width: what a resident sees. */}
          <Paper variant="outlined" sx={{ p: 2, maxWidth: 400, mx: 'auto', borderRadius: 4, display: 'grid', gap: 2 }} data-testid="poll-preview-card">
            <Box>
              <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {v.title || '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <PollPeriod from={v.date_start} to={v.date_end} />
              </Typography>
              {v.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{v.description}</Typography>}
            </Box>
            {(v.questions ?? []).map((q, i) => (
              <Box key={i} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {`${i + 1}. ${q.text || '—'}`}
                </Typography>
                {q.answer_type === 'text' ? (
                  <TextField
                    fullWidth
                    multiline
                    minRows={2}
                    disabled
                    slotProps={{ htmlInput: { 'aria-label': q.text || translate('resources.polls.question', { n: i + 1 }) } }}
                  />
                ) : (
                  (q.options ?? []).map((o, j) => (
                    <FormControlLabel
                      key={j}
                      sx={{ display: 'flex' }}
                      control={q.answer_type === 'single' ? <Radio disabled /> : <Checkbox disabled />}
                      label={o || '—'}
                    />
                  ))
                )}
              </Box>
            ))}
          </Paper>
        </>
      )}
    </Box>
  );
}

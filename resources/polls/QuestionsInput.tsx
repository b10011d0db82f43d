import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RadioButtonGroupInput, useTranslate, ValidationError } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ANSWER_TYPES, OPTION_TEXT_MAX, OPTIONS_MAX, OPTIONS_MIN, QUESTION_TEXT_MAX, QUESTIONS_MAX, type PollQuestion } from './contract';

/** A new question: a single answer between two options still to write. */
export const blankQuestion = (): PollQuestion => ({ text: '', answer_type: 'single', options: ['', ''] });

/** An error the form holds at a path that is not an input's own (a list too short). */
function useErrorAt(path: string): { message: string; args?: object } | undefined {
  const { errors } = useFormState();
  const node = path.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), errors);
  const e = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = typeof e?.message === 'string' ? e : typeof e?.root?.message === 'string' ? e.root : undefined;
  return message as { message: string; args?: object } | undefined;
}

function ListError({ path }: { path: string }) {
  const error = useErrorAt(path);
  if (!error) return null;
  return (
    <FormHelperText error data-testid={`error-${path}`}>
      <ValidationError error={error as never} />
    </FormHelperText>
  );
}

/** The options of one question: each a limited text, at least two, at most ten. */
function OptionsInput({ index, disabled }: { index: number; disabled: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const source = `questions.${index}.options`;
  const options = (useWatch({ name: source }) as string[] | undefined) ?? [];
  const set = (next: string[]) => setValue(source, next, { shouldDirty: true });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {options.map((_, j) => (
        <Box key={j} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <LimitedTextInput
              source={`${source}.${j}`}
              label={translate('resources.polls.fields.option', { n: j + 1 })}
              max={OPTION_TEXT_MAX}
              readOnly={disabled}
            />
          </Box>
          {!disabled && options.length > OPTIONS_MIN && (
            <IconButton
              aria-label={translate('resources.polls.removeOption', { n: j + 1 })}
              onClick={() => set(options.filter((__, k) => k !== j))}
              sx={{ mt: 1 }}
              data-testid={`remove-option-${index}-${j}`}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
      ))}
      <ListError path={source} />
      {!disabled && options.length < OPTIONS_MAX && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => set([...options, ''])} sx={{ justifySelf: 'start' }} data-testid={`add-option-${index}`}>
          {translate('resources.polls.addOption')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The questions of a poll (spec content §3): each its text, its answer type (single, multiple,
 * text box) and, but for a text box, its options. Fixed once somebody has answered (`disabled`).
 */
export function QuestionsInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'questions' });
  const types = (useWatch({ name: 'questions' }) as PollQuestion[] | undefined) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="poll-questions">
      <Typography component="h2" variant="h6">
        {translate('resources.polls.fields.questions')}
      </Typography>
      {fields.map((field, i) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="poll-question">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
              {translate('resources.polls.question', { n: i + 1 })}
            </Typography>
            {!disabled && fields.length > 1 && (
              <IconButton aria-label={translate('resources.polls.removeQuestion', { n: i + 1 })} onClick={() => remove(i)} data-testid={`remove-question-${i}`}>
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
          <LimitedTextInput source={`questions.${i}.text`} label="resources.polls.fields.text" max={QUESTION_TEXT_MAX} readOnly={disabled} />
          {disabled ? (
            // Fixed: said as text (a disabled radio group's greyed label would be too faint to read).
            <Typography variant="body2" data-testid={`answer-type-${i}`}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {translate('resources.polls.fields.answer_type')}:
              </Box>{' '}
              {translate(`resources.polls.values.answer_type.${types[i]?.answer_type ?? 'single'}`)}
            </Typography>
          ) : (
            <RadioButtonGroupInput
              source={`questions.${i}.answer_type`}
              label="resources.polls.fields.answer_type"
              choices={ANSWER_TYPES.map((t) => ({ id: t, name: `resources.polls.values.answer_type.${t}` }))}
              helperText={false}
              row
            />
          )}
          {types[i]?.answer_type !== 'text' && <OptionsInput index={i} disabled={disabled} />}
        </Paper>
      ))}
      <ListError path="questions" />
      {!disabled && fields.length < QUESTIONS_MAX && (
        <Button startIcon={<AddIcon />} onClick={() => append(blankQuestion())} sx={{ justifySelf: 'start' }} data-testid="add-question">
          {translate('resources.polls.addQuestion')}
        </Button>
      )}
    </Box>
  );
}

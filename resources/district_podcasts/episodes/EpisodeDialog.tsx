import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo } from 'react';
import { Form, ResourceContextProvider, TextInput, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useConfirmedAction } from '../../../src/components/dialogs/useConfirmedAction';
import { FormLanguageProvider, useFormLanguage } from '../../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../../src/components/form/LimitedTextInput';
import { TranslatedInputs } from '../../../src/components/form/TranslatedInputs';
import { payloadOf, schemaNow, validateWith } from '../../../src/components/form/useSaveFlow';
import { V } from '../../../src/lib/formats';
import { useSchema } from '../../../src/registry/schema';
import { useSession } from '../../../src/session';
import { currentLanguageErrors, EPISODE_FIELDS, EPISODE_LINK_MAX, EPISODE_TEXT_MAX, EPISODES } from './rules';

type Values = Record<string, unknown>;

/** The schema comes with the dialog's first opening, not with the podcast page. */
const loadSchema = () => import('./schema').then((m) => m.episodeInput);
/** The save sends translations already built: the provider must not build them again. */
const API_SHAPED = { translatable: [] as string[] };
const FORM_ID = 'episode-form';

export interface EpisodeDialogProps {
  podcastId: number;
  /** The episode to edit (in the form's per-language shape, as the list has it); none adds one. */
  episode: RaRecord | null;
  onClose(): void;
  /** After every save, done or failed: the list reloads either way (spec content §4). */
  onSettled(): void;
}

/**
 * The edit-episode dialog (spec content §2, §3, §5): title and number per content language with
 * the language switch and 90-character counters, one link. Blank languages get the current one's
 * text on save; the shared schema and the current-language rule check it first, the server's
 * refusals land on their fields, and a failed save keeps everything typed.
 */
export function EpisodeDialog(props: EpisodeDialogProps) {
  const language = useSession((s) => s.district?.default_language);
  return (
    <ResourceContextProvider value={EPISODES}>
      <FormLanguageProvider initial={language}>
        <EpisodeForm {...props} />
      </FormLanguageProvider>
    </ResourceContextProvider>
  );
}

function EpisodeForm({ podcastId, episode, onClose, onSettled }: EpisodeDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  // Starts the schema's load with the dialog; the check and the send await it (see schemaNow).
  useSchema(loadSchema);
  const { current } = useFormLanguage();
  // A phone's width (390 px) gets the whole screen.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const options = useMemo(() => ({ translatable: EPISODE_FIELDS, images: [], fillBlanks: true, current }), [current]);
  const record = useMemo(() => ({ ...(episode ?? {}), podcast_id: episode?.podcast_id ?? podcastId }), [episode, podcastId]);

  const { run, pending } = useConfirmedAction({
    work: (payload: Values) =>
      episode
        ? dataProvider.update(EPISODES, { id: episode.id, data: payload, previousData: episode, meta: API_SHAPED })
        : dataProvider.create(EPISODES, { data: payload, meta: API_SHAPED }),
    wait: { message: translate('Form.Saving') },
    success: { message: 'Strings.Saved' },
    resource: EPISODES,
    onSuccess: () => (onSettled(), onClose()),
    onError: () => onSettled(),
  });

  const validate = useCallback(
    async (values: Values) => {
      const errors = validateWith(values, { ...options, schema: await schemaNow(loadSchema) });
      // Spec content §5: "cannot be empty in the {language} language", the form's own language.
      for (const [field, byLocale] of Object.entries(currentLanguageErrors(values, current))) {
        const node = (errors[field] ?? {}) as Values;
        if (byLocale?.[current] && !node[current]) {
          errors[field] = { ...node, [current]: { message: V.LangNotNull, args: { language: current.toUpperCase() } } };
        }
      }
      return errors;
    },
    [options, current],
  );

  const save = useCallback(
    async (values: Values) => {
      const outcome = await run(payloadOf(values, { ...options, schema: await schemaNow(loadSchema) }));
      if (outcome.status !== 'failed') return undefined;
      // The server's field errors under their fields; the values stay as typed.
      const errors = (outcome.error as { body?: { errors?: Values } }).body?.errors;
      return errors && Object.keys(errors).length ? errors : undefined;
    },
    [run, options],
  );

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      aria-labelledby="episode-dialog-title"
      data-testid="episode-dialog"
      slotProps={{ paper: { sx: { width: { xs: '100%', md: '65%' }, maxWidth: 720 } } }}
    >
      <DialogTitle id="episode-dialog-title">{translate(episode ? 'Episodes.EditTitle' : 'Episodes.NewTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1, pt: '8px !important' }}>
        <Form id={FORM_ID} record={record} onSubmit={save} validate={validate} noValidate>
          <TranslatedInputs fields={EPISODE_FIELDS}>
            {(l) => (
              <>
                <LimitedTextInput source={`title.${l}`} locale={l} max={EPISODE_TEXT_MAX} />
                <LimitedTextInput source={`episode_number.${l}`} locale={l} max={EPISODE_TEXT_MAX} />
              </>
            )}
          </TranslatedInputs>
          <TextInput
            source="external_link"
            type="url"
            fullWidth
            helperText="Episodes.LinkHint"
            slotProps={{ htmlInput: { maxLength: EPISODE_LINK_MAX, 'data-testid': 'input-external_link', inputMode: 'url' } }}
          />
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} data-testid="episode-cancel">
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={pending} data-testid="episode-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

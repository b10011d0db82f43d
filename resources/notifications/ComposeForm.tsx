import DeleteIcon from '@mui/icons-material/EventBusyOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Form, useDataProvider, useInput, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { issuesToFormErrors } from '../../src/client/formRules';
import { useDistrictDates, useTimeZone } from '../../src/components/DistrictDate';
import { UnsavedChangesGuard } from '../../src/components/dialogs/UnsavedChangesGuard';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { useFormLanguage } from '../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { ListHeader } from '../../src/components/list/ListHeader';
import { loadSchema, useSchema } from '../../src/registry/schema';
import type { BackTarget } from '../../src/registry/navigation';
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX, TIME_SEND } from './contract';
import { clearDraft, composePayload, composeRuleErrors, CONTENT_TARGETS, nextHour, saveDraft, toOffsetIso, type ComposeValues } from './draft';
import { useAudience } from './queries';
import { ActivityInput, RoleInput, TargetTypeInput, UsersInput } from './TargetInputs';
import { ScheduleInput } from './ScheduleInput';

type Values = Record<string, unknown>;

/** The input schema, loaded with the form (zod stays out of the list's chunk). */
const loadInput = () => import('./schema').then((m) => m.notificationInput);

export interface ComposeFormProps {
  title: string;
  initial: ComposeValues;
  /** The planned notification being edited (PUT), or null for a new one (POST). */
  targetId: Identifier | null;
  draftKey: string;
  /** The values came from a kept draft: unsaved even before a keystroke. */
  restored: boolean;
  backTo: BackTarget;
  /** Where "Choose users" goes (the selection list, with the draft's key). */
  selectionTarget: BackTarget;
  /** Cancels the planned notification; resolves true once it is cancelled. */
  onCancelPlanned?: () => Promise<boolean>;
}

/** Keeps the draft in sessionStorage as it is typed (a reload, or the selection list, keeps it). */
function DraftKeeper({ draftKey, active }: { draftKey: string; active: boolean }) {
  const values = useWatch() as ComposeValues;
  useEffect(() => {
    if (active) saveDraft(draftKey, values);
  }, [draftKey, values, active]);
  return null;
}

function DirtyGuard({ leaving, restored }: { leaving: boolean; restored: boolean }) {
  const { isDirty } = useFormState();
  return <UnsavedChangesGuard when={(isDirty || restored) && !leaving} />;
}

/** Send now or at a chosen time; a schedule starts at the next full hour. */
function TimeSendInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'time_send' });
  const { getValues, setValue } = useFormContext();
  const timeZone = useTimeZone();
  return (
    <Box>
      <FormLabel id="time-send-label">{translate('resources.notifications.fields.time_send')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="time-send-label"
        value={field.value ?? 'send_now'}
        onChange={(_, v) => {
          field.onChange(v);
          if (v === 'schedule' && !getValues('scheduled_at')) setValue('scheduled_at', toOffsetIso(nextHour(new Date(), timeZone)), { shouldDirty: true });
        }}
      >
        {TIME_SEND.map((t) => (
          <FormControlLabel
            key={t}
            value={t}
            control={<Radio slotProps={{ input: { 'data-testid': `time-${t}` } as object }} />}
            label={translate(`resources.notifications.values.time_send.${t}`)}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** "Will reach N people", from the audience route (the picked users are counted here). */
function AudiencePreview({ sizeRef }: { sizeRef: { current: number | null } }) {
  const translate = useTranslate();
  const values = useWatch() as ComposeValues;
  const audience = useAudience(values);
  useEffect(() => {
    sizeRef.current = audience.known ? audience.size : null;
  }, [sizeRef, audience.known, audience.size]);
  let text: string;
  if (audience.known && audience.size !== null) text = translate('Notifications.Audience', { smart_count: audience.size });
  else if (audience.pending) text = translate('Notifications.AudienceCounting');
  else text = translate('Notifications.AudienceNeedsTarget');
  return (
    <Alert severity={audience.known && audience.size === 0 ? 'warning' : 'info'} data-testid="audience" data-size={audience.size ?? ''} role="status">
      {text}
    </Alert>
  );
}

function ComposeInputs({ onChooseUsers, sizeRef }: { onChooseUsers(values: ComposeValues): void; sizeRef: { current: number | null } }) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const target = useWatch({ name: 'target_type' }) as ComposeValues['target_type'];
  const timeSend = useWatch({ name: 'time_send' }) as ComposeValues['time_send'];
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('Notifications.Texts')}
      </Typography>
      <TranslatedInputs fields={['title', 'content']}>
        {(l) => (
          <>
            <LimitedTextInput source={`title.${l}`} locale={l} max={NOTIFICATION_TITLE_MAX} />
            <LimitedTextInput source={`content.${l}`} locale={l} max={NOTIFICATION_CONTENT_MAX} multiline />
          </>
        )}
      </TranslatedInputs>
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('Notifications.Recipients')}
      </Typography>
      <TargetTypeInput />
      {target === 'users' && <UsersInput onChoose={() => onChooseUsers(getValues() as ComposeValues)} />}
      {target === 'role' && <RoleInput />}
      {CONTENT_TARGETS.includes(target) && <ActivityInput />}
      <AudiencePreview sizeRef={sizeRef} />
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('Notifications.Sending')}
      </Typography>
      <TimeSendInput />
      {timeSend === 'schedule' && <ScheduleInput />}
    </>
  );
}

/**
 * The compose page's form: texts per language, target, when; Send asks first ("send now to N
 * people?", or the planned time), then the shared wait → toast / error dialog. The server's field
 * errors land on their inputs and what was typed stays. The draft is kept in sessionStorage while
 * the page is open, so the selection list and a reload find it.
 */
export function ComposeForm(p: ComposeFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const dates = useDistrictDates();
  const { current } = useFormLanguage();
  // Starts the schema's load with the form; the check awaits it (see schemaNow).
  useSchema(loadInput);
  const [leaveTo, setLeaveTo] = useState<BackTarget | null>(null);
  // Whether the page is left for the selection list: the draft is then kept for the way back.
  const toSelection = useRef(false);
  // The audience last shown, for the question before sending.
  const audienceSize = useRef<number | null>(null);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo.path, { state: leaveTo.state });
  }, [leaveTo, navigate]);
  // Leaving any other way drops the draft: the next "New notification" starts empty.
  useEffect(
    () => () => {
      if (!toSelection.current) clearDraft();
    },
    [],
  );

  const { run } = useConfirmedAction({
    ask: (payload: Values) => {
      if (p.targetId !== null) return null;
      if (payload.time_send === 'schedule') {
        const date = dates.dateTime(String(payload.scheduled_at));
        return { message: translate('Notifications.ScheduleQuestion', { date }), confirmLabel: translate('Notifications.Schedule') };
      }
      const size = audienceSize.current;
      const message = size === null ? translate('Notifications.SendQuestionUnknown') : translate('Notifications.SendQuestion', { smart_count: size });
      return { message, confirmLabel: translate('Notifications.Send') };
    },
    work: (payload: Values) =>
      p.targetId !== null
        ? dataProvider.update('notifications', { id: p.targetId, data: payload, previousData: {}, meta: { translatable: [] } })
        : dataProvider.create('notifications', { data: payload, meta: { translatable: [] } }),
    wait: { message: translate('Notifications.SendingWait') },
    success: {
      message: (result: { data: Values }) =>
        result.data.status_type === 'sent'
          ? translate('Strings.NotificationSent', { count: Number(result.data.audience_size ?? 0) })
          : 'Strings.NotificationPlanned',
    },
    resource: 'notifications',
    onSuccess: () => {
      refresh();
      clearDraft();
      setLeaveTo(p.backTo);
    },
  });

  const validate = async (values: Values) => {
    const rules = composeRuleErrors(values as Partial<ComposeValues>);
    const schema = await loadSchema(loadInput);
    const parsed = schema.safeParse(composePayload(values as Partial<ComposeValues>, current));
    return { ...(parsed.success ? {} : issuesToFormErrors(parsed.error.issues)), ...rules };
  };
  const submit = async (values: Values) => {
    const outcome = await run(composePayload(values as Partial<ComposeValues>, current));
    if (outcome.status !== 'failed') return undefined;
    const errors = (outcome.error as { body?: { errors?: Values } }).body?.errors;
    return errors && Object.keys(errors).length ? errors : undefined;
  };
  const chooseUsers = (values: ComposeValues) => {
    saveDraft(p.draftKey, values);
    toSelection.current = true;
    setLeaveTo(p.selectionTarget);
  };
  const cancel = () => setLeaveTo(p.backTo);

  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={p.title} />
      <Form record={p.initial as unknown as Values & { id?: Identifier }} onSubmit={submit} validate={validate} noValidate>
        <DirtyGuard leaving={leaveTo !== null} restored={p.restored} />
        <DraftKeeper draftKey={p.draftKey} active={leaveTo === null} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <ComposeInputs onChooseUsers={chooseUsers} sizeRef={audienceSize} />
          </Box>
          <SubmitRow editing={p.targetId !== null} onCancel={cancel} onCancelPlanned={p.onCancelPlanned} onCancelled={() => setLeaveTo(p.backTo)} />
        </Paper>
      </Form>
    </Box>
  );
}

function SubmitRow(p: { editing: boolean; onCancel(): void; onCancelPlanned?: () => Promise<boolean>; onCancelled(): void }) {
  const translate = useTranslate();
  const timeSend = useWatch({ name: 'time_send' }) as ComposeValues['time_send'];
  const label = p.editing ? 'Notifications.SaveChanges' : timeSend === 'schedule' ? 'Notifications.Schedule' : 'Notifications.Send';
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" startIcon={<SendIcon />} data-testid="notification-send">
        {translate(label)}
      </Button>
      <Button onClick={p.onCancel} data-testid="form-cancel">
        {translate('ra.action.cancel')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {p.onCancelPlanned && (
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          data-testid="notification-cancel"
          onClick={() => void p.onCancelPlanned?.().then((gone) => gone && p.onCancelled())}
        >
          {translate('Notifications.CancelNotification')}
        </Button>
      )}
    </Box>
  );
}

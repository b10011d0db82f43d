import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { BooleanInput, NumberInput, RadioButtonGroupInput, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDistrictDates, useTimeZone } from '../../src/components/DistrictDate';
import { useCurrency } from '../../src/components/DistrictMoney';
import { DateInput } from '../../src/components/form/DateInput';
import { ImageInput } from '../../src/components/form/ImageInput';
import { InputGroup } from '../../src/components/form/InputGroup';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { afterDelete, ResourceForm } from '../../src/components/form/ResourceForm';
import { TimeInput } from '../../src/components/form/TimeInput';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { TagsInput } from '../../src/components/content/TagsInput';
import { PLACE_TYPES, VISIBILITIES } from '../../src/contract/content';
import { toServerDate, wallClockIn } from '../../src/lib/dates';
import { V } from '../../src/lib/formats';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useBackTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { MoneyInput } from '../../src/components/form/MoneyInput';
import { ACTIVITY_LIMITS as L, PAYMENT_METHODS, paymentName, REPEAT_FREQS, type RepeatFreq } from './constants';
import { ColorDot, R, type ActivityRow, type CategoryOption } from './parts';
import { activityErrors, AV, frozenDay, outsideHoursArgs, type ActivityRulesContext, type ActivityRulesDraft } from './rules';
import { RESOURCE, useAskScope, useDeleteActivity } from './useStatusChange';

const f = (field: string) => `${R}.fields.${field}`;

/** A space an activity can take place in (`/options/spaces`). */
export interface SpaceOption {
  id: number;
  name: string;
  open_all_day: boolean;
  open_time: string | null;
  close_time: string | null;
  max_occupancy: number | null;
}

/** A freeze of a space from today on (`/options/frozen?space_id=`). */
export interface FrozenOption {
  date: string;
  available_until: string | null;
}

type Payload = Record<string, unknown>;

/** One of the form's option lists, named in the UI language, kept a minute. */
function useActivityOptions<T>(kind: 'spaces' | 'categories' | 'tags' | 'frozen', query?: Record<string, number>, enabled = true) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  return useQuery({
    queryKey: [RESOURCE, 'options', kind, { district_id: districtId, ...query }],
    queryFn: async () => (await dataProvider.getOptions<T>(`${RESOURCE}/options/${kind}`, query)).data,
    staleTime: 60_000,
    enabled,
  });
}

const full = { gridColumn: '1 / -1' };

/** Day, times, and how it repeats: the end of repetition only for a repeating one. */
function ScheduleInputs() {
  const translate = useTranslate();
  const freq = useWatch({ name: 'repeat.freq' }) as RepeatFreq | undefined;
  return (
    <InputGroup title={`${R}.groups.schedule`}>
      <Box sx={full}>
        <DateInput source="date" />
      </Box>
      <TimeInput source="start_time" />
      <TimeInput source="end_time" />
      <SelectInput
        source="repeat.freq"
        label={f('freq')}
        choices={REPEAT_FREQS.map((v) => ({ id: v, name: `${R}.values.repeat.${v}` }))}
        margin="none"
        helperText={false}
      />
      {freq && freq !== 'none' && (
        <Box>
          <DateInput source="repeat.until" label={f('until')} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {translate(`${R}.hints.until`)}
          </Typography>
        </Box>
      )}
    </InputGroup>
  );
}

/** None, a space of the district (its opening hours beside it), or another place with its name and address. */
function PlaceInputs({ spaces, onSpace }: { spaces: SpaceOption[] | undefined; onSpace: (id: number | null) => void }) {
  const translate = useTranslate();
  const type = useWatch({ name: 'place_type' }) as string | undefined;
  const spaceId = useWatch({ name: 'space_id' }) as number | null | undefined;
  const space = type === 'select_space' ? spaces?.find((s) => s.id === spaceId) : undefined;
  useEffect(() => onSpace(space?.id ?? null), [space?.id, onSpace]);
  const hours = space && outsideHoursArgs(space);
  return (
    <InputGroup title={`${R}.groups.place`}>
      <Box sx={full}>
        <RadioButtonGroupInput
          source="place_type"
          choices={PLACE_TYPES.map((v) => ({ id: v, name: `${R}.values.place_type.${v}` }))}
          helperText={false}
          margin="none"
        />
      </Box>
      {type === 'select_space' && (
        <SelectInput
          source="space_id"
          choices={spaces ?? []}
          isPending={!spaces}
          optionText="name"
          margin="none"
          helperText={hours ? translate(`${R}.hints.space`, { hours: `${hours.open}–${hours.close}` }) : false}
          data-testid="input-space_id"
        />
      )}
      {type === 'custom_space' && (
        <>
          <LimitedTextInput source="place_name" max={200} />
          <LimitedTextInput source="place_address" max={300} />
        </>
      )}
      <NumberInput source="max_people" min={L.maxPeople.min} max={L.maxPeople.max} step={1} margin="none" helperText={false} />
    </InputGroup>
  );
}

/** Prices, the method (cash, or the currency's payment name), Boleto for a BRL district, and who is paid. */
function PaymentInputs() {
  const translate = useTranslate();
  const { code } = useCurrency();
  const method = useWatch({ name: 'payment_method' }) as string | null | undefined;
  const name = paymentName(code);
  return (
    <InputGroup title={`${R}.groups.payment`}>
      <MoneyInput source="price_private" label={f('price_private')} hint={`${R}.hints.price`} emptyAs={0} />
      <MoneyInput source="price_spot" label={f('price_spot')} hint={`${R}.hints.price`} emptyAs={0} />
      <SelectInput
        source="payment_method"
        choices={PAYMENT_METHODS.map((m) => ({
          id: m,
          name: m === 'other' && name ? translate(`${R}.otherPayment`, { name }) : translate(`${R}.values.payment_method.${m}`),
        }))}
        translateChoice={false}
        emptyText="—"
        margin="none"
        helperText={false}
      />
      {method === 'other' && <LimitedTextInput source="payment_recipient" max={L.recipientMax} />}
      {code === 'BRL' && (
        <Box sx={full}>
          <BooleanInput source="boleto" helperText={`${R}.hints.boleto`} />
        </Box>
      )}
    </InputGroup>
  );
}

/** Flags, category (with its colour), tags and visibility. */
function MoreInputs() {
  const { data: categories } = useActivityOptions<CategoryOption>('categories');
  return (
    <InputGroup title={`${R}.groups.more`}>
      <SelectInput
        source="category_id"
        choices={categories ?? []}
        isPending={!categories}
        optionText={(c: CategoryOption) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <ColorDot color={c.color} />
            {c.name}
          </Box>
        )}
        emptyText="—"
        margin="none"
        helperText={false}
      />
      <SelectInput source="visibility" choices={VISIBILITIES.map((v) => ({ id: v, name: `${R}.values.visibility.${v}` }))} margin="none" helperText={false} />
      <TagsInput resource={RESOURCE} path={`${RESOURCE}/options/tags`} max={L.tagsMax} sx={full} />
      <Box sx={{ ...full, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <BooleanInput source="is_historical" helperText={false} />
        <BooleanInput source="is_special" helperText={false} />
        <BooleanInput source="cleaning_after" helperText={false} />
        <BooleanInput source="force_online" helperText={`${R}.hints.force_online`} />
      </Box>
    </InputGroup>
  );
}

/** Hands the form's setError out, for a refusal found after the check (the scope chosen on save). */
function FormApi({ setErrorRef }: { setErrorRef: MutableRefObject<UseFormSetError<Payload> | null> }) {
  const { setError } = useFormContext<Payload>();
  useEffect(() => {
    setErrorRef.current = setError;
  }, [setError, setErrorRef]);
  return null;
}

/** `{ 'repeat.until': x }` → `{ repeat: { until: x } }`, the shape the form sets on its fields. */
export function nestErrors(flat: Record<string, unknown>): Payload {
  const out: Payload = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => (node = (node[p] ??= {}) as Payload));
    node[parts.at(-1)!] = error;
  }
  return out;
}

const sameRepeat = (a: unknown, b: ActivityRow['repeat']) => {
  const r = (a ?? {}) as { freq?: unknown; until?: unknown };
  return (r.freq ?? 'none') === b.freq && (r.until || null) === (b.until || null);
};

/**
 * The activity form's rules beside the schema (rules.ts `activityErrors`), with the words their
 * messages quote: the space's hours, the frozen day, the space's capacity.
 */
function useActivityRules(spaces: SpaceOption[] | undefined, frozen: { spaceId: number; days: FrozenOption[] } | null) {
  const timeZone = useTimeZone();
  const { code } = useCurrency();
  const dates = useDistrictDates();
  return useCallback(
    (payload: Payload, record: ActivityRow | undefined) => {
      const now = wallClockIn(new Date(), timeZone);
      const space = payload.place_type === 'select_space' ? (spaces?.find((s) => s.id === payload.space_id) ?? null) : null;
      const moved = !record || payload.date !== record.date || payload.start_time !== record.start_time || payload.end_time !== record.end_time;
      const ctx: ActivityRulesContext = {
        today: toServerDate(now),
        nowMinutes: now.getHours() * 60 + now.getMinutes(),
        space,
        frozen: space && frozen?.spaceId === space.id ? frozen.days : [],
        currency: code,
        checkPast: moved,
      };
      const draft = payload as ActivityRulesDraft;
      const errors = activityErrors(draft, ctx);
      const withArgs = (field: string, key: string): unknown => {
        if (key === AV.OutsideHours && space) return { message: key, args: outsideHoursArgs(space) };
        if (key === AV.SpaceFrozen) return { message: key, args: { date: dates.date(frozenDay(draft, ctx)) } };
        if (key === AV.TooManyOccurrences) return { message: key, args: { max: L.occurrencesMax } };
        if (key === V.NumberMax && field === 'max_people') return { message: key, args: { max: space?.max_occupancy ?? L.maxPeople.max } };
        if (key === V.NumberMin && field === 'max_people') return { message: key, args: { min: L.maxPeople.min } };
        return key;
      };
      return nestErrors(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, withArgs(field, key)])));
    },
    [spaces, frozen, timeZone, code, dates],
  );
}

/** Delete of an occurrence of a series: which ones first, then back where the form came from. */
function SeriesDeleteButton({ record }: { record: ActivityRow }) {
  const d = useDeclaration();
  const translate = useTranslate();
  const navigate = useNavigate();
  const deleteActivity = useDeleteActivity();
  const back = afterDelete(useBackTarget(d.route), d.route, d.detailsRoute);
  return (
    <Button
      color="error"
      startIcon={<DeleteIcon />}
      data-testid="form-delete"
      onClick={() => void deleteActivity(record).then((gone) => gone && navigate(back.path, { state: back.state }))}
    >
      {translate('ra.action.delete')}
    </Button>
  );
}

const DEFAULTS: Partial<ActivityRow> = {
  visibility: 'public',
  repeat: { freq: 'none', until: null },
  place_type: 'none',
  space_id: null,
  max_people: null,
  price_private: 0,
  price_spot: 0,
  payment_method: null,
  boleto: false,
  payment_recipient: null,
  is_historical: false,
  is_special: false,
  cleaning_after: false,
  category_id: null,
  tag_ids: [],
  force_online: false,
};

/**
 * An activity, new or changed (content §3 "Activity", §5): texts per language, cover, day and
 * times with their repetition, place (a space inside its opening hours and not frozen, or another
 * place), people, prices and payment, flags, category, tags, visibility. Each rule is said on its
 * field before anything is sent, and again by the server. Saving or deleting an occurrence of a
 * repeating activity first asks: all coming occurrences, or only this one (whose repetition then
 * cannot change).
 */
export function ActivityForm() {
  const d = useDeclaration();
  const access = useResourceAccess(d);
  const askScope = useAskScope();
  const { data: spaces } = useActivityOptions<SpaceOption>('spaces');
  const [spaceId, setSpaceId] = useState<number | null>(null);
  const { data: frozenDays } = useActivityOptions<FrozenOption>('frozen', spaceId ? { space_id: spaceId } : undefined, spaceId !== null);
  const frozen = spaceId !== null && frozenDays ? { spaceId, days: frozenDays } : null;
  const rules = useActivityRules(spaces, frozen);
  const setErrorRef = useRef<UseFormSetError<Payload> | null>(null);
  const beforeSend = useCallback(
    async (payload: Payload, record: ActivityRow | undefined) => {
      if (!record || record.series_id === null) return { ...payload, scope: 'one' };
      const scope = await askScope(record, 'scopeAskSave');
      if (!scope) return null;
      if (scope === 'one' && !sameRepeat(payload.repeat, record.repeat)) {
        setErrorRef.current?.('repeat.freq', { type: 'manual', message: AV.RepeatNeedsAll });
        return null;
      }
      return { ...payload, scope };
    },
    [askScope],
  );
  return (
    <ResourceForm<ActivityRow>
      defaults={DEFAULTS}
      rules={rules}
      beforeSend={beforeSend}
      canDelete={(r) => r.series_id === null}
      extraActions={(r) => r && r.series_id !== null && access.delete && <SeriesDeleteButton record={r} />}
    >
      {() => (
        <>
          <FormApi setErrorRef={setErrorRef} />
          <TranslatedInputs fields={['title', 'description']}>
            {(l) => (
              <>
                <LimitedTextInput source={`title.${l}`} locale={l} max={L.titleMax} />
                <LimitedTextInput source={`description.${l}`} locale={l} max={L.descriptionMax} multiline />
              </>
            )}
          </TranslatedInputs>
          <ImageInput source="cover" />
          <ScheduleInputs />
          <PlaceInputs spaces={spaces} onSpace={setSpaceId} />
          <PaymentInputs />
          <MoreInputs />
        </>
      )}
    </ResourceForm>
  );
}

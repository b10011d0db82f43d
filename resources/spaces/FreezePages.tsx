import AcUnitIcon from '@mui/icons-material/AcUnitOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Form, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocalized } from '../../src/client/localized';
import { useDistrictDates, useTimeZone } from '../../src/components/DistrictDate';
import { UnsavedChangesGuard } from '../../src/components/dialogs/UnsavedChangesGuard';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { DateInput, UNFINISHED_DATE } from '../../src/components/form/DateInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { TimeInput } from '../../src/components/form/TimeInput';
import { ListHeader } from '../../src/components/list/ListHeader';
import { toServerDate, wallClockIn } from '../../src/lib/dates';
import { V } from '../../src/lib/formats';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useOpenResource, useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { SPACE_LIMITS } from './constants';
import type { SpaceRow } from './parts';
import { minutesOf } from './rules';

export interface FreezeRow {
  id: number;
  space_id: number;
  space_title: string;
  date: string;
  reason: string;
  available_until: string | null;
  created_by: number | null;
  created_by_name: string | null;
}

interface Frozen {
  current_frozen: string[];
  all_frozen: string[];
  yours_frozen: string[];
  other_frozen: string[];
  items: FreezeRow[];
}

/** The district's today (its time zone's), YYYY-MM-DD. */
function useDistrictToday() {
  const timeZone = useTimeZone();
  return toServerDate(wallClockIn(new Date(), timeZone));
}

/** "All day" or "From 14:00", for a frozen date. */
function useFreezeSpan() {
  const translate = useTranslate();
  return (f: Pick<FreezeRow, 'available_until'>) =>
    f.available_until ? translate('resources.spaces.frozenFrom', { time: f.available_until }) : translate('resources.spaces.frozenAllDay');
}

function useFrozen(spaceId: number | string) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  return useQuery({
    queryKey: ['spaces', 'frozen', { district_id: districtId, id: String(spaceId) }],
    queryFn: async () => (await dataProvider.recordPart<Frozen>('spaces', spaceId, 'frozen')).data,
    enabled: districtId !== null,
  });
}

/** A space's frozen dates from today on, with who froze each, and Unfreeze (asked first) for those who may edit. */
export function SpaceFrozenDates({ spaceId }: { spaceId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const dates = useDistrictDates();
  const span = useFreezeSpan();
  const me = useSession((s) => s.user?.id ?? null);
  const canEdit = useResourceAccess(useDeclaration()).edit(spaceId);
  const today = useDistrictToday();
  const heading = useId();
  const result = useFrozen(spaceId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['spaces'] });
  const { run: unfreeze } = useConfirmedAction<unknown, [FreezeRow]>({
    ask: (f) => ({ message: translate('resources.spaces.unfreezeAsk', { date: dates.date(f.date) }), confirmLabel: translate('resources.spaces.unfreeze') }),
    work: (f) => dataProvider.deleteRecordPart('spaces', spaceId, `freeze/${f.id}`),
    success: { message: 'resources.spaces.unfrozen' },
    onSuccess: refresh,
    onError: refresh,
  });
  const upcoming = result.data?.items.filter((f) => f.date >= today) ?? [];
  let body: ReactNode;
  if (result.isPending) body = <Skeleton variant="rounded" height={72} />;
  else if (result.error || !result.data) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (upcoming.length === 0) body = <Alert severity="info">{translate('resources.spaces.noFrozen')}</Alert>;
  else
    body = (
      <Paper variant="outlined">
        <List dense disablePadding aria-labelledby={heading}>
          {upcoming.map((f) => (
            <ListItem
              key={f.id}
              divider
              data-testid={`frozen-${f.date}`}
              secondaryAction={
                canEdit ? (
                  <Button size="small" onClick={() => void unfreeze(f)} data-testid="unfreeze">
                    {translate('resources.spaces.unfreeze')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                sx={{ pr: canEdit ? 12 : 0 }}
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{`${dates.date(f.date)} · ${span(f)}`}</span>
                    <Chip size="small" variant="outlined" label={translate(f.created_by === me ? 'resources.spaces.yours' : 'resources.spaces.others')} />
                  </Box>
                }
                secondary={[f.reason, f.created_by_name ? translate('resources.spaces.frozenBy', { name: f.created_by_name }) : null]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  return (
    <Box component="section" aria-labelledby={heading} sx={{ mt: 3, display: 'grid', gap: 1 }} data-testid="space-frozen">
      <Typography id={heading} component="h2" variant="h6">
        {translate('resources.spaces.frozenDates')}
      </Typography>
      {body}
    </Box>
  );
}

interface FreezeValues {
  date_from: string | null;
  date_to: string | null;
  reason: string;
  available_until: string | null;
}

const EMPTY: FreezeValues = { date_from: null, date_to: null, reason: '', available_until: null };

/** The freeze form's rules (the server says the same): a day from today, a range the right way round, a reason. */
export function freezeErrors(v: FreezeValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.date_from) errors.date_from = V.FieldNotNull;
  else if (v.date_from === UNFINISHED_DATE) errors.date_from = V.DateInvalid;
  else if (v.date_from < today) errors.date_from = V.DateStartNotPast;
  if (v.date_to === UNFINISHED_DATE) errors.date_to = V.DateInvalid;
  else if (v.date_to && v.date_from && v.date_to < v.date_from) errors.date_to = V.DateEndNotEqualPastStart;
  if (!v.reason.trim()) errors.reason = V.FieldNotNull;
  if (v.available_until) {
    const until = minutesOf(v.available_until);
    if (until === null || until === 0) errors.available_until = V.InvalidHour;
  }
  return errors;
}

/** Leaving with a freeze half typed asks first. */
function FreezeInputs({ children }: { children: ReactNode }) {
  const { formState } = useFormContext();
  return (
    <>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
      {children}
    </>
  );
}

/**
 * /backend/spaces/freeze_space (flag FreezeSpace): freeze one day or a range of one space, with a
 * reason and, optionally, the time it stays open until; its frozen dates below, to unfreeze.
 */
export function FreezeSpacePage() {
  const translate = useTranslate();
  const text = useLocalized();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const { targetId } = useTarget();
  const today = useDistrictToday();
  const resetForm = useRef<(() => void) | null>(null);
  const { data: space, isPending, error } = useGetOne<SpaceRow>('spaces', { id: (targetId ?? '') as number }, { enabled: targetId !== null });
  const { run: freeze } = useConfirmedAction<unknown, [FreezeValues]>({
    work: (v) =>
      dataProvider.recordAction('spaces', targetId!, 'freeze', {
        ranges: [{ from: v.date_from, to: v.date_to || v.date_from }],
        reason: v.reason.trim(),
        available_until: v.available_until || null,
      }),
    success: { message: 'resources.spaces.freezeSaved' },
    resource: 'spaces',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['spaces'] }),
  });
  if (targetId === null) return <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  if (error) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  const title = space ? translate('resources.spaces.freezeTitle', { space: text(space.title) }) : translate('resources.spaces.freezeSpace');
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={title} />
      {isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Form
          record={EMPTY}
          noValidate
          validate={(values) => freezeErrors(values as FreezeValues, today)}
          onSubmit={async (values: Record<string, unknown>) => {
            const outcome = await freeze(values as unknown as FreezeValues);
            // A failed freeze keeps what was typed; a saved one starts the form again.
            if (outcome.status === 'done') resetForm.current?.();
          }}
        >
          <FreezeForm resetRef={resetForm} />
        </Form>
      )}
      {space && <SpaceFrozenDates spaceId={space.id} />}
    </Box>
  );
}

/** The inputs and the Freeze button; `resetRef` receives how to empty them after a save. */
function FreezeForm({ resetRef }: { resetRef: RefObject<(() => void) | null> }) {
  const translate = useTranslate();
  const { reset, formState } = useFormContext();
  useEffect(() => {
    resetRef.current = () => reset(EMPTY);
  }, [reset, resetRef]);
  return (
    <FreezeInputs>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <DateInput source="date_from" label="resources.spaces.fields.date_from" />
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <DateInput source="date_to" label="resources.spaces.fields.date_to" />
            <Typography variant="caption" color="text.secondary">
              {translate('resources.spaces.hints.date_to')}
            </Typography>
          </Box>
        </Box>
        <LimitedTextInput source="reason" max={SPACE_LIMITS.freezeReasonMax} label="resources.spaces.fields.reason" />
        <Box sx={{ display: 'grid', gap: 0.5, maxWidth: { sm: 'calc(50% - 8px)' } }}>
          <TimeInput source="available_until" label="resources.spaces.fields.available_until" />
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('resources.spaces.hints.available_until')}
          </Typography>
        </Box>
        <Box>
          <Button type="submit" variant="contained" startIcon={<AcUnitIcon />} disabled={formState.isSubmitting} data-testid="freeze-save">
            {translate('resources.spaces.freezeSave')}
          </Button>
        </Box>
      </Paper>
    </FreezeInputs>
  );
}

/** /backend/spaces/freeze: the district's frozen dates from today, every space; a click opens that space's freeze page. */
export function FreezeOverview() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const dates = useDistrictDates();
  const span = useFreezeSpan();
  const open = useOpenResource(useDeclaration());
  const result = useQuery({
    queryKey: ['spaces', 'freezes', { district_id: districtId }],
    queryFn: async () => (await dataProvider.getOptions<FreezeRow>('spaces/freezes')).data,
    enabled: districtId !== null,
  });
  let body: ReactNode;
  if (result.isPending) body = <Skeleton variant="rounded" height={160} />;
  else if (result.error || !result.data) body = <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  else if (result.data.length === 0) body = <Alert severity="info">{translate('resources.spaces.noFrozen')}</Alert>;
  else
    body = (
      <Paper variant="outlined">
        <List disablePadding>
          {result.data.map((f) => (
            <ListItem key={f.id} disablePadding>
              <ListItemButton divider onClick={() => open.page('freeze_space', f.space_id)} data-testid={`freeze-row-${f.id}`}>
                <ListItemText
                  primary={`${dates.date(f.date)} · ${f.space_title}`}
                  secondary={[span(f), f.reason, f.created_by_name ? translate('resources.spaces.frozenBy', { name: f.created_by_name }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={translate('resources.spaces.freezeOverview')} />
      {body}
    </Box>
  );
}

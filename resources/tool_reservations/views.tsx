import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DistrictDate, useTimeZone } from '../../src/components/DistrictDate';
import { DateInput } from '../../src/components/form/DateInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { ResourceList } from '../../src/components/list/ResourceList';
import { canAccess } from '../../src/lib/access';
import { toServerDate, wallClockIn } from '../../src/lib/dates';
import { useOpenResource } from '../../src/registry/navigation';
import { accessTargetOf } from '../../src/registry/registry';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { useSession } from '../../src/session';
import { TOOL_NOTES_MAX } from '../tools/constants';
import { useToolOptions } from '../tools/options';
import { ResidentInput } from '../visitors/ResidentInput';
import { useReservationActions } from './ActionDialogs';
import { ReservationStatusChip, TimingText } from './parts';
import { reservationDateErrors } from './rules';
import type { ReservationRecord } from './schema';

const R = 'resources.tool_reservations';
const TOOLS = 'tool_reservations/options/tools';
const SAVE = [{ id: 'save', label: 'ra.action.save', variant: 'contained' as const }];
type ToolChoice = { id: number; name: string; max_booking_days: number };

/** Whether the user may deliver, return and cancel: the entity's edit permission, with its flags. */
function useMayAct() {
  const d = useDeclaration();
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  return canAccess({ permissions: permissions ?? [], configuration }, { action: 'list', resource: { ...accessTargetOf(d), permissions: d.permissions.edit } });
}

export function ReservationList() {
  const d = useDeclaration();
  const access = useResourceAccess(d);
  const open = useOpenResource(d);
  const queryClient = useQueryClient();
  const mayAct = useMayAct();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: [d.name] }), [queryClient, d.name]);
  const actions = useReservationActions(refresh);
  return (
    <>
      <ResourceList<ReservationRecord>
        label={(r) => `${r.tool} · ${r.user}`}
        // The contract's columns; the status keeps its coloured chip, the timing is several fields.
        renders={{ status: (r) => <ReservationStatusChip status={r.status} />, timing: (r) => <TimingText record={r} /> }}
        canEdit={(r) => r.status === 'booked' && access.editForm(r.id)}
        canDelete={(r) => r.status !== 'in_use'}
        onOpen={(r) => access.editForm(r.id) && open.form(r.id)}
        rowActions={mayAct ? actions.buttons : undefined}
      />
      {actions.dialogs}
    </>
  );
}

/** A reservation that is no longer booked: what happened to it, read only. */
function ReservationSummary({ record: r }: { record: ReservationRecord }) {
  const translate = useTranslate();
  const row = (field: string, value: ReactNode) => (
    <Box key={field} sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {translate(`${R}.fields.${field}`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <>
      <Alert severity="info">{translate(`${R}.readOnly`, { status: translate(`${R}.values.status.${r.status}`) })}</Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5, m: 0 }} data-testid="details">
        {row('tool', r.tool)}
        {row('user', r.user)}
        {row('start_date', <DistrictDate value={r.start_date} />)}
        {row('end_date', <DistrictDate value={r.end_date} />)}
        {row('status', <ReservationStatusChip status={r.status} />)}
        {r.delivered_on && row('delivered_on', <DistrictDate value={r.delivered_on} />)}
        {r.returned_on && row('returned_on', <DistrictDate value={r.returned_on} />)}
        {r.return_condition && row('return_condition', translate(`${R}.values.return_condition.${r.return_condition}`))}
        {row('timing', <TimingText record={r} />)}
        {r.notes && row('notes', <Box sx={{ whiteSpace: 'pre-line' }}>{r.notes}</Box>)}
      </Box>
    </>
  );
}

/** The user first (spec content §5 "a user must be selected first"), then the tool and the days. */
function ReservationInputs({ record, tools }: { record: ReservationRecord | undefined; tools: ToolChoice[] | undefined }) {
  const translate = useTranslate();
  const userId = useWatch({ name: 'user_id' }) as number | null | undefined;
  const toolId = useWatch({ name: 'tool_id' }) as number | null | undefined;
  const max = tools?.find((t) => t.id === toolId)?.max_booking_days;
  return (
    <>
      <ResidentInput source="user_id" options="tool_reservations/options/users" initial={record ? { id: record.user_id, full_name: record.user } : null} />
      {userId ? (
        <>
          <SelectInput
            source="tool_id"
            choices={tools ?? []}
            isPending={!tools}
            helperText={max ? translate(`${R}.maxDays`, { smart_count: max }) : undefined}
            sx={{ maxWidth: 480 }}
            fullWidth
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 480 }}>
            <DateInput source="start_date" />
            <DateInput source="end_date" />
          </Box>
          <LimitedTextInput source="notes" max={TOOL_NOTES_MAX} multiline />
        </>
      ) : (
        <Alert severity="info" data-testid="pick-user-first">
          {translate(`${R}.pickUserFirst`)}
        </Alert>
      )}
    </>
  );
}

/**
 * tools_reservations/form: a new reservation for a user, or a booked one changed; one that was
 * delivered, returned or cancelled shows what happened. The form checks the days as the server
 * does (end not before start, a new one not in the past, at most the tool's days).
 */
export function ReservationForm() {
  const timeZone = useTimeZone();
  const { data: tools } = useToolOptions<ToolChoice>(TOOLS);
  const rules = useCallback(
    (payload: Record<string, unknown>, record: ReservationRecord | undefined) => {
      const today = toServerDate(wallClockIn(new Date(), timeZone));
      const maxDays = tools?.find((t) => t.id === payload.tool_id)?.max_booking_days;
      const errors = reservationDateErrors(payload as { start_date?: string; end_date?: string }, { today, isNew: !record, maxDays });
      return Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e.args ? { message: e.key, args: e.args } : e.key]));
    },
    [tools, timeZone],
  );
  const readOnly = useMemo(() => (r: ReservationRecord | undefined) => Boolean(r && r.status !== 'booked'), []);
  return (
    <ResourceForm<ReservationRecord> defaults={{ notes: '' }} rules={rules} submits={(r) => (readOnly(r) ? [] : SAVE)} canDelete={(r) => r.status !== 'in_use'}>
      {(record) => (record && readOnly(record) ? <ReservationSummary record={record} /> : <ReservationInputs record={record} tools={tools} />)}
    </ResourceForm>
  );
}

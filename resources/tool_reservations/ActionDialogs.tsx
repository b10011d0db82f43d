import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useTimeZone } from '../../src/components/DistrictDate';
import { FormDialog } from '../../src/components/dialogs/FormDialog';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { DayField } from '../../src/components/form/DayField';
import { dateBounds, fromServerDate } from '../../src/lib/dateRules';
import { toServerDate, wallClockIn } from '../../src/lib/dates';
import { V } from '../../src/lib/formats';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { canDo, RETURN_CONDITIONS, type ReservationAction, type ReturnCondition } from './rules';
import type { ReservationRecord } from './schema';

type Open = { action: 'deliver' | 'return'; record: ReservationRecord } | null;
const R = 'resources.tool_reservations';

/**
 * Deliver, return and cancel of a reservation (spec content §4 "tool delivery and return are
 * recorded"): deliver asks the day (the district's today by default), return the day and the
 * tool's condition, cancel asks first. `onDone` refreshes what shows the reservation.
 */
export function useReservationActions(onDone: () => void): { buttons: (r: ReservationRecord) => ReactNode; dialogs: ReactNode } {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const timeZone = useTimeZone();
  const [open, setOpen] = useState<Open>(null);
  const [day, setDay] = useState<string | null>(null);
  const [condition, setCondition] = useState<ReturnCondition | ''>('');
  const [errors, setErrors] = useState<{ day?: string; condition?: string }>({});
  const today = () => toServerDate(wallClockIn(new Date(), timeZone));

  const { run } = useConfirmedAction<unknown, [ReservationAction, ReservationRecord, Record<string, unknown>]>({
    ask: (action, r) =>
      action === 'cancel'
        ? {
            message: translate(`${R}.askCancel`, { tool: r.tool, user: r.user }),
            confirmLabel: translate(`${R}.cancel`),
            cancelLabel: translate(`${R}.keep`),
            destructive: true,
          }
        : null,
    work: (action, r, body) => dataProvider.recordAction('tool_reservations', r.id, action, body),
    success: { fromServer: true },
    resource: 'tool_reservations',
    onSuccess: onDone,
    onError: onDone,
  });

  const start = (action: 'deliver' | 'return', record: ReservationRecord) => {
    setOpen({ action, record });
    setDay(today());
    setCondition('');
    setErrors({});
  };
  const confirm = () => {
    if (!open) return;
    const found: typeof errors = {};
    if (!day) found.day = V.DateInvalid;
    else if (day > today()) found.day = V.DateNotFuture;
    if (open.action === 'return' && !condition) found.condition = V.SelectAnOption;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = open.action === 'deliver' ? { delivered_on: day } : { returned_on: day, return_condition: condition };
    setOpen(null);
    void run(open.action, open.record, body);
  };

  const buttons = (r: ReservationRecord) => (
    <>
      {canDo('deliver', r.status) && (
        <Button size="small" variant="outlined" onClick={(e) => (e.stopPropagation(), start('deliver', r))} data-testid="reservation-deliver">
          {translate(`${R}.deliver`)}
        </Button>
      )}
      {canDo('return', r.status) && (
        <Button size="small" variant="outlined" onClick={(e) => (e.stopPropagation(), start('return', r))} data-testid="reservation-return">
          {translate(`${R}.return`)}
        </Button>
      )}
      {canDo('cancel', r.status) && (
        <Button size="small" color="error" onClick={(e) => (e.stopPropagation(), void run('cancel', r, {}))} data-testid="reservation-cancel">
          {translate(`${R}.cancelShort`)}
        </Button>
      )}
    </>
  );

  const field = open?.action === 'deliver' ? 'delivered_on' : 'returned_on';
  const dialogs = open && (
    <FormDialog
      open
      title={translate(open.action === 'deliver' ? `${R}.deliverTitle` : `${R}.returnTitle`, { tool: open.record.tool, user: open.record.user })}
      confirmLabel={translate(`${R}.${open.action}`)}
      onClose={() => setOpen(null)}
      onConfirm={confirm}
      testId={`reservation-${open.action}-dialog`}
    >
      <DayField
        label={translate(`${R}.fields.${field}`)}
        value={day}
        onChange={setDay}
        {...dateBounds(true, fromServerDate(today()) ?? new Date())}
        error={!!errors.day}
        helperText={errors.day ? translate(errors.day) : ' '}
        testId={`input-${field}`}
      />
      {open.action === 'return' && (
        <TextField
          select
          label={translate(`${R}.fields.return_condition`)}
          value={condition}
          onChange={(e) => setCondition(e.target.value as ReturnCondition)}
          error={!!errors.condition}
          helperText={errors.condition ? translate(errors.condition) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'input-return_condition' } }}
        >
          {RETURN_CONDITIONS.map((c) => (
            <MenuItem key={c} value={c} data-testid={`condition-${c}`}>
              {translate(`${R}.values.return_condition.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
  return { buttons, dialogs };
}

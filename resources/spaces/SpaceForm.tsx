import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { InputGroup } from '../../src/components/form/InputGroup';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { MoneyInput } from '../../src/components/form/MoneyInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { TimeInput } from '../../src/components/form/TimeInput';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { PRICE_PROFILES, RESERVATION_TYPES, SPACE_LIMITS as L, SPACE_VISIBILITIES } from './constants';
import type { SpaceRow } from './parts';
import { spaceErrors } from './rules';

const f = (field: string) => `resources.spaces.fields.${field}`;
const hint = (field: string) => `resources.spaces.hints.${field}`;

/** Opening and closing times, hidden for a space open 24 hours (00:00 to 24:00). */
function OpeningTimes() {
  const allDay = useWatch({ name: 'open_all_day' }) as boolean | undefined;
  if (allDay) return null;
  return (
    <>
      <TimeInput source="open_time" />
      <TimeInput source="close_time" />
    </>
  );
}

/** The number of spots, for a space booked by spots. */
function SpotsInput() {
  const type = useWatch({ name: 'reservation_type' }) as string | undefined;
  if (type !== 'spots') return null;
  return <Count source="spots" min={1} />;
}

/** A whole number, as tall as the other inputs of the form. */
function Count({ source, min, max, step = 1 }: { source: string; min?: number; max?: number; step?: number }) {
  return <NumberInput source={source} min={min} max={max} step={step} size="medium" margin="none" helperText={false} />;
}

const rules = (payload: Record<string, unknown>) => spaceErrors(payload);

/**
 * A space (spec content §3 "Space", §5): what it is, when it opens, how it is booked, what it
 * costs. The rules across fields (open before close, a cost needs a public space, spots for a
 * space booked by spots) are said on their fields before anything is sent, and again by the server.
 */
export function SpaceForm() {
  const translate = useTranslate();
  return (
    <ResourceForm<SpaceRow>
      defaults={{
        visibility: 'public',
        open_all_day: false,
        open_time: '08:00',
        close_time: '22:00',
        max_occupancy: 10,
        reservation_type: 'full',
        spots: null,
        slot_minutes: 60,
        consecutive_slots: 2,
        lead_days: 0,
        max_active_bookings: 2,
        auto_approval: false,
        allow_full_day: false,
        prices: {},
        cleaning_charge: 0,
        is_bookable: true,
        is_physical: true,
        map_url: null,
      }}
      rules={rules}
    >
      {() => (
        <>
          <TranslatedInputs fields={['title', 'description']}>
            {(l) => (
              <>
                <LimitedTextInput source={`title.${l}`} locale={l} max={L.titleMax} />
                <LimitedTextInput source={`description.${l}`} locale={l} max={L.descriptionMax} multiline />
              </>
            )}
          </TranslatedInputs>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr' }, alignItems: 'start' }}>
            <LimitedTextInput source="address" max={L.addressMax} />
            <SelectInput
              source="visibility"
              choices={SPACE_VISIBILITIES.map((v) => ({ id: v, name: `resources.spaces.values.visibility.${v}` }))}
              helperText={hint('visibility')}
              margin="none"
            />
          </Box>
          <InputGroup title={f('hours')}>
            <Box sx={{ gridColumn: '1 / -1', mb: 1 }}>
              <BooleanInput source="open_all_day" helperText={hint('open_all_day')} />
            </Box>
            <OpeningTimes />
          </InputGroup>
          <InputGroup title={f('reservation_type')}>
            <SelectInput
              source="reservation_type"
              choices={RESERVATION_TYPES.map((t) => ({ id: t, name: `resources.spaces.values.reservation_type.${t}` }))}
              margin="none"
              helperText={false}
            />
            <SpotsInput />
            <Count source="max_occupancy" min={1} />
            <Count source="slot_minutes" min={L.slotMinutes.min} max={L.slotMinutes.max} step={15} />
            <Count source="consecutive_slots" min={1} max={L.consecutiveSlots.max} />
            <Count source="lead_days" min={0} max={L.leadDays.max} />
            <Count source="max_active_bookings" min={1} max={L.maxActiveBookings.max} />
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <BooleanInput source="auto_approval" helperText={false} />
              <BooleanInput source="allow_full_day" helperText={false} />
              <BooleanInput source="is_bookable" helperText={false} />
              <BooleanInput source="is_physical" helperText={false} />
            </Box>
          </InputGroup>
          <InputGroup title={f('prices')}>
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: 1 }}>
              {translate(hint('prices'))}
            </Typography>
            {PRICE_PROFILES.map((p) => (
              <MoneyInput key={p} source={`prices.${p}`} label={`resources.spaces.values.profile.${p}`} />
            ))}
            <MoneyInput source="cleaning_charge" label={f('cleaning_charge')} />
          </InputGroup>
          <TextInput source="map_url" type="url" helperText={false} />
        </>
      )}
    </ResourceForm>
  );
}

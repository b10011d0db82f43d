import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { DistrictDate, useDistrictDates } from '../../src/components/DistrictDate';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { ReservationStatusChip, TimingText } from '../tool_reservations/parts';
import type { ReservationRecord } from '../tool_reservations/schema';
import { TOOL_BOOKING_DAYS, TOOL_NAME_MAX, TOOL_NOTES_MAX, TOOL_TEXT_MAX } from './constants';
import { useOptionName, useToolOptions } from './options';
import type { ToolRecord } from './schema';

const SPACES = 'tools/options/spaces';
const CATEGORIES = 'tools/options/categories';

export function ToolList() {
  const translate = useTranslate();
  const category = useOptionName(CATEGORIES);
  return (
    <ResourceList<ToolRecord>
      label={(r) => r.name}
      // The contract's columns, with the cells that say more than their field.
      renders={{
        serial_number: (r) => r.serial_number || '—',
        category_id: (r) => category(r.category_id),
        max_booking_days: (r) => translate('resources.tools.days', { smart_count: r.max_booking_days }),
      }}
    />
  );
}

/** What the tool is doing now: free, booked next, or lent (its open reservation). */
function ToolState({ reservations }: { reservations: ReservationRecord[] | undefined }) {
  const translate = useTranslate();
  const dates = useDistrictDates();
  if (!reservations) return <>…</>;
  const lent = reservations.find((r) => r.status === 'in_use');
  const next = reservations.filter((r) => r.status === 'booked').sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
  if (lent) return <Chip size="small" color="warning" label={translate('resources.tools.state.in_use', { user: lent.user, to: dates.date(lent.end_date) })} />;
  if (next) return <Chip size="small" color="info" label={translate('resources.tools.state.booked', { user: next.user, from: dates.date(next.start_date) })} />;
  return <Chip size="small" color="success" label={translate('resources.tools.state.available')} />;
}

/** The tool's reservations, newest first, each opening its form. */
function ToolReservations({ rows }: { rows: ReservationRecord[] | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = (f: string) => translate(`resources.tool_reservations.fields.${f}`);
  return (
    <Paper variant="outlined" sx={{ mt: 2, overflowX: 'auto' }} data-testid="tool-reservations">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate('resources.tools.reservations')}
      </Typography>
      {rows && rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('resources.tools.noReservations')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['user', 'start_date', 'end_date', 'status', 'timing'].map((f) => (
                <TableCell key={f}>{label(f)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((r) => (
              <TableRow key={r.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate('/backend/tools_reservations/form', { state: { targetId: r.id } })}>
                <TableCell>{r.user}</TableCell>
                <TableCell>
                  <DistrictDate value={r.start_date} />
                </TableCell>
                <TableCell>
                  <DistrictDate value={r.end_date} />
                </TableCell>
                <TableCell>
                  <ReservationStatusChip status={r.status} />
                </TableCell>
                <TableCell>
                  <TimingText record={r} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

export function ToolDetails() {
  const d = useDeclaration();
  const translate = useTranslate();
  const space = useOptionName(SPACES);
  const category = useOptionName(CATEGORIES);
  const f = (field: string) => `resources.${d.name}.fields.${field}`;
  return (
    <ResourceDetails<ToolRecord & { reservations?: ReservationRecord[] }>
      fields={[
        { label: f('brand'), render: (r) => r.brand || '—' },
        { label: f('model'), render: (r) => r.model || '—' },
        { label: f('serial_number'), render: (r) => r.serial_number || '—' },
        { label: f('max_booking_days'), render: (r) => translate('resources.tools.days', { smart_count: r.max_booking_days }) },
        { label: f('space_id'), render: (r) => space(r.space_id) },
        { label: f('category_id'), render: (r) => category(r.category_id) },
        { label: f('notes'), render: (r) => <Box sx={{ whiteSpace: 'pre-line' }}>{r.notes || '—'}</Box> },
        { label: f('state'), render: (r) => <ToolStateOf id={r.id} /> },
      ]}
    >
      {(r) => <ToolReservationsOf id={r.id} />}
    </ResourceDetails>
  );
}

/** The tool's reservations (the most recent 50), shared by its state and its table through one query. */
function useToolReservations(id: number) {
  return useGetList<ReservationRecord>('tool_reservations', {
    filter: { tool_id: id },
    sort: { field: 'start_date', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  }).data;
}
const ToolStateOf = ({ id }: { id: number }) => <ToolState reservations={useToolReservations(id)} />;
const ToolReservationsOf = ({ id }: { id: number }) => <ToolReservations rows={useToolReservations(id)} />;

/** A select of one of the tool routes' option lists; empty stays allowed (no space, no category). */
function OptionSelect({ source, path }: { source: string; path: string }) {
  const { data, isPending } = useToolOptions(path);
  return (
    <SelectInput
      source={source}
      choices={data ?? []}
      isPending={isPending}
      emptyText="—"
      parse={(v: string | number | null) => (v === '' || v === null ? null : Number(v))}
      format={(v: number | null) => v ?? ''}
      sx={{ maxWidth: 480 }}
      fullWidth
    />
  );
}

export function ToolForm() {
  return (
    <ResourceForm<ToolRecord> defaults={{ max_booking_days: TOOL_BOOKING_DAYS.default, space_id: null, category_id: null }}>
      {() => (
        <>
          <LimitedTextInput source="name" max={TOOL_NAME_MAX} />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <LimitedTextInput source="brand" max={TOOL_TEXT_MAX} />
            <LimitedTextInput source="model" max={TOOL_TEXT_MAX} />
            <LimitedTextInput source="serial_number" max={TOOL_TEXT_MAX} />
          </Box>
          <NumberInput source="max_booking_days" min={TOOL_BOOKING_DAYS.min} max={TOOL_BOOKING_DAYS.max} step={1} sx={{ maxWidth: 240 }} />
          <OptionSelect source="space_id" path={SPACES} />
          <OptionSelect source="category_id" path={CATEGORIES} />
          <LimitedTextInput source="notes" max={TOOL_NOTES_MAX} multiline />
        </>
      )}
    </ResourceForm>
  );
}

import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { DistrictDate } from '../../src/components/DistrictDate';
import { useCurrency } from '../../src/components/DistrictMoney';
import { ResourceDetails, type DetailField } from '../../src/components/list/ResourceDetails';
import { TagChips } from '../../src/components/list/TagChips';
import { ParticipantsPanel } from './ParticipantsPanel';
import { PaymentStatusMenu } from './PaymentStatusMenu';
import {
  ActivityPlace,
  ActivityPrice,
  ActivityWhen,
  CategoryChip,
  PaymentMethodText,
  PeopleCounts,
  R,
  RepeatSummary,
  VisibilityText,
  type ActivityRow,
} from './parts';
import { StatusMenu } from './StatusMenu';
import { useDeleteActivity } from './useStatusChange';

export { ActivityForm } from './ActivityForm';

const f = (field: string) => `${R}.fields.${field}`;
const STATUS_DATES = ['datetime_confirmation', 'datetime_rejection', 'datetime_paid', 'datetime_refund_started', 'datetime_refund_completed'] as const;
const FLAGS = ['is_historical', 'is_special', 'cleaning_after', 'force_online'] as const;

/**
 * An activity's page: its texts in the reader's language, cover, when and where, how it repeats,
 * what it costs and how it is paid, its flags, category and tags, its status (with the same menu
 * as the list) and the dates of its changes, its author; then the people interested and taking part.
 */
export function ActivityDetails() {
  const translate = useTranslate();
  const text = useLocalized();
  const currency = useCurrency();
  const deleteActivity = useDeleteActivity();
  const or = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
  const fields: DetailField<ActivityRow>[] = [
    { label: f('description'), render: (r) => <Box sx={{ whiteSpace: 'pre-line' }}>{text(r.description) || '—'}</Box> },
    { label: f('when'), render: (r) => <ActivityWhen record={r} /> },
    { label: f('repeat'), render: (r) => <RepeatSummary record={r} /> },
    { label: f('place'), render: (r) => <ActivityPlace record={r} address /> },
    { label: f('max_people'), render: (r) => or(r.max_people) },
    { label: f('price'), render: (r) => <ActivityPrice record={r} /> },
    { label: f('payment_method'), render: (r) => <PaymentMethodText record={r} /> },
    { label: f('payment_recipient'), render: (r) => or(r.payment_recipient) },
    ...(currency.code === 'BRL' ? [{ label: f('boleto'), render: (r: ActivityRow) => translate(r.boleto ? 'ra.boolean.true' : 'ra.boolean.false') }] : []),
    { label: f('payment_status'), render: (r) => <PaymentStatusMenu record={r} /> },
    {
      label: f('flags'),
      render: (r) =>
        FLAGS.filter((flag) => r[flag])
          .map((flag) => translate(f(flag)))
          .join(' · ') || '—',
    },
    { label: f('category'), render: (r) => <CategoryChip category={r.category} /> },
    { label: f('tags'), render: (r) => (r.tags.length ? <TagChips names={r.tags.map((t) => t.name)} /> : '—') },
    { label: f('visibility'), render: (r) => <VisibilityText visibility={r.visibility} /> },
    { label: f('status'), render: (r) => translate(`${R}.values.status.${r.status}`, { _: r.status }) },
    { label: f('current_status'), render: (r) => <StatusMenu record={r} /> },
    { label: f('rejection_reason'), render: (r) => <Box sx={{ whiteSpace: 'pre-line' }}>{or(r.rejection_reason)}</Box> },
    ...STATUS_DATES.map((field) => ({ label: f(field), render: (r: ActivityRow) => <DistrictDate value={r[field]} time empty="—" /> })),
    { label: f('people'), render: (r) => <PeopleCounts record={r} /> },
    { label: f('author_name'), render: (r) => or(r.author_name) },
  ];
  return (
    <ResourceDetails<ActivityRow>
      title={(r) => text(r.title)}
      media={(r) =>
        r.cover ? (
          <Box component="img" src={r.cover} alt={text(r.title)} sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 2, display: 'block' }} />
        ) : null
      }
      fields={fields}
      onDelete={deleteActivity}
    >
      {(r) => <ParticipantsPanel record={r} />}
    </ResourceDetails>
  );
}

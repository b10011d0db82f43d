import RepeatIcon from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { useMoney } from '../../src/components/DistrictMoney';
import { useDistrictDates } from '../../src/components/DistrictDate';
import { activityWhen, type EventStatus } from './constants';
import type { ActivityRecord } from './schema';

export const R = 'resources.community_activities';

/** An activity as the console holds it: the record with its texts per language (`{ en, it }`). */
export type ActivityRow = Omit<ActivityRecord, 'title' | 'translations'> & {
  title: Partial<Record<string, string>>;
  description?: Partial<Record<string, string>>;
};

/** One of a district's activity categories (`/options/categories`). */
export interface CategoryOption {
  id: number;
  name: string;
  color: string | null;
}

/** Colour of a status chip: what still needs the staff in warm colours, the settled ones calm. */
const STATUS_COLOR: Record<EventStatus, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  to_pay: 'warning',
  paying: 'info',
  waiting: 'warning',
  confirmed: 'success',
  rejected: 'error',
  refunding: 'info',
  refunded: 'default',
};

export function ActivityStatusChip({ status, onClick, label }: { status: EventStatus; onClick?: (e: React.MouseEvent<HTMLElement>) => void; label?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant="outlined"
      label={translate(`${R}.statusOne.${status}`)}
      onClick={onClick}
      aria-label={label}
      aria-haspopup={onClick ? 'menu' : undefined}
      data-testid="activity-status"
    />
  );
}

/** The title in the reader's language, after a repeat icon for an occurrence of a series. */
export function ActivityTitle({ record }: { record: Pick<ActivityRow, 'title' | 'series_id'> }) {
  const text = useLocalized();
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {record.series_id !== null && <RepeatIcon fontSize="small" color="action" titleAccess={translate(`${R}.series`)} data-testid="series-icon" />}
      {text(record.title)}
    </Box>
  );
}

/** "12/03/2027 · 18:00–20:00" in the district's date format. */
export function ActivityWhen({ record }: { record: Pick<ActivityRow, 'date' | 'start_time' | 'end_time'> }) {
  const dates = useDistrictDates();
  return <>{activityWhen(record, (v) => dates.date(typeof v === 'string' ? v : null))}</>;
}

/** The space's title, the other place's name (and address when asked), or "No place". */
export function ActivityPlace({
  record,
  address = false,
}: {
  record: Pick<ActivityRow, 'place_type' | 'space_title' | 'place_name' | 'place_address'>;
  address?: boolean;
}) {
  const translate = useTranslate();
  if (record.place_type === 'select_space' && record.space_title) return <>{record.space_title}</>;
  if (record.place_type === 'custom_space' && record.place_name) {
    return <>{address && record.place_address ? `${record.place_name}, ${record.place_address}` : record.place_name}</>;
  }
  return <>{translate(`${R}.noPlace`)}</>;
}

/** A dot of a category's colour (the calendar paints its activities in it). */
export function ColorDot({ color }: { color: string | null }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: color ?? 'grey.400',
        flex: 'none',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

export function CategoryChip({ category }: { category: CategoryOption | null }) {
  if (!category) return <>—</>;
  return <Chip size="small" variant="outlined" icon={<ColorDot color={category.color} />} label={category.name} sx={{ pl: 0.5 }} />;
}

/** Amounts in the district's money; "Free" when both are 0. */
export function ActivityPrice({ record }: { record: Pick<ActivityRow, 'price_private' | 'price_spot'> }) {
  const translate = useTranslate();
  const money = useMoney();
  const { price_private: priv, price_spot: spot } = record;
  if (!priv && !spot) return <>{translate(`${R}.free`)}</>;
  const parts = [
    priv ? `${translate(`${R}.fields.price_private`)}: ${money.format(priv)}` : null,
    spot ? `${translate(`${R}.fields.price_spot`)}: ${money.format(spot)}` : null,
  ];
  return <>{parts.filter(Boolean).join(' · ')}</>;
}

/** The price column: the lower of the two prices that are set, or "Free". */
export function PriceCell({ record }: { record: Pick<ActivityRow, 'price_private' | 'price_spot'> }) {
  const translate = useTranslate();
  const money = useMoney();
  const prices = [record.price_private, record.price_spot].filter((p) => p > 0);
  return <>{prices.length ? money.format(Math.min(...prices)) : translate(`${R}.free`)}</>;
}

/** Cash, or the currency's payment name for "other" (console §9: EUR Euro, BRL Boleto, USD Dollar). */
export function PaymentMethodText({ record }: { record: Pick<ActivityRow, 'payment_method' | 'payment_name'> }) {
  const translate = useTranslate();
  if (!record.payment_method) return <>—</>;
  if (record.payment_method === 'cash') return <>{translate(`${R}.cash`)}</>;
  return <>{record.payment_name ? translate(`${R}.otherPayment`, { name: record.payment_name }) : translate(`${R}.values.payment_method.other`)}</>;
}

/** "Weekly until 24/12/2026, occurrence 2 of 5"; "Does not repeat" for a single activity. */
export function RepeatSummary({ record }: { record: Pick<ActivityRow, 'repeat' | 'occurrences' | 'occurrence_index' | 'series_id'> }) {
  const translate = useTranslate();
  const dates = useDistrictDates();
  const freq = translate(`${R}.values.repeat.${record.repeat.freq}`);
  if (record.repeat.freq === 'none' || record.series_id === null) return <>{freq}</>;
  const summary = record.repeat.until ? translate(`${R}.repeatSummary`, { freq, until: dates.date(record.repeat.until) }) : freq;
  return <>{`${summary}, ${translate(`${R}.occurrenceOf`, { index: record.occurrence_index, count: record.occurrences })}`}</>;
}

export function PeopleCounts({ record }: { record: Pick<ActivityRow, 'interested_count' | 'participants_count'> }) {
  const translate = useTranslate();
  return <>{translate(`${R}.people`, { interested: record.interested_count, participating: record.participants_count })}</>;
}

export function VisibilityText({ visibility }: { visibility: string }) {
  const translate = useTranslate();
  return <>{translate(`${R}.values.visibility.${visibility}`, { _: visibility })}</>;
}

import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { BookingStatus } from './constants';
import { openingHours } from './rules';

/** A space as the console holds it (translations mapped per field). */
export interface SpaceRow {
  id: number;
  title: Partial<Record<string, string>>;
  description?: Partial<Record<string, string>>;
  address: string;
  visibility: 'public' | 'private';
  open_all_day: boolean;
  open_time: string;
  close_time: string;
  max_occupancy: number;
  reservation_type: 'full' | 'spots';
  spots: number | null;
  slot_minutes: number;
  consecutive_slots: number;
  lead_days: number;
  max_active_bookings: number;
  auto_approval: boolean;
  allow_full_day: boolean;
  prices: Partial<Record<string, number>>;
  cleaning_charge: number;
  is_bookable: boolean;
  is_physical: boolean;
  map_url: string | null;
}

/** "08:00–22:00", or "24 hours". */
export function SpaceHours({ space }: { space: Pick<SpaceRow, 'open_all_day' | 'open_time' | 'close_time'> }) {
  const translate = useTranslate();
  if (space.open_all_day) return <>{translate('resources.spaces.allDay')}</>;
  const { open_time, close_time } = openingHours(space);
  return <>{`${open_time}–${close_time}`}</>;
}

/** Whole space, or its spots; "Not bookable" when residents cannot book it. */
export function SpaceCapacity({ space }: { space: Pick<SpaceRow, 'reservation_type' | 'spots' | 'is_bookable'> }) {
  const translate = useTranslate();
  if (!space.is_bookable) return <>{translate('resources.spaces.notBookable')}</>;
  return (
    <>{space.reservation_type === 'spots' ? translate('resources.spaces.spotsOf', { count: space.spots ?? 0 }) : translate('resources.spaces.wholeSpace')}</>
  );
}

export function VisibilityChip({ visibility }: { visibility: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={visibility === 'public' ? 'primary' : 'default'}
      label={translate(`resources.spaces.values.visibility.${visibility}`, { _: visibility })}
    />
  );
}

const BOOKING_COLOR: Record<BookingStatus, 'warning' | 'success' | 'error' | 'default'> = {
  waiting: 'warning',
  confirmed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function BookingChip({ status }: { status: BookingStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={BOOKING_COLOR[status]} variant="outlined" label={translate(`resources.spaces.values.booking.${status}`)} />;
}

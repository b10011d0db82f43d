/** Spaces' fixed values (spec content §3 "Space"), server-safe and free of zod. */

export const RESERVATION_TYPES = ['full', 'spots'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

export const SPACE_VISIBILITIES = ['public', 'private'] as const;

/** The user profiles a space may price differently ("price per user profile"). */
export const PRICE_PROFILES = ['resident', 'member', 'guest'] as const;
export type PriceProfile = (typeof PRICE_PROFILES)[number];

export const BOOKING_STATUSES = ['waiting', 'confirmed', 'rejected', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Bookings that hold their slots (a rejected or cancelled one frees them). */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['waiting', 'confirmed'];

/** Limits of the form (spec content §9: the slot limits are configurable; these are their bounds). */
export const SPACE_LIMITS = {
  titleMax: 90,
  descriptionMax: 2000,
  addressMax: 255,
  slotMinutes: { min: 15, max: 720 },
  consecutiveSlots: { min: 1, max: 48 },
  leadDays: { min: 0, max: 365 },
  maxActiveBookings: { min: 1, max: 50 },
  occupancy: { min: 1, max: 100_000 },
  /** Prices and the cleaning charge in the currency's minor unit. */
  priceMax: 100_000_00,
  freezeReasonMax: 255,
  /** Dates one freeze may cover at once (a year). */
  freezeDatesMax: 366,
} as const;

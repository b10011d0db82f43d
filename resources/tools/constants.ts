/**
 * What a tool is made of (spec content §3 "Tool and reservation"), server-safe and zod-free as a
 * contract: the form counts against the same limits the server refuses beyond.
 */
export const TOOL_NAME_MAX = 120;
/** Brand, model and serial number: each at most this long. */
export const TOOL_TEXT_MAX = 120;
export const TOOL_NOTES_MAX = 1000;
/** The longest reservation a tool may allow, in days (spec content §5 "a maximum number of days"). */
export const TOOL_BOOKING_DAYS = { min: 1, max: 365, default: 7 } as const;

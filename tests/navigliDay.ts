import { districtDay } from '../server/db/seedDays';

/**
 * Borgo Navigli's calendar day `offset` days from today (Europe/Rome): the day its staff see and
 * the demo seed dates by. A UTC date differs from it between 23:00 and 00:00 UTC (22:00 in summer).
 */
export const navigliDay = (offset = 0) => districtDay('Europe/Rome', offset);

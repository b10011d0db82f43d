import { z } from 'zod';

const count = z.number().int();

/** The dashboard's key counts of a district, with its SOS window that the SOS card quotes (spec console §3). */
export const zDashboardCounts = z.object({
  registered_users_24h: count,
  residents_24h: count,
  sos_calls: count,
  sos_window_days: count,
  waiting_approval: count,
});

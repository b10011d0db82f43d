import { eq } from 'drizzle-orm';
import { addDays, instantOfDay } from '../../../src/lib/dates';
import { districts } from '../../db/schema';
import type { SheetContext } from '../workbook';

/**
 * A sheet's period on the district's clock: its time zone (what the sheet's times show) and the
 * instants its first day begins and the day after its last begins. The login log and the users
 * sheets read their rows between these.
 */
export async function districtPeriod({ db, districtId, period }: Pick<SheetContext, 'db' | 'districtId' | 'period'>) {
  const [district] = await db.select({ timeZone: districts.timeZone }).from(districts).where(eq(districts.id, districtId));
  const zone = district?.timeZone ?? null;
  return { zone, from: instantOfDay(period.date_start, '00:00', zone), to: instantOfDay(addDays(period.date_end, 1), '00:00', zone) };
}

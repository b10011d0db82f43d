import type { z } from 'zod';
import type { apartmentDetails, apartmentRecord, consumptionSeriesRecord } from './schema';

/** An apartment as /api/v3/apartments answers it; the users tied to it only in the details answer. */
export type Apartment = z.output<typeof apartmentRecord> & Partial<Pick<z.output<typeof apartmentDetails>, 'users'>>;

/** One series of the consumptions answer: months in order; carbon_intensity only where the district shows CO2 emissions. */
export type ConsumptionSeries = z.output<typeof consumptionSeriesRecord>;

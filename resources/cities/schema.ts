import { z, zOptionId } from '../../src/lib/validation';
import { CITY_NAME_MAX } from './contract';

export { CITY_NAME_MAX };

/** A city of a country: districts are placed in cities (settings/cities). */
export const cityInput = z.strictObject({
  name: z.string().trim().min(1).max(CITY_NAME_MAX),
  country_id: zOptionId,
});
export type CityInput = z.output<typeof cityInput>;

/** One city as the API returns it, with its country. */
export const cityRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  country_id: z.number().int(),
  country: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
});

/** A country of the select (its columns as the table names them). */
export const countryRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  dateFormat: z.string(),
});

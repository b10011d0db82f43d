import { V, z } from '../../src/lib/validation';

/** A city of a country: districts are placed in cities (settings/cities). */
export const CITY_NAME_MAX = 120;

export const cityInput = z.strictObject({
  name: z.string().trim().min(1).max(CITY_NAME_MAX),
  country_id: z.coerce.number({ error: V.SelectAnOption }).int(V.SelectAnOption).positive(V.SelectAnOption).max(2_147_483_647, V.SelectAnOption),
});
export type CityInput = z.output<typeof cityInput>;

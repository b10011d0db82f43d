import { eq } from 'drizzle-orm';
import type { DistrictDetails, DistrictDetailsInput } from './schema';
import { fromStored, toStored } from '../../src/lib/translations';
import type { Db } from '../../server/db/client';
import { districts } from '../../server/db/schema';
import { loadDistrict } from '../../server/services/districts';
import { imageUrl } from '../../server/entities/images';

/** The district's page, or null for a district that is not there. */
export async function loadDistrictDetails(db: Db, districtId: number): Promise<DistrictDetails | null> {
  const row = await loadDistrict(db, districtId);
  if (!row) return null;
  const { district: d, city, country } = row;
  return {
    id: d.id,
    name: d.name,
    city: city.name,
    country: country.name,
    translations: fromStored(d.translations),
    cover: (imageUrl(d.cover) as string | null) ?? null,
    address: d.address,
    zip_code: d.zipCode,
    latitude: d.latitude,
    longitude: d.longitude,
    weather_link: d.weatherLink,
  };
}

/** Writes the page's fields (city and country are the district settings' own). */
export async function saveDistrictDetails(db: Db, districtId: number, input: DistrictDetailsInput): Promise<void> {
  await db
    .update(districts)
    .set({
      name: input.name,
      translations: toStored(input.translations),
      cover: input.cover,
      address: input.address,
      zipCode: input.zip_code,
      latitude: input.latitude,
      longitude: input.longitude,
      weatherLink: input.weather_link,
    })
    .where(eq(districts.id, districtId));
}

import { hash } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { allFeatures } from '../../src/lib/features';
import { PERMISSIONS } from '../../src/lib/permissions';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '../../src/contract/passwords';
import { isCommonPassword } from '../lib/passwordPolicy';
import type { Db } from './client';
import { cities, countries, districts, roles, userDistrictRoles, users } from './schema';

/**
 * The countries a first district may be in, with what the console formats by (spec console:
 * dates and currency follow the district's country). More come through the settings screens.
 */
export const COUNTRY_FORMATS = {
  IT: { name: 'Italia', currencyCode: 'EUR', currencySymbol: '€', dateFormat: 'DD/MM/YYYY', language: 'it', timeZone: 'Europe/Rome' },
  BR: { name: 'Brasil', currencyCode: 'BRL', currencySymbol: 'R$', dateFormat: 'DD/MM/YYYY', language: 'pt', timeZone: 'America/Sao_Paulo' },
  PT: { name: 'Portugal', currencyCode: 'EUR', currencySymbol: '€', dateFormat: 'DD/MM/YYYY', language: 'pt', timeZone: 'Europe/Lisbon' },
  US: { name: 'United States', currencyCode: 'USD', currencySymbol: '$', dateFormat: 'MM/DD/YYYY', language: 'en', timeZone: 'America/New_York' },
  GB: { name: 'United Kingdom', currencyCode: 'GBP', currencySymbol: '£', dateFormat: 'DD/MM/YYYY', language: 'en', timeZone: 'Europe/London' },
  IE: { name: 'Ireland', currencyCode: 'EUR', currencySymbol: '€', dateFormat: 'DD/MM/YYYY', language: 'en', timeZone: 'Europe/Dublin' },
  CH: { name: 'Schweiz', currencyCode: 'CHF', currencySymbol: 'CHF', dateFormat: 'DD/MM/YYYY', language: 'it', timeZone: 'Europe/Zurich' },
} as const;
export type CountryCode = keyof typeof COUNTRY_FORMATS;

export interface FirstAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  district: string;
  city: string;
  country: string;
}

/** Why a first administrator cannot be created as given: one message per field, for the command line. */
export function firstAdminProblems(admin: Partial<FirstAdmin>): string[] {
  const problems: string[] = [];
  if (!admin.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin.email)) problems.push('email: a valid e-mail address is required');
  if (!admin.password || admin.password.length < NEW_PASSWORD_MIN || admin.password.length > PASSWORD_MAX) {
    problems.push(`password: ${NEW_PASSWORD_MIN} to ${PASSWORD_MAX} characters are required`);
  } else if (isCommonPassword(admin.password)) problems.push('password: it is among the most common passwords; choose another');
  if (!admin.firstName?.trim()) problems.push('first name: required');
  if (!admin.district?.trim()) problems.push('district: the name of the first district is required');
  if (!admin.city?.trim()) problems.push('city: the city of the first district is required');
  if (!admin.country || !(admin.country.toUpperCase() in COUNTRY_FORMATS)) {
    problems.push(`country: one of ${Object.keys(COUNTRY_FORMATS).join(', ')} is required`);
  }
  return problems;
}

export async function hasUsers(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n > 0;
}

/**
 * Creates an administrator (every permission) in a district, creating the district, its city and
 * country and the Administrator role when they do not exist yet: what a production install needs
 * before anyone can sign in (DEMO=0 seeds nothing else). Returns the new user's id.
 */
export async function createAdministrator(db: Db, admin: FirstAdmin): Promise<number> {
  const problems = firstAdminProblems(admin);
  if (problems.length) throw new Error(`Cannot create the administrator:\n  - ${problems.join('\n  - ')}`);
  const code = admin.country.toUpperCase() as CountryCode;
  const format = COUNTRY_FORMATS[code];
  const passwordHash = await hash(admin.password);
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(countries).where(eq(countries.code, code));
    const country =
      found ??
      (
        await tx
          .insert(countries)
          .values({ name: format.name, code, currencyCode: format.currencyCode, currencySymbol: format.currencySymbol, dateFormat: format.dateFormat })
          .returning()
      )[0];
    const [city] = await tx.insert(cities).values({ name: admin.city.trim(), countryId: country.id }).returning();
    const [district] = await tx
      .insert(districts)
      .values({ name: admin.district.trim(), cityId: city.id, defaultLanguage: format.language, timeZone: format.timeZone, configuration: allFeatures(true) })
      .returning();
    const [existingRole] = await tx.select().from(roles).where(eq(roles.name, 'Administrator'));
    const role =
      existingRole ??
      (
        await tx
          .insert(roles)
          .values({ name: 'Administrator', permissions: [...PERMISSIONS] })
          .returning()
      )[0];
    const [user] = await tx
      .insert(users)
      .values({
        email: admin.email.trim().toLowerCase(),
        passwordHash,
        firstName: admin.firstName.trim(),
        lastName: admin.lastName.trim(),
        level: 'staff',
        dashboardDistrictId: district.id,
        // The person installing it typed the address: nothing to verify by mail.
        emailVerifiedAt: new Date(),
      })
      .returning();
    await tx.insert(userDistrictRoles).values({ userId: user.id, districtId: district.id, roleId: role.id });
    return user.id;
  });
}

/** The first administrator given by the environment (read once, on an empty database), or null when none is. */
export function firstAdminFromEnv(env: NodeJS.ProcessEnv): FirstAdmin | null {
  if (!env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) return null;
  return {
    email: env.ADMIN_EMAIL ?? '',
    password: env.ADMIN_PASSWORD ?? '',
    firstName: env.ADMIN_FIRST_NAME ?? 'Administrator',
    lastName: env.ADMIN_LAST_NAME ?? '',
    district: env.ADMIN_DISTRICT ?? '',
    city: env.ADMIN_CITY ?? '',
    country: env.ADMIN_COUNTRY ?? '',
  };
}

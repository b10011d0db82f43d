import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { districts, userDistrictRoles } from '../../server/db/schema';
import { imageUrl, storedImageName } from '../../server/entities/images';
import { escapeLike, type ListQuery } from '../../server/lib/list';
import type { BrandInput, BrandRecord, PublishingInput, ThemeInput } from './schema';
import { brandDistricts, brands } from './table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof brands.$inferSelect;

const url = (name: string | null) => (name ? (imageUrl(name) as string) : null);

/** A brand row and its districts as the API shows them. */
function toRecord(row: Row, carried: { id: number; name: string }[]): BrandRecord {
  return {
    id: row.id,
    name: row.name,
    short_code: row.shortCode,
    status: row.status,
    logo_path: url(row.logoPath),
    district_ids: carried.map((d) => d.id),
    districts: carried,
    primary_color: row.primaryColor,
    font_family: row.fontFamily,
    welcome_paths: row.welcomePaths.map((n) => url(n)!),
    login_background_path: url(row.loginBackgroundPath),
    splash_path: url(row.splashPath),
    app_logo_path: url(row.appLogoPath),
    app_name: row.appName,
    app_subtitle: row.appSubtitle,
    short_description: row.shortDescription,
    full_description: row.fullDescription,
    primary_language: row.primaryLanguage,
    privacy_url: row.privacyUrl,
    eula_url: row.eulaUrl,
    website: row.website,
    email: row.email,
    phone: row.phone,
    feature_graphic_path: url(row.featureGraphicPath),
    screenshots_zip_path: url(row.screenshotsZipPath),
    publishing_submitted_at: row.publishingSubmittedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The districts of each brand, by brand id, by name. */
async function districtsOf(db: Db | Tx, ids: number[]) {
  const out = new Map<number, { id: number; name: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ brandId: brandDistricts.brandId, id: districts.id, name: districts.name })
    .from(brandDistricts)
    .innerJoin(districts, eq(districts.id, brandDistricts.districtId))
    .where(inArray(brandDistricts.brandId, ids))
    .orderBy(asc(districts.name));
  for (const r of rows) out.get(r.brandId)?.push({ id: r.id, name: r.name });
  return out;
}

const SORTABLE = { id: brands.id, name: brands.name, short_code: brands.shortCode, status: brands.status, updated_at: brands.updatedAt };

/** One page of brands: searched by name and short code, of a status or all. */
export async function listBrands(db: Db, q: ListQuery & { status: 'all' | 'active' | 'inactive'; order_by?: keyof typeof SORTABLE }) {
  const conditions: SQL[] = [];
  if (q.status !== 'all') conditions.push(eq(brands.status, q.status));
  if (q.query) {
    const needle = `%${escapeLike(q.query)}%`;
    conditions.push(or(ilike(brands.name, needle), ilike(brands.shortCode, needle))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORTABLE[q.order_by ?? 'name'];
  const order = q.order_by && q.sort_by === 'desc' ? desc(column) : asc(column);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(where)
      .orderBy(order, brands.id)
      .limit(q.paginate)
      .offset((q.page - 1) * q.paginate),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(brands)
      .where(where),
  ]);
  const carried = await districtsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toRecord(r, carried.get(r.id) ?? [])), total: n };
}

export async function loadBrand(db: Db | Tx, id: number): Promise<BrandRecord | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) return null;
  return toRecord(row, (await districtsOf(db, [id])).get(id) ?? []);
}

/** Which of the brand's name and short code another brand has already (names case aside). */
export async function takenFields(db: Db | Tx, input: Pick<BrandInput, 'name' | 'short_code'>, exceptId?: number) {
  const others = exceptId ? ne(brands.id, exceptId) : undefined;
  const [byName] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = lower(${input.name})`, others))
    .limit(1);
  const [byCode] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`upper(${brands.shortCode}) = upper(${input.short_code})`, others))
    .limit(1);
  return { name: Boolean(byName), short_code: Boolean(byCode) };
}

/** The districts a user belongs to (holds a role in), by name. */
export async function memberDistricts(db: Db, userId: number) {
  return db
    .selectDistinct({ id: districts.id, name: districts.name })
    .from(userDistrictRoles)
    .innerJoin(districts, eq(districts.id, userDistrictRoles.districtId))
    .where(eq(userDistrictRoles.userId, userId))
    .orderBy(asc(districts.name));
}

/** The districts a user may give a brand to, each with the brand it carries now. */
export async function districtOptions(db: Db, userId: number) {
  const mine = await memberDistricts(db, userId);
  if (mine.length === 0) return [];
  const held = await db
    .select({ districtId: brandDistricts.districtId, brandId: brands.id, brandName: brands.name })
    .from(brandDistricts)
    .innerJoin(brands, eq(brands.id, brandDistricts.brandId))
    .where(
      inArray(
        brandDistricts.districtId,
        mine.map((d) => d.id),
      ),
    );
  return mine.map((d) => {
    const h = held.find((x) => x.districtId === d.id);
    return { id: d.id, name: d.name, brand_id: h?.brandId ?? null, brand_name: h?.brandName ?? null };
  });
}

/** Of these districts, those another brand carries, with its name. */
export async function carriedByOthers(db: Db | Tx, districtIds: number[], brandId?: number) {
  if (districtIds.length === 0) return [];
  return db
    .select({ districtId: brandDistricts.districtId, district: districts.name, brand: brands.name })
    .from(brandDistricts)
    .innerJoin(brands, eq(brands.id, brandDistricts.brandId))
    .innerJoin(districts, eq(districts.id, brandDistricts.districtId))
    .where(and(inArray(brandDistricts.districtId, districtIds), brandId ? ne(brandDistricts.brandId, brandId) : undefined));
}

/** The brand's districts become `districtIds` (a district moves to no other brand here: checked before). */
async function setDistricts(tx: Tx, brandId: number, districtIds: number[]) {
  await tx.delete(brandDistricts).where(eq(brandDistricts.brandId, brandId));
  if (districtIds.length > 0) await tx.insert(brandDistricts).values(districtIds.map((districtId) => ({ brandId, districtId })));
}

const brandColumns = (input: BrandInput) => ({
  name: input.name,
  shortCode: input.short_code,
  status: input.status,
  logoPath: (storedImageName(input.logo_path) as string | null) || null,
});

export async function createBrand(db: Db, input: BrandInput, districtIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(brands).values(brandColumns(input)).returning({ id: brands.id });
    await setDistricts(tx, row.id, districtIds);
    return row.id;
  });
}

/** Whether there was such a brand to update. */
export async function updateBrand(db: Db, id: number, input: BrandInput, districtIds: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(brands)
      .set({ ...brandColumns(input), updatedAt: new Date() })
      .where(eq(brands.id, id))
      .returning({ id: brands.id });
    if (!row) return false;
    await setDistricts(tx, id, districtIds);
    return true;
  });
}

const stored = (v: string | null) => (storedImageName(v) as string | null) || null;

export async function updateTheme(db: Db, id: number, input: ThemeInput): Promise<boolean> {
  const [row] = await db
    .update(brands)
    .set({
      primaryColor: input.primary_color.toLowerCase(),
      fontFamily: input.font_family,
      welcomePaths: input.welcome_paths.map((p) => stored(p)!),
      loginBackgroundPath: stored(input.login_background_path),
      splashPath: stored(input.splash_path),
      appLogoPath: stored(input.app_logo_path),
      updatedAt: new Date(),
    })
    .where(eq(brands.id, id))
    .returning({ id: brands.id });
  return Boolean(row);
}

export async function updatePublishing(db: Db, id: number, input: PublishingInput): Promise<boolean> {
  const [row] = await db
    .update(brands)
    .set({
      appName: input.app_name,
      appSubtitle: input.app_subtitle,
      shortDescription: input.short_description,
      fullDescription: input.full_description,
      primaryLanguage: input.primary_language,
      privacyUrl: input.privacy_url,
      eulaUrl: input.eula_url,
      website: input.website,
      email: input.email,
      phone: input.phone,
      featureGraphicPath: stored(input.feature_graphic_path),
      screenshotsZipPath: stored(input.screenshots_zip_path),
      ...(input.submit ? { publishingSubmittedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(brands.id, id))
    .returning({ id: brands.id });
  return Boolean(row);
}

export async function deleteBrand(db: Db, id: number): Promise<boolean> {
  const [row] = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
  return Boolean(row);
}

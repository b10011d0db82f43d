/** A point on the earth, in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Six decimals are about 11 cm at the equator: finer than any pick on a map, and what the
 * form's inputs step by. The stored column is a `real` (about seven significant digits) anyway.
 */
export const COORDINATE_DECIMALS = 6;

export function roundCoordinate(value: number): number {
  const f = 10 ** COORDINATE_DECIMALS;
  // `+ 0` turns -0 into 0, so a pick on the equator shows "0" rather than "-0".
  return Math.round(value * f) / f + 0;
}

/** Leaflet answers clicks on a copy of the world beside the first with longitudes past ±180. */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  // 180 and -180 are the same meridian; keep the value the user is more likely to have meant.
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** A picked place as the form stores it: wrapped, clamped to the poles' limit, rounded. */
export function pickedPoint(lat: number, lng: number): GeoPoint {
  return { lat: roundCoordinate(Math.max(-90, Math.min(90, lat))), lng: roundCoordinate(wrapLongitude(lng)) };
}

/** The form's two fields as a point, or null while either is empty, not a number or out of range. */
export function pointOf(lat: unknown, lng: unknown): GeoPoint | null {
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

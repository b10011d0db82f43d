import type { CarbonIntensity, ConsumptionType } from './schema';
import type { ConsumptionSeries } from './types';

/** The latest month's carbon intensity, or null when the district does not show CO2 emissions. */
export function latestCarbon(series: Pick<ConsumptionSeries, 'points'>): CarbonIntensity | null {
  for (let i = series.points.length - 1; i >= 0; i--) {
    const c = series.points[i].carbon_intensity;
    if (c) return c;
  }
  return null;
}

/** Traffic-light colours of the three levels (spec content §3: low, medium, high): the theme's, which hold white text at 4.5:1. */
export const CARBON_COLOR: Record<CarbonIntensity, 'success' | 'warning' | 'error'> = { low: 'success', medium: 'warning', high: 'error' };

/** One colour per type, so the same type looks the same on every apartment's page. */
export const TYPE_COLOR: Record<ConsumptionType, string> = {
  cooling: '#0288d1',
  hot_water: '#d84315',
  total_water: '#1565c0',
  cold_water: '#00838f',
  heating: '#ef6c00',
  electric: '#f9a825',
  condominium_fees: '#6a1b9a',
};

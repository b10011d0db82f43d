import type { ApartmentRelation, CarbonIntensity, ConsumptionType } from './schema';

/** An apartment as /api/v3/apartments answers it (resources/apartments/server.ts, schema.ts apartmentRecord, apartmentDetails). */
export interface Apartment {
  id: number;
  code: string;
  number: string | null;
  tower_code: string | null;
  floor: number | null;
  internal: string | null;
  size: number | null;
  appliances: string[];
  contract_code_owner: string | null;
  contract_code_tenant: string | null;
  residents_number: number;
  residents_pool: boolean;
  /** Only in the details answer. */
  users?: { id: number; full_name: string; email: string | null; relation: ApartmentRelation }[];
}

export interface ConsumptionSeries {
  type: ConsumptionType;
  unit: string | null;
  /** Months in order; carbon_intensity only where the district shows CO2 emissions. */
  points: { period: string; value: number; carbon_intensity?: CarbonIntensity | null }[];
}

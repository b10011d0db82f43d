import { V } from '../../src/lib/formats';

export interface DistrictRolesDraft {
  district_id: number;
  role_ids: number[];
}

/**
 * The page's checks before saving (the server makes the same, content §5): every district of the
 * user keeps at least one role, and the user keeps at least one district. Keys: `district.<id>`,
 * and `districts` for the whole.
 */
export function districtRolesErrors(draft: readonly DistrictRolesDraft[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of draft) if (d.role_ids.length === 0) out[`district.${d.district_id}`] = V.RoleRequiredPerDistrict;
  if (draft.length === 0) out.districts = V.UserNeedsDistrict;
  return out;
}

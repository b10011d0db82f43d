/** A lease contract request as /api/v3/contracts answers it (resources/contracts/server.ts, schema.ts contractRequestRecord). */
export type ContractStatus = 'waiting' | 'approved' | 'rejected' | 'hold';
export interface ContractRequest {
  id: number;
  contract_type: 'owner' | 'tenant_family' | 'tenant_flatmates';
  status: ContractStatus;
  rejection_reason: string | null;
  decided_at: string | null;
  created_at: string;
  apartment: { id: number; code: string; number: string | null; tower_code: string | null };
  requester: { id: number; full_name: string; email: string | null; phone: string | null };
  decided_by: { id: number; full_name: string | null } | null;
}

/** What may still be decided from each status (the server answers 409 otherwise). */
export function decisionsFrom(status: ContractStatus): ('approve' | 'reject' | 'hold')[] {
  if (status === 'waiting') return ['approve', 'reject', 'hold'];
  if (status === 'hold') return ['approve', 'reject'];
  return [];
}

export const CONTRACT_STATUS_COLOR: Record<ContractStatus, 'warning' | 'success' | 'error' | 'info'> = {
  waiting: 'warning',
  approved: 'success',
  rejected: 'error',
  hold: 'info',
};

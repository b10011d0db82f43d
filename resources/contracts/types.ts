import type { z } from 'zod';
import type { contractRequestRecord } from './schema';

/** A lease contract request as /api/v3/contracts answers it. */
export type ContractRequest = z.output<typeof contractRequestRecord>;
export type ContractStatus = ContractRequest['status'];

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

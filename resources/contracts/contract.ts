import { defineContract } from '../../src/contract/entity';

export const CONTRACT_STATUSES = ['waiting', 'approved', 'rejected', 'hold'] as const;

/** Lease contract requests (spec console §2, §4: default tab "all"; content §4: approve, reject with a reason, hold). */
export default defineContract({
  name: 'contracts',
  route: '/backend/contracts',
  section: { id: 'contracts', parent: 'home', position: 20 },
  feature: 'ApartmentContracts',
  permissions: { view: 'lease_contracts_user_view', edit: 'lease_contracts_user_edit' },
  actions: ['list', 'get'],
  list: {
    sort: { field: 'id', order: 'DESC' },
    sortable: ['id', 'created_at', 'status', 'contract_type', 'decided_at', 'apartment'],
    searchable: ['user', 'email', 'apartment'],
    tabs: { filter: 'status', values: ['all', 'waiting', 'hold', 'approved', 'rejected'], default: 'all' },
  },
  schemas: () => import('./schema').then((m) => ({ record: m.contractRequestRecord })),
});

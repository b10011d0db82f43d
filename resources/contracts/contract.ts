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
    // The list draws the apartment's code in bold, the type's word and the status's coloured chip
    // itself (views.tsx); the wait screen the same words plainly, approved as the filled chip.
    columns: [
      { source: 'id', kind: 'number', width: 70, hideOnMobile: true },
      { source: 'apartment', kind: 'text', value: 'apartment.code' },
      { source: 'requester', kind: 'text', value: 'requester.full_name' },
      { source: 'contract_type', kind: 'label', labels: 'Home.ContractType', hideOnMobile: true },
      { source: 'status', kind: 'status', labels: 'Home.ContractStatus', positive: 'approved' },
      { source: 'created_at', kind: 'date', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ record: m.contractRequestRecord })),
});

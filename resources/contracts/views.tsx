import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ResourceList } from '../../src/components/list/ResourceList';
import { ContractStatusChip } from './parts';
import type { ContractRequest } from './types';

export { ContractRequestPage as ContractRequest } from './ContractRequest';

export function ContractList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const openRequest = (r: ContractRequest) => navigate(`/backend/contracts/request/${r.id}`, { state: { origin: '/backend/contracts' } });
  return (
    <ResourceList<ContractRequest>
      label={(r) => `#${r.id}`}
      onEdit={openRequest}
      columns={[
        { source: 'id', sortable: true, width: 70, hideOnMobile: true },
        { source: 'apartment', sortable: true, render: (r) => <strong>{r.apartment.code}</strong> },
        { source: 'requester', render: (r) => r.requester.full_name },
        { source: 'contract_type', sortable: true, hideOnMobile: true, render: (r) => translate(`Home.ContractType.${r.contract_type}`) },
        { source: 'status', sortable: true, render: (r) => <ContractStatusChip status={r.status} /> },
        { source: 'created_at', sortable: true, hideOnMobile: true, render: (r) => <DistrictDate value={r.created_at} /> },
      ]}
    />
  );
}

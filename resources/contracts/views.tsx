import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
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
      // The contract's columns (`list.columns`); these cells are the list's own drawing.
      renders={{
        apartment: (r) => <strong>{r.apartment.code}</strong>,
        contract_type: (r) => translate(`Home.ContractType.${r.contract_type}`),
        status: (r) => <ContractStatusChip status={r.status} />,
      }}
    />
  );
}

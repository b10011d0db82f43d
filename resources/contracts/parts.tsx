import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { CONTRACT_STATUS_COLOR, type ContractStatus } from './types';

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={CONTRACT_STATUS_COLOR[status]}
      label={translate(`Home.ContractStatus.${status}`)}
      data-testid="contract-status"
      data-status={status}
    />
  );
}

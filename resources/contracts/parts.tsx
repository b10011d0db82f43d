import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { formatServerDate } from '../../src/lib/dates';
import { readCountry } from '../../src/session/storage';
import { CONTRACT_STATUS_COLOR, type ContractStatus } from './types';

export function ContractStatusChip({ status }: { status: ContractStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={CONTRACT_STATUS_COLOR[status]} label={translate(`Home.ContractStatus.${status}`)} data-testid="contract-status" data-status={status} />;
}

export const displayDay = (value: string | null) => formatServerDate(value?.slice(0, 10), readCountry()?.date_format);


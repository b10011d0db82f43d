import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { PAYMENT_STATUSES, type PaymentStatus } from './constants';
import { R, type ActivityRow } from './parts';
import { useMayChangeStatus } from './StatusMenu';
import { RESOURCE } from './useStatusChange';

/**
 * An activity's payment status (console §7 "set payment status"): shown as text, and for those who
 * may edit activities a menu of the statuses to set, saved behind the wait dialog.
 */
export function PaymentStatusMenu({ record }: { record: Pick<ActivityRow, 'id' | 'payment_status'> }) {
  const translate = useTranslate();
  const mayChange = useMayChangeStatus();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { run } = useConfirmedAction<unknown, [PaymentStatus]>({
    work: (status) => dataProvider.recordAction(RESOURCE, record.id, 'payment_status', { payment_status: status }),
    wait: { message: translate(`${R}.statusSaving`) },
    success: { message: `${R}.paymentStatusSet` },
    resource: RESOURCE,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [RESOURCE] }),
  });
  const current = record.payment_status ? translate(`${R}.values.payment_status.${record.payment_status}`) : '—';
  if (!mayChange) return <>{current}</>;
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={translate(`${R}.setPaymentStatus`, { status: current })}
        data-testid="payment-status"
        sx={{ ml: -0.5 }}
      >
        {current}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PAYMENT_STATUSES.filter((s) => s !== record.payment_status).map((s) => (
          <MenuItem
            key={s}
            data-testid={`payment-to-${s}`}
            onClick={() => {
              setAnchor(null);
              void run(s);
            }}
          >
            {translate(`${R}.values.payment_status.${s}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../src/client/localized';
import { RejectDialog, type RejectTexts } from '../../src/components/dialogs/RejectDialog';
import { canAccess } from '../../src/lib/access';
import { accessTargetOf } from '../../src/registry/registry';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useSession } from '../../src/session';
import type { EventStatus } from './constants';
import { ActivityStatusChip, R, type ActivityRow } from './parts';
import { nextStatuses } from './rules';
import { useStatusChange } from './useStatusChange';

const REJECT_TEXTS: RejectTexts = { title: `${R}.rejectTitle`, hint: `${R}.rejectHint`, label: `${R}.fields.rejection_reason`, confirm: `${R}.reject` };

export type StatusMenuRecord = Pick<ActivityRow, 'id' | 'title' | 'series_id' | 'force_online' | 'current_status' | 'datetime_paid'>;

/** Whether the user may change statuses: the activities' edit permission, with their flags. */
export function useMayChangeStatus(): boolean {
  const d = useDeclaration();
  const permissions = useSession((s) => s.user?.permissions);
  const configuration = useSession((s) => s.configuration);
  return canAccess({ permissions: permissions ?? [], configuration }, { action: 'list', resource: { ...accessTargetOf(d), permissions: d.permissions.edit } });
}

/**
 * An activity's status, and for those who may edit activities a menu of the statuses it may move
 * to (rules.ts `nextStatuses`); rejecting asks the reason first. Clicks stay here: the row around
 * it opens the details.
 */
export function StatusMenu({ record }: { record: StatusMenuRecord }) {
  const translate = useTranslate();
  const text = useLocalized();
  const mayChange = useMayChangeStatus();
  const change = useStatusChange();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const next = nextStatuses(record.current_status, { force_online: record.force_online, paid: record.datetime_paid !== null });
  if (!mayChange || next.length === 0) return <ActivityStatusChip status={record.current_status} />;

  const pick = (status: EventStatus) => {
    setAnchor(null);
    if (status === 'rejected') setRejecting(true);
    else void change(record, status);
  };
  const menuId = `activity-status-menu-${record.id}`;
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <ActivityStatusChip
        status={record.current_status}
        // The name starts with the status it shows (WCAG 2.5.3), then says what the button does.
        label={translate(`${R}.changeStatus`, { status: translate(`${R}.statusOne.${record.current_status}`), title: text(record.title) })}
        onClick={(e) => setAnchor(e.currentTarget)}
      />
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {next.map((s) => (
          <MenuItem key={s} onClick={() => pick(s)} data-testid={`status-to-${s}`}>
            {translate(`${R}.statusOne.${s}`)}
          </MenuItem>
        ))}
      </Menu>
      <RejectDialog
        open={rejecting}
        texts={REJECT_TEXTS}
        onClose={(reason) => {
          setRejecting(false);
          if (reason) void change(record, 'rejected', reason);
        }}
      />
    </span>
  );
}

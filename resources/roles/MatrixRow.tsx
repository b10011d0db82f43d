import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import { memo, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { cellOf, permissionsIn, type PermissionArea } from '../../src/lib/permissionGroups';
import type { Permission } from '../../src/lib/permissions';
import { groupState, rowPermissions, type GroupState } from './matrix';

const CRUD = ['view', 'add', 'edit', 'delete'] as const;
const k = (path: string) => `resources.roles.${path}`;
const small = { '& .MuiFormControlLabel-label': { fontSize: 14 } };

/** The area column stays in view while a narrow screen scrolls the others sideways. */
export const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 150, sm: 220 },
  borderRightStyle: { xs: 'solid', sm: 'none' },
  borderRightWidth: 1,
  borderRightColor: 'divider',
  // Opaque (the cells scroll under it), yet marked with its row on hover.
  '.MuiTableRow-hover:hover > &': { boxShadow: (t: Theme) => `inset 0 0 0 100vmax ${t.palette.action.hover}` },
} as const;

/** A select-all box: ticked, half-ticked or not, from its group's state. */
export function SelectAll({ state, name, onClick }: { state: GroupState; name: string; onClick: () => void }) {
  return (
    <Checkbox
      checked={state.checked}
      indeterminate={state.indeterminate}
      disabled={state.disabled}
      onChange={onClick}
      slotProps={{ input: { 'aria-label': name } }}
      size="small"
    />
  );
}

export interface MatrixRowProps {
  area: PermissionArea;
  /** The area's name in the UI language ("Settings › Cities"). */
  name: string;
  /** The row's ticked permissions, space-separated: what a row redraws for. */
  ticked: string;
  canChange: (p: Permission) => boolean;
  onToggleGroup: (group: readonly Permission[]) => void;
  onToggleOne: (p: Permission) => void;
}

/**
 * One area of the permission matrix: its select-all, a box in each column where the area has
 * that right (named "Area — Right"), its own rights labelled in Other. A box the user may not
 * change is disabled and says why. Memoised: a tick redraws its own row, not the hundred boxes.
 */
export const MatrixRow = memo(function MatrixRow({ area, name, ticked, canChange, onToggleGroup, onToggleOne }: MatrixRowProps) {
  const translate = useTranslate();
  const on = new Set(ticked.split(' '));
  const group = rowPermissions(area);

  const box = (p: Permission, right: string, text?: string) => {
    const control = (
      <Checkbox
        checked={on.has(p)}
        disabled={!canChange(p)}
        onChange={() => onToggleOne(p)}
        slotProps={{ input: { 'aria-label': translate(k('matrix.cell'), { area: name, permission: right }) } }}
        size="small"
      />
    );
    const shown: ReactElement = text ? <FormControlLabel control={control} label={text} disabled={!canChange(p)} sx={{ mr: 1, ...small }} /> : control;
    return canChange(p) ? (
      <Box component="span" key={p} sx={{ display: 'inline-flex' }}>
        {shown}
      </Box>
    ) : (
      <Tooltip key={p} title={translate(k('matrix.notHeld'))} describeChild>
        <Box component="span" sx={{ display: 'inline-flex' }} data-testid={`not-held-${p}`}>
          {shown}
        </Box>
      </Tooltip>
    );
  };

  return (
    <TableRow hover data-testid={`matrix-row-${area.id}`}>
      <TableCell component="th" scope="row" sx={stickyCell}>
        <FormControlLabel
          control={
            <SelectAll state={groupState(group, on, canChange)} name={translate(k('matrix.row'), { area: name })} onClick={() => onToggleGroup(group)} />
          }
          label={name}
          sx={{ m: 0, ...small }}
        />
      </TableCell>
      {CRUD.map((c) => {
        const p = cellOf(area, c);
        return (
          <TableCell key={c} align="center">
            {p && box(p, translate(k(`columns.${c}`)))}
          </TableCell>
        );
      })}
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {permissionsIn(area, 'other').map((p) => {
            const text = translate(k(`permissions.${p}`));
            return box(p, text, text);
          })}
        </Box>
      </TableCell>
    </TableRow>
  );
});

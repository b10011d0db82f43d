import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MATRIX_COLUMNS, PERMISSION_AREAS, type MatrixColumn, type PermissionArea } from '../../src/lib/permissionGroups';
import { PERMISSIONS, type Permission } from '../../src/lib/permissions';
import { useSession } from '../../src/session';
import { columnPermissions, filterAreas, grantable, groupState, rowPermissions, toggleGroup, toggleOne } from './matrix';
import { MatrixRow, SelectAll, stickyCell } from './MatrixRow';

const NONE: readonly string[] = [];
const k = (path: string) => `resources.roles.${path}`;

/**
 * The permission matrix of a role (issue 17): a row per area of spec §6, a column per kind of right
 * (View, Add, Edit, Delete; Other holds an area's rights of their own, labelled). A box is there
 * only where the permission exists. A row's box and a column's box select all of it (half-ticked
 * when partly), a search narrows the rows (and what a column's box touches), and a count says how
 * many are ticked. A permission the user does not hold in the district cannot be granted: its box
 * is disabled and says why, unless the role already has it (then it can be taken away). The
 * rules are matrix.ts's; the field holds the ticked strings in PERMISSIONS order.
 */
export function PermissionMatrix({ source, original = NONE }: { source: string; original?: readonly string[] }) {
  const translate = useTranslate();
  const held = useSession((s) => s.user?.permissions) ?? NONE;
  const { field, fieldState, id } = useInput({ source, defaultValue: [] });
  const { getValues } = useFormContext();
  const selected = useMemo<string[]>(() => (Array.isArray(field.value) ? (field.value as string[]) : []), [field.value]);
  const on = useMemo(() => new Set(selected), [selected]);
  const canChange = useMemo(() => grantable(held, original), [held, original]);
  const [query, setQuery] = useState('');

  // Stable callbacks that read the field when clicked: a tick redraws only the rows it changed.
  const { onChange, onBlur } = field;
  const change = useCallback(
    (next: Permission[]) => {
      onChange(next);
      onBlur();
    },
    [onChange, onBlur],
  );
  const current = useCallback((): string[] => {
    const value: unknown = getValues(source);
    return Array.isArray(value) ? (value as string[]) : [];
  }, [getValues, source]);
  const onToggleGroup = useCallback((group: readonly Permission[]) => change(toggleGroup(group, current(), canChange)), [change, current, canChange]);
  const onToggleOne = useCallback((p: Permission) => change(toggleOne(p, current())), [change, current]);

  const label = useCallback(
    (key: { area: string } | { permission: Permission }) => ('area' in key ? translate(k(`areas.${key.area}`)) : translate(k(`permissions.${key.permission}`))),
    [translate],
  );
  const rows = useMemo(() => filterAreas(PERMISSION_AREAS, query, label), [query, label]);
  const areaName = (a: PermissionArea) => (a.group ? `${label({ area: a.group })} › ${label({ area: a.id })}` : label({ area: a.id }));
  const columnName = (c: MatrixColumn) => translate(k(`columns.${c}`));
  const count = PERMISSIONS.filter((p) => on.has(p)).length;
  const error = fieldState.invalid && fieldState.error?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={error ? `${id}-error` : undefined}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(k('fields.permissions'))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          type="search"
          size="small"
          value={query}
          onChange={(e) => setQuery(e.target.value.slice(0, 100))}
          // Enter in the search must not submit the form.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          placeholder={translate(k('matrix.search'))}
          slotProps={{
            htmlInput: { 'aria-label': translate(k('matrix.search')), 'data-testid': 'matrix-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <Typography variant="body2" color="text.secondary" role="status" data-testid="matrix-count">
          {translate(k('matrix.selected'), { count, total: PERMISSIONS.length })}
          {count === 0 && ` · ${translate(k('matrix.none'))}`}
        </Typography>
      </Box>
      <TableContainer sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="permission-matrix" sx={{ '& td, & th': { py: 0.25 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={stickyCell}>{translate(k('columns.area'))}</TableCell>
              {MATRIX_COLUMNS.map((c) => {
                const group = columnPermissions(rows, c);
                return (
                  <TableCell key={c} align={c === 'other' ? 'left' : 'center'} sx={{ whiteSpace: 'nowrap', minWidth: c === 'other' ? 200 : 72 }}>
                    <Box sx={{ display: 'inline-flex', alignItems: 'center', flexDirection: c === 'other' ? 'row' : 'column' }}>
                      <SelectAll
                        state={groupState(group, on, canChange)}
                        name={translate(k('matrix.column'), { column: columnName(c) })}
                        onClick={() => onToggleGroup(group)}
                      />
                      <span>{columnName(c)}</span>
                    </Box>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((a) => (
              <MatrixRow
                key={a.id}
                area={a}
                name={areaName(a)}
                ticked={rowPermissions(a)
                  .filter((p) => on.has(p))
                  .join(' ')}
                canChange={canChange}
                onToggleGroup={onToggleGroup}
                onToggleOne={onToggleOne}
              />
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={MATRIX_COLUMNS.length + 1} sx={{ py: 2, color: 'text.secondary' }}>
                  {translate(k('matrix.noMatch'))}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {error && (
        <FormHelperText error id={`${id}-error`} data-testid={`error-${source}`}>
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </Box>
  );
}

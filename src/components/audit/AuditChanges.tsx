import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldChange } from '../../contract/audit';
import { useDistrictDates } from '../DistrictDate';
import { useAuditLabels } from './labels';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as the diff shows it: dates in the district's format, empties as such, the rest as text. */
/** A value that is a code of the product (a status: `active`, `VisitorComplete`), not free text. */
const CODE = /^[A-Za-z][A-Za-z_]*$/;
/** Fields whose values are codes (a tag's name that happens to read "Active" stays a name). */
const CODED_FIELD = /(status|category|type|visibility|level|kind)$/;

function useValueText(entity: string) {
  const translate = useTranslate();
  const dates = useDistrictDates();
  /** A code in words when a catalogue names it: the entity's own value label, a status, a gate step. */
  const code = (field: string, value: string) => {
    const last = field.split('.').at(-1) ?? field;
    const keys = [`resources.${entity}.values.${last}.${value}`, `Status.${value}`, `Gate.Status.${value}`, `List.Tabs.${value}`];
    for (const key of keys) {
      const text = translate(key, { _: '' });
      if (text) return text;
    }
    return value;
  };
  return (field: string, value: unknown): ReactNode => {
    if (value === undefined || value === null || value === '') return <em>{translate('resources.audit.empty')}</em>;
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (typeof value === 'string' && ISO_INSTANT.test(value)) return dates.dateTime(value);
    if (typeof value === 'string' && ISO_DAY.test(value)) return dates.date(value);
    if (typeof value === 'string' && CODE.test(value) && CODED_FIELD.test(field)) return code(field, value);
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

/**
 * One entry's changes, field by field (issue 11): before and after, or "hidden" for a secret
 * (never recorded). An action that changes no field says so.
 */
export function AuditChanges({ entity, changes }: { entity: string; changes: Record<string, FieldChange> }) {
  const translate = useTranslate();
  const labels = useAuditLabels();
  const text = useValueText(entity);
  const names = Object.keys(changes);
  if (names.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="audit-no-fields">
        {translate('resources.audit.noFields')}
      </Typography>
    );
  }
  const cell = { verticalAlign: 'top', wordBreak: 'break-word' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="audit-changes" sx={{ tableLayout: 'fixed', minWidth: 320 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, width: '30%' }}>{translate('resources.audit.field')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{translate('resources.audit.before')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{translate('resources.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {names.map((name) => {
            const change = changes[name];
            return (
              <TableRow key={name} data-testid="audit-change" data-field={name}>
                <TableCell sx={cell}>{labels.field(entity, name)}</TableCell>
                {change.redacted ? (
                  <TableCell colSpan={2} sx={{ ...cell, color: 'text.secondary' }}>
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <LockIcon fontSize="inherit" aria-hidden />
                      {translate('resources.audit.hidden')}
                    </Box>
                  </TableCell>
                ) : (
                  <>
                    <TableCell sx={{ ...cell, color: 'text.secondary' }}>{'before' in change ? text(name, change.before) : ''}</TableCell>
                    <TableCell sx={cell}>{'after' in change ? text(name, change.after) : ''}</TableCell>
                  </>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

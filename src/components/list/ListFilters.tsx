import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ListFilter } from '../../contract/entity';
import type { BorgoDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../session';
import { PeriodFilter } from './PeriodFilter';
import { isPicked, type ListState } from './useListState';

interface Option {
  id: string | number;
  name: string;
}

/**
 * An option's label: the entity's own label of that value, else (a lookup of entity names, such as
 * the audit trail's) that entity's name, else the option's own name.
 */
function useOptionLabel(resource: string, field: string) {
  const translate = useTranslate();
  return (id: string | number, name: string) =>
    translate(`resources.${resource}.values.${field}.${id}`, {
      _: typeof id === 'string' ? translate(`resources.${id}.name`, { smart_count: 2, _: name }) : name,
    });
}

function Picker({
  resource,
  field,
  options,
  value,
  onChange,
}: {
  resource: string;
  field: string;
  options: Option[];
  value: string;
  onChange(v: string): void;
}) {
  const translate = useTranslate();
  const label = useOptionLabel(resource, field);
  const fieldLabel = translate(`resources.${resource}.fields.${field}`);
  const [open, setOpen] = useState(false);
  const labelled = options.map((o) => ({ id: o.id, text: label(o.id, o.name) }));
  // In the language's order once the menu opens. Not before: a page's first comparison by the
  // language's rules makes the browser load its collation data (15-50 ms in Chromium here), which
  // a list's first rows need not wait for; closed, the field shows only the value picked.
  const items = open ? labelled.sort((a, b) => a.text.localeCompare(b.text)) : labelled;
  return (
    <TextField
      select
      size="small"
      label={fieldLabel}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
      slotProps={{
        htmlInput: { 'data-testid': `filter-${field}` },
        select: { open, onOpen: () => setOpen(true), onClose: () => setOpen(false), MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
      }}
    >
      <MenuItem value="">{translate('List.AnyValue')}</MenuItem>
      {items.map((o) => (
        <MenuItem key={o.id} value={String(o.id)} data-testid={`filter-${field}-option`}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A lookup's options, as its route lists them for the current district. */
function LookupFilter({ resource, def, state }: { resource: string; def: Extract<ListFilter, { kind: 'lookup' }>; state: ListState }) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  const { data } = useQuery({
    queryKey: [resource, 'lookup', def.options, { district_id: districtId }],
    queryFn: async () => (await dataProvider.getOptions<Option>(def.options.replace(/^\//, ''))).data,
    retry: false,
  });
  return (
    <Picker
      resource={resource}
      field={def.field}
      options={data ?? []}
      value={(state.values[def.field] as string) ?? ''}
      onChange={(v) => state.setValue(def.field, v)}
    />
  );
}

/**
 * The filters a list's contract declares (issue 11): a pick among fixed values, a pick among the
 * options a route lists, and a period of days. Each change starts the list again from page 1.
 * On a phone they fold behind one button that counts the filters in force.
 */
export function ListFilters({ resource, filters, state }: { resource: string; filters: readonly ListFilter[]; state: ListState }) {
  const translate = useTranslate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (filters.length === 0) return null;
  const controls = <FilterControls resource={resource} filters={filters} state={state} />;
  if (!phone) return controls;
  const active = filters.filter((f) => isPicked(state.values[f.field])).length;
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panel}
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListIcon />
          </Badge>
        }
        data-testid="list-filters-toggle"
      >
        {translate('List.Filters')}
      </Button>
      <Collapse in={open} id={panel}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>{controls}</Box>
      </Collapse>
    </Box>
  );
}

function FilterControls({ resource, filters, state }: { resource: string; filters: readonly ListFilter[]; state: ListState }) {
  return (
    <>
      {filters.map((def) => {
        if (def.kind === 'enum') {
          return (
            <Picker
              key={def.field}
              resource={resource}
              field={def.field}
              options={def.values.map((v) => ({ id: v, name: v }))}
              value={(state.values[def.field] as string) ?? ''}
              onChange={(v) => state.setValue(def.field, v)}
            />
          );
        }
        if (def.kind === 'lookup') return <LookupFilter key={def.field} resource={resource} def={def} state={state} />;
        return <PeriodFilter key={def.field} field={def.field} state={state} />;
      })}
    </>
  );
}

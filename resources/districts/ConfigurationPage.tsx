import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { api } from '../../src/client/api';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { ListHeader } from '../../src/components/list/ListHeader';
import { normalizeConfiguration, type DistrictConfiguration } from '../../src/lib/features';
import { useTarget } from '../../src/registry/navigation';
import { FLAG_GROUPS, FLAG_REQUIRES, RELATION_RUNS, SENSOR_FLAGS, type TopFlag } from './flags';

type GroupName = keyof typeof FLAG_GROUPS;
interface Row {
  id: number;
  name: string;
  configuration: DistrictConfiguration;
  pending_configuration: DistrictConfiguration | null;
}

const L = 'resources.districts';

/** One switch with its label and its line of help; `flag` is its key under flags/help. */
function FlagSwitch({
  flag,
  checked,
  disabled,
  note,
  onChange,
}: {
  flag: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange: (on: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
      disabled={disabled}
      control={<Switch checked={checked} onChange={(_, on) => onChange(on)} slotProps={{ input: { 'data-testid': `flag-${flag}` } as object }} />}
      label={
        <Box sx={{ pt: 1 }}>
          <Typography variant="body1">{translate(`${L}.flags.${flag}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${L}.help.${flag}`)}
            {note ? ` · ${note}` : ''}
          </Typography>
        </Box>
      }
    />
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
      data-testid={testId}
    >
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', columnGap: 3, rowGap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } };

/**
 * settings/districts/configurations (spec console §3): the district's flags as switches grouped as
 * district contents, community contents, relations and sensors (layout in ./flags.ts). Saving
 * sends the whole flag object; a job applies it and every open console of the district reloads
 * its configuration and site map (src/layout/LiveBridge.tsx), the saver gets the live toast.
 */
export function DistrictConfigurationPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { targetId } = useTarget();
  const { data: district, isPending, error } = useGetOne<Row>('districts', { id: (targetId ?? '') as number }, { enabled: targetId !== null });
  const source = district ? (district.pending_configuration ?? district.configuration) : null;
  // The switches start from the district's values as loaded, and again when they load anew (a save applied).
  const [edited, setEdited] = useState<{ from: unknown; flags: DistrictConfiguration } | null>(null);
  if (source && edited?.from !== source) setEdited({ from: source, flags: normalizeConfiguration(source) });
  const flags = edited?.flags ?? null;
  const setFlags = (change: (f: DistrictConfiguration) => DistrictConfiguration) => setEdited((e) => e && { ...e, flags: change(e.flags) });
  const { run: save, pending: saving } = useConfirmedAction<unknown, [DistrictConfiguration]>({
    work: (configuration) => api(`/districts/${targetId}/configuration`, { method: 'PUT', body: configuration }),
    success: { message: `${L}.configuration.pending` },
    resource: 'districts',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['districts'] }),
  });
  if (targetId === null) return <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>;
  if (error) return <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>;
  const setTop = (flag: TopFlag, on: boolean) => setFlags((f) => ({ ...f, [flag]: on }));
  const setIn = (group: GroupName, key: string, on: boolean) => setFlags((f) => ({ ...f, [group]: { ...f[group], [key]: on } }));
  const top = (flag: TopFlag) => {
    const needs = FLAG_REQUIRES[flag];
    const off = needs !== undefined && flags !== null && !flags[needs];
    return (
      <FlagSwitch
        key={flag}
        flag={flag}
        checked={Boolean(flags?.[flag])}
        disabled={off}
        note={off ? translate(`${L}.configuration.requires`, { flag: translate(`${L}.flags.${needs}`) }) : undefined}
        onChange={(on) => setTop(flag, on)}
      />
    );
  };
  const group = (name: GroupName) => {
    const value = flags?.[name] as Record<string, boolean> | undefined;
    const active = Boolean(value?.active);
    return (
      <Section title={`${L}.configuration.groups.${name}`} testId={`group-${name}`}>
        <FlagSwitch flag={`${name}.active`} checked={active} onChange={(on) => setIn(name, 'active', on)} />
        <Divider />
        <Box sx={{ ...grid, pl: { xs: 0, sm: 3 } }}>
          {FLAG_GROUPS[name].map((child) => (
            <FlagSwitch
              key={child}
              flag={`${name}.${child}`}
              checked={Boolean(value?.[child])}
              disabled={!active}
              note={active ? undefined : translate(`${L}.configuration.groupOff`)}
              onChange={(on) => setIn(name, child, on)}
            />
          ))}
        </Box>
      </Section>
    );
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 1100 }}>
      <ListHeader title={district ? translate(`${L}.configuration.heading`, { district: district.name }) : translate(`${L}.configuration.title`)} />
      <Typography variant="body2" color="text.secondary">
        {translate(`${L}.configuration.intro`)}
      </Typography>
      {district?.pending_configuration && (
        <Alert severity="info" data-testid="configuration-pending">
          {translate(`${L}.configuration.pendingNotice`)}
        </Alert>
      )}
      {isPending || !flags ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <>
          {group('DistrictContents')}
          {group('CommunityContents')}
          <Section title={`${L}.configuration.groups.relations`} testId="group-relations">
            {Object.entries(RELATION_RUNS).map(([run, list]) => (
              <Box key={run} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
                <Typography variant="subtitle2" color="text.secondary" component="h3">
                  {translate(`${L}.configuration.runs.${run}`)}
                </Typography>
                <Box sx={grid}>{list.map(top)}</Box>
              </Box>
            ))}
          </Section>
          <Section title={`${L}.configuration.groups.sensors`} testId="group-sensors">
            <Box sx={grid}>{SENSOR_FLAGS.map(top)}</Box>
          </Section>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={() => void save(flags)} data-testid="configuration-save">
              {translate(`${L}.configuration.save`)}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

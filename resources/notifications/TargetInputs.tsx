import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDistrictDates } from '../../src/components/DistrictDate';
import { NOTIFICATION_TARGETS, type NotificationTarget } from './contract';
import type { PickedUser } from './draft';
import { useActivities, useRecipientNames, useRoles, type ContentOption } from './queries';
import { useAutocompleteTexts } from '../../src/components/form/autocompleteTexts';

const F = 'resources.notifications.fields';

/** Who receives it: all, picked users, a role's holders, an activity's interested or participating people. */
export function TargetTypeInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'target_type' });
  return (
    <FormControl error={fieldState.invalid} disabled={disabled}>
      <FormLabel id="target-type-label">{translate(`${F}.target_type`)}</FormLabel>
      <RadioGroup aria-labelledby="target-type-label" value={field.value ?? ''} onChange={(_, v) => field.onChange(v as NotificationTarget)}>
        {NOTIFICATION_TARGETS.map((t) => (
          <FormControlLabel
            key={t}
            value={t}
            control={<Radio slotProps={{ input: { 'data-testid': `target-${t}` } as object }} />}
            label={translate(`resources.notifications.values.target_type.${t}`)}
          />
        ))}
      </RadioGroup>
      {fieldState.invalid && fieldState.error?.message && (
        <FormHelperText>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** The role whose holders receive it (GET /notifications/roles). */
export function RoleInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'target_role_id' });
  const { data: roles = [], isPending } = useRoles();
  const value = roles.some((r) => r.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      label={translate(`${F}.target_role_id`)}
      value={value}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
      disabled={isPending}
      sx={{ maxWidth: 480 }}
      slotProps={{
        htmlInput: { 'data-testid': 'input-target_role_id' },
        select: { MenuProps: { slotProps: { paper: { 'data-testid': 'role-options' } as object } } },
      }}
    >
      {roles.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The activity whose interested or participating people receive it (GET /notifications/contents), searched by title. */
export function ActivityInput() {
  const translate = useTranslate();
  const texts = useAutocompleteTexts();
  const dates = useDistrictDates();
  const { field, fieldState } = useInput({ source: 'content_id' });
  const { setValue } = useFormContext();
  const contentType = useWatch({ name: 'content_type' }) as string | null;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // Searches 300 ms after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: options = [], isFetching } = useActivities(query);
  const [chosen, setChosen] = useState<ContentOption | null>(null);
  const id = contentType === 'events' && typeof field.value === 'number' ? field.value : null;
  const value = id === null ? null : chosen?.id === id ? chosen : (options.find((o) => o.id === id) ?? { id, title: `#${id}` });
  return (
    <Autocomplete<ContentOption>
      options={options}
      value={value}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          <Box>
            <Typography variant="body2">{o.title}</Typography>
            {o.datetime_start && (
              <Typography variant="caption" color="text.secondary">
                {dates.dateTime(o.datetime_start)}
              </Typography>
            )}
          </Box>
        </li>
      )}
      noOptionsText={translate('Notifications.NoActivity')}
      {...texts}
      onInputChange={(_, v, reason) => reason === 'input' && setText(v)}
      onChange={(_, o) => {
        setChosen(o);
        setValue('content_type', o ? 'events' : null, { shouldDirty: true });
        field.onChange(o ? o.id : null);
      }}
      onBlur={field.onBlur}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(`${F}.content_id`)}
          placeholder={translate('Notifications.SearchActivity')}
          error={fieldState.invalid}
          helperText={fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'input-content_id' } }}
        />
      )}
    />
  );
}

/** How many chips show before "+N more": a long selection stays one glance. */
const CHIPS_SHOWN = 24;

/** The picked users as chips (removable), and the way to the selection list. */
export function UsersInput({ onChoose }: { onChoose: () => void }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'target_user_ids' });
  const { setValue } = useFormContext();
  const watched = useWatch({ name: 'target_users' }) as PickedUser[] | undefined;
  const users = useMemo(() => watched ?? [], [watched]);
  const ids = useMemo(() => (Array.isArray(field.value) ? (field.value as number[]) : []), [field.value]);
  const picked = useMemo(() => new Map(users.map((u) => [u.id, u.full_name])), [users]);
  const { data: found = [] } = useRecipientNames(ids, new Set(picked.keys()));
  // Names the draft had, then those looked up (a planned notification opened to edit has only ids).
  const known = new Map([...found.map((u) => [u.id, u.full_name] as const), ...picked]);
  const remove = (id: number) => {
    field.onChange(ids.filter((x) => x !== id));
    setValue(
      'target_users',
      users.filter((u) => u.id !== id),
      { shouldDirty: true },
    );
  };
  return (
    <Box data-testid="picked-users">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Button variant="outlined" startIcon={<PeopleIcon />} onClick={onChoose} data-testid="choose-users">
          {translate('Notifications.ChooseUsers')}
        </Button>
        {ids.length > 0 && <Typography variant="body2">{translate('Notifications.Selection.Selected', { smart_count: ids.length })}</Typography>}
      </Box>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('Notifications.NoUsers')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {ids.slice(0, CHIPS_SHOWN).map((id) => {
            const name = known.get(id) ?? `#${id}`;
            return <Chip key={id} label={name} size="small" onDelete={() => remove(id)} data-testid="picked-user" />;
          })}
          {ids.length > CHIPS_SHOWN && (
            <Chip size="small" variant="outlined" label={translate('Notifications.MoreUsers', { count: ids.length - CHIPS_SHOWN })} />
          )}
        </Box>
      )}
      {fieldState.invalid && fieldState.error?.message && (
        <FormHelperText error data-testid="error-target_user_ids">
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}

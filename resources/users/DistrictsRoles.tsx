import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { useConfirmedAction } from '../../src/components/dialogs/useConfirmedAction';
import { ListHeader } from '../../src/components/list/ListHeader';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { session, useSession } from '../../src/session';
import { districtRolesErrors, type DistrictRolesDraft } from './rules';
import type { DistrictsRolesRecord } from './schema';

/**
 * users/districts_roles (spec console §2; content §4–§5): the user's roles in each district the
 * editor manages — at least one per district, only roles the editor may give — the districts to
 * add them to, and removal from one (asked first). Their other districts are shown, not editable.
 * Saving one's own roles reads the session again at once (content §4): the sidebar follows.
 */
export function DistrictsRolesPage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const { targetId, origin } = useTarget();
  const me = useSession((s) => s.user?.id);
  const key = ['users', 'districts_roles', targetId];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    enabled: targetId !== null,
    queryFn: () => dataProvider.recordPart<DistrictsRolesRecord>('users', targetId!, 'districts_roles').then((r) => r.data),
  });
  const [draft, setDraft] = useState<DistrictRolesDraft[] | null>(null);
  const [shown, setShown] = useState(false);
  const [adding, setAdding] = useState('');
  // The page's copy starts from the server's and is the user's from then on (a failed save keeps it).
  useEffect(() => {
    if (data && draft === null) setDraft(data.districts.map((x) => ({ district_id: x.district_id, role_ids: x.role_ids })));
  }, [data, draft]);

  const errors = useMemo(() => (draft ? districtRolesErrors(draft) : {}), [draft]);
  const save = useConfirmedAction({
    work: () =>
      dataProvider.putRecordPart<DistrictsRolesRecord>('users', targetId!, 'districts_roles', {
        districts: draft!
          .filter((x) => data!.permitted.some((p) => p.district_id === x.district_id))
          .map((x) => ({ district_id: x.district_id, role_ids: x.role_ids })),
      }),
    success: { fromServer: true },
    resource: 'users',
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.data);
      setDraft(answer.data.districts.map((x) => ({ district_id: x.district_id, role_ids: x.role_ids })));
      setShown(false);
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      if (targetId === me) void session.refreshAccess();
    },
  });

  const title = data ? translate('resources.users.districts_roles.title', { name: data.user.full_name }) : translate('resources.users.districts_roles.heading');
  if (targetId === null || error || isPending || !data || !draft) {
    return (
      <Box sx={{ maxWidth: 880 }}>
        <ListHeader title={title} back={origin ?? d.route} />
        {targetId === null ? (
          <Alert severity="warning">{translate('Errors.ErrorObjectNotSet')}</Alert>
        ) : error ? (
          <Alert severity="error">{translate('Errors.LoadingObject')}</Alert>
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Box>
    );
  }

  const permittedIn = (districtId: number) => data.permitted.find((p) => p.district_id === districtId);
  const manageable = (districtId: number) => permittedIn(districtId) !== undefined;
  const nameOf = (districtId: number) =>
    data.districts.find((x) => x.district_id === districtId)?.district_name ?? permittedIn(districtId)?.district_name ?? String(districtId);
  const held = (districtId: number) => data.districts.find((x) => x.district_id === districtId)?.roles ?? [];
  const addable = data.permitted.filter((p) => !draft.some((x) => x.district_id === p.district_id)).map((p) => ({ id: p.district_id, name: p.district_name }));

  const toggle = (districtId: number, roleId: number, on: boolean) =>
    setDraft((list) =>
      list!.map((x) => (x.district_id === districtId ? { ...x, role_ids: on ? [...x.role_ids, roleId] : x.role_ids.filter((r) => r !== roleId) } : x)),
    );
  const remove = async (districtId: number) => {
    const ok = await dialogs.ask({
      title: translate('resources.users.districts_roles.remove_title'),
      message: translate('resources.users.districts_roles.remove_message', { name: data.user.full_name, district: nameOf(districtId) }),
      confirmLabel: translate('resources.users.districts_roles.remove'),
      destructive: true,
    });
    if (ok) setDraft((list) => list!.filter((x) => x.district_id !== districtId));
  };
  const add = () => {
    const id = Number(adding);
    if (!id) return;
    setDraft((list) => [...list!, { district_id: id, role_ids: [] }]);
    setAdding('');
  };
  const submit = () => {
    setShown(true);
    if (Object.keys(errors).length === 0) void save.run();
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <ListHeader title={title} back={origin ?? d.route} />
      <Stack spacing={2}>
        {draft.map((entry) => {
          const editable = manageable(entry.district_id);
          const choices = editable ? mergeRoles(permittedIn(entry.district_id)?.roles, held(entry.district_id)) : held(entry.district_id);
          const permittedIds = new Set((permittedIn(entry.district_id)?.roles ?? []).map((r) => r.id));
          const message = shown ? errors[`district.${entry.district_id}`] : undefined;
          return (
            <Paper key={entry.district_id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`district-roles-${entry.district_id}`}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography component="h2" variant="h6">
                  {nameOf(entry.district_id)}
                </Typography>
                {editable && (
                  <Tooltip title={translate('resources.users.districts_roles.remove')}>
                    <IconButton
                      onClick={() => void remove(entry.district_id)}
                      aria-label={`${translate('resources.users.districts_roles.remove')}: ${nameOf(entry.district_id)}`}
                      data-testid={`district-remove-${entry.district_id}`}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
              {!editable && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  {translate('resources.users.districts_roles.not_managed')}
                </Alert>
              )}
              <FormControl component="fieldset" error={Boolean(message)} variant="standard">
                <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {translate('resources.users.fields.roles')}
                </Typography>
                <FormGroup row>
                  {choices.map((role) => {
                    const checked = entry.role_ids.includes(role.id);
                    // A role the editor lacks permissions of: it can be taken away, not given.
                    const disabled = !editable || (!checked && !permittedIds.has(role.id));
                    return (
                      <FormControlLabel
                        key={role.id}
                        disabled={disabled}
                        control={<Checkbox checked={checked} onChange={(e) => toggle(entry.district_id, role.id, e.target.checked)} />}
                        label={role.name}
                        data-testid={`role-${entry.district_id}-${role.id}`}
                      />
                    );
                  })}
                </FormGroup>
                {message && <FormHelperText data-testid={`error-district-${entry.district_id}`}>{translate(message)}</FormHelperText>}
              </FormControl>
            </Paper>
          );
        })}
        {draft.length === 0 && <Alert severity="warning">{translate('Validations.UserNeedsDistrict')}</Alert>}
        {shown && errors.districts && <Alert severity="error">{translate(errors.districts)}</Alert>}
        {addable.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={translate('resources.users.districts_roles.add_district')}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              sx={{ minWidth: 260 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'district-add-select' } as object } }}
            >
              {addable.map((x) => (
                <MenuItem key={x.id} value={String(x.id)}>
                  {x.name}
                </MenuItem>
              ))}
            </TextField>
            <Button startIcon={<AddIcon />} onClick={add} disabled={!adding} data-testid="district-add">
              {translate('resources.users.districts_roles.add')}
            </Button>
          </Stack>
        )}
        <Box>
          <Button variant="contained" onClick={submit} disabled={save.pending} data-testid="form-save">
            {translate('ra.action.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The roles the editor may give, and those the user holds that the editor may not (to be taken away). */
function mergeRoles(permitted: readonly { id: number; name: string }[] = [], held: readonly { id: number; name: string }[]) {
  const out = [...permitted];
  for (const r of held) if (!out.some((x) => x.id === r.id)) out.push(r);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

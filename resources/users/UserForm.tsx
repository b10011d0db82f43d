import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, CheckboxGroupInput, SelectInput, useTranslate } from 'react-admin';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { DateInput } from '../../src/components/form/DateInput';
import { ImageInput } from '../../src/components/form/ImageInput';
import { InputGroup } from '../../src/components/form/InputGroup';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { USER_LEVELS } from '../../src/lib/permissions';
import type { SchemaLoader } from '../../src/registry/defineResource';
import { useTarget } from '../../src/registry/navigation';
import { useSession } from '../../src/session';
import { useToolOptions } from '../tools/options';
import type { ApartmentRelation } from '../apartments/schema';
import { houseErrors, phoneRemovalDissociates, USER_LIMITS } from './rules';
import type { UserRecord } from './schema';

/** The rights a user may hold in a house (the apartments' relations; typed so that a new one is not missed). */
const RELATIONS = Object.keys({ owner: 1, tenant: 1, resident: 1 } satisfies Record<ApartmentRelation, 1>) as ApartmentRelation[];
const APARTMENTS = 'users/options/apartments';
const ROLES = 'users/options/roles';

/** A new user's schema: the edit one with their roles in the district (loaded with the form, as the declaration's). */
const createSchema: SchemaLoader = () => import('./schema').then((m) => m.userCreateInput);

const NEW_USER: Partial<UserRecord> & { role_ids: number[] } = {
  level: 'staff',
  notifications_enabled: true,
  phone: null,
  birth_date: null,
  cover_path: null,
  apartment_id: null,
  relation: null,
  role_ids: [],
};

const toId = (v: string | number | null) => (v === '' || v === null ? null : Number(v));
const fromNullable = (v: unknown) => v ?? '';

/**
 * users/form (spec console §2; content §3 "User", §5): who the user is, how to reach them, their
 * profile, their house and right in the district, level and notifications; a new user also gets
 * their roles here (only those the editor may give) and an invitation mail. Removing the phone of
 * a user with a house asks first: the house goes with it (content §5).
 */
export function UserForm() {
  const translate = useTranslate();
  const dialogs = useDialogs();
  const { targetId } = useTarget();
  const creating = targetId === null;
  const me = useSession((s) => s.user?.id);
  return (
    <ResourceForm<UserRecord>
      schema={creating ? createSchema : undefined}
      // No one deletes themselves (the server refuses it too).
      canDelete={(r) => r.id !== me}
      defaults={NEW_USER}
      rules={(payload) => houseErrors(payload.apartment_id as number | null, payload.relation as string | null)}
      beforeSend={async (payload, record) => {
        if (!phoneRemovalDissociates(record ? { phone: record.phone, apartment_id: record.apartment_id ?? null } : undefined, payload.phone as string | null)) {
          return payload;
        }
        const ok = await dialogs.ask({
          title: translate('resources.users.phone_removal.title'),
          message: translate('resources.users.phone_removal.message', { name: record!.full_name }),
          confirmLabel: translate('resources.users.phone_removal.confirm'),
          destructive: true,
        });
        return ok ? { ...payload, apartment_id: null, relation: null } : null;
      }}
    >
      {() => <UserInputs creating={creating} />}
    </ResourceForm>
  );
}

function UserInputs({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  const apartments = useToolOptions(APARTMENTS);
  const roles = useToolOptions(ROLES, creating);
  return (
    <>
      <InputGroup title="resources.users.groups.identity">
        <LimitedTextInput source="first_name" max={USER_LIMITS.name} />
        <LimitedTextInput source="middle_name" max={USER_LIMITS.name} />
        <LimitedTextInput source="last_name" max={USER_LIMITS.name} />
        <DateInput source="birth_date" limitToToday />
      </InputGroup>
      <ImageInput source="cover_path" aspect={1} />
      <InputGroup title="resources.users.groups.contact">
        <LimitedTextInput source="email" max={255} />
        <LimitedTextInput source="phone" max={14} />
      </InputGroup>
      <InputGroup title="resources.users.groups.profile">
        <LimitedTextInput source="tax_code" max={USER_LIMITS.code} />
        <LimitedTextInput source="vat_code" max={USER_LIMITS.code} />
        <LimitedTextInput source="job" max={USER_LIMITS.job} />
        <LimitedTextInput source="ability" max={USER_LIMITS.long} />
        <LimitedTextInput source="interest" max={USER_LIMITS.long} />
      </InputGroup>
      <LimitedTextInput source="biography" max={USER_LIMITS.biography} multiline />
      <InputGroup title="resources.users.groups.house">
        <SelectInput
          source="apartment_id"
          choices={apartments.data ?? []}
          isPending={apartments.isPending}
          emptyText="—"
          parse={toId}
          format={fromNullable}
          helperText="resources.users.hints.house"
          fullWidth
        />
        <SelectInput
          source="relation"
          choices={RELATIONS.map((id) => ({ id, name: `Home.Relation.${id}` }))}
          emptyText="—"
          parse={(v: string | null) => (v ? v : null)}
          format={fromNullable}
          helperText="resources.users.hints.relation"
          fullWidth
        />
      </InputGroup>
      <InputGroup title="resources.users.groups.access">
        <SelectInput source="level" choices={USER_LEVELS.map((id) => ({ id, name: `resources.users.values.level.${id}` }))} fullWidth />
        <BooleanInput source="notifications_enabled" helperText="resources.users.hints.notifications" />
      </InputGroup>
      {creating && (
        <Box component="section" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('resources.users.groups.roles')}
          </Typography>
          <CheckboxGroupInput
            source="role_ids"
            choices={roles.data ?? []}
            isPending={roles.isPending}
            translateChoice={false}
            helperText="resources.users.hints.roles"
            data-testid="user-roles"
          />
          <Alert severity="info">{translate('resources.users.hints.invitation')}</Alert>
        </Box>
      )}
    </>
  );
}

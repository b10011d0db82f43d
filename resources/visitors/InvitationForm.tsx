import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { AddItemButton, ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../../src/components/form/DateInput';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { RecordForm } from '../../src/components/form/RecordForm';
import { TimeInput } from '../../src/components/form/TimeInput';
import { toServerDate } from '../../src/lib/dates';
import { useTarget } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { ResidentInput } from './ResidentInput';
import { GUEST_FIELDS, invitationPayload, isRequired } from './rules';
import { INVITATION_CATEGORIES, type InvitationCategory } from './constants';

const NO_TRANSLATIONS: readonly string[] = [];

/** A guest's inputs: first name and phone always, then what the category asks (spec content §3, §5). */
function GuestFields() {
  const category = useWatch({ name: 'category' }) as InvitationCategory | undefined;
  const fields = ['first_name', 'phone', ...(category ? (GUEST_FIELDS[category] ?? []) : [])];
  return (
    <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      {fields.map((f) => (
        <TextInput
          key={f}
          source={f}
          // Inside the guests' list react-admin would look under `fields.guests.<f>`: a guest's fields are named as the invitation's.
          label={`resources.visitors.fields.${f}`}
          isRequired={isRequired(category, f)}
          type={f === 'phone' ? 'tel' : 'text'}
          helperText={false}
          fullWidth
        />
      ))}
    </Box>
  );
}

/** The form's check, loaded with the form: the gate list does not load zod. */
const formSchema = () => import('./formSchema').then((m) => m.invitationFormSchema);

/**
 * gate/visitors/form: a new invitation of one of the four categories, for a resident, with its
 * guests (spec content §5 "Gate"). Invitations are not edited once sent, so this only creates.
 */
export function InvitationForm() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { origin, defaultLanguage } = useTarget();
  const defaults = useMemo(
    () => ({ category: 'guest', date_start: toServerDate(new Date()), pre_approved: false, guests: [{ first_name: '', phone: '' }] }),
    [],
  );
  const submit = useCallback(
    (payload: Record<string, unknown>) => dataProvider.create(d.name, { data: invitationPayload(payload), meta: { translatable: [] } }),
    [dataProvider, d.name],
  );
  const name = translate(`resources.${d.name}.name`, { smart_count: 1 });
  return (
    <FormLanguageProvider initial={defaultLanguage}>
      <RecordForm
        resource={d.name}
        title={translate('Form.CreateTitle', { name })}
        record={defaults}
        schema={formSchema}
        translatable={NO_TRANSLATIONS}
        submit={submit}
        backTo={origin ?? d.route}
      >
        <SelectInput source="category" choices={INVITATION_CATEGORIES.map((c) => ({ id: c, name: `Gate.Category.${c}` }))} sx={{ maxWidth: 320 }} fullWidth />
        <ResidentInput source="user_id" />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 100%', sm: '0 1 220px' } } }}>
          <DateInput source="date_start" />
          <TimeInput source="hour_start" />
        </Box>
        <LimitedTextInput source="address" max={255} />
        <LimitedTextInput source="notes" max={1000} multiline />
        <BooleanInput source="pre_approved" helperText={false} />
        <ArrayInput source="guests">
          <SimpleFormIterator
            disableReordering
            disableClear
            fullWidth
            getItemLabel={(i) => translate('Gate.GuestNumber', { number: i + 1 })}
            addButton={<AddItemButton label="Gate.AddGuest" data-testid="add-guest" />}
          >
            <GuestFields />
          </SimpleFormIterator>
        </ArrayInput>
      </RecordForm>
    </FormLanguageProvider>
  );
}

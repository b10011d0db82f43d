import Link from '@mui/material/Link';
import { SelectInput, useTranslate } from 'react-admin';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useLocalized } from '../../src/client/localized';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { CONTENT_LOCALES } from '../../src/lib/contentLocales';
import { CONTACT_CATEGORIES, CONTACT_NAME_MAX, CONTACT_NOTES_MAX, CONTACT_PHONE_MAX } from './constants';

/** A useful-info or SOS contact as the console holds it (translations mapped per field). */
export interface Contact {
  id: number;
  name: Partial<Record<string, string>>;
  notes?: Partial<Record<string, string>>;
  phone: string;
  category: string;
  position: number;
}

/** The category's label, under the resource's own values. */
function useCategoryLabel() {
  const translate = useTranslate();
  const d = useDeclaration();
  return (category: string) => translate(`resources.${d.name}.values.category.${category}`, { _: category });
}

/** A phone a tap can call, on a phone. */
const PhoneLink = ({ phone }: { phone: string }) => (
  <Link href={`tel:${phone}`} onClick={(e) => e.stopPropagation()} underline="hover">
    {phone}
  </Link>
);

/**
 * Useful info and SOS contacts, in their own order (move up and down when one may edit). The
 * columns are the contract's (constants.ts `contactList`); the phone is a link, the category
 * plain text, where their kinds draw a number and a chip.
 */
export function ContactList() {
  const text = useLocalized();
  const category = useCategoryLabel();
  return <ResourceList<Contact> label={(r) => text(r.name)} renders={{ phone: (r) => <PhoneLink phone={r.phone} />, category: (r) => category(r.category) }} />;
}

export function ContactDetails() {
  const category = useCategoryLabel();
  const text = useLocalized();
  const d = useDeclaration();
  return (
    <ResourceDetails<Contact>
      fields={[
        ...CONTENT_LOCALES.map((l) => ({ label: `Form.Locales.${l}`, render: (r: Contact) => r.name?.[l] || '—' })),
        { label: `resources.${d.name}.fields.phone`, render: (r) => <PhoneLink phone={r.phone} /> },
        { label: `resources.${d.name}.fields.category`, render: (r) => category(r.category) },
        { label: `resources.${d.name}.fields.notes`, render: (r) => text(r.notes) || '—' },
      ]}
    />
  );
}

export function ContactForm() {
  const d = useDeclaration();
  return (
    <ResourceForm<Contact> defaults={{ category: 'other' }}>
      {() => (
        <>
          <TranslatedInputs fields={['name', 'notes']}>
            {(l) => (
              <>
                <LimitedTextInput source={`name.${l}`} locale={l} max={CONTACT_NAME_MAX} />
                <LimitedTextInput source={`notes.${l}`} locale={l} max={CONTACT_NOTES_MAX} multiline />
              </>
            )}
          </TranslatedInputs>
          <LimitedTextInput source="phone" max={CONTACT_PHONE_MAX} />
          <SelectInput
            source="category"
            choices={CONTACT_CATEGORIES.map((c) => ({ id: c, name: `resources.${d.name}.values.category.${c}` }))}
            sx={{ maxWidth: 320 }}
            fullWidth
          />
        </>
      )}
    </ResourceForm>
  );
}

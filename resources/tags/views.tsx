import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { StatusInput } from '../../src/components/form/StatusInput';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { DistrictDate } from '../../src/components/DistrictDate';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { StatusChip } from '../../src/components/list/StatusChip';
import { CONTENT_LOCALES } from '../../src/lib/contentLocales';
import { TAG_NAME_MAX, TAG_STATUSES } from './contract';
import type { Tag } from './TagList';

export function TagDetails() {
  return (
    <ResourceDetails<Tag>
      fields={[
        ...CONTENT_LOCALES.map((l) => ({ label: `Form.Locales.${l}`, render: (r: Tag) => r.name?.[l] || '—' })),
        { label: 'resources.tags.fields.status', render: (r) => <StatusChip status={r.status} /> },
        { label: 'resources.tags.fields.created_at', render: (r) => <DistrictDate value={r.created_at} empty="—" /> },
      ]}
    />
  );
}

export function TagForm() {
  return (
    <ResourceForm<Tag> defaults={{ status: 'active' }}>
      {() => (
        <>
          <TranslatedInputs fields={['name']}>{(l) => <LimitedTextInput source={`name.${l}`} locale={l} max={TAG_NAME_MAX} />}</TranslatedInputs>
          <StatusInput statuses={TAG_STATUSES} />
        </>
      )}
    </ResourceForm>
  );
}

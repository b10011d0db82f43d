import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { StatusInput } from '../../src/components/form/StatusInput';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useLocalized } from '../../src/client/localized';
import { LABEL_NAME_MAX, LABEL_STATUSES } from './contract';

interface Label {
  id: number;
  name: Partial<Record<string, string>>;
  status: string;
}

/** The labels list: its columns are the contract's (`list.columns`), which the wait screen draws the first rows with. */
export function LabelList() {
  const text = useLocalized();
  return <ResourceList<Label> label={(r) => text(r.name)} />;
}

export function LabelForm() {
  return (
    <ResourceForm<Label> defaults={{ status: 'active' }}>
      {() => (
        <>
          <TranslatedInputs fields={['name']}>{(l) => <LimitedTextInput source={`name.${l}`} locale={l} max={LABEL_NAME_MAX} />}</TranslatedInputs>
          <StatusInput statuses={LABEL_STATUSES} />
        </>
      )}
    </ResourceForm>
  );
}

import Skeleton from '@mui/material/Skeleton';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { RecordForm } from '../../src/components/form/RecordForm';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useSingletonRecord } from '../../src/registry/useSingletonRecord';
import { useSession } from '../../src/session';
import { WELCOME_MAX } from './contract';

export function WelcomeMessagePage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const language = useSession((s) => s.district?.default_language);
  // undefined while loading; null when the district has none yet.
  const { record, version, replace } = useSingletonRecord(d.name);

  const submit = useCallback(
    async (payload: Record<string, unknown>) => {
      const { data } = await dataProvider.putSingleton(d.name, payload, { translatable: [] });
      // Stays on the page: the saved text becomes the form's starting point.
      replace(data);
    },
    [dataProvider, d.name, replace],
  );

  if (record === undefined) return <Skeleton variant="rounded" height={240} sx={{ maxWidth: 880 }} />;
  return (
    <FormLanguageProvider initial={language}>
      <RecordForm
        key={version}
        resource={d.name}
        title={translate(d.contract.title, { smart_count: 2 })}
        record={record ?? {}}
        schema={d.schema}
        translatable={d.translatable}
        submit={submit}
        backTo={null}
      >
        <TranslatedInputs fields={['description']}>
          {(l) => <LimitedTextInput source={`description.${l}`} locale={l} max={WELCOME_MAX} multiline />}
        </TranslatedInputs>
      </RecordForm>
    </FormLanguageProvider>
  );
}

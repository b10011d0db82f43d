import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useDialogs } from '../components/dialogs/DialogProvider';
import { loadFailure } from '../components/dialogs/useConfirmedAction';
import type { BorgoDataProvider } from '../providers/dataProvider';

/**
 * The one record of a per-district resource (the district's page, its welcome message, its privacy
 * settings): `undefined` while it loads, `null` when there is none or it could not be read (the
 * error dialog has said why). `replace` takes a saved record and bumps `version`, the form's key,
 * so the form starts again from what was saved.
 */
export function useSingletonRecord<T extends RaRecord = RaRecord>(resource: string) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const dialogs = useDialogs();
  const translate = useTranslate();
  const [record, setRecord] = useState<T | null | undefined>(undefined);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    dataProvider.getSingleton(resource).then(
      ({ data }) => setRecord(data as T | null),
      (err: unknown) => {
        setRecord(null);
        void dialogs.error(loadFailure(err, translate));
      },
    );
  }, [dataProvider, resource, dialogs, translate]);

  const replace = useCallback((saved: T) => {
    setRecord(saved);
    setVersion((v) => v + 1);
  }, []);

  return { record, version, replace };
}

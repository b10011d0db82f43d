import ContactIcon from '@mui/icons-material/ContactPhoneOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router';
import { ContentList } from '../../src/components/content/ContentViews';
import { useDialogs } from '../../src/components/dialogs/DialogProvider';
import { loadFailure } from '../../src/components/dialogs/useConfirmedAction';
import { FormLanguageProvider } from '../../src/components/form/FormLanguage';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { RecordForm } from '../../src/components/form/RecordForm';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { useResourceAccess } from '../../src/registry/useResourceAccess';
import { CONCIERGE_CONTACT_MAX, CONCIERGE_LINK_MAX, CONCIERGE_PHONE_MAX } from './contract';

// zod stays out of the views' chunk: the page's rules load with the page.
const loadContactSchema = () => import('./schema').then((m) => m.conciergeContactInput);

const CONTACT_PAGE = 'contact_details_form';

/** The concierge's services, with the way to its contact details in the header. */
export function ConciergeList() {
  const d = useDeclaration();
  const translate = useTranslate();
  return (
    <ContentList
      extraActions={
        <Button component={Link} to={`${d.route}/${CONTACT_PAGE}`} startIcon={<ContactIcon />} data-testid="concierge-contact-open">
          {translate('Concierge.ContactDetails')}
        </Button>
      }
    />
  );
}

/**
 * community/concierge/contact_details_form (spec console §2, content §3 "Concierge service:
 * contact, phone, WhatsApp link"): the district's one set, saved in place; who may only read it
 * sees it without a Save button.
 */
export function ConciergeContactPage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const dialogs = useDialogs();
  const access = useResourceAccess(d);
  const path = `${d.name}/contact_details`;
  // undefined while loading; null when it could not be read.
  const [record, setRecord] = useState<RaRecord | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const canEdit = access.edit(record?.id ?? '');

  useEffect(() => {
    dataProvider.getSingleton(path).then(
      ({ data }) => setRecord(data),
      (err: unknown) => {
        setRecord(null);
        void dialogs.error(loadFailure(err, translate));
      },
    );
  }, [dataProvider, path, dialogs, translate]);

  const submit = useCallback(
    async (payload: Record<string, unknown>) => {
      const { data } = await dataProvider.putSingleton(path, payload, { translatable: [] });
      setRecord(data);
      setVersion((v) => v + 1);
    },
    [dataProvider, path],
  );

  if (record === undefined) return <Skeleton variant="rounded" height={320} sx={{ maxWidth: 880 }} data-testid="details-loading" />;
  if (record === null) return <Typography color="text.secondary">{translate('Errors.LoadingObject')}</Typography>;
  return (
    // One set of details for every language: the form has no language switch to offer.
    <FormLanguageProvider initial={null}>
      <RecordForm
        key={version}
        resource={d.name}
        title={translate('Concierge.ContactDetails')}
        record={record}
        schema={loadContactSchema}
        translatable={[]}
        submit={submit}
        backTo={d.route}
        submits={canEdit ? undefined : []}
        notice={<Typography color="text.secondary">{translate('Concierge.ContactHint')}</Typography>}
      >
        <LimitedTextInput source="contact" max={CONCIERGE_CONTACT_MAX} readOnly={!canEdit} />
        <LimitedTextInput source="phone" max={CONCIERGE_PHONE_MAX} readOnly={!canEdit} />
        <LimitedTextInput source="whatsapp_link" max={CONCIERGE_LINK_MAX} readOnly={!canEdit} />
      </RecordForm>
    </FormLanguageProvider>
  );
}

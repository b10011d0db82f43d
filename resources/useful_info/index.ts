import InfoIcon from '@mui/icons-material/InfoOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** The district's useful numbers: an ordered list, its details and one form. */
export default defineResource(contract, {
  icon: InfoIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  views: { list: view('ContactList'), show: view('ContactDetails'), create: view('ContactForm'), edit: view('ContactForm') },
});

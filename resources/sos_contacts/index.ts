import SosIcon from '@mui/icons-material/SosOutlined';
import { localeStore } from '../../src/i18n/locale';
import { localized } from '../../src/client/localized';
import { defineResource, viewsOf } from '../../src/registry/defineResource';
import contract from './contract';

const view = viewsOf(() => import('./views'));

/** The district's SOS contacts: the useful-info views on the SOS rows. */
export default defineResource(contract, {
  icon: SosIcon,
  recordRepresentation: (record) => localized(record.name, localeStore.locale),
  views: { list: view('ContactList'), show: view('ContactDetails'), create: view('ContactForm'), edit: view('ContactForm') },
});

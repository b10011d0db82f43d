import { defineLabels } from '../../src/contract/labels';
import { contactLabels } from '../useful_info/contactLabels';

/** SOS contacts' labels. */
export default defineLabels(
  contactLabels('sos_contacts', {
    en: { name: 'SOS contact |||| SOS contacts', section: 'SOS contacts' },
    it: { name: 'Contatto SOS |||| Contatti SOS', section: 'Contatti SOS' },
    pt: { name: 'Contato SOS |||| Contatos SOS', section: 'Contatos SOS' },
  }),
);

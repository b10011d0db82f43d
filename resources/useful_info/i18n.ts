import { defineLabels } from '../../src/contract/labels';
import { contactLabels } from './contactLabels';

/** Useful info's labels. */
export default defineLabels(
  contactLabels('useful_info', {
    en: { name: 'Useful contact |||| Useful info', section: 'Useful info' },
    it: { name: 'Contatto utile |||| Informazioni utili', section: 'Informazioni utili' },
    pt: { name: 'Contato útil |||| Informações úteis', section: 'Informações úteis' },
  }),
);

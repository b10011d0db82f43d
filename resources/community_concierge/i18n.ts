import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** Community concierge: the shared content labels, with its own name. */
const labels = contentLabels('community_concierge', {
  en: {
    name: 'Concierge service |||| Concierge',
    fields: { description: 'Description', contact: 'Contact', phone: 'Phone', whatsapp_link: 'WhatsApp link' },
  },
  it: {
    name: 'Servizio di portineria |||| Portineria',
    fields: { description: 'Descrizione', contact: 'Referente', phone: 'Telefono', whatsapp_link: 'Link WhatsApp' },
  },
  pt: {
    name: 'Serviço de portaria |||| Portaria',
    fields: { description: 'Descrição', contact: 'Contato', phone: 'Telefone', whatsapp_link: 'Link do WhatsApp' },
  },
});

/** The contact page's own texts. */
const TEXTS = {
  en: { ContactDetails: 'Contact details', ContactHint: 'How residents reach the concierge: shown in their app beside the services.' },
  it: { ContactDetails: 'Recapiti', ContactHint: 'Come i residenti contattano la portineria: compare nella loro app accanto ai servizi.' },
  pt: { ContactDetails: 'Dados de contato', ContactHint: 'Como os moradores falam com a portaria: aparece no app deles ao lado dos serviços.' },
};

export default defineLabels({
  en: { ...labels.en, Concierge: TEXTS.en },
  it: { ...labels.it, Concierge: TEXTS.it },
  pt: { ...labels.pt, Concierge: TEXTS.pt },
});

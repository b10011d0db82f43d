import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** Community promotions: the shared content labels, with its own name. */
export default defineLabels(
  contentLabels('community_promotions', {
    en: { name: 'Promotion |||| Promotions', fields: { description: 'Description', datetime_start: 'Valid from', datetime_end: 'Valid until' } },
    it: { name: 'Promozione |||| Promozioni', fields: { description: 'Descrizione', datetime_start: 'Valida dal', datetime_end: 'Valida fino al' } },
    pt: { name: 'Promoção |||| Promoções', fields: { description: 'Descrição', datetime_start: 'Válida de', datetime_end: 'Válida até' } },
  }),
);

import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** The district's smart solutions: the shared content labels, with their own name. */
export default defineLabels(
  contentLabels('district_smart_solutions', {
    en: { name: 'Smart solution |||| Smart solutions', fields: { description: 'Description' } },
    it: { name: 'Soluzione smart |||| Soluzioni smart', fields: { description: 'Descrizione' } },
    pt: { name: 'Solução inteligente |||| Soluções inteligentes', fields: { description: 'Descrição' } },
  }),
);

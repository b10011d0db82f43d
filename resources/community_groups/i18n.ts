import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** Community groups: the shared content labels, with its own name. */
export default defineLabels(
  contentLabels('community_groups', {
    en: { name: 'Group |||| Groups', fields: { description: 'Description', external_link: 'Chat link' } },
    it: { name: 'Gruppo |||| Gruppi', fields: { description: 'Descrizione', external_link: 'Link alla chat' } },
    pt: { name: 'Grupo |||| Grupos', fields: { description: 'Descrição', external_link: 'Link do chat' } },
  }),
);

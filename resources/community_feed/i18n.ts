import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** Community feed: the shared content labels, with its own name. */
export default defineLabels(
  contentLabels('community_feed', {
    en: { name: 'Feed item |||| Feed', fields: { description: 'Text' } },
    it: { name: 'Messaggio in bacheca |||| Bacheca', fields: { description: 'Testo' } },
    pt: { name: 'Recado do mural |||| Mural', fields: { description: 'Texto' } },
  }),
);

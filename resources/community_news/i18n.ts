import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** Community news: the shared content labels, with its own name. */
export default defineLabels(
  contentLabels('community_news', {
    en: { name: 'News item |||| News', fields: { description: 'Message' } },
    it: { name: 'Notizia |||| Notizie', fields: { description: 'Messaggio' } },
    pt: { name: 'Notícia |||| Notícias', fields: { description: 'Mensagem' } },
  }),
);

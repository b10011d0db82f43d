import { contentLabels } from '../../src/components/content/labels';
import { defineLabels, withLabels } from '../../src/contract/labels';
import episodes from './episodes/i18n';

const podcasts = contentLabels('district_podcasts', {
  en: { name: 'Podcast |||| Podcasts', fields: { description: 'Description' } },
  it: { name: 'Podcast |||| Podcast', fields: { description: 'Descrizione' } },
  pt: { name: 'Podcast |||| Podcasts do bairro', fields: { description: 'Descrição' } },
});

/** District podcasts: the shared content labels with their own name, and their episodes' labels. */
export default defineLabels({
  en: withLabels(podcasts.en, [episodes.en]),
  it: withLabels(podcasts.it, [episodes.it]),
  pt: withLabels(podcasts.pt, [episodes.pt]),
});

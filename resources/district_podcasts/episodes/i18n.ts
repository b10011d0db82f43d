import { defineLabels } from '../../../src/contract/labels';

/**
 * The episodes' labels: the list inside a podcast and the edit-episode dialog, and the field
 * names the audit trail shows. Merged by the podcast entity's i18n.ts (only resources/<name>/i18n.ts
 * files are found): `withLabels` or a spread of each language.
 */
export default defineLabels({
  en: {
    resources: {
      podcast_episodes: {
        name: 'Episode |||| Episodes',
        fields: {
          id: 'ID',
          podcast_id: 'Podcast',
          title: 'Title',
          episode_number: 'Episode number',
          external_link: 'Podcast URL',
          position: 'Position',
        },
      },
    },
    Episodes: {
      Title: 'Episodes',
      Add: 'Add episode',
      NewTitle: 'New episode',
      EditTitle: 'Edit episode',
      Edit: 'Edit episode %{name}',
      Delete: 'Delete episode %{name}',
      Number: 'Episode %{number}',
      NewTab: '(opens in a new tab)',
      Empty: 'No episodes yet.',
      Loading: 'Loading the episodes',
      LoadError: 'The episodes could not be loaded.',
      More: 'Show more episodes',
      LinkHint: 'The address where the episode can be heard, starting with https://',
    },
  },
  it: {
    resources: {
      podcast_episodes: {
        name: 'Episodio |||| Episodi',
        fields: {
          id: 'ID',
          podcast_id: 'Podcast',
          title: 'Titolo',
          episode_number: "Numero dell'episodio",
          external_link: 'URL del podcast',
          position: 'Posizione',
        },
      },
    },
    Episodes: {
      Title: 'Episodi',
      Add: 'Aggiungi episodio',
      NewTitle: 'Nuovo episodio',
      EditTitle: 'Modifica episodio',
      Edit: "Modifica l'episodio %{name}",
      Delete: "Elimina l'episodio %{name}",
      Number: 'Episodio %{number}',
      NewTab: '(si apre in una nuova scheda)',
      Empty: 'Ancora nessun episodio.',
      Loading: 'Caricamento degli episodi',
      LoadError: 'Non è stato possibile caricare gli episodi.',
      More: 'Mostra altri episodi',
      LinkHint: "L'indirizzo dove si può ascoltare l'episodio, che inizia con https://",
    },
  },
  pt: {
    resources: {
      podcast_episodes: {
        name: 'Episódio |||| Episódios',
        fields: {
          id: 'ID',
          podcast_id: 'Podcast',
          title: 'Título',
          episode_number: 'Número do episódio',
          external_link: 'URL do podcast',
          position: 'Posição',
        },
      },
    },
    Episodes: {
      Title: 'Episódios',
      Add: 'Adicionar episódio',
      NewTitle: 'Novo episódio',
      EditTitle: 'Editar episódio',
      Edit: 'Editar o episódio %{name}',
      Delete: 'Excluir o episódio %{name}',
      Number: 'Episódio %{number}',
      NewTab: '(abre em uma nova aba)',
      Empty: 'Ainda não há episódios.',
      Loading: 'Carregando os episódios',
      LoadError: 'Não foi possível carregar os episódios.',
      More: 'Mostrar mais episódios',
      LinkHint: 'O endereço onde o episódio pode ser ouvido, começando com https://',
    },
  },
});

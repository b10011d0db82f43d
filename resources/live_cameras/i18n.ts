import { contentLabels } from '../../src/components/content/labels';
import { defineLabels } from '../../src/contract/labels';

/** Live cameras: the shared content labels; their link is the stream's address. */
export default defineLabels(
  contentLabels('live_cameras', {
    en: { name: 'Live camera |||| Live cameras', fields: { description: 'Description', external_link: 'Stream URL', cover: 'Preview image' } },
    it: { name: 'Telecamera |||| Telecamere', fields: { description: 'Descrizione', external_link: 'URL dello stream', cover: 'Immagine di anteprima' } },
    pt: {
      name: 'Câmera ao vivo |||| Câmeras ao vivo',
      fields: { description: 'Descrição', external_link: 'URL da transmissão', cover: 'Imagem de pré-visualização' },
    },
  }),
);

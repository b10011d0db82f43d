import { defineLabels } from '../../src/contract/labels';

/** The gallery's labels. */
export default defineLabels({
  en: {
    resources: { district_gallery: { name: 'Picture |||| Gallery', fields: { id: 'ID', image: 'Picture', caption: 'Caption', position: 'Order' } } },
    sections: { district_gallery: 'Gallery' },
  },
  it: {
    resources: { district_gallery: { name: 'Immagine |||| Galleria', fields: { id: 'ID', image: 'Immagine', caption: 'Didascalia', position: 'Ordine' } } },
    sections: { district_gallery: 'Galleria' },
  },
  pt: {
    resources: { district_gallery: { name: 'Imagem |||| Galeria', fields: { id: 'ID', image: 'Imagem', caption: 'Legenda', position: 'Ordem' } } },
    sections: { district_gallery: 'Galeria' },
  },
});

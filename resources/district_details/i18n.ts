import { defineLabels } from '../../src/contract/labels';

/** The district page's labels, and those of its terms and GDPR buttons. */
export default defineLabels({
  en: {
    resources: {
      district_details: {
        name: 'District details |||| District details',
        fields: {
          name: 'District name',
          city: 'City',
          country: 'Country',
          description: 'Description',
          cover: 'Cover image',
          address: 'Address',
          zip_code: 'ZIP code',
          latitude: 'Latitude',
          longitude: 'Longitude',
          weather_link: 'Weather link',
        },
      },
    },
    DistrictDetails: {
      Documents: 'Terms and privacy',
      DocumentsHint: 'The documents residents accept in the app, one PDF per language.',
      Terms: 'Terms and conditions',
      Privacy: 'Privacy policy (GDPR)',
    },
  },
  it: {
    resources: {
      district_details: {
        name: 'Dettagli del quartiere |||| Dettagli del quartiere',
        fields: {
          name: 'Nome del quartiere',
          city: 'Città',
          country: 'Paese',
          description: 'Descrizione',
          cover: 'Immagine di copertina',
          address: 'Indirizzo',
          zip_code: 'CAP',
          latitude: 'Latitudine',
          longitude: 'Longitudine',
          weather_link: 'Link meteo',
        },
      },
    },
    DistrictDetails: {
      Documents: 'Termini e privacy',
      DocumentsHint: "I documenti che i residenti accettano nell'app, un PDF per lingua.",
      Terms: 'Termini e condizioni',
      Privacy: 'Informativa privacy (GDPR)',
    },
  },
  pt: {
    resources: {
      district_details: {
        name: 'Detalhes do bairro |||| Detalhes do bairro',
        fields: {
          name: 'Nome do bairro',
          city: 'Cidade',
          country: 'País',
          description: 'Descrição',
          cover: 'Imagem de capa',
          address: 'Endereço',
          zip_code: 'CEP',
          latitude: 'Latitude',
          longitude: 'Longitude',
          weather_link: 'Link da previsão do tempo',
        },
      },
    },
    DistrictDetails: {
      Documents: 'Termos e privacidade',
      DocumentsHint: 'Os documentos que os moradores aceitam no aplicativo, um PDF por idioma.',
      Terms: 'Termos e condições',
      Privacy: 'Política de privacidade (LGPD/GDPR)',
    },
  },
});

import type { EntityLabels } from '../../src/contract/labels';

type Lang = keyof EntityLabels;

/** Field and category labels both contact entities share, per UI language. */
const COMMON: Record<Lang, { fields: Record<string, string>; category: Record<string, string> }> = {
  en: {
    fields: { id: 'ID', name: 'Name', notes: 'Notes', phone: 'Phone', category: 'Category', position: 'Order', kind: 'Kind' },
    category: {
      emergency: 'Emergency',
      health: 'Health',
      security: 'Security',
      utilities: 'Utilities',
      transport: 'Transport',
      administration: 'Administration',
      other: 'Other',
    },
  },
  it: {
    fields: { id: 'ID', name: 'Nome', notes: 'Note', phone: 'Telefono', category: 'Categoria', position: 'Ordine', kind: 'Tipo' },
    category: {
      emergency: 'Emergenza',
      health: 'Salute',
      security: 'Sicurezza',
      utilities: 'Utenze',
      transport: 'Trasporti',
      administration: 'Amministrazione',
      other: 'Altro',
    },
  },
  pt: {
    fields: { id: 'ID', name: 'Nome', notes: 'Observações', phone: 'Telefone', category: 'Categoria', position: 'Ordem', kind: 'Tipo' },
    category: {
      emergency: 'Emergência',
      health: 'Saúde',
      security: 'Segurança',
      utilities: 'Serviços públicos',
      transport: 'Transporte',
      administration: 'Administração',
      other: 'Outro',
    },
  },
};

/** The labels of a contact entity: its name and section in each language, the shared fields and categories. */
export function contactLabels(resource: string, names: Record<Lang, { name: string; section: string }>): EntityLabels {
  const one = (lang: Lang) => ({
    resources: { [resource]: { name: names[lang].name, fields: COMMON[lang].fields, values: { category: COMMON[lang].category } } },
    sections: { [resource]: names[lang].section },
  });
  return { en: one('en'), it: one('it'), pt: one('pt') };
}

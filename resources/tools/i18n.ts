import { defineLabels } from '../../src/contract/labels';

/** Tools: the list, details and form, and their state (spec content §3 "Tool and reservation"). */
export default defineLabels({
  en: {
    resources: {
      tools: {
        name: 'Tool |||| Tools',
        fields: {
          id: 'ID',
          name: 'Name',
          brand: 'Brand',
          model: 'Model',
          serial_number: 'Serial number',
          max_booking_days: 'Longest reservation (days)',
          space_id: 'Space',
          category_id: 'Category',
          notes: 'Notes',
          created_at: 'Created on',
          state: 'Now',
        },
        state: {
          available: 'Available',
          booked: 'Booked by %{user} from %{from}',
          in_use: 'Lent to %{user} until %{to}',
        },
        days: '%{smart_count} day |||| %{smart_count} days',
        noSpaces: 'The district has no space yet.',
        reservations: 'Reservations',
        noReservations: 'Not reserved yet.',
        lend: 'Lend',
      },
    },
    sections: { tools_list: 'Tools' },
    Errors: { ToolReserved: 'This tool is booked or lent: cancel its bookings or record its return first.' },
  },
  it: {
    resources: {
      tools: {
        name: 'Attrezzo |||| Attrezzi',
        fields: {
          id: 'ID',
          name: 'Nome',
          brand: 'Marca',
          model: 'Modello',
          serial_number: 'Numero di serie',
          max_booking_days: 'Prenotazione massima (giorni)',
          space_id: 'Spazio',
          category_id: 'Categoria',
          notes: 'Note',
          created_at: 'Creato il',
          state: 'Adesso',
        },
        state: {
          available: 'Disponibile',
          booked: 'Prenotato da %{user} dal %{from}',
          in_use: 'Prestato a %{user} fino al %{to}',
        },
        days: '%{smart_count} giorno |||| %{smart_count} giorni',
        noSpaces: 'Il quartiere non ha ancora spazi.',
        reservations: 'Prenotazioni',
        noReservations: 'Non ancora prenotato.',
        lend: 'Presta',
      },
    },
    sections: { tools_list: 'Attrezzi' },
    Errors: { ToolReserved: 'Questo attrezzo è prenotato o in prestito: annulla le prenotazioni o registra prima la restituzione.' },
  },
  pt: {
    resources: {
      tools: {
        name: 'Ferramenta |||| Ferramentas',
        fields: {
          id: 'ID',
          name: 'Nome',
          brand: 'Marca',
          model: 'Modelo',
          serial_number: 'Número de série',
          max_booking_days: 'Reserva máxima (dias)',
          space_id: 'Espaço',
          category_id: 'Categoria',
          notes: 'Observações',
          created_at: 'Criada em',
          state: 'Agora',
        },
        state: {
          available: 'Disponível',
          booked: 'Reservada por %{user} a partir de %{from}',
          in_use: 'Emprestada a %{user} até %{to}',
        },
        days: '%{smart_count} dia |||| %{smart_count} dias',
        noSpaces: 'O bairro ainda não tem espaços.',
        reservations: 'Reservas',
        noReservations: 'Ainda não reservada.',
        lend: 'Emprestar',
      },
    },
    sections: { tools_list: 'Ferramentas' },
    Errors: { ToolReserved: 'Esta ferramenta está reservada ou emprestada: cancele as reservas ou registre a devolução antes.' },
  },
});

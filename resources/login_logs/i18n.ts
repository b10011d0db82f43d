import { defineLabels } from '../../src/contract/labels';

/** The login log's labels: its screen, its filters, and its export's sheet. */
export default defineLabels({
  en: {
    resources: {
      login_logs: {
        name: 'Login log |||| Login logs',
        fields: {
          id: 'ID',
          created_at: 'Time',
          user: 'User',
          user_id: 'User',
          full_name: 'Name',
          email: 'E-mail',
          success: 'Outcome',
          outcome: 'Outcome',
          ip: 'IP address',
          user_agent: 'Browser',
        },
        values: { outcome: { success: 'Succeeded', failure: 'Failed' } },
        export: 'Export',
        sheet: 'Logins',
      },
    },
  },
  it: {
    resources: {
      login_logs: {
        name: 'Accesso |||| Registro degli accessi',
        fields: {
          id: 'ID',
          created_at: 'Ora',
          user: 'Utente',
          user_id: 'Utente',
          full_name: 'Nome',
          email: 'E-mail',
          success: 'Esito',
          outcome: 'Esito',
          ip: 'Indirizzo IP',
          user_agent: 'Browser',
        },
        values: { outcome: { success: 'Riuscito', failure: 'Fallito' } },
        export: 'Esporta',
        sheet: 'Accessi',
      },
    },
  },
  pt: {
    resources: {
      login_logs: {
        name: 'Acesso |||| Registros de acesso',
        fields: {
          id: 'ID',
          created_at: 'Horário',
          user: 'Usuário',
          user_id: 'Usuário',
          full_name: 'Nome',
          email: 'E-mail',
          success: 'Resultado',
          outcome: 'Resultado',
          ip: 'Endereço IP',
          user_agent: 'Navegador',
        },
        values: { outcome: { success: 'Sucesso', failure: 'Falha' } },
        export: 'Exportar',
        sheet: 'Acessos',
      },
    },
  },
});

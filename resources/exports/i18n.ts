import { defineLabels } from '../../src/contract/labels';

/** The exports page, its dialog's target choice, and the download route's refusal of an expired file. */
export default defineLabels({
  en: {
    resources: {
      exports: {
        name: 'Export |||| Exports',
        fields: {
          target: 'Type',
          period: 'Period',
          created_at: 'Requested at',
          status: 'Status',
          file_name: 'File',
          datetime_available: 'Available until',
          user_name: 'Requested by',
          subject_name: 'Whose data',
          subject_user_id: 'Whose data',
          user_id: 'Requested by',
          finished_at: 'Finished at',
        },
        values: {
          status: { queued: 'Queued', running: 'In progress', completed: 'Ready', empty: 'No data', failed: 'Failed', expired: 'Expired' },
          target: { posts: 'Posts', visitors: 'Gate report', login_logs: 'Login logs', users: 'Users', person: 'Personal data' },
        },
        new: 'New export',
        subject: 'Data of %{name}, as of %{date}',
        download: 'Download %{file}',
      },
    },
    List: { Tabs: { mine: 'Mine' } },
    Export: { Target: 'List to export' },
    Errors: { ExportExpired: 'This export is no longer available: ask for a new one.' },
  },
  it: {
    resources: {
      exports: {
        name: 'Esportazione |||| Esportazioni',
        fields: {
          target: 'Tipo',
          period: 'Periodo',
          created_at: 'Richiesta il',
          status: 'Stato',
          file_name: 'File',
          datetime_available: 'Disponibile fino al',
          user_name: 'Richiesta da',
          subject_name: 'Di chi sono i dati',
          subject_user_id: 'Di chi sono i dati',
          user_id: 'Richiesta da',
          finished_at: 'Terminata il',
        },
        values: {
          status: { queued: 'In coda', running: 'In corso', completed: 'Pronta', empty: 'Nessun dato', failed: 'Non riuscita', expired: 'Scaduta' },
          target: { posts: 'Post', visitors: 'Report del varco', login_logs: 'Registro degli accessi', users: 'Utenti', person: 'Dati personali' },
        },
        new: 'Nuova esportazione',
        subject: 'Dati di %{name}, al %{date}',
        download: 'Scarica %{file}',
      },
    },
    List: { Tabs: { mine: 'Mie' } },
    Export: { Target: 'Elenco da esportare' },
    Errors: { ExportExpired: 'Questa esportazione non è più disponibile: richiedine una nuova.' },
  },
  pt: {
    resources: {
      exports: {
        name: 'Exportação |||| Exportações',
        fields: {
          target: 'Tipo',
          period: 'Período',
          created_at: 'Pedida em',
          status: 'Status',
          file_name: 'Arquivo',
          datetime_available: 'Disponível até',
          user_name: 'Pedida por',
          subject_name: 'De quem são os dados',
          subject_user_id: 'De quem são os dados',
          user_id: 'Pedida por',
          finished_at: 'Concluída em',
        },
        values: {
          status: { queued: 'Na fila', running: 'Em andamento', completed: 'Pronta', empty: 'Sem dados', failed: 'Falhou', expired: 'Expirada' },
          target: { posts: 'Posts', visitors: 'Relatório da portaria', login_logs: 'Registros de acesso', users: 'Usuários', person: 'Dados pessoais' },
        },
        new: 'Nova exportação',
        subject: 'Dados de %{name}, em %{date}',
        download: 'Baixar %{file}',
      },
    },
    List: { Tabs: { mine: 'Minhas' } },
    Export: { Target: 'Lista a exportar' },
    Errors: { ExportExpired: 'Esta exportação não está mais disponível: peça uma nova.' },
  },
});

import { defineLabels } from '../../src/contract/labels';
import { REQUEST_LABELS } from './requestLabels';

/** settings/privacy: the retention of personal data per district (issue 18). */
export default defineLabels({
  en: {
    ...REQUEST_LABELS.en,
    resources: {
      privacy_retention: {
        name: 'Retention of personal data |||| Retention of personal data',
        fields: {
          id: 'District',
          user_id: 'Person',
          gate_days: 'Gate visits, their guests, suspended passes',
          log_days: 'Sign-in records of the district’s people, and its access log',
          export_days: 'Export requests and their files',
          next_run: 'Removed by the next run',
          visits: 'Visits removed',
          guests: 'Guests removed',
          passes: 'Suspended daily-help passes removed',
          logins: 'Sign-in records removed',
          reads: 'Access-log entries removed',
          exports: 'Export requests removed',
        },
        retention: 'How long personal data is kept',
        intro:
          'Older data is removed by a job that runs every hour on the server. What it removes is counted in the audit trail, never shown again. A person who belongs to several districts keeps their sign-in records as long as the longest of their districts asks.',
        days: 'days',
        hint: 'From %{min} to %{max} days (default %{default}).',
        nextRun: 'The next run will remove',
        nextRunHint: 'Under the saved settings. Save to see what new ones would remove.',
        nothing: 'Nothing is old enough to be removed.',
        readOnly: 'You may see these settings; changing them needs the privacy management permission.',
        purge: 'Remove now',
        purgeTitle: 'Remove the old data now?',
        purgeAsk: 'This removes now, for good, what the next run would remove:',
      },
    },
  },
  it: {
    ...REQUEST_LABELS.it,
    resources: {
      privacy_retention: {
        name: 'Conservazione dei dati personali |||| Conservazione dei dati personali',
        fields: {
          id: 'Quartiere',
          user_id: 'Persona',
          gate_days: 'Visite al cancello, ospiti, pass sospesi',
          log_days: 'Accessi delle persone del quartiere e registro delle consultazioni',
          export_days: 'Richieste di esportazione e i loro file',
          next_run: 'Rimossi alla prossima esecuzione',
          visits: 'Visite rimosse',
          guests: 'Ospiti rimossi',
          passes: 'Pass di collaboratori sospesi rimossi',
          logins: 'Accessi rimossi',
          reads: 'Consultazioni registrate rimosse',
          exports: 'Richieste di esportazione rimosse',
        },
        retention: 'Per quanto tempo si conservano i dati personali',
        intro:
          'I dati più vecchi vengono rimossi da un’attività che il server esegue ogni ora. Quanto rimuove viene contato nel registro delle modifiche, senza mai mostrare i dati. Una persona che appartiene a più quartieri conserva i propri accessi per il periodo più lungo richiesto dai suoi quartieri.',
        days: 'giorni',
        hint: 'Da %{min} a %{max} giorni (predefinito %{default}).',
        nextRun: 'La prossima esecuzione rimuoverà',
        nextRunHint: 'Secondo le impostazioni salvate. Salva per vedere cosa rimuoverebbero quelle nuove.',
        nothing: 'Niente è abbastanza vecchio da essere rimosso.',
        readOnly: 'Puoi vedere queste impostazioni; per cambiarle serve il permesso di gestione della privacy.',
        purge: 'Rimuovi ora',
        purgeTitle: 'Rimuovere ora i dati vecchi?',
        purgeAsk: 'Rimuove ora, per sempre, ciò che la prossima esecuzione rimuoverebbe:',
      },
    },
  },
  pt: {
    ...REQUEST_LABELS.pt,
    resources: {
      privacy_retention: {
        name: 'Retenção de dados pessoais |||| Retenção de dados pessoais',
        fields: {
          id: 'Bairro',
          user_id: 'Pessoa',
          gate_days: 'Visitas na portaria, convidados, passes suspensos',
          log_days: 'Registros de acesso das pessoas do bairro e registro de consultas',
          export_days: 'Pedidos de exportação e seus arquivos',
          next_run: 'Removidos na próxima execução',
          visits: 'Visitas removidas',
          guests: 'Convidados removidos',
          passes: 'Passes de ajudantes suspensos removidos',
          logins: 'Registros de acesso removidos',
          reads: 'Consultas registradas removidas',
          exports: 'Pedidos de exportação removidos',
        },
        retention: 'Por quanto tempo os dados pessoais são mantidos',
        intro:
          'Os dados mais antigos são removidos por uma tarefa que o servidor executa a cada hora. O que ela apaga é contado no registro de alterações, sem nunca mostrar os dados. Uma pessoa que pertence a vários bairros mantém seus registros de acesso pelo prazo mais longo pedido por seus bairros.',
        days: 'dias',
        hint: 'De %{min} a %{max} dias (padrão %{default}).',
        nextRun: 'A próxima execução removerá',
        nextRunHint: 'Pelas configurações salvas. Salve para ver o que as novas removeriam.',
        nothing: 'Nada é antigo o bastante para ser removido.',
        readOnly: 'Você pode ver estas configurações; para alterá-las é preciso a permissão de gestão da privacidade.',
        purge: 'Remover agora',
        purgeTitle: 'Remover agora os dados antigos?',
        purgeAsk: 'Apaga agora, para sempre, o que a próxima execução removeria:',
      },
    },
  },
});

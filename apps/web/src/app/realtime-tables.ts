import { sessionQueryKey } from '@/features/auth/api/get-session';
import { agendaKeys } from '@/features/agenda/api/get-agenda';
import { AGENDA_REFETCH_DEBOUNCE_MS } from '@/features/agenda/utils/agenda-rules';
import { subscriptionKeys } from '@/features/billing/api/get-subscription';
import { contatoKeys } from '@/features/contatos/api/contatos';
import { conversaKeys } from '@/features/conversas/api/conversas';
import { disponibilidadeKeys } from '@/features/disponibilidades/api/get-disponibilidades';
import { attendantSettingsKeys } from '@/features/instances/api/attendant-settings';
import { iaSettingsKeys } from '@/features/instances/api/ia-settings';
import { instanceKeys } from '@/features/instances/api/get-instances';
import { lembreteSettingsKeys } from '@/features/instances/api/lembrete-settings';
import { localizacaoKeys } from '@/features/localizacoes/api/localizacoes';
import { notificacaoKeys } from '@/features/notificacoes/api/notificacoes';
import { profissionalKeys } from '@/features/profissionais/api/get-profissionais';
import { servicoKeys } from '@/features/servicos/api/get-servicos';
import { profileKeys } from '@/features/profile/api/get-profile';
import { conversaTesteKeys } from '@/features/conversa-teste/api/conversa-teste';
import { whatsappKeys } from '@/features/whatsapp/api/get-whatsapp-state';
import { registerRealtimeDebounce, registerRealtimeQueryKeys } from '@/lib/realtime-registry';

/** Which cached data each table's changes make stale. The user's display name follows nome. */
export function registerPanelRealtimeTables(): void {
  registerRealtimeQueryKeys('profiles', [profileKeys.all, sessionQueryKey]);
  // The plan of an instance sets its professionals' limit. A status change (the gateway's
  // webhook) re-checks an open Ativação tab at once; the server writes the status only when it
  // differs, so that check cannot notify again. Plan and renewal date follow Stripe's webhooks.
  // The attendant's, the reminder and the mode settings are columns of the instance ('Atendente'
  // tab, live across tabs).
  registerRealtimeQueryKeys('whatsapp_instances', [
    instanceKeys.all,
    profissionalKeys.all,
    whatsappKeys.all,
    subscriptionKeys.all,
    attendantSettingsKeys.all,
    lembreteSettingsKeys.all,
    iaSettingsKeys.all,
  ]);
  registerRealtimeQueryKeys('profissionais', [profissionalKeys.all]);
  registerRealtimeQueryKeys('profissionais_servicos', [profissionalKeys.all]);
  // A renamed or deleted service changes the professionals' linked-service lists too.
  registerRealtimeQueryKeys('servicos', [servicoKeys.all, profissionalKeys.all]);
  registerRealtimeQueryKeys('contatos', [contatoKeys.all]);
  registerRealtimeQueryKeys('localizacoes', [localizacaoKeys.all]);
  // A window's chip shows its location's name.
  registerRealtimeQueryKeys('localizacoes', [disponibilidadeKeys.all]);
  registerRealtimeQueryKeys('disponibilidades', [disponibilidadeKeys.all, agendaKeys.all]);
  registerRealtimeQueryKeys('disponibilidades_servicos', [disponibilidadeKeys.all, agendaKeys.all]);
  registerRealtimeQueryKeys('agendamentos', [agendaKeys.all]);
  // Appointment cards show their service's and contact's names; windows their location's.
  registerRealtimeQueryKeys('servicos', [agendaKeys.all]);
  registerRealtimeQueryKeys('contatos', [agendaKeys.all]);
  registerRealtimeQueryKeys('localizacoes', [agendaKeys.all]);
  // Spec §4: appointment and availability changes reload the agenda with a 500 ms debounce.
  registerRealtimeDebounce(agendaKeys.all, AGENDA_REFETCH_DEBOUNCE_MS);
  // The test chat: its messages and state, its appointments' count, the attendant's switch.
  for (const table of ['mensagens', 'conversas', 'agendamentos', 'whatsapp_instances'])
    registerRealtimeQueryKeys(table, [conversaTesteKeys.all]);
  // Conversas (issue 12): a message or a chat's state, unread count or contact changes the list,
  // the open chat, its messages and the waiting count; a booking changes the chat's appointments.
  registerRealtimeQueryKeys('conversas', [conversaKeys.all]);
  registerRealtimeQueryKeys('mensagens', [conversaKeys.all]);
  registerRealtimeQueryKeys('contatos', [conversaKeys.all]);
  registerRealtimeQueryKeys('agendamentos', [conversaKeys.all]);
  // A turn writes several rows at once: one reload after them.
  registerRealtimeDebounce(conversaKeys.all, CONVERSAS_REFETCH_DEBOUNCE_MS);
  // The owner's notices (issue 13): a new one shows in the bell and as a toast; one read in
  // another tab clears there too. 'Marcar todas' updates many rows: one reload after them.
  registerRealtimeQueryKeys('notificacoes', [notificacaoKeys.all]);
  registerRealtimeDebounce(notificacaoKeys.all, CONVERSAS_REFETCH_DEBOUNCE_MS);
}

const CONVERSAS_REFETCH_DEBOUNCE_MS = 150;

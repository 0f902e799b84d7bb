import type { Kysely } from 'kysely';
import { contatoExportFilename } from '@secretaria/shared/export-filename';
import type { ContatoExport } from '@secretaria/shared/lgpd-schemas';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import {
  findLgpdContato,
  listContatoConversaIds,
  listExportAgendamentos,
  listExportAvisos,
  listExportConversas,
  listExportMensagens,
  listExportNotificacoes,
} from './contato-lgpd.repo';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/**
 * Everything held about one contact (LGPD art. 18, docs/decisions/024): its fields, its
 * appointments with the service's, professional's and location's names, its chats with every
 * message, the reminder and notice jobs and the owner's notices about it. One read snapshot.
 * With the file name it is saved as ('contato-maria-souza-2026-11-27.json').
 */
export async function exportContato(
  db: Kysely<DB>,
  userId: string,
  id: string,
  now: Date,
): Promise<{ data: ContatoExport; filename: string }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const c = orNotFound(await findLgpdContato(tx, userId, id));
      const conversaIds = await listContatoConversaIds(tx, c);
      const [agendamentos, conversas, mensagens, avisos, notificacoes] = [
        await listExportAgendamentos(tx, c.id),
        await listExportConversas(tx, conversaIds),
        await listExportMensagens(tx, conversaIds),
        await listExportAvisos(tx, c.id, conversaIds),
        await listExportNotificacoes(tx, c.id, conversaIds),
      ];
      const filename = contatoExportFilename(c.nome, now, c.timezone ?? undefined);
      const data: ContatoExport = {
        exportado_em: now.toISOString(),
        contato: {
          id: c.id,
          nome: c.nome,
          telefone: c.telefone,
          whatsapp_instance_id: c.whatsapp_instance_id,
          instancia: c.instancia ?? null,
          opted_out_at: isoOrNull(c.opted_out_at),
          created_at: iso(c.created_at),
          updated_at: iso(c.updated_at),
        },
        agendamentos: agendamentos.map((a) => ({
          ...a,
          hora_inicio: a.hora_inicio.slice(0, 5),
          hora_fim: a.hora_fim.slice(0, 5),
          created_at: iso(a.created_at),
        })),
        conversas: conversas.map((cv) => ({
          ...cv,
          created_at: iso(cv.created_at),
          mensagens: mensagens
            .filter((m) => m.conversa_id === cv.id)
            .map(({ conversa_id: _, ...m }) => ({ ...m, created_at: iso(m.created_at) })),
        })),
        avisos: avisos.map((a) => ({ ...a, run_at: iso(a.run_at) })),
        notificacoes: notificacoes.map((n) => ({ ...n, created_at: iso(n.created_at) })),
      };
      return { data, filename };
    });
}

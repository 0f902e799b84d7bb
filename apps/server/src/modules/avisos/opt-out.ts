import type { Kysely, Transaction } from 'kysely';
import { optCommand, type OptCommand } from '@secretaria/shared/nlu/phrases';
import type { DB } from '@/db/schema';
import { setContatoOptedOut } from '@/modules/contatos/contatos.repo';

/** The readers of 'PARAR' and 'VOLTAR' live in nlu (phrases.ts). */
export { optCommand, type OptCommand };

export const OPT_OUT_TEXT =
  'Pronto, você não vai mais receber lembretes nem avisos automáticos deste número. Você ainda pode falar com a gente e agendar por aqui quando quiser. Para voltar a receber, envie VOLTAR.';
export const OPT_IN_TEXT =
  'Combinado! Você voltou a receber os lembretes e avisos dos seus horários. 😊';

/** Records the customer's choice; proactive jobs read it when they run. */
export async function applyOptCommand(
  db: Kysely<DB> | Transaction<DB>,
  contatoId: string,
  command: OptCommand,
  now: Date,
) {
  await setContatoOptedOut(db, contatoId, command === 'parar' ? now : null);
}

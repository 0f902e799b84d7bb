import type { Kysely, Transaction } from 'kysely';
import { foldAccents } from '@secretaria/shared/nlu/normalize';
import type { DB } from '@/db/schema';

export type OptCommand = 'parar' | 'voltar';

const STOP_ALONE =
  /^(parar|pare|para|sair|stop|descadastrar|cancelar (as )?(mensagens|lembretes|avisos))$/;
const STOP_PHRASE =
  /\b(nao quero (mais )?(receber )?(essas |estas |as )?(mensagens|lembretes|avisos|notificacoes)|(para|parar|pare|parem) de (me )?(mandar|enviar) (mensagens|lembretes|avisos)|nao (me )?(mande|mandem|envie|enviem) mais (mensagens|lembretes|avisos)|remover? (o )?meu numero (da lista)?)\b/;
const BACK_ALONE = /^(voltar|volta|voltar a receber)$/;
const BACK_PHRASE =
  /\bquero (voltar a )?receber (os |as )?(mensagens|lembretes|avisos)( de novo| novamente)?\b/;

/**
 * Whether a customer's message asks to stop or to resume the business's automatic messages
 * (reminders and notices): 'PARAR', 'sair', 'não quero mais mensagens'; 'VOLTAR'. A message
 * that says more than that (a 'para' inside a sentence) is left to the attendant.
 */
export function optCommand(text: string): OptCommand | undefined {
  const f = foldAccents(text.toLowerCase())
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!f || f.length > 120) return undefined;
  if (STOP_ALONE.test(f) || STOP_PHRASE.test(f)) return 'parar';
  if (BACK_ALONE.test(f) || BACK_PHRASE.test(f)) return 'voltar';
  return undefined;
}

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
  await db
    .updateTable('contatos')
    .set({ opted_out_at: command === 'parar' ? now : null })
    .where('id', '=', contatoId)
    .execute();
}

import type { Kysely } from 'kysely';
import type { Contato } from '@secretaria/shared/contatos-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { findContatoByPhone, insertContatoIfAbsent } from './contatos.repo';

/**
 * The instance's contact for a phone number, created with `nome` when there is none: the
 * attendant calls this for every sender. The usual case, a known sender, is one indexed read.
 * Race-safe without a lock: the insert does nothing on the (instance, phone) unique index and the
 * second read then sees whichever row won, so 20 simultaneous first messages leave one contact.
 * An existing contact keeps its name (the owner may have typed a better one). `userId` is the
 * instance's owner; `telefone` in E.164, as stored.
 */
export async function findOrCreateContatoByPhone(
  db: Kysely<DB>,
  args: { userId: string; instanceId: string; telefone: string; nome: string },
): Promise<Contato & { created: boolean }> {
  const find = () => findContatoByPhone(db, args.userId, args.instanceId, args.telefone);
  const known = await find();
  const inserted = known
    ? undefined
    : await insertContatoIfAbsent(db, {
        user_id: args.userId,
        whatsapp_instance_id: args.instanceId,
        nome: args.nome,
        telefone: args.telefone,
      });
  const row = known ?? inserted ?? (await find());
  // Neither found nor inserted: the instance is not this owner's.
  if (!row) throw instanceNotFound();
  return {
    id: row.id,
    nome: row.nome,
    telefone: row.telefone,
    whatsapp_instance_id: row.whatsapp_instance_id,
    updated_at: new Date(row.updated_at).toISOString(),
    created: inserted !== undefined,
  };
}

import type { Kysely } from 'kysely';
import type { Contato, ContatoRequest } from '@secretaria/shared/contatos-schemas';
import { AppError } from '@secretaria/shared/errors';
import type { DB } from '@/db/schema';
import { deleteOwnedRow } from '@/lib/owned-rows.repo';
import { msg } from '@secretaria/shared/messages';
import { contactPhoneE164 } from '@secretaria/shared/phone';
import { instanceNotFound, orNotFound } from '@/lib/not-found';
import { sqlState } from '@/lib/db-errors';
import { countAgendamentosOf } from '@/lib/references.repo';
import { instanceExists } from '@/modules/instances/instances.repo';
import { insertContato, listContatoRows, updateContatoRow } from './contatos.repo';

const toDto = (row: { updated_at: Date } & Omit<Contato, 'updated_at'>): Contato => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function listContatos(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
): Promise<Contato[]> {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  return (await listContatoRows(db, userId, instanceId)).map(toDto);
}

export async function createContato(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  input: ContatoRequest,
) {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  return toDto(
    await insertContato(db, {
      user_id: userId,
      whatsapp_instance_id: instanceId,
      nome: input.nome,
      telefone: contactPhoneE164(input.telefone),
    }).catch(duplicatePhone),
  );
}

/** Contacts are unique per instance and phone (docs/decisions/015): say which field clashes. */
function duplicatePhone(error: unknown): never {
  if (sqlState(error) === '23505')
    throw new AppError('CONFLICT', msg.contactPhoneDuplicate, {
      telefone: msg.contactPhoneDuplicate,
    });
  throw error;
}

export async function updateContato(
  db: Kysely<DB>,
  userId: string,
  id: string,
  input: ContatoRequest,
) {
  const changes = { nome: input.nome, telefone: contactPhoneE164(input.telefone) };
  return toDto(orNotFound(await updateContatoRow(db, userId, id, changes).catch(duplicatePhone)));
}

/**
 * A contact with appointments keeps them: deleting it is refused with the count and what to do
 * (the foreign key backs this up against a booking made in between; see lib/db-errors).
 */
export async function deleteContato(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  const n = await countAgendamentosOf(db, userId, 'contato_id', id);
  if (n > 0) throw new AppError('CONFLICT', msg.contactHasAgendamentos(n));
  orNotFound(await deleteOwnedRow(db, 'contatos', userId, id));
}

import type { Kysely } from 'kysely';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound, orNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import { toServicoDto } from './servico-dto';
import { updateServicoRow } from './servicos.repo';

/** Moving a service to another instance is allowed only to one of the owner's instances. */
export async function updateServico(
  db: Kysely<DB>,
  userId: string,
  id: string,
  input: {
    nome: string;
    descricao?: string | null;
    preco?: number | null;
    whatsapp_instance_id?: string;
  },
): Promise<Servico> {
  if (
    input.whatsapp_instance_id &&
    !(await instanceExists(db, userId, input.whatsapp_instance_id))
  ) {
    throw instanceNotFound();
  }
  const row = await updateServicoRow(db, userId, id, {
    nome: input.nome,
    descricao: input.descricao?.trim() ? input.descricao : null,
    ...(input.preco !== undefined ? { preco: input.preco } : {}),
    ...(input.whatsapp_instance_id ? { whatsapp_instance_id: input.whatsapp_instance_id } : {}),
  });
  return toServicoDto(orNotFound(row));
}

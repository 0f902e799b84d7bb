import type { Kysely } from 'kysely';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import { toServicoDto } from './servico-dto';
import { insertServico } from './servicos.repo';

/** A service always belongs to one of the owner's own instances. */
export async function createServico(
  db: Kysely<DB>,
  userId: string,
  input: {
    whatsapp_instance_id: string;
    nome: string;
    descricao?: string | null;
    preco?: number | null;
  },
): Promise<Servico> {
  if (!(await instanceExists(db, userId, input.whatsapp_instance_id))) throw instanceNotFound();
  const row = await insertServico(db, {
    user_id: userId,
    whatsapp_instance_id: input.whatsapp_instance_id,
    nome: input.nome,
    descricao: input.descricao?.trim() ? input.descricao : null,
    preco: input.preco ?? null,
  });
  return toServicoDto(row);
}

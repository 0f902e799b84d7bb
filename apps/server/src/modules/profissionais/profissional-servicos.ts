import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import type { ProfissionalServico } from '@secretaria/shared/profissionais-schemas';
import type { DB } from '@/db/schema';
import { orNotFound } from '@/lib/not-found';
import { findServicoRow } from '@/modules/servicos/servicos.repo';
import { toLinkDto } from './profissional-dto';
import {
  deleteLink,
  findLink,
  findProfissional,
  insertLink,
  listLinks,
  updateLinkTempo,
} from './profissionais.repo';

export async function listProfissionalServicos(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
): Promise<ProfissionalServico[]> {
  orNotFound(await findProfissional(db, userId, profissionalId));
  return (await listLinks(db, userId, profissionalId)).map(toLinkDto);
}

/** Links one of the owner's services of the same instance, with its duration for this professional. */
export async function linkServico(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  input: { servico_id: string; tempo_execucao: number },
): Promise<ProfissionalServico> {
  const profissional = orNotFound(await findProfissional(db, userId, profissionalId));
  const servico = orNotFound(await findServicoRow(db, userId, input.servico_id));
  if (servico.whatsapp_instance_id !== profissional.whatsapp_instance_id) {
    throw new AppError('VALIDATION', msg.serviceFromOtherInstance, {
      servico_id: msg.serviceFromOtherInstance,
    });
  }
  const inserted = await insertLink(db, {
    user_id: userId,
    profissional_id: profissionalId,
    ...input,
  });
  if (!inserted) throw new AppError('CONFLICT', msg.serviceAlreadyLinked);
  return toLinkDto(orNotFound(await findLink(db, userId, profissionalId, inserted.id)));
}

export async function updateServicoTempo(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  linkId: string,
  tempo: number,
): Promise<ProfissionalServico> {
  orNotFound(await updateLinkTempo(db, userId, profissionalId, linkId, tempo));
  return toLinkDto(orNotFound(await findLink(db, userId, profissionalId, linkId)));
}

export async function unlinkServico(
  db: Kysely<DB>,
  userId: string,
  profissionalId: string,
  linkId: string,
) {
  orNotFound(await deleteLink(db, userId, profissionalId, linkId));
}

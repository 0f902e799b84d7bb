import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  LinkServicoRequestSchema,
  ProfissionaisListSchema,
  ProfissionalRequestSchema,
  ProfissionalSchema,
  ProfissionalServicoSchema,
  UpdateTempoRequestSchema,
} from '@secretaria/shared/profissionais-schemas';
import type { DB } from '@/db/schema';
import { createApi, idParams, jsonBody, noContentResponses, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { createProfissional } from './create-profissional';
import { deleteProfissional } from './delete-profissional';
import { listProfissionais } from './list-profissionais';
import {
  linkServico,
  listProfissionalServicos,
  unlinkServico,
  updateServicoTempo,
} from './profissional-servicos';
import { updateProfissional } from './update-profissional';

const tags = ['Profissionais'];

const routes = {
  list: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/profissionais',
    tags,
    summary: 'Profissionais da instância, com o limite do plano',
    request: { params: idParams('instanceId') },
    responses: ownedResponses(ProfissionaisListSchema, 'Lista'),
  }),
  create: createRoute({
    method: 'post',
    path: '/instances/{instanceId}/profissionais',
    tags,
    summary: 'Adiciona um profissional (409 quando o limite do plano foi atingido)',
    request: { params: idParams('instanceId'), body: jsonBody(ProfissionalRequestSchema) },
    responses: ownedResponses(ProfissionalSchema, 'Profissional adicionado', 201),
  }),
  update: createRoute({
    method: 'patch',
    path: '/profissionais/{id}',
    tags,
    summary: 'Edita nome e especialidade',
    request: { params: idParams('id'), body: jsonBody(ProfissionalRequestSchema) },
    responses: ownedResponses(ProfissionalSchema, 'Profissional atualizado'),
  }),
  remove: createRoute({
    method: 'delete',
    path: '/profissionais/{id}',
    tags,
    summary: 'Remove o profissional',
    request: { params: idParams('id') },
    responses: noContentResponses,
  }),
  listLinks: createRoute({
    method: 'get',
    path: '/profissionais/{id}/servicos',
    tags,
    summary: 'Serviços vinculados, com o tempo de execução',
    request: { params: idParams('id') },
    responses: ownedResponses(z.array(ProfissionalServicoSchema), 'Vínculos'),
  }),
  link: createRoute({
    method: 'post',
    path: '/profissionais/{id}/servicos',
    tags,
    summary: 'Vincula um serviço da mesma instância',
    request: { params: idParams('id'), body: jsonBody(LinkServicoRequestSchema) },
    responses: ownedResponses(ProfissionalServicoSchema, 'Serviço vinculado com sucesso', 201),
  }),
  updateLink: createRoute({
    method: 'patch',
    path: '/profissionais/{id}/servicos/{linkId}',
    tags,
    summary: 'Altera o tempo de execução',
    request: { params: idParams('id', 'linkId'), body: jsonBody(UpdateTempoRequestSchema) },
    responses: ownedResponses(ProfissionalServicoSchema, 'Tempo atualizado com sucesso'),
  }),
  unlink: createRoute({
    method: 'delete',
    path: '/profissionais/{id}/servicos/{linkId}',
    tags,
    summary: 'Desvincula o serviço',
    request: { params: idParams('id', 'linkId') },
    responses: noContentResponses,
  }),
};

export function createProfissionalRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(await listProfissionais(db, c.var.user.id, c.req.valid('param').instanceId), 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(
        await createProfissional(
          db,
          c.var.user.id,
          c.req.valid('param').instanceId,
          c.req.valid('json'),
        ),
        201,
      ),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await updateProfissional(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routes.remove, async (c) => {
      await deleteProfissional(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.listLinks, async (c) =>
      c.json(await listProfissionalServicos(db, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.link, async (c) =>
      c.json(
        await linkServico(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(routes.updateLink, async (c) => {
      const { id, linkId } = c.req.valid('param');
      return c.json(
        await updateServicoTempo(db, c.var.user.id, id, linkId, c.req.valid('json').tempo_execucao),
        200,
      );
    })
    .openapi(routes.unlink, async (c) => {
      const { id, linkId } = c.req.valid('param');
      await unlinkServico(db, c.var.user.id, id, linkId);
      return c.body(null, 204);
    });
}

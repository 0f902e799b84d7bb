import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  CreateDisponibilidadesRequestSchema,
  CreateDisponibilidadesResponseSchema,
  DateRangeQuerySchema,
  DisponibilidadeSchema,
  UpdateDisponibilidadeRequestSchema,
} from '@secretaria/shared/disponibilidades-schemas';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createApi, idParams, jsonBody, noContentResponses, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import {
  createDisponibilidades,
  deleteDisponibilidade,
  listDisponibilidades,
  updateDisponibilidade,
} from './disponibilidades.service';

const tags = ['Disponibilidade'];

const list = createRoute({
  method: 'get',
  path: '/profissionais/{profissionalId}/disponibilidades',
  tags,
  summary: 'Janelas de disponibilidade do profissional num período (from, to)',
  request: { params: idParams('profissionalId'), query: DateRangeQuerySchema },
  responses: ownedResponses(z.array(DisponibilidadeSchema), 'Disponibilidades'),
});
const create = createRoute({
  method: 'post',
  path: '/profissionais/{profissionalId}/disponibilidades',
  tags,
  summary: 'Cria a mesma janela em cada dia selecionado',
  request: {
    params: idParams('profissionalId'),
    body: jsonBody(CreateDisponibilidadesRequestSchema),
  },
  responses: ownedResponses(CreateDisponibilidadesResponseSchema, 'Criadas', 201),
});
const update = createRoute({
  method: 'patch',
  path: '/disponibilidades/{id}',
  tags,
  summary: 'Edita a janela (os serviços são substituídos)',
  request: { params: idParams('id'), body: jsonBody(UpdateDisponibilidadeRequestSchema) },
  responses: ownedResponses(DisponibilidadeSchema, 'Atualizada'),
});
const remove = createRoute({
  method: 'delete',
  path: '/disponibilidades/{id}',
  tags,
  summary: 'Exclui a janela (vínculos primeiro); recusa se houver agendamentos ativos nela',
  request: { params: idParams('id') },
  responses: noContentResponses,
});

export function createDisponibilidadeRoutes(db: Kysely<DB>, clock: Clock) {
  return createApi<AuthedEnv>()
    .openapi(list, async (c) =>
      c.json(
        await listDisponibilidades(
          db,
          c.var.user.id,
          c.req.valid('param').profissionalId,
          c.req.valid('query'),
        ),
        200,
      ),
    )
    .openapi(create, async (c) =>
      c.json(
        await createDisponibilidades(
          db,
          c.var.user.id,
          c.req.valid('param').profissionalId,
          c.req.valid('json'),
          clock.now(c.var.user.id),
        ),
        201,
      ),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateDisponibilidade(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteDisponibilidade(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

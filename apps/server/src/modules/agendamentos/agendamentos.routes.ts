import { createRoute, z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import {
  AgendamentoSchema,
  FreeSlotSchema,
  FreeSlotsQuerySchema,
  CreateAgendamentoRequestSchema,
  RescheduleAgendamentoRequestSchema,
  UpdateAgendamentoStatusRequestSchema,
} from '@secretaria/shared/agendamentos-schemas';
import { DateRangeQuerySchema } from '@secretaria/shared/disponibilidades-schemas';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getHorariosLivres } from './horarios-livres';
import {
  createAgendamento,
  listAgendamentos,
  updateAgendamentoStatus,
} from './agendamentos.service';
import { rescheduleAgendamento } from './reschedule-agendamento';

const tags = ['Agenda'];

/** The 409s of a booking or a move (docs/decisions/015, 037), each with its pt-BR message. */
const bookingConflicts = `409 quando o profissional já tem um agendamento que se sobrepõe ('${msg.agendamentoOverlap}') ou quando o contato já tem outro agendamento ativo que coincide, com qualquer profissional, para a mesma pessoa atendida ('${msg.agendamentoContactOverlap}').`;

const list = createRoute({
  method: 'get',
  path: '/profissionais/{profissionalId}/agendamentos',
  tags,
  summary: 'Agendamentos do profissional num período (from, to)',
  request: { params: idParams('profissionalId'), query: DateRangeQuerySchema },
  responses: ownedResponses(z.array(AgendamentoSchema), 'Agendamentos'),
});
const create = createRoute({
  method: 'post',
  path: '/profissionais/{profissionalId}/agendamentos',
  tags,
  summary:
    'Agenda um horário (fim calculado pelo servidor; 409 se sobrepõe outro do profissional ou do contato)',
  description: bookingConflicts,
  request: { params: idParams('profissionalId'), body: jsonBody(CreateAgendamentoRequestSchema) },
  responses: ownedResponses(AgendamentoSchema, 'Agendado', 201),
});
const status = createRoute({
  method: 'patch',
  path: '/agendamentos/{id}/status',
  tags,
  summary: 'Confirma, cancela, conclui ou marca falta',
  request: { params: idParams('id'), body: jsonBody(UpdateAgendamentoStatusRequestSchema) },
  responses: ownedResponses(AgendamentoSchema, 'Situação atualizada'),
});
const reschedule = createRoute({
  method: 'patch',
  path: '/agendamentos/{id}',
  tags,
  summary:
    'Remarca o mesmo agendamento (dia, início, profissional opcional; 409 se sobrepõe outro do profissional ou do contato)',
  description: bookingConflicts,
  request: { params: idParams('id'), body: jsonBody(RescheduleAgendamentoRequestSchema) },
  responses: ownedResponses(AgendamentoSchema, 'Remarcado'),
});

const horarios = createRoute({
  method: 'get',
  path: '/instances/{instanceId}/horarios-livres',
  tags,
  summary: 'Horários livres de um serviço (profissional opcional) entre from e to',
  request: { params: idParams('instanceId'), query: FreeSlotsQuerySchema },
  responses: ownedResponses(z.array(FreeSlotSchema), 'Horários livres'),
});

export function createAgendamentoRoutes(db: Kysely<DB>, clock: Clock) {
  const owner = (userId: string) => ({ actor: 'dono' as const, now: clock.now(userId) });
  return createApi<AuthedEnv>()
    .openapi(list, async (c) =>
      c.json(
        await listAgendamentos(
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
        await createAgendamento(
          db,
          c.var.user.id,
          c.req.valid('param').profissionalId,
          c.req.valid('json'),
          owner(c.var.user.id),
        ),
        201,
      ),
    )
    .openapi(horarios, async (c) =>
      c.json(
        await getHorariosLivres(
          db,
          c.var.user.id,
          c.req.valid('param').instanceId,
          c.req.valid('query'),
          clock.now(c.var.user.id),
        ),
        200,
      ),
    )
    .openapi(status, async (c) =>
      c.json(
        await updateAgendamentoStatus(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').status,
          owner(c.var.user.id),
        ),
        200,
      ),
    )
    .openapi(reschedule, async (c) =>
      c.json(
        await rescheduleAgendamento(
          db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          owner(c.var.user.id),
        ),
        200,
      ),
    );
}

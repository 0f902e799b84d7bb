import { createRoute } from '@hono/zod-openapi';
import {
  ConversaDetalheSchema,
  ConversaResumoSchema,
  ConversasContagemSchema,
  ConversasPageSchema,
  EnviarMensagemHeadersSchema,
  EnviarMensagemRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  ListConversasQuerySchema,
  ListMensagensQuerySchema,
  MensagemSchema,
  MensagensPageSchema,
  UpdateConversaRequestSchema,
  UpdateNaoClienteRequestSchema,
} from '@secretaria/shared/conversas-schemas';
import { createApi, idParams, jsonBody, ownedResponses } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import {
  contarConversas,
  getConversa,
  markConversaLida,
  resendMensagem,
  sendOwnerMessage,
  setConversaIaAtiva,
  setConversaNaoClienteByOwner,
  type ConversaActionsDeps,
} from './conversa-actions';
import { listConversas } from './list-conversas';
import { listMensagens } from './list-mensagens';

const tags = ['Conversas'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/conversas',
    tags,
    summary: 'Conversas do WhatsApp da instância (atividade mais recente primeiro)',
    request: { params: idParams('instanceId'), query: ListConversasQuerySchema },
    responses: ownedResponses(ConversasPageSchema, 'Uma página de conversas'),
  }),
  contagem: createRoute({
    method: 'get',
    path: '/instances/{instanceId}/conversas/contagem',
    tags,
    summary: 'Quantas conversas da instância aguardam o dono e quantas têm mensagens não lidas',
    request: { params: idParams('instanceId') },
    responses: ownedResponses(ConversasContagemSchema, 'As contagens'),
  }),
  get: createRoute({
    method: 'get',
    path: '/conversas/{id}',
    tags,
    summary: 'Uma conversa, com o contato e os próximos agendamentos dele',
    request: { params: idParams('id') },
    responses: ownedResponses(ConversaDetalheSchema, 'A conversa'),
  }),
  update: createRoute({
    method: 'patch',
    path: '/conversas/{id}',
    tags,
    summary: "'IA ativa neste chat' ligada ou desligada ('Devolver para a IA' é ligada)",
    request: { params: idParams('id'), body: jsonBody(UpdateConversaRequestSchema) },
    responses: ownedResponses(ConversaResumoSchema, 'A conversa alterada'),
  }),
  naoCliente: createRoute({
    method: 'patch',
    path: '/conversas/{id}/nao-cliente',
    tags,
    summary:
      "'Não é cliente' (true: a atendente não responde mais neste chat) ou 'É cliente' (false: o chat volta para a atendente)",
    description: '404 quando a conversa não é do dono.',
    request: { params: idParams('id'), body: jsonBody(UpdateNaoClienteRequestSchema) },
    responses: ownedResponses(ConversaResumoSchema, 'A conversa alterada'),
  }),
  lida: createRoute({
    method: 'post',
    path: '/conversas/{id}/lida',
    tags,
    summary: 'Marca a conversa como lida (o dono a abriu)',
    request: { params: idParams('id') },
    responses: ownedResponses(ConversaResumoSchema, 'A conversa lida'),
  }),
  mensagens: createRoute({
    method: 'get',
    path: '/conversas/{id}/mensagens',
    tags,
    summary: 'Mensagens da conversa (mais recentes primeiro)',
    request: { params: idParams('id'), query: ListMensagensQuerySchema },
    responses: ownedResponses(MensagensPageSchema, 'Uma página de mensagens'),
  }),
  enviar: createRoute({
    method: 'post',
    path: '/conversas/{id}/mensagens',
    tags,
    summary: 'O dono escreve na conversa pelo painel (pausa a atendente neste chat)',
    description:
      "Com o cabeçalho 'Idempotency-Key' (gerado pelo cliente, 8 a 128 letras, números, '-' ou '_'), o envio é idempotente: repetir a mesma chave com a mesma conversa e o mesmo texto devolve a mensagem já gravada, sem enviar de novo; a chave usada para outra conversa ou outro texto é 409. Chave por dono.",
    request: {
      params: idParams('id'),
      headers: EnviarMensagemHeadersSchema,
      body: jsonBody(EnviarMensagemRequestSchema),
    },
    responses: ownedResponses(MensagemSchema, 'A mensagem, pendente de envio', 201),
  }),
  reenviar: createRoute({
    method: 'post',
    path: '/conversas/{id}/mensagens/{mensagemId}/reenviar',
    tags,
    summary: "'Tentar de novo': a mensagem que falhou volta para a fila de envio",
    description:
      '404 quando a conversa não é do dono ou a mensagem não é dela; 409 quando a mensagem não falhou.',
    request: { params: idParams('id', 'mensagemId') },
    responses: ownedResponses(MensagemSchema, 'A mensagem, pendente de envio de novo'),
  }),
};

export function createConversaRoutes(deps: ConversaActionsDeps) {
  const { db } = deps;
  return createApi<AuthedEnv>()
    .openapi(routes.list, async (c) =>
      c.json(
        await listConversas(
          db,
          c.var.user.id,
          c.req.valid('param').instanceId,
          c.req.valid('query'),
        ),
        200,
      ),
    )
    .openapi(routes.contagem, async (c) =>
      c.json(await contarConversas(db, c.var.user.id, c.req.valid('param').instanceId), 200),
    )
    .openapi(routes.get, async (c) =>
      c.json(await getConversa(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await setConversaIaAtiva(
          deps,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').ia_ativa,
        ),
        200,
      ),
    )
    .openapi(routes.naoCliente, async (c) =>
      c.json(
        await setConversaNaoClienteByOwner(
          deps,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').nao_cliente,
        ),
        200,
      ),
    )
    .openapi(routes.lida, async (c) =>
      c.json(await markConversaLida(deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(routes.mensagens, async (c) =>
      c.json(
        await listMensagens(db, c.var.user.id, c.req.valid('param').id, c.req.valid('query')),
        200,
      ),
    )
    .openapi(routes.enviar, async (c) =>
      c.json(
        await sendOwnerMessage(
          deps,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').texto,
          c.req.valid('header')[IDEMPOTENCY_KEY_HEADER],
        ),
        201,
      ),
    )
    .openapi(routes.reenviar, async (c) => {
      const { id, mensagemId } = c.req.valid('param');
      return c.json(await resendMensagem(deps, c.var.user.id, id, mensagemId), 200);
    });
}

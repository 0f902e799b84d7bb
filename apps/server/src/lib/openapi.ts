import { OpenAPIHono, z } from '@hono/zod-openapi';
import { ErrorEnvelopeSchema } from '@secretaria/shared/api-schemas';
import { AppError } from '@secretaria/shared/errors';
import { IdSchema } from '@secretaria/shared/ids';
import { msg } from '@secretaria/shared/messages';
import { zodToAppError } from './http-errors';

/**
 * A domain sub-app whose request validation failures become our pt-BR VALIDATION envelope.
 * A malformed path id cannot name an existing record, so it is a 404 like any unknown id.
 */
export function createApi<E extends object = object>() {
  return new OpenAPIHono<E & { Bindings: object }>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === 'param') throw new AppError('NOT_FOUND', msg.recordNotFound);
      throw zodToAppError(result.error);
    },
  });
}

export function idParams<K extends string>(...names: K[]) {
  const shape = Object.fromEntries(
    names.map((n) => [n, IdSchema.openapi({ param: { name: n, in: 'path' } })]),
  );
  return z.object(shape as Record<K, typeof IdSchema>);
}

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const jsonResponse = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponses = {
  400: jsonResponse(ErrorEnvelopeSchema, 'Entrada inválida (mensagem em pt-BR)'),
  401: jsonResponse(ErrorEnvelopeSchema, 'Usuário não autenticado'),
  403: jsonResponse(ErrorEnvelopeSchema, 'Recusado (por exemplo, senha de confirmação incorreta)'),
  404: jsonResponse(ErrorEnvelopeSchema, 'Não encontrado (ou de outro dono)'),
  409: jsonResponse(ErrorEnvelopeSchema, 'Conflito com o estado atual'),
  429: jsonResponse(ErrorEnvelopeSchema, 'Muitas tentativas: aguarde um minuto'),
  503: jsonResponse(ErrorEnvelopeSchema, 'Serviço externo (pagamentos ou WhatsApp) indisponível'),
} as const;

/** Responses for a route that returns `schema` with `status`, plus the usual failures. */
export const ownedResponses = <S extends z.ZodType>(
  schema: S,
  description: string,
  status: 200 | 201 = 200,
) =>
  ({
    [status]: jsonResponse(schema, description),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  }) as const;

export const noContentResponses = {
  204: { description: 'Removido' },
  401: errorResponses[401],
  404: errorResponses[404],
  409: errorResponses[409],
} as const;

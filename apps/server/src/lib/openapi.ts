import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { ErrorEnvelopeSchema } from '@secretaria/shared/api-schemas';
import { zodToAppError } from './http-errors';

/** A domain sub-app whose request validation failures become our pt-BR VALIDATION envelope. */
export function createApi<E extends object = object>() {
  return new OpenAPIHono<E & { Bindings: object }>({
    defaultHook: (result) => {
      if (!result.success) throw zodToAppError(result.error);
    },
  });
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
  404: jsonResponse(ErrorEnvelopeSchema, 'Não encontrado (ou de outro dono)'),
} as const;

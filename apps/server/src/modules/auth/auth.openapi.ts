import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  RequestPasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  SendVerificationEmailRequestSchema,
  SessionUserSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@secretaria/shared/auth-schemas';
import { errorResponses, jsonBody, jsonResponse } from '@/lib/openapi';

const OkSchema = z.object({ status: z.boolean().optional() }).loose();
const SessionSchema = z
  .object({
    session: z.object({ expiresAt: z.string(), userId: z.string() }).loose(),
    user: SessionUserSchema,
  })
  .nullable();
const UserReplySchema = z.object({ user: SessionUserSchema }).loose();

/** Documents the better-auth endpoints the product exposes, with the bodies auth.routes enforces. */
export function registerAuthOpenApi(api: OpenAPIHono) {
  const post = (path: string, summary: string, body: z.ZodType, reply: z.ZodType, extra = {}) =>
    api.openAPIRegistry.registerPath({
      method: 'post',
      path: `/auth${path}`,
      tags: ['Autenticação'],
      summary,
      request: { body: jsonBody(body) },
      responses: { 200: jsonResponse(reply, 'OK'), 400: errorResponses[400], ...extra },
    });
  post(
    '/sign-up/email',
    'Cadastro (envia o email de confirmação; não inicia sessão)',
    SignUpRequestSchema,
    UserReplySchema,
  );
  post(
    '/sign-in/email',
    'Login; define o cookie de sessão httpOnly',
    SignInRequestSchema,
    UserReplySchema,
    {
      401: jsonResponse(
        errorResponses[400].content['application/json'].schema,
        'Email ou senha incorretos',
      ),
      403: jsonResponse(
        errorResponses[400].content['application/json'].schema,
        'Email não confirmado',
      ),
      429: jsonResponse(
        errorResponses[400].content['application/json'].schema,
        'Muitas tentativas',
      ),
    },
  );
  post(
    '/send-verification-email',
    'Reenvia o email de confirmação',
    SendVerificationEmailRequestSchema,
    OkSchema,
  );
  post(
    '/request-password-reset',
    'Envia o link de redefinição de senha',
    RequestPasswordResetRequestSchema,
    OkSchema,
  );
  post(
    '/reset-password',
    'Define a nova senha com o token do email',
    ResetPasswordRequestSchema,
    OkSchema,
  );
  post(
    '/change-password',
    'Troca a senha (confere a atual; encerra as outras sessões)',
    ChangePasswordRequestSchema,
    UserReplySchema,
  );
  api.openAPIRegistry.registerPath({
    method: 'post',
    path: '/auth/sign-out',
    tags: ['Autenticação'],
    summary: 'Encerra a sessão',
    responses: { 200: jsonResponse(OkSchema, 'OK') },
  });
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: '/auth/get-session',
    tags: ['Autenticação'],
    summary: 'Sessão atual (null quando não há)',
    responses: { 200: jsonResponse(SessionSchema, 'Sessão') },
  });
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: '/auth/verify-email',
    tags: ['Autenticação'],
    summary: 'Confirma o email (link do email) e redireciona para callbackURL',
    request: { query: z.object({ token: z.string(), callbackURL: z.string().optional() }) },
    responses: {
      302: { description: 'Redireciona para callbackURL (com ?error= se o token for inválido)' },
    },
  });
}

import { createRoute } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ProfileSchema, UpdateProfileRequestSchema } from '@secretaria/shared/profile-schemas';
import type { DB } from '@/db/schema';
import { createApi, errorResponses, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['Perfil'],
  summary: 'Dados pessoais do usuário autenticado',
  responses: { 200: jsonResponse(ProfileSchema, 'Perfil'), 401: errorResponses[401] },
});

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['Perfil'],
  summary: 'Atualiza nome e telefone',
  request: { body: jsonBody(UpdateProfileRequestSchema) },
  responses: {
    200: jsonResponse(ProfileSchema, 'Perfil atualizado'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

export function createProfileRoutes(db: Kysely<DB>) {
  return createApi<AuthedEnv>()
    .openapi(getProfileRoute, async (c) => c.json(await getProfile(db, c.var.user), 200))
    .openapi(updateProfileRoute, async (c) =>
      c.json(await updateProfile(db, c.var.user, c.req.valid('json')), 200),
    );
}

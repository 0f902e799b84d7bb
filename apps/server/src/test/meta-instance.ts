import { expect } from 'vitest';
import type { TestServer } from './test-server';

type User = Awaited<ReturnType<TestServer['createUser']>>;

/**
 * An instance of `user` on `number` connected through the official API to a fresh test number of
 * the Meta simulator, as the owner does in Ativação (the dev route's button, then the check).
 */
export async function connectMetaInstance(server: TestServer, user: User, number: string) {
  const id = await server.createInstance(user.id, {
    phone_number: number.slice(2),
    full_phone_number: number,
    evolution_status: 'criado',
  });
  const ask = (method: string, path: string, json?: unknown) =>
    server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
  const issued = await ask('POST', `/api/dev/instances/${id}/meta-test-number`);
  expect(issued.status, await issued.clone().text()).toBe(201);
  const credentials = (await issued.json()) as {
    phoneNumberId: string;
    wabaId: string;
    accessToken: string;
  };
  const connected = await ask('PUT', `/api/instances/${id}/whatsapp/meta`, credentials);
  expect(connected.status, await connected.text()).toBe(200);
  return { id, number, ...credentials };
}

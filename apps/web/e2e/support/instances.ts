import { expect, type APIRequestContext } from '@playwright/test';

export type TestInstance = {
  id: string;
  name: string | null;
  phone_number: string | null;
  full_phone_number: string | null;
  pais_id: number | null;
  assistant_name: string | null;
  status: string;
  timezone: string;
};

type NewInstance = {
  name?: string | null;
  phoneNumber?: string;
  assistantName?: string;
  price_id?: 'start' | 'pro' | 'ultra';
  status?: 'Ativo' | 'Inativo' | 'Erro';
};

let counter = 0;

/** A phone number no other test uses: 11 9 + 8 digits. */
export function uniquePhone(): string {
  counter += 1;
  const n = (Date.now() * 10 + counter + process.pid) % 1e8;
  return `119${String(n).padStart(8, '0')}`;
}

/**
 * An instance for the signed-in owner of `request`, through the embedded server's test-only
 * endpoint (instances normally come from checkout).
 */
export async function createInstance(
  request: APIRequestContext,
  data: NewInstance = {},
): Promise<TestInstance> {
  const response = await request.post('/api/dev/instances', {
    data: { phoneNumber: uniquePhone(), ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TestInstance;
}

/** POST to one of the records' endpoints and return the created row. */
export async function createRecord<T = { id: string }>(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

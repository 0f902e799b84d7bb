import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/test/test-server';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function count(table: string, userId: string) {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(server.db);
  return rows[0]!.n;
}

describe('npm run demo', () => {
  it('creates a confirmed owner with the promised data, and running it again resets it', async () => {
    await seedDemo(server.db, server.auth);
    const { userId } = await seedDemo(server.db, server.auth);
    expect({
      instances: await count('whatsapp_instances', userId),
      profissionais: await count('profissionais', userId),
      servicos: await count('servicos', userId),
      links: await count('profissionais_servicos', userId),
      localizacoes: await count('localizacoes', userId),
      contatos: await count('contatos', userId),
      disponibilidades: await count('disponibilidades', userId),
      agendamentos: await count('agendamentos', userId),
    }).toEqual({
      instances: 1,
      profissionais: 3,
      servicos: 5,
      links: 7,
      localizacoes: 2,
      contatos: 20,
      disponibilidades: 30,
      agendamentos: 12,
    });
    const cookie = await server.signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const [instance] = await (await server.request('/api/instances', { cookie })).json();
    expect(instance).toMatchObject({ name: 'Clínica Bem-Estar', price_id: 'pro' });
    // The attendant has something to say about the business from the first message.
    const settings = await (
      await server.request(`/api/instances/${instance.id}/attendant-settings`, { cookie })
    ).json();
    expect(settings).toMatchObject({ assistant_name: 'Sofia', cancel_notice_hours: 12 });
    expect(settings.greeting).toContain('Clínica Bem-Estar');
    expect(settings.knowledge_base).toContain('Pix');
  });
});

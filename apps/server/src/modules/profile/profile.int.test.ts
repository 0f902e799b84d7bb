import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { brazilianNationalDigits } from '@secretaria/shared/phone';
import { createTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const patch = (cookie: string, json: unknown) =>
  server.request('/api/profile', { method: 'PATCH', cookie, json });

describe('profile', () => {
  it('saves nome and phone, the phone in E.164, and returns them with the e-mail', async () => {
    const user = await server.createUser({ name: 'Ana' });
    const res = await patch(user.cookie, { nome: 'Ana Souza', phone: '11987654321' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      nome: 'Ana Souza',
      phone: '+5511987654321',
      email: user.email,
    });
    const stored = await server.db
      .selectFrom('profiles')
      .select('phone')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.phone).toBe('+5511987654321');
    const again = await (await server.request('/api/profile', { cookie: user.cookie })).json();
    expect(again).toMatchObject({ nome: 'Ana Souza', phone: '+5511987654321' });
    const sessionName = await (
      await server.request('/api/auth/get-session', { cookie: user.cookie })
    ).json();
    expect(sessionName.user.name).toBe('Ana Souza');
  });

  it('keeps the phone the same through a round trip of the form (national digits back)', async () => {
    const user = await server.createUser();
    for (const typed of ['1133334444', '21987654321']) {
      const saved = await (await patch(user.cookie, { nome: 'Ida Volta', phone: typed })).json();
      // What the form shows and sends again: the national digits of the stored '+55…'.
      const resent = brazilianNationalDigits(saved.phone);
      expect(resent).toBe(typed);
      const again = await (await patch(user.cookie, { nome: 'Ida Volta', phone: resent })).json();
      expect(again.phone).toBe(saved.phone);
    }
  });

  it('clears the phone when it is sent empty', async () => {
    const user = await server.createUser();
    await patch(user.cookie, { nome: 'Com Fone', phone: '1133334444' });
    const res = await patch(user.cookie, { nome: 'Com Fone', phone: '' });
    expect((await res.json()).phone).toBeNull();
  });

  it.each([
    [{ nome: 'A' }, 'nome', msg.profileNameMin],
    [{ nome: 'Ana', phone: '11-98765' }, 'phone', msg.digitsOnly],
    [{ nome: 'Ana', phone: '119876543210' }, 'phone', msg.profilePhoneMax],
    [{ nome: 'x'.repeat(101) }, 'nome', msg.nameMax],
  ])('refuses %j with the field message', async (body, field, message) => {
    const user = await server.createUser();
    const res = await patch(user.cookie, body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe('VALIDATION');
    expect(json.error.fields[field]).toBe(message);
  });

  it('needs a session', async () => {
    const res = await server.request('/api/profile');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: msg.notAuthenticated },
    });
  });

  it("never shows or changes another owner's profile", async () => {
    const first = await server.createUser({ name: 'Primeiro Dono' });
    const second = await server.createUser({ name: 'Segundo Dono' });
    await patch(second.cookie, { nome: 'Segundo Alterado', phone: '21999998888' });
    const firstProfile = await (
      await server.request('/api/profile', { cookie: first.cookie })
    ).json();
    expect(firstProfile).toMatchObject({ nome: 'Primeiro Dono', phone: null, email: first.email });
    const secondProfile = await (
      await server.request('/api/profile', { cookie: second.cookie })
    ).json();
    expect(secondProfile.email).toBe(second.email);
  });
});

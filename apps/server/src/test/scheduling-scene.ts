import type { TestServer } from './test-server';
import { LOCALIZACAO_CENTRO } from './test-shop';

type User = Awaited<ReturnType<TestServer['createUser']>>;

/** A day `n` days from now, as YYYY-MM-DD. */
export const dayFromNow = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Requests as `owner`; `post` expects 201 and returns the id (of the first item of a list). */
export function ownerApi(server: TestServer, owner: User) {
  const as = (method: string, path: string, json?: unknown) =>
    server.request(path, { method, cookie: owner.cookie, ...(json === undefined ? {} : { json }) });
  const post = async (path: string, json: unknown) => {
    const res = await as('POST', path, json);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    return (body.items ? body.items[0].id : body.id) as string;
  };
  return { as, post };
}

/**
 * A new instance of `owner` with the professional Bia performing 'Corte' in `tempo` minutes, the
 * location 'Centro' and the contact João: what scheduling tests start from.
 */
export async function schedulingScene(
  server: TestServer,
  owner: User,
  { tempo = 45 }: { tempo?: number } = {},
) {
  const { post } = ownerApi(server, owner);
  const instance = await server.createInstance(owner.id);
  const prof = await post(`/api/instances/${instance}/profissionais`, {
    nome: 'Bia',
    especialidade: 'Cabelo',
  });
  const corte = await post(`/api/instances/${instance}/servicos`, { nome: 'Corte' });
  await post(`/api/profissionais/${prof}/servicos`, { servico_id: corte, tempo_execucao: tempo });
  const local = await post(`/api/instances/${instance}/localizacoes`, LOCALIZACAO_CENTRO);
  const contato = await post(`/api/instances/${instance}/contatos`, {
    nome: 'João',
    telefone: '11987654321',
  });
  return { instance, prof, corte, local, contato };
}

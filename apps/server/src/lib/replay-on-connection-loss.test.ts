import { describe, expect, it } from 'vitest';
import { REPLAY_HEADER, replayOnConnectionLoss } from './replay-on-connection-loss';

/** A server whose first `losses` answers are the error handler's "lost before the commit" 503. */
function serverLosing(losses: number) {
  const seen: Array<{ method: string; body: string }> = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, body: await request.text() });
    if (seen.length <= losses)
      return new Response('{"error":{}}', {
        status: 503,
        headers: { [REPLAY_HEADER]: '1', 'retry-after': '1' },
      });
    return new Response('{"id":"1"}', { status: 201 });
  };
  return { fetch: replayOnConnectionLoss(fetch), seen };
}

const post = () =>
  new Request('http://127.0.0.1/api/instances/1/contatos', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '17' },
    body: '{"nome":"Cliente"}'.slice(0, 17),
  });

describe('replayOnConnectionLoss', () => {
  it('runs a request lost before its commit once more, with the same body', async () => {
    const server = serverLosing(1);
    const res = await server.fetch(post());
    expect(res.status).toBe(201);
    expect(server.seen).toHaveLength(2);
    expect(server.seen[1]).toEqual(server.seen[0]);
    expect(server.seen[0]!.body).toBe('{"nome":"Cliente"');
  });

  it('answers the 503 with Retry-After, without its marker, when the second run is lost too', async () => {
    const server = serverLosing(2);
    const res = await server.fetch(post());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.has(REPLAY_HEADER)).toBe(false);
    expect(server.seen).toHaveLength(2);
  });

  it('leaves every other answer alone', async () => {
    const server = serverLosing(0);
    expect((await server.fetch(post())).status).toBe(201);
    expect(server.seen).toHaveLength(1);
  });

  it('never reads the body of a GET (the node server would build a full Request for it)', async () => {
    const server = serverLosing(0);
    const get = new Request('http://127.0.0.1/api/instances');
    let bodyReads = 0;
    const watched = new Proxy(get, {
      get(target, key) {
        if (key === 'body') bodyReads += 1;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    expect((await server.fetch(watched)).status).toBe(201);
    expect(bodyReads).toBe(0);
  });
});

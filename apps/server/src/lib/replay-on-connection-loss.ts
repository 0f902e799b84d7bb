import { AsyncLocalStorage } from 'node:async_hooks';

/** What a request has done that running it again would repeat. */
type RequestEffects = { committed: boolean };
const effects = new AsyncLocalStorage<RequestEffects>();

/**
 * Called by the database pool when a statement of the request in progress took effect (a COMMIT,
 * or a write outside a transaction): from then on the request is never run again, since its
 * second run would repeat that effect.
 */
export function noteCommitted() {
  const store = effects.getStore();
  if (store) store.committed = true;
}

/** Whether the request in progress may run again after losing its connection (nothing committed). */
export const mayReplay = () => effects.getStore()?.committed === false;

/** Set by the error handler on the 503 of a request whose database work was lost uncommitted. */
export const REPLAY_HEADER = 'x-replay-on-connection-loss';
/** Bodies up to this size are kept to be sent again; larger ones (refused anyway) are not. */
const MAX_REPLAY_BODY = 1_048_576;

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * A request whose database connection was lost before any COMMIT was sent (PostgreSQL restarted
 * or failed over, an operator's pg_terminate_backend; db/database marks the error and the error
 * handler answers 503 with REPLAY_HEADER) runs once more, on a fresh connection, instead of
 * reaching the client as a failure: nothing of its first run was committed, so running it again
 * is running it once. A request that committed an earlier transaction before the loss is not run
 * again (mayReplay). A second loss goes out as the 503 with Retry-After.
 */
export function replayOnConnectionLoss<F extends Fetch>(fetch: F): F {
  return (async (request: Request, ...rest: never[]) => {
    // GET and HEAD carry no body: never touch `request.body` for them, which would make
    // @hono/node-server build a full Request instead of its light one on every read.
    const bodiless = request.method === 'GET' || request.method === 'HEAD';
    const length = bodiless
      ? 0
      : Number(request.headers.get('content-length') ?? (request.body ? NaN : 0));
    if (!(length <= MAX_REPLAY_BODY)) return fetch(request, ...rest);
    const body = length > 0 ? await request.arrayBuffer() : undefined;
    const copy = () =>
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
      });
    // Without a body the request itself goes first (no copy on the hot path of every read).
    const firstRun: RequestEffects = { committed: false };
    const first = await effects.run(firstRun, () =>
      fetch(body === undefined ? request : copy(), ...rest),
    );
    if (!first.headers.has(REPLAY_HEADER)) return first;
    await first.body?.cancel();
    const second = await effects.run({ committed: false }, () => fetch(copy(), ...rest));
    if (!second.headers.has(REPLAY_HEADER)) return second;
    const headers = new Headers(second.headers);
    headers.delete(REPLAY_HEADER);
    return new Response(second.body, { status: second.status, headers });
  }) as F;
}

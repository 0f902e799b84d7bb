import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Header the proxy answers with: which backend served the request (the SSE check reads it). */
export const BACKEND_HEADER = 'x-chaos-backend';
/** Header of the proxy's own 502: 'kill' when the backend was killed by the test, else 'error'. */
export const CUT_HEADER = 'x-chaos-cut';

/**
 * A round-robin HTTP proxy on loopback in front of the server processes of the chaos test, as a
 * load balancer would stand (docs: README "Chaos test"). Bodies stream both ways, so SSE works.
 * A backend the test is about to kill is first taken out of the rotation and marked doomed: a
 * request it had in flight is then "cut by the kill" (502 with CUT_HEADER 'kill', or the client's
 * socket destroyed when the answer had begun), counted apart from any other failure.
 */
export async function startRoundRobinProxy(backends: string[]) {
  let rotation = [...backends];
  let next = 0;
  const doomed = new Set<string>();
  const cuts = { kill: 0, error: 0 };

  const server = http.createServer((req, res) => {
    if (rotation.length === 0) {
      res.writeHead(503, { [CUT_HEADER]: 'error' }).end();
      cuts.error += 1;
      return;
    }
    const target = new URL(rotation[next++ % rotation.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [BACKEND_HEADER]: target.origin,
        });
        answer.pipe(res);
        answer.on('error', () => cut());
      },
    );
    let closed = false;
    const cut = () => {
      // Once per request; and when the client left first (an SSE tab closed), nothing was cut.
      if (closed) return;
      closed = true;
      const kind = doomed.has(target.origin) ? 'kill' : 'error';
      cuts[kind] += 1;
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { [CUT_HEADER]: kind, [BACKEND_HEADER]: target.origin }).end();
    };
    upstream.on('error', cut);
    // The client went away (an aborted SSE stream): let the backend know.
    res.on('close', () => {
      closed = true;
      upstream.destroy();
    });
    req.pipe(upstream);
  });
  // Longer than the test client's own keep-alive (undici: 4 s): a connection the proxy closes
  // just as the client reuses it would fail a request that no backend ever saw.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    cuts,
    /** Takes a backend out of the rotation; what it still has in flight counts as cut by a kill. */
    doom(backend: string) {
      doomed.add(new URL(backend).origin);
      rotation = rotation.filter((b) => new URL(b).origin !== new URL(backend).origin);
    },
    add(backend: string) {
      rotation = [...rotation, backend];
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;

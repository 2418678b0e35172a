import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  url: string;
  /** Requests each upstream answered, by its URL. */
  answered: Map<string, number>;
  close(): Promise<void>;
};

/** A connection refused means the node never saw the request: any method may go to the next node. */
const NEVER_REACHED = new Set(['ECONNREFUSED']);

/**
 * A small load balancer for tests and `npm run bench:nodes`: each request goes to the next upstream in turn, on a
 * connection of its own (no keep-alive, so a stopping node refuses new requests cleanly instead of resetting a
 * reused socket mid-request). A node that refuses the connection is skipped for that request, as a load balancer's
 * health check would take it out; a request a node accepted and then lost is answered 502, never sent twice (a
 * write could have happened). It adds X-Forwarded-For and X-Forwarded-Proto as a real one does.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  let next = 0;
  const answered = new Map(upstreams.map((upstream) => [new URL(upstream).origin, 0]));
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++;
      const attempt = (tries: number) => {
        const upstream = new URL(upstreams[(first + tries) % upstreams.length]!);
        const forwarded = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: request.method,
            path: request.url,
            agent,
            headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', connection: 'close' },
          },
          (answer) => {
            answered.set(upstream.origin, (answered.get(upstream.origin) ?? 0) + 1);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        forwarded.on('error', (error: NodeJS.ErrnoException) => {
          if (NEVER_REACHED.has(error.code ?? '') && tries + 1 < upstreams.length) return attempt(tries + 1);
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No node answered (${error.code ?? error.message})` }));
          else response.destroy();
        });
        forwarded.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

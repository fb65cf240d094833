import http from 'node:http';
import type net from 'node:net';

/** Header a test sends to say which client address the balancer should report for it. */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-address';

export interface TBalancer {
  base: string;
  /** Requests forwarded to each backend, in the order given. */
  forwarded: number[];
  close(): Promise<void>;
}

/**
 * A round-robin HTTP load balancer in front of several server processes, as a deployment would have:
 * each request goes to the next backend with X-Forwarded-For set to the client address (the one the
 * test names in CLIENT_ADDRESS_HEADER, else 203.0.113.1). Backends run with TRUST_PROXY=true.
 */
export async function startBalancer(backends: string[]): Promise<TBalancer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const forwarded = backends.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next;
    next = (next + 1) % backends.length;
    forwarded[i] = (forwarded[i] ?? 0) + 1;
    const target = new URL(backends[i]!);
    const { [CLIENT_ADDRESS_HEADER]: chosen, 'x-forwarded-for': _ignored, ...headers } = req.headers;
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, 'x-forwarded-for': String(chosen ?? '203.0.113.1') },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  });
  // Longer than the clients keep idle connections (undici: 4 s), so the balancer never closes one
  // that a client is reusing at that very moment (which the client would see as ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets for these options, computed once. The options are static (no
 * per-request nonces), so every response gets the same headers; building them per request, as
 * @fastify/helmet does, cost a measurable share of each cached catalogue read.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers for a request that came over TLS, and for one that came over plain HTTP. HSTS and
 * `upgrade-insecure-requests` only make sense over TLS: sent over plain HTTP (a newcomer trying the
 * mall at http://<machine>:8080 on a LAN), the browser asks for every script over https and the page
 * stays white. Over plain HTTP they are left out; the rest of the policy stays.
 */
export function securityHeaderSets(options: HelmetOptions): {
  tls: Record<string, string>;
  plain: Record<string, string>;
} {
  const csp = options.contentSecurityPolicy;
  const plainCsp =
    csp && typeof csp === 'object' ? { ...csp, directives: { ...csp.directives, upgradeInsecureRequests: null } } : csp;
  return {
    tls: computeSecurityHeaders(options),
    plain: computeSecurityHeaders({
      ...options,
      contentSecurityPolicy: plainCsp,
      strictTransportSecurity: false,
    } as HelmetOptions),
  };
}

/**
 * The headers of an API answer (a POST: JSON, or a file to download). It is never rendered as a page,
 * so the page policy's allowances and the headers that only a document reads (referrer, opener,
 * agent cluster, old IE switches) would only weigh on every answer: it gets a policy that allows
 * nothing and may not be framed, `nosniff`, the resource policy, and HSTS over TLS.
 */
export function apiHeaderSet(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return {
    ...Object.fromEntries(kept.flatMap((name) => (pageHeaders[name] ? [[name, pageHeaders[name]]] : []))),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/**
 * Adds the precomputed headers to every response, chosen by how the request arrived: directly over
 * TLS, or with `X-Forwarded-Proto: https` from a trusted proxy (Fastify's `req.protocol` honours
 * `trustProxy`); API calls (POST) get the API set.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { tls, plain } = securityHeaderSets(options);
  const api = { tls: apiHeaderSet(tls), plain: apiHeaderSet(plain) };
  app.addHook('onRequest', (req, reply, done) => {
    const sets = req.method === 'POST' ? api : { tls, plain };
    reply.headers(req.protocol === 'https' ? sets.tls : sets.plain);
    done();
  });
}

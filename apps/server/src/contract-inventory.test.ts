import { ALL_CALLS, isApiPath } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryApp } from './test/helper.js';

/** The POST routes the app registered, read from Fastify's own route table. */
function postRoutes(app: FastifyInstance): string[] {
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const m = /(\/\S*) \(([^)]*)\)/.exec(line);
      return m?.[1] && m[2]?.split(', ').includes('POST') ? [m[1]] : [];
    });
}

describe('the contract and the server agree', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Every switch that adds calls is on (the sandbox gateway; the demo adds none).
    app = await memoryApp({ PAY_SANDBOX: 'true' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves every declared call with a POST handler, and none of the planned ones yet', () => {
    const built = ALL_CALLS.filter((c) => !c.planned);
    const planned = ALL_CALLS.filter((c) => c.planned);
    const missing = built.filter((c) => !app.hasRoute({ method: 'POST', url: c.path })).map((c) => c.path);
    expect(missing, 'declared calls without a handler (build them, or mark them planned)').toEqual([]);
    const early = planned.filter((c) => app.hasRoute({ method: 'POST', url: c.path })).map((c) => c.path);
    expect(early, 'planned calls that have a handler now (drop their `planned` mark)').toEqual([]);
  });

  it('has no API handler the contract does not declare', () => {
    const routes = postRoutes(app);
    expect(routes.length).toBeGreaterThan(0);
    const declared = new Set(ALL_CALLS.map((c) => c.path));
    const undeclared = routes.filter((r) => isApiPath(r) && !declared.has(r));
    expect(undeclared, 'handlers without a contract call').toEqual([]);
    // Every served call, and nothing else, is a POST API route.
    expect(routes.filter(isApiPath).sort()).toEqual(
      ALL_CALLS.filter((c) => !c.planned)
        .map((c) => c.path)
        .sort(),
    );
  });

  it('answers a planned call (none is left today) like an unknown path (envelope status 404)', async () => {
    const planned = ALL_CALLS.filter((c) => c.planned);
    const send = (url: string) => app.inject({ method: 'POST', url, payload: { data: {} } });
    const unknown = await send('/no/such/call.json');
    expect(unknown.json()).toMatchObject({ status: 404 });
    for (const call of planned) {
      const res = await send(call.path);
      expect({ http: res.statusCode, body: res.json() }, call.path).toEqual({
        http: unknown.statusCode,
        body: unknown.json(),
      });
    }
  });
});

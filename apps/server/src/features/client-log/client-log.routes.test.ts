import { CALLS, CLIENT_ERROR_CAPS } from '@mall/contract';
import { expect, it, vi } from 'vitest';
import { describeEachDb, freshIp, registerAndLogin, type TTestContext } from '../../test/helper.js';
import { CLIENT_ERROR_THROTTLE, pruneClientErrors, recordClientError } from './client-log.service.js';

const REPORT = '/log/api/clientError.json';

const TOKEN = 'Zq3xV9kLmN2pR7sT1uW4yA6bC8dE0fG5hJ2kL4mN6pQ';

function report(patch: Record<string, unknown> = {}) {
  return {
    kind: 'error',
    message: `TypeError: Cannot read properties of undefined (reading 'price') ${Math.random()}`,
    stack: [
      "TypeError: Cannot read properties of undefined (reading 'price')",
      '    at Zt (http://127.0.0.1/assets/detail-Bk3s9dQa.js:1:2345)',
      '    at Ui (http://127.0.0.1/assets/react-Cx81kd0a.js:8:4410)',
    ].join('\n'),
    route: '/product/detail?id=3',
    version: '0.1.0+20260115T1012',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    ...patch,
  };
}

async function rows(ctx: TTestContext, like = '%') {
  return ctx.app.deps.db.selectFrom('client_errors').selectAll().where('message', 'like', like).orderBy('id').execute();
}

describeEachDb('POST /log/api/clientError.json', (ctx) => {
  it('stores a report without login, with its fingerprint, address and build', async () => {
    const sent = report({ message: 'ReferenceError: stores-one is not defined' });
    const res = await ctx.call(REPORT, sent, undefined, '10.9.0.1');
    expect(res).toEqual({ status: 200, msg: '操作成功', data: null });
    const [row] = await rows(ctx, '%stores-one%');
    expect(row).toMatchObject({
      kind: 'error',
      message: sent.message,
      stack: sent.stack,
      route: '/product/detail?id=3',
      version: '0.1.0+20260115T1012',
      user_agent: sent.userAgent,
      ip: '10.9.0.1',
      count: 1,
    });
    expect(row?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(row?.first_seen)).toBe(Number(row?.last_seen));
  });

  it('takes any caller alike: a buyer\u2019s or a seller\u2019s token is neither needed nor stored, and nothing is answered back', async () => {
    const buyer = await registerAndLogin(ctx);
    const res = await ctx.call(REPORT, report({ message: 'Error: with-a-token' }), buyer.token);
    expect(res).toEqual({ status: 200, msg: '操作成功', data: null });
    const [row] = await rows(ctx, '%with-a-token%');
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(buyer.token);
    expect(Object.keys(row ?? {})).not.toContain('user_id');
  });

  it('counts the same error again instead of storing it twice, whatever the query string', async () => {
    const sent = report({ message: 'TypeError: dedupe me' });
    expect((await ctx.call(REPORT, sent)).status).toBe(200);
    expect((await ctx.call(REPORT, { ...sent, route: '/product/detail?id=4', version: '0.1.1+b' })).status).toBe(200);
    const found = await rows(ctx, '%dedupe me%');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ count: 2, route: '/product/detail?id=4', version: '0.1.1+b' });
    expect(Number(found[0]?.last_seen)).toBeGreaterThanOrEqual(Number(found[0]?.first_seen));
    // Another page is another fingerprint.
    expect((await ctx.call(REPORT, { ...sent, route: '/cart' })).status).toBe(200);
    expect(await rows(ctx, '%dedupe me%')).toHaveLength(2);
  });

  it('counts parallel reports of one error exactly (one row, race-safe upsert)', async () => {
    const sent = report({ message: 'TypeError: raced' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.call(REPORT, sent)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const found = await rows(ctx, '%raced%');
    expect(found.map((r) => r.count)).toEqual([8]);
  });

  it('refuses over-size and malformed reports with 407 naming the field, and stores nothing', async () => {
    const before = (await rows(ctx)).length;
    const cases: [unknown, string][] = [
      [report({ message: 'x'.repeat(CLIENT_ERROR_CAPS.message + 1) }), 'data.message'],
      [report({ stack: 's'.repeat(CLIENT_ERROR_CAPS.stack + 1) }), 'data.stack'],
      [report({ route: `/${'r'.repeat(CLIENT_ERROR_CAPS.route)}` }), 'data.route'],
      [report({ version: 'v'.repeat(CLIENT_ERROR_CAPS.version + 1) }), 'data.version'],
      [report({ userAgent: 'u'.repeat(CLIENT_ERROR_CAPS.userAgent + 1) }), 'data.userAgent'],
      [report({ message: '   ' }), 'data.message'],
      [report({ message: 42 }), 'data.message'],
      [report({ kind: 'panic' }), 'data.kind'],
      [null, 'data'],
      ['TypeError', 'data'],
    ];
    for (const [data, field] of cases) {
      const res = await ctx.call(REPORT, data);
      expect(res.status, JSON.stringify(data).slice(0, 80)).toBe(407);
      expect(res.msg).toContain(field);
    }
    // A body far over the call's own limit is refused before it is parsed.
    const huge = await ctx.app.inject({
      method: 'POST',
      url: REPORT,
      payload: { data: report({ stack: 'z'.repeat(200_000) }) },
      remoteAddress: freshIp(),
    });
    expect(huge.json()).toMatchObject({ status: 407 });
    expect(await rows(ctx)).toHaveLength(before);
  });

  it(`answers 429 after ${CLIENT_ERROR_THROTTLE.max} reports from one address and stores nothing more; others still report`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CLIENT_ERROR_THROTTLE.max; i += 1) {
      const res = await ctx.call(REPORT, report({ message: `Error: flood ${i}` }), undefined, ip);
      expect(res.status).toBe(200);
    }
    const over = await ctx.call(REPORT, report({ message: 'Error: flood over' }), undefined, ip);
    expect(over).toMatchObject({ status: 429, code: 'CLIENT_LOG_THROTTLED' });
    expect(await rows(ctx, '%flood over%')).toHaveLength(0);
    expect(await rows(ctx, '%flood %')).toHaveLength(CLIENT_ERROR_THROTTLE.max);
    expect((await ctx.call(REPORT, report({ message: 'Error: another address' }))).status).toBe(200);
  });

  it('never stores a token or a phone number a client put in the route, message or stack', async () => {
    const sent = report({
      message: `Error: failed /auth?token=${TOKEN} for 13800138000 (a@b.cn) accessToken:"${TOKEN}"`,
      stack: `Error: x\n    at f (http://127.0.0.1/assets/a.js?accessToken=${TOKEN}:1:2)\n    at g (${TOKEN})`,
      route: `/auth?token=${TOKEN}&redirect=${encodeURIComponent(`/order/detail?phone=13912345678&t=${TOKEN}`)}&key=abc`,
    });
    expect((await ctx.call(REPORT, sent)).status).toBe(200);
    const [row] = await rows(ctx, 'Error: failed /auth%');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain('13800138000');
    expect(stored).not.toContain('13912345678');
    expect(stored).not.toContain('a@b.cn');
    expect(row?.route).toBe('/auth?token=[redacted]&redirect=/order/detail?phone=[phone]&t=[redacted]&key=[redacted]');
    expect(row?.message).toBe('Error: failed /auth?token=[redacted] for [phone] ([email]) accessToken:"[redacted]"');
  });

  it('writes each stored report to the server log at warn level with its fingerprint', async () => {
    const warn = vi.fn();
    const data = CALLS.log.clientError.request.parse(report({ message: 'Error: logged for 13800138000' }));
    await recordClientError(ctx.app.deps, { warn }, data, freshIp());
    const [row] = await rows(ctx, 'Error: logged%');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ fingerprint: row?.fingerprint, count: 1, message: 'Error: logged for [phone]' }),
      'client error reported',
    );
  });

  it('keeps only the most recently seen reports when pruning', async () => {
    for (const name of ['prune-a', 'prune-b', 'prune-c']) {
      expect((await ctx.call(REPORT, report({ message: `Error: ${name}` }))).status).toBe(200);
    }
    const total = (await rows(ctx)).length;
    expect(await pruneClientErrors(ctx.app.deps.db, 2)).toBe(total - 2);
    expect((await rows(ctx)).map((r) => r.message)).toEqual(['Error: prune-b', 'Error: prune-c']);
  });
});

describeEachDb(
  'POST /log/api/clientError.json with CLIENT_ERROR_LOG=false',
  (ctx) => {
    it('accepts a report and stores nothing', async () => {
      expect((await ctx.call(REPORT, report({ message: 'Error: not kept' }))).status).toBe(200);
      expect(await rows(ctx)).toHaveLength(0);
    });
  },
  { CLIENT_ERROR_LOG: 'false' },
);

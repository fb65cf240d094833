import { CALLS, type TClientErrorGroup } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const LIST = CALLS.adminClientError.list.path;
const REPORT = CALLS.log.clientError.path;
const stack = 'TypeError: x\n    at Zt (http://127.0.0.1/assets/detail-Bk3s9dQa.js:1:2345)';

describeEachDb('POST /admin/api/clientError/list.json', (ctx) => {
  let token: string;

  beforeAll(async () => {
    token = (await addAdmin(ctx, 'service')).token;
    for (const [message, route, times] of [
      ['TypeError: first of all', '/cart', 1],
      ['ReferenceError: price is not defined', '/product/detail?id=3', 3],
      ['Error: checkout broke', '/settlement', 2],
    ] as const) {
      for (let i = 0; i < times; i += 1) {
        expect((await ctx.call(REPORT, { message, stack, route, version: '0.1.0+b1' })).status).toBe(200);
      }
    }
  });

  it('lists one row per fingerprint with its count, the most recently seen first, paged with the total', async () => {
    const res = await ctx.call<TClientErrorGroup[]>(LIST, { page: 1, limit: 2 }, token);
    expect(res).toMatchObject({ status: 200, total: 3 });
    expect(res.data.map((g) => g.message)).toEqual(['Error: checkout broke', 'ReferenceError: price is not defined']);
    expect(res.data[1]).toMatchObject({
      kind: 'error',
      count: 3,
      route: '/product/detail?id=3',
      version: '0.1.0+b1',
      stack: expect.stringContaining('detail-Bk3s9dQa.js'),
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(res.data[1]!.lastSeen).toBeGreaterThanOrEqual(res.data[1]!.firstSeen);
    const second = await ctx.call<TClientErrorGroup[]>(LIST, { page: 2, limit: 2 }, token);
    expect(second.data.map((g) => g.message)).toEqual(['TypeError: first of all']);
    // A group seen again comes first again.
    await new Promise((r) => setTimeout(r, 5));
    await ctx.call(REPORT, { message: 'TypeError: first of all', stack, route: '/cart' });
    const again = await ctx.call<TClientErrorGroup[]>(LIST, {}, token);
    expect(again.data[0]).toMatchObject({ message: 'TypeError: first of all', count: 2 });
  });

  it('searches message, route and stack by a keyword, any case; a blank keyword is no filter', async () => {
    const byMessage = await ctx.call<TClientErrorGroup[]>(LIST, { keyword: 'PRICE' }, token);
    expect(byMessage).toMatchObject({ total: 1, data: [{ message: 'ReferenceError: price is not defined' }] });
    const byRoute = await ctx.call<TClientErrorGroup[]>(LIST, { keyword: 'settlement' }, token);
    expect(byRoute.data.map((g) => g.message)).toEqual(['Error: checkout broke']);
    const byStack = await ctx.call<TClientErrorGroup[]>(LIST, { keyword: 'Bk3s9dQa' }, token);
    expect(byStack.total).toBe(3);
    expect(await ctx.call(LIST, { keyword: '100%_' }, token)).toMatchObject({ status: 200, total: 0, data: [] });
    expect(await ctx.call(LIST, { keyword: '' }, token)).toMatchObject({ status: 200, total: 3 });
  });

  it('refuses bad payloads with 407 naming the field', async () => {
    expect(await ctx.call(LIST, { limit: 101 }, token)).toMatchObject({ status: 407, field: 'limit' });
    expect(await ctx.call(LIST, { page: 0 }, token)).toMatchObject({ status: 407, field: 'page' });
    expect(await ctx.call(LIST, { keyword: 'k'.repeat(101) }, token)).toMatchObject({ status: 407, field: 'keyword' });
    expect(await ctx.call(LIST, { other: 1 }, token)).toMatchObject({ status: 407 });
  });
});

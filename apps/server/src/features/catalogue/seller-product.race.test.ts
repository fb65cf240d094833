import { CALLS, type TProductCard, type TSellerStandard } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { CATALOGUE_CACHE_DEFAULT_MS } from '../../config/env.js';
import { addBuyers, addSeller, stockOf } from '../../test/fixtures.js';
import { describeEachDb, freshIp } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer, tally, watchMin } from '../../test/http-server.js';

const ADJUST = CALLS.sellerProduct.adjustStock.path;
const PRICE = CALLS.sellerProduct.updatePrice.path;
const FROM_DETAIL = CALLS.order.addOrderFromDetail.path;
const DETAILS = CALLS.catalogue.details.path;
const LIST = CALLS.catalogue.queryPortalPage.path;

/**
 * The seller's stock adjustments race each other and buyers' checkouts over real HTTP: each is one
 * guarded write (`stock + delta >= 0`), so stock never goes below 0 and no unit is lost.
 */
describeEachDb('seller stock races over HTTP', (ctx) => {
  let base: string;
  beforeAll(async () => {
    base = await listenLocal(ctx.app);
  });

  it('10 concurrent 出库 of 1 on a stock of 5: exactly 5 succeed, 5 are STOCK_ADJUST_NEGATIVE, stock 0', async () => {
    const seller = await addSeller(ctx, [{ title: '智能插座 出库竞争', standards: [[5_900, 5]] }]);
    const token = await seller.login();
    const standardId = seller.products[0]!.standardIds[0]!;
    const stopWatch = watchMin(() => stockOf(ctx, standardId));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<TSellerStandard>(base, ADJUST, { standardId, delta: -1 }, token)),
    );
    const minStock = await stopWatch();
    expect(answers.every((a) => a.http === 200)).toBe(true);
    expect(tally(answers)).toEqual({ 200: 5, 409: 5 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('STOCK_ADJUST_NEGATIVE');
    // Each success answered the stock its own write left: 4, 3, 2, 1, 0 in some order.
    expect(
      answers
        .filter((a) => a.status === 200)
        .map((a) => a.data.stock)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(await stockOf(ctx, standardId)).toBe(0);
    expect(minStock).toBeGreaterThanOrEqual(0);
  });

  it('buyers’ orders and the seller’s 出库 at once: never below 0, final = start − sold − taken out', async () => {
    const START = 100;
    const seller = await addSeller(ctx, [{ title: '智能门磁 混合竞争', standards: [[2_900, START]] }]);
    const token = await seller.login();
    const productId = seller.products[0]!.productId;
    const standardId = seller.products[0]!.standardIds[0]!;
    const buyers = await addBuyers(ctx.app.deps, 50);
    const stopWatch = watchMin(() => stockOf(ctx, standardId));
    // 50 buyers want 1 each and the seller takes out 3 twenty times, interleaved: 110 units wanted of 100.
    const work: (() => Promise<THttpAnswer>)[] = [];
    for (const [i, b] of buyers.entries()) {
      work.push(() => post(base, FROM_DETAIL, { productId, standardId, number: 1, addressId: b.address.id }, b.token));
      if (i % 5 < 2) work.push(() => post(base, ADJUST, { standardId, delta: -3 }, token));
    }
    const kinds = await Promise.all(work.map((w) => w()));
    const minStock = await stopWatch();
    expect(kinds.filter((a) => a.http !== 200 || a.status >= 500)).toEqual([]);
    for (const a of kinds) expect([200, 409]).toContain(a.status);
    const orders = await ctx.app.deps.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('number').as('n'))
      .where('standard_id', '=', standardId)
      .executeTakeFirstOrThrow();
    const sold = Number(orders.n ?? 0);
    const adjusted = kinds.filter((a) => a.status === 200 && a.data && (a.data as TSellerStandard).id === standardId);
    const soldAnswers = kinds.filter((a) => a.status === 200 && a.data && 'orderIds' in (a.data as object));
    expect(soldAnswers.length).toBe(sold);
    const takenOut = adjusted.length * 3;
    expect(sold + takenOut).toBeGreaterThan(0);
    expect(await stockOf(ctx, standardId)).toBe(START - sold - takenOut);
    expect(minStock).toBeGreaterThanOrEqual(0);
    // 110 units wanted of 100: someone was refused, each with its own named error.
    for (const a of kinds.filter((x) => x.status === 409)) {
      expect(['STOCK_SHORT', 'STOCK_ADJUST_NEGATIVE']).toContain(a.code);
    }
  });
});

/**
 * A price change made on one instance shows on another, which served its cached answers just
 * before, within CATALOGUE_CACHE_MS (≤ 1 s: DESIGN.md §1), and on the instance that wrote it at once.
 */
describeEachDb(
  'seller price change and the catalogue cache',
  (ctx) => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp({ config: ctx.config, schema: ctx.schema, logger: false });
    });
    afterAll(async () => {
      await other?.close();
    });

    async function on<T>(app: FastifyInstance, path: string, data: unknown): Promise<T> {
      const res = await app.inject({ method: 'POST', url: path, payload: { data }, remoteAddress: freshIp() });
      const body = res.json() as { status: number; data: T };
      expect(body.status).toBe(200);
      return body.data;
    }

    it('shows in the public detail and list within CATALOGUE_CACHE_MS on every instance', async () => {
      expect(ctx.config.CATALOGUE_CACHE_MS).toBeLessThanOrEqual(1000);
      const seller = await addSeller(ctx, [{ title: '缓存改价网关', standards: [[19_900, 50]] }]);
      const token = await seller.login();
      const id = seller.products[0]!.productId;
      const standardId = seller.products[0]!.standardIds[0]!;
      const detail = () => on<{ price: number }>(other, DETAILS, { id });
      const list = () => on<TProductCard[]>(other, LIST, { agentId: seller.sellerId, pageNO: 1, pageRows: 10 });
      const here = () => on<{ price: number }>(ctx.app, DETAILS, { id });
      // Both instances have the old answers cached.
      expect((await detail()).price).toBe(199);
      expect((await list())[0]?.price).toBe(199);
      expect((await here()).price).toBe(199);

      const changedAt = Date.now();
      expect(await ctx.call(PRICE, { standardId, price: 159 }, token)).toMatchObject({ status: 200 });
      // The writing instance dropped its cached answers at once.
      expect((await here()).price).toBe(159);
      // The other one within its cache's lifetime.
      let seen = false;
      while (Date.now() - changedAt <= ctx.config.CATALOGUE_CACHE_MS + 200) {
        if ((await detail()).price === 159 && (await list())[0]?.price === 159) {
          seen = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(true);
    });
  },
  { CATALOGUE_CACHE_MS: String(CATALOGUE_CACHE_DEFAULT_MS) },
);

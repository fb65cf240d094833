import { CALLS, type TOrderWithLogistics } from '@mall/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LogisticsProvider, LogisticsProviderError } from '../../lib/logistics.js';
import { startFakeKuaidi100 } from '../../test/fakes/fake-kuaidi100.js';
import { addSeller, SHANGHAI_ADDRESS, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb, type TTestContext } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { findOrder } from './order.repository.js';
import { refreshTraces } from './order.service.js';

// DESIGN-OPERATE §D: a parcel's trace comes from the logistics provider or not at all.

const QUERY = CALLS.order.queryOrder.path;
const SHIP = CALLS.sellerOrder.ship.path;
const SELLER_DETAIL = CALLS.sellerOrder.detail.path;
const SF_PAGE = 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/';

/** `hoursAgo` before now as 快递100 writes times: 'yyyy-MM-dd HH:mm:ss' in China time (whole seconds). */
function chinaTimeAgo(hoursAgo: number): { text: string; ms: number } {
  const ms = Math.floor((Date.now() - hoursAgo * 3600_000) / 1000) * 1000;
  const text = new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  return { text, ms };
}
const PICKED = chinaTimeAgo(30);
const DELIVERED = chinaTimeAgo(2);

/** A paid order of one unit of the seller's first product, shipped by the seller through the call. */
async function shippedOrder(
  ctx: TTestContext,
  kit: ReturnType<typeof sellerKit>,
  buyer: TQuickBuyer,
  seller: TFixtureSeller,
  sellerToken: string,
  number: string,
): Promise<number> {
  const p = seller.products[0]!;
  const orderId = await kit.order(buyer, seller, [
    { productId: p.productId, standardId: p.standardIds[0]!, number: 1 },
  ]);
  const shipped = await ctx.call(SHIP, { orderId, logisticsCompany: '顺丰速运', logisticsNo: number }, sellerToken);
  expect(shipped.status).toBe(200);
  return orderId;
}

describeEachDb('parcel traces with the demo off and no provider', (ctx) => {
  const kit = sellerKit(ctx);

  it('stores no invented trace when shipping; both answers link the carrier’s own page', async () => {
    const seller = await addSeller(ctx, [{ title: '智能门锁 Pro', standards: [[129_900, 50]] }]);
    const sellerToken = await seller.login();
    const buyer = await kit.buyer();
    const orderId = await shippedOrder(ctx, kit, buyer, seller, sellerToken, 'SF3000000001');
    expect((await kit.orderRow(orderId)).logistics_traces).toBe('[]');
    const answer = await ctx.call<TOrderWithLogistics>(QUERY, { orderId }, buyer.token);
    expect(answer.data.logisticsDetails).toMatchObject({ traces: [], trackingUrl: `${SF_PAGE}SF3000000001` });
    const seen = await ctx.call<TOrderWithLogistics>(SELLER_DETAIL, { orderId }, sellerToken);
    expect(seen.data.logisticsDetails).toMatchObject({ traces: [], trackingUrl: `${SF_PAGE}SF3000000001` });
  });
});

const fake = await startFakeKuaidi100();
afterAll(() => fake.close());

describeEachDb(
  'parcel traces from 快递100',
  (ctx) => {
    const kit = sellerKit(ctx);
    let seller: TFixtureSeller;
    let sellerToken: string;
    let buyer: TQuickBuyer;
    beforeAll(async () => {
      seller = await addSeller(ctx, [{ title: '智能网关', standards: [[19_900, 50]] }]);
      sellerToken = await seller.login();
      buyer = await kit.buyer();
    });
    /** Makes the stored trace older than LOGISTICS_CACHE_MINUTES, as time passing would. */
    const expire = (orderId: number) =>
      ctx.app.deps.db
        .updateTable('orders')
        .set({ logistics_fetched_at: Date.now() - 31 * 60_000 })
        .where('id', '=', orderId)
        .execute();
    const traceOf = async (orderId: number, token = buyer.token, path = QUERY) =>
      (await ctx.call<TOrderWithLogistics>(path, { orderId }, token)).data.logisticsDetails?.traces.map((t) => t.text);

    it('answers the provider’s trace, keeps it on the order and asks again only after the cache time', async () => {
      const number = `SF4${String(Date.now()).slice(-9)}`;
      const orderId = await shippedOrder(ctx, kit, buyer, seller, sellerToken, number);
      fake.addParcel(
        'shunfeng',
        number,
        [{ time: PICKED.text, context: '顺丰速运 已收取快件' }],
        SHANGHAI_ADDRESS.telphone,
      );
      const before = fake.queries.length;
      expect(await traceOf(orderId)).toEqual(['顺丰速运 已收取快件']);
      expect(fake.queries.at(-1)).toMatchObject({ com: 'shunfeng', num: number, phone: SHANGHAI_ADDRESS.telphone });
      const row = await kit.orderRow(orderId);
      expect(row.logistics_fetched_at).toBeGreaterThan(Date.now() - 60_000);
      expect(JSON.parse(row.logistics_traces)).toEqual([{ time: PICKED.ms, text: '顺丰速运 已收取快件' }]);

      // The carrier moves on; within the cache time the buyer and the seller see the kept trace.
      fake.addParcel(
        'shunfeng',
        number,
        [
          { time: DELIVERED.text, context: '快件已签收，签收人：本人' },
          { time: PICKED.text, context: '顺丰速运 已收取快件' },
        ],
        SHANGHAI_ADDRESS.telphone,
      );
      expect(await traceOf(orderId)).toEqual(['顺丰速运 已收取快件']);
      expect(await traceOf(orderId, sellerToken, SELLER_DETAIL)).toEqual(['顺丰速运 已收取快件']);
      expect(fake.queries.length).toBe(before + 1);

      await expire(orderId);
      expect(await traceOf(orderId, sellerToken, SELLER_DETAIL)).toEqual([
        '快件已签收，签收人：本人',
        '顺丰速运 已收取快件',
      ]);
      expect(fake.queries.length).toBe(before + 2);
    });

    it('keeps the last trace when the provider fails, and never fails the buyer’s page', async () => {
      const number = `SF5${String(Date.now()).slice(-9)}`;
      const orderId = await shippedOrder(ctx, kit, buyer, seller, sellerToken, number);
      fake.addParcel('shunfeng', number, [{ time: PICKED.text, context: '已揽收' }], SHANGHAI_ADDRESS.telphone);
      expect(await traceOf(orderId)).toEqual(['已揽收']);
      await expire(orderId);
      fake.failWith('http');
      try {
        const answer = await ctx.call<TOrderWithLogistics>(QUERY, { orderId }, buyer.token);
        expect(answer.status).toBe(200);
        expect(answer.data.logisticsDetails?.traces.map((t) => t.text)).toEqual(['已揽收']);
        // The failed ask counts: the next page view within the cache time does not wait for the provider again.
        expect((await kit.orderRow(orderId)).logistics_fetched_at).toBeGreaterThan(Date.now() - 60_000);
      } finally {
        fake.failWith(null);
      }
    });

    it('answers an empty trace while the carrier has none yet, with the carrier’s page', async () => {
      const number = `SF6${String(Date.now()).slice(-9)}`;
      const orderId = await shippedOrder(ctx, kit, buyer, seller, sellerToken, number);
      const answer = await ctx.call<TOrderWithLogistics>(QUERY, { orderId }, buyer.token);
      expect(answer.data.logisticsDetails).toMatchObject({ traces: [], trackingUrl: `${SF_PAGE}${number}` });
    });

    it('logs a provider failure with the order and the provider’s code', async () => {
      const number = `SF7${String(Date.now()).slice(-9)}`;
      const orderId = await shippedOrder(ctx, kit, buyer, seller, sellerToken, number);
      const row = await findOrder(ctx.app.deps.db, orderId);
      if (!row) throw new Error('no order');
      const logged: unknown[] = [];
      const failing: LogisticsProvider = {
        traces: async () => {
          throw new LogisticsProviderError('快递100 查询失败：服务器错误', '501');
        },
      };
      const kept = await refreshTraces(ctx.app.deps.db, row, {
        provider: failing,
        cacheMs: 60_000,
        log: { warn: (obj: unknown) => void logged.push(obj) },
      });
      expect(kept.logistics_traces).toBe('[]');
      expect(logged).toEqual([expect.objectContaining({ orderId, code: '501' })]);
    });
  },
  {
    LOGISTICS_PROVIDER: 'kuaidi100',
    KUAIDI100_CUSTOMER: fake.customer,
    KUAIDI100_KEY: fake.key,
    KUAIDI100_ENDPOINT: fake.url,
  },
);

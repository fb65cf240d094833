import { CALLS, DASHBOARD_DAYS, type TDashboardSummary } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { chinaDayNumber, chinaDayText } from '../../db/china-day.js';
import { addAdmin, addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { dashboardSummary } from './dashboard.service.js';

const SUMMARY = CALLS.adminDashboard.summary.path;
const APPLY = CALLS.afterSales.addProductReturn.path;
const APPROVE = CALLS.sellerAfterSales.approve.path;

describeEachDb('POST /admin/api/dashboard/summary.json', (ctx) => {
  const kit = sellerKit(ctx);
  let seller: TFixtureSeller;
  let sellerToken: string;
  let owner: string;

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能插座', standards: [[12_345, 100]] }]);
    sellerToken = await seller.login();
    owner = (await addAdmin(ctx, 'owner')).token;
  });

  async function summary(token = owner): Promise<TDashboardSummary> {
    const res = await ctx.call<TDashboardSummary>(SUMMARY, {}, token);
    expect(res.status).toBe(200);
    return res.data;
  }

  it('answers 30 China days, today last, each day once', async () => {
    const s = await summary();
    expect(s.series).toHaveLength(DASHBOARD_DAYS);
    expect(s.series.at(-1)?.day).toBe(chinaDayText(chinaDayNumber(Date.now())));
    expect(s.today).toEqual(s.series.at(-1));
    expect(new Set(s.series.map((d) => d.day)).size).toBe(DASHBOARD_DAYS);
    expect(s.series[0]?.day).toBe(chinaDayText(chinaDayNumber(Date.now()) - DASHBOARD_DAYS + 1));
  });

  it('counts today’s GMV, paid orders, paying buyers, refunds and AI币 top-ups exactly, in yuan', async () => {
    const before = await summary();
    const product = { productId: seller.products[0]!.productId, standardId: seller.products[0]!.standardIds[0]! };
    // Two buyers topped up ¥500.01 and ¥300.00 (the fixture books a recharge).
    const a = await kit.buyer(50_001);
    const b = await kit.buyer(30_000);
    // A pays two orders (2 × ¥123.45 and 1 × ¥123.45), B one (1 × ¥123.45), one order stays unpaid.
    const first = await kit.order(a, seller, [{ ...product, number: 2 }], 1);
    await kit.order(a, seller, [{ ...product, number: 1 }], 1);
    await kit.order(b, seller, [{ ...product, number: 1 }], 1);
    await kit.order(b, seller, [{ ...product, number: 1 }], 0);
    // One unit of A's first order is refunded (仅退款 before shipping: at once on approval).
    const [line] = await kit.itemsOf(first);
    const applied = await ctx.call<{ id: number }>(
      APPLY,
      { orderId: first, orderDetailId: line!.id, returnType: 1, number: 1, reason: '不想要了/拍错了' },
      a.token,
    );
    expect(applied.status).toBe(200);
    expect((await ctx.call(APPROVE, { id: applied.data.id }, sellerToken)).status).toBe(200);

    const after = await summary();
    const delta = (k: 'gmv' | 'paidOrders' | 'payingBuyers' | 'refunds' | 'topUps') =>
      Math.round((after.today[k] - before.today[k]) * 100) / 100;
    expect(delta('gmv')).toBe(493.8);
    expect(delta('paidOrders')).toBe(3);
    expect(delta('payingBuyers')).toBe(2);
    expect(delta('refunds')).toBe(123.45);
    expect(delta('topUps')).toBe(800.01);
    expect(Math.round((after.totals.gmv - before.totals.gmv) * 100) / 100).toBe(493.8);
    expect(after.totals.paidOrders - before.totals.paidOrders).toBe(3);
    expect(after.totals.payingBuyers - before.totals.payingBuyers).toBe(2);
    // The totals are the sums of the series (paying buyers counted once over the period).
    const sum = (k: 'gmv' | 'refunds' | 'topUps') => Math.round(after.series.reduce((n, d) => n + d[k] * 100, 0)) / 100;
    expect(sum('gmv')).toBe(after.totals.gmv);
    expect(sum('refunds')).toBe(after.totals.refunds);
    expect(sum('topUps')).toBe(after.totals.topUps);
  });

  it('puts an order paid yesterday (China time) on yesterday, not today', async () => {
    const b = await kit.buyer(100_000);
    const product = { productId: seller.products[0]!.productId, standardId: seller.products[0]!.standardIds[0]! };
    const id = await kit.order(b, seller, [{ ...product, number: 1 }], 1);
    const before = await summary();
    const yesterday = (chinaDayNumber(Date.now()) - 1) * 86_400_000 - 8 * 3_600_000 + 60_000;
    await ctx.app.deps.db.updateTable('orders').set({ paid_at: yesterday }).where('id', '=', id).execute();
    const after = await summary();
    expect(Math.round((before.today.gmv - after.today.gmv) * 100) / 100).toBe(123.45);
    const [y0, y1] = [before.series.at(-2)!, after.series.at(-2)!];
    expect(Math.round((y1.gmv - y0.gmv) * 100) / 100).toBe(123.45);
    expect(y1.paidOrders - y0.paidOrders).toBe(1);
  });

  it('counts the waiting queues the features declare, with the page that works each', async () => {
    const before = (await summary()).queues.find((q) => q.key === 'clientErrors');
    expect(before).toMatchObject({ title: expect.any(String), path: '/admin/client-error' });
    const report = { message: `TypeError: queue ${Math.random()}`, stack: '', route: '/cart' };
    expect((await ctx.call(CALLS.log.clientError.path, report)).status).toBe(200);
    expect((await ctx.call(CALLS.log.clientError.path, report)).status).toBe(200);
    const after = (await summary()).queues.find((q) => q.key === 'clientErrors');
    // The same error twice is one new group.
    expect((after?.count ?? 0) - (before?.count ?? 0)).toBe(1);
  });

  it('shows each role only the queues it works, counted at the time asked', async () => {
    const seen: number[] = [];
    const queues = [
      {
        key: 'review',
        title: '待审核商品',
        path: '/admin/product/pending',
        roles: ['operator'] as const,
        count: async () => 4,
      },
      {
        key: 'appeals',
        title: '售后申诉',
        path: '/admin/after-sales/appeals',
        roles: ['service'] as const,
        count: async (_db: unknown, now: number) => {
          seen.push(now);
          return 2;
        },
      },
      { key: 'all', title: '人人可见', path: '/admin/x', count: async () => 0 },
    ];
    const db = ctx.app.deps.db;
    const keys = async (role: 'owner' | 'operator' | 'service') =>
      (await dashboardSummary(db, role, queues, 1_800_000_000_000)).queues.map((q) => `${q.key}:${q.count}`);
    expect(await keys('owner')).toEqual(['review:4', 'appeals:2', 'all:0']);
    expect(await keys('operator')).toEqual(['review:4', 'all:0']);
    expect(await keys('service')).toEqual(['appeals:2', 'all:0']);
    expect(seen).toEqual([1_800_000_000_000, 1_800_000_000_000]);
  });

  it('counts the review and 入驻 queues for operators, feedback and appeals for customer service', async () => {
    const keys = (s: TDashboardSummary) => s.queues.map((q) => q.key);
    expect(keys(await summary())).toEqual([
      'productReview',
      'appeals',
      'feedback',
      'sellerApplications',
      'clientErrors',
    ]);
    const owner = await summary();
    expect(owner.queues.find((q) => q.key === 'productReview')).toMatchObject({ path: '/admin/product', count: 0 });
    // A product waiting for review counts at once.
    await ctx.app.deps.db
      .updateTable('products')
      .set({ state: 1, status: 0 })
      .where('id', '=', seller.products[0]!.productId)
      .execute();
    expect((await summary()).queues.find((q) => q.key === 'productReview')?.count).toBe(1);
    await ctx.app.deps.db
      .updateTable('products')
      .set({ state: 2, status: 1 })
      .where('id', '=', seller.products[0]!.productId)
      .execute();
    expect(keys(await summary((await addAdmin(ctx, 'operator')).token))).toEqual([
      'productReview',
      'sellerApplications',
      'clientErrors',
    ]);
    expect(keys(await summary((await addAdmin(ctx, 'service')).token))).toEqual([
      'appeals',
      'feedback',
      'clientErrors',
    ]);
  });

  it('is open to every role', async () => {
    for (const role of ['operator', 'service'] as const) {
      const { token } = await addAdmin(ctx, role);
      expect((await summary(token)).series).toHaveLength(DASHBOARD_DAYS);
    }
  });
});

import { AFTER_SALES_DAYS, CALLS, type TAuditEntry, type TServiceData, type TSiteSettings } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { sweepOrders } from '../order/order-jobs.js';

const S = CALLS.adminSettings;
const INFO = CALLS.site.info.path;
const DAY = 86_400_000;

const SAVED = {
  siteName: '智联优选',
  companyName: '杭州智联优选科技有限公司',
  icp: '浙ICP备20269999号-2',
  psb: '',
  hotline: '0571-8888 6666',
  serviceHours: '每天 8:00-22:00',
  unpaidMinutes: 45,
  afterSalesDays: 20,
  autoConfirmDays: 7,
};

describeEachDb('the site settings (console and storefront)', (ctx) => {
  const kit = sellerKit(ctx);
  let seller: TFixtureSeller;
  let operator: string;
  let operatorId: number;
  let owner: string;

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '门窗传感器', standards: [[5_900, 1000]] }]);
    const op = await addAdmin(ctx, 'operator');
    operator = op.token;
    operatorId = op.id;
    owner = (await addAdmin(ctx, 'owner')).token;
  });
  const line = (number = 1) => ({
    productId: seller.products[0]!.productId,
    standardId: seller.products[0]!.standardIds[0]!,
    number,
  });

  it('answers the server’s defaults until an operator saves: env for the unpaid time, the contract’s window', async () => {
    const got = await ctx.call<TSiteSettings>(S.get.path, {}, operator);
    expect(got).toMatchObject({
      status: 200,
      data: {
        siteName: '智联商城',
        unpaidMinutes: ctx.config.ORDER_PAY_MINUTES,
        afterSalesDays: AFTER_SALES_DAYS,
        autoConfirmDays: ctx.config.AUTO_CONFIRM_DAYS,
        updatedAt: null,
      },
    });
    const info = await ctx.call(INFO, {});
    expect(info).toMatchObject({ status: 200, data: { siteName: '智联商城', hotline: '400-800-8888' } });
    expect(Object.keys(info.data as object)).not.toContain('updatedBy');
  });

  it('new orders take the unpaid time of the settings, and the sweep cancels them by it', async () => {
    const b = await kit.buyer();
    const before = Date.now();
    const first = await ctx.call(S.update.path, { ...SAVED, unpaidMinutes: 6 }, operator);
    expect(first.status).toBe(200);
    const res = await ctx.call<{ orderIds: number[] }>(
      CALLS.order.addOrderFromDetail.path,
      { ...line(), addressId: b.address.id },
      b.token,
    );
    expect(res.status).toBe(200);
    const id = res.data.orderIds[0]!;
    const row = await kit.orderRow(id);
    const created = Number(row.created_at);
    expect(created).toBeGreaterThanOrEqual(before);
    expect(Number(row.pay_deadline)).toBe(created + 6 * 60_000);
    // Five minutes on it still waits; seven minutes on the sweep cancels it.
    await sweepOrders(ctx.app, created + 5 * 60_000);
    expect(Number((await kit.orderRow(id)).status)).toBe(0);
    await sweepOrders(ctx.app, created + 7 * 60_000);
    expect(await kit.orderRow(id)).toMatchObject({ status: 4, cancel_reason: '超时未支付' });
  });

  it('saves every setting, shows them to the storefront at once and logs before and after', async () => {
    // The public answer is cached in this process; the save drops it.
    const app2 = (await ctx.call(INFO, {})).data;
    expect(app2).toBeDefined();
    const saved = await ctx.call<TSiteSettings>(S.update.path, { ...SAVED, psb: '  ' }, operator);
    expect(saved).toMatchObject({ status: 200, data: { ...SAVED, updatedAt: expect.any(Number) } });
    expect(saved.data.updatedBy).toMatch(/^a_operator_/);
    expect(await ctx.call(S.get.path, {}, operator)).toMatchObject({ data: { ...SAVED } });
    expect(await ctx.call(INFO, {})).toMatchObject({
      status: 200,
      data: { ...SAVED },
    });
    const log = await ctx.call<TAuditEntry[]>(
      CALLS.adminAudit.list.path,
      { action: 'settings.update', adminId: operatorId },
      owner,
    );
    const [latest] = log.data;
    expect(latest).toMatchObject({
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'site',
      before: { unpaidMinutes: 6, siteName: SAVED.siteName },
      after: { ...SAVED },
    });
    expect(log.total).toBe(2);
  });

  it('opens after-sales for the settings’ days after receipt, and closes it after', async () => {
    await ctx.call(S.update.path, { ...SAVED, afterSalesDays: 20 }, operator);
    const b = await kit.buyer();
    const id = await kit.order(b, seller, [line()], 3);
    const [item] = await kit.itemsOf(id);
    const receivedAt = Date.now() - 18 * DAY;
    await ctx.app.deps.db.updateTable('orders').set({ received_at: receivedAt }).where('id', '=', id).execute();
    const single = await ctx.call<TServiceData[]>(CALLS.afterSales.selectSingle.path, { orderId: id }, b.token);
    expect(single.data[0]).toMatchObject({ deadline: receivedAt + 20 * DAY, allowedTypes: [1, 2, 3] });
    const apply = { orderId: id, orderDetailId: item!.id, returnType: 2, number: 1, reason: '商品质量问题' };
    // 18 days after receipt: open under 20 days (the contract's 15 would have closed it).
    expect((await ctx.call(CALLS.afterSales.addProductReturn.path, apply, b.token)).status).toBe(200);

    await ctx.call(S.update.path, { ...SAVED, afterSalesDays: 10 }, operator);
    const other = await kit.order(b, seller, [line()], 3);
    const [otherItem] = await kit.itemsOf(other);
    await ctx.app.deps.db.updateTable('orders').set({ received_at: receivedAt }).where('id', '=', other).execute();
    expect(
      await ctx.call(
        CALLS.afterSales.addProductReturn.path,
        { ...apply, orderId: other, orderDetailId: otherItem!.id },
        b.token,
      ),
    ).toMatchObject({ status: 409, code: 'RETURN_WINDOW_CLOSED' });
  });

  it('receives shipped orders left unconfirmed for the settings’ days, never one with an open request', async () => {
    await ctx.call(S.update.path, { ...SAVED, autoConfirmDays: 5 }, operator);
    const b = await kit.buyer();
    const plain = await kit.order(b, seller, [line()], 2);
    const disputed = await kit.order(b, seller, [line()], 2);
    const [item] = await kit.itemsOf(disputed);
    const apply = { orderId: disputed, orderDetailId: item!.id, returnType: 1, number: 1, reason: '未收到货' };
    expect((await ctx.call(CALLS.afterSales.addProductReturn.path, apply, b.token)).status).toBe(200);
    const shippedAt = Number((await kit.orderRow(plain)).shipped_at);
    await sweepOrders(ctx.app, shippedAt + 4 * DAY);
    expect(Number((await kit.orderRow(plain)).status)).toBe(2);
    const swept = await sweepOrders(ctx.app, shippedAt + 5 * DAY + 1000);
    expect(swept.received).toBeGreaterThanOrEqual(1);
    expect(await kit.orderRow(plain)).toMatchObject({ status: 3, received_at: expect.anything() });
    expect(Number((await kit.orderRow(plain)).received_at)).toBe(shippedAt + 5 * DAY + 1000);
    expect(Number((await kit.orderRow(disputed)).status)).toBe(2);
  });

  it('refuses out-of-range and malformed settings with 407 naming the field, and changes nothing', async () => {
    const before = (await ctx.call<TSiteSettings>(S.get.path, {}, operator)).data;
    const cases: [Record<string, unknown>, string][] = [
      [{ unpaidMinutes: 4 }, 'unpaidMinutes'],
      [{ unpaidMinutes: 1441 }, 'unpaidMinutes'],
      [{ unpaidMinutes: 15.5 }, 'unpaidMinutes'],
      [{ afterSalesDays: 6 }, 'afterSalesDays'],
      [{ afterSalesDays: 91 }, 'afterSalesDays'],
      [{ autoConfirmDays: 2 }, 'autoConfirmDays'],
      [{ autoConfirmDays: 31 }, 'autoConfirmDays'],
      [{ siteName: '  ' }, 'siteName'],
      [{ siteName: '名'.repeat(21) }, 'siteName'],
      [{ companyName: '' }, 'companyName'],
      [{ icp: '' }, 'icp'],
      [{ hotline: '客服电话' }, 'hotline'],
      [{ serviceHours: '' }, 'serviceHours'],
      [{ psb: 'x'.repeat(61) }, 'psb'],
      [{ extra: 1 }, ''],
    ];
    for (const [patch, field] of cases) {
      const res = await ctx.call(S.update.path, { ...SAVED, ...patch }, operator);
      expect(res.status, JSON.stringify(patch)).toBe(407);
      if (field) expect(res.field, JSON.stringify(patch)).toBe(field);
    }
    const { unpaidMinutes: _u, ...withoutOne } = SAVED;
    expect(await ctx.call(S.update.path, withoutOne, operator)).toMatchObject({ status: 407, field: 'unpaidMinutes' });
    expect((await ctx.call<TSiteSettings>(S.get.path, {}, operator)).data).toEqual(before);
  });

  it('lets operators and the owner edit the settings, not customer service', async () => {
    const { token } = await addAdmin(ctx, 'service');
    expect(await ctx.call(S.get.path, {}, token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await ctx.call(S.update.path, SAVED, token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await ctx.call(S.update.path, SAVED, owner)).status).toBe(200);
  });
});

describeEachDb(
  'the site info with the response cache on',
  (ctx) => {
    it('is cached briefly, and a save shows at once in this process', async () => {
      const { token } = await addAdmin(ctx, 'operator');
      expect(await ctx.call(INFO, {})).toMatchObject({ data: { siteName: '智联商城' } });
      const saved = await ctx.call(S.update.path, { ...SAVED, siteName: '新名字' }, token);
      expect(saved.status).toBe(200);
      expect(await ctx.call(INFO, {})).toMatchObject({ data: { siteName: '新名字' } });
      expect(await ctx.call(INFO, null)).toMatchObject({ data: { siteName: '新名字' } });
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);

import { CALLS, STATUS, type TCartAddResult, type TInvoice, type TOrderWithLogistics } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, buyerWithAddress, stockOf, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { COMPANY_TITLE } from '../../test/invoice-fixtures.js';
import { procurementKit } from '../../test/procurement-fixtures.js';
import { runDueDeletions } from '../privacy/privacy.service.js';

const O = CALLS.order;
const S = CALLS.sellerOrder;
const CART_ADD = CALLS.cart.add.path;

/** A 增值税专用发票 for the company of COMPANY_TITLE. */
const SPECIAL: TInvoice = { type: 2, ...COMPANY_TITLE, titleType: 2 };

function csvText(payload: Buffer): string {
  return payload.subarray(3).toString('utf8');
}

describeEachDb('order invoices (发票)', (ctx) => {
  let a: TFixtureSeller;
  let b: TFixtureSeller;
  beforeAll(async () => {
    a = await addSeller(ctx, [{ title: '智能网关 Pro', standards: [[19_900, 50]] }]);
    b = await addSeller(ctx, [{ title: '智能插座', standards: [[3_990, 50]] }]);
  });

  const line = (s: TFixtureSeller) => ({
    productId: s.products[0]!.productId,
    standardId: s.products[0]!.standardIds[0]!,
  });

  it('keeps the checkout’s invoice on every seller order it creates; buyer and seller read it; exports carry it', async () => {
    const u = await buyerWithAddress(ctx, { balance: 1000 });
    const cartIds: number[] = [];
    for (const s of [a, b]) {
      const added = await ctx.call<TCartAddResult>(CART_ADD, { ...line(s), number: 1 }, u.token);
      cartIds.push(added.data.id);
    }
    const created = await ctx.call<{ orderIds: number[] }>(
      O.addOrder.path,
      { cartIds, addressId: u.address.id, invoice: { ...SPECIAL, taxNo: SPECIAL.taxNo?.toLowerCase() } },
      u.token,
    );
    expect(created.status).toBe(200);
    expect(created.data.orderIds).toHaveLength(2);
    for (const orderId of created.data.orderIds) {
      const detail = await ctx.call<TOrderWithLogistics>(O.selectSingleOrder1.path, { orderId }, u.token);
      expect(detail.data.order.invoice).toEqual(SPECIAL);
    }
    const [orderA] = created.data.orderIds as [number, number];
    const sellerA = await a.login();
    // Unpaid: the seller sees which invoice and the company, not its bank details yet.
    const unpaid = await ctx.call<TOrderWithLogistics>(S.detail.path, { orderId: orderA }, sellerA);
    expect(unpaid.data.order.invoice).toEqual({ type: 2, titleType: 2, title: COMPANY_TITLE.title });

    expect((await ctx.call(O.pay.path, { orderIds: [orderA], payType: 'aicoin' }, u.token)).status).toBe(200);
    const paid = await ctx.call<TOrderWithLogistics>(S.detail.path, { orderId: orderA }, sellerA);
    expect(paid.data.order.invoice).toEqual(SPECIAL);
    const listed = await ctx.call<{ id: number; invoice: TInvoice | null }[]>(S.list.path, {}, sellerA);
    expect(listed.data.find((o) => o.id === orderA)?.invoice).toEqual(SPECIAL);

    const buyerFile = await ctx.app.inject({
      method: 'POST',
      url: O.exportProduct.path,
      payload: { data: { orderId: orderA }, accessToken: u.token },
    });
    const buyerCsv = csvText(buyerFile.rawPayload);
    expect(buyerCsv).toContain('\r\n发票类型,增值税专用发票,');
    expect(buyerCsv).toContain(`\r\n发票抬头,${COMPANY_TITLE.title},`);
    expect(buyerCsv).toContain(`\r\n纳税人识别号,${COMPANY_TITLE.taxNo},`);
    expect(buyerCsv).toContain(`\r\n开户银行,${COMPANY_TITLE.bank},`);

    const sellerFile = await ctx.app.inject({
      method: 'POST',
      url: S.export.path,
      payload: { data: {}, accessToken: sellerA },
    });
    const [header, row] = csvText(sellerFile.rawPayload).trimEnd().split('\r\n') as [string, string];
    expect(header.split(',').slice(-8)).toEqual([
      '发票类型',
      '发票抬头',
      '纳税人识别号',
      '开户银行',
      '银行账号',
      '注册地址',
      '注册电话',
      '收票邮箱',
    ]);
    expect(row.split(',').slice(-8)).toEqual([
      '增值税专用发票（单位）',
      COMPANY_TITLE.title,
      COMPANY_TITLE.taxNo,
      COMPANY_TITLE.bank,
      COMPANY_TITLE.account,
      COMPANY_TITLE.address,
      COMPANY_TITLE.phone,
      COMPANY_TITLE.email,
    ]);
  });

  it('orders without an invoice read 不开发票 (null); a personal 普通发票 carries no company field', async () => {
    const u = await buyerWithAddress(ctx);
    const none = await ctx.call<{ orderIds: number[] }>(
      O.addOrderFromDetail.path,
      { ...line(b), number: 1, addressId: u.address.id },
      u.token,
    );
    const plain = await ctx.call<{ orderIds: number[] }>(
      O.addOrderFromDetail.path,
      { ...line(b), number: 1, addressId: u.address.id, invoice: { type: 1, titleType: 1, title: '张三', email: '' } },
      u.token,
    );
    const read = async (orderId: number | undefined) =>
      (await ctx.call<TOrderWithLogistics>(O.selectSingleOrder1.path, { orderId }, u.token)).data.order.invoice;
    expect(await read(none.data.orderIds[0])).toBeNull();
    expect(await read(plain.data.orderIds[0])).toEqual({ type: 1, titleType: 1, title: '张三' });
    const file = await ctx.app.inject({
      method: 'POST',
      url: O.exportProduct.path,
      payload: { data: { orderId: none.data.orderIds[0] }, accessToken: u.token },
    });
    expect(csvText(file.rawPayload)).toContain('\r\n发票,不开发票,');
  });

  it('refuses a bad invoice with 407 naming the field, and orders nothing', async () => {
    const u = await buyerWithAddress(ctx);
    const before = await stockOf(ctx, line(b).standardId);
    const cases: [Partial<TInvoice> & Record<string, unknown>, string][] = [
      [{ type: 3 as 1 }, 'data.invoice.type'],
      [
        {
          titleType: 1,
          title: '张三',
          taxNo: undefined,
          bank: undefined,
          account: undefined,
          address: undefined,
          phone: undefined,
        },
        'data.invoice.titleType',
      ],
      [{ type: 1, taxNo: undefined }, 'data.invoice.taxNo'],
      [{ taxNo: '123' }, 'data.invoice.taxNo'],
      [{ bank: undefined }, 'data.invoice.bank'],
      [{ account: '' }, 'data.invoice.account'],
      [{ address: undefined }, 'data.invoice.address'],
      [{ phone: undefined }, 'data.invoice.phone'],
      [{ email: 'finance.example.cn' }, 'data.invoice.email'],
      [{ title: '' }, 'data.invoice.title'],
      [
        {
          type: 1,
          titleType: 1,
          title: '张三',
          bank: undefined,
          account: undefined,
          address: undefined,
          phone: undefined,
        },
        'data.invoice.taxNo',
      ],
    ];
    for (const [patch, field] of cases) {
      const res = await ctx.call(
        O.addOrderFromDetail.path,
        { ...line(b), number: 1, addressId: u.address.id, invoice: { ...SPECIAL, ...patch } },
        u.token,
      );
      expect(res.status, JSON.stringify(patch)).toBe(STATUS.BAD_PAYLOAD);
      expect(res.msg, JSON.stringify(patch)).toContain(field);
    }
    const cart = await ctx.call(
      O.addOrder.path,
      { cartIds: [1], addressId: u.address.id, invoice: { ...SPECIAL, bank: undefined } },
      u.token,
    );
    expect(cart.status).toBe(STATUS.BAD_PAYLOAD);
    expect(cart.msg).toContain('data.invoice.bank');
    expect(await stockOf(ctx, line(b).standardId)).toBe(before);
    expect((await ctx.call<unknown[]>(O.selectOrders.path, {}, u.token)).data).toEqual([]);
  });

  it('a settled procurement quote keeps the invoice; a bad one is 407 and settles nothing', async () => {
    const kit = procurementKit(ctx);
    const buyer = await kit.buyer();
    const seller = await kit.seller();
    const demand = await kit.publish(buyer.token);
    const quoteId = await kit.quote(seller.token, demand);
    const total = await kit.totalOf(quoteId);
    const settle = (invoice: unknown) =>
      ctx.call<{ orderIds: number[] }>(
        CALLS.quote.settle.path,
        { quoteId, addressId: buyer.address.id, total, invoice },
        buyer.token,
      );
    const bad = await settle({ type: 2, titleType: 1, title: '张三' });
    expect(bad.status).toBe(STATUS.BAD_PAYLOAD);
    expect(bad.msg).toContain('data.invoice.titleType');
    expect((await kit.demandRow(demand.id)).status).not.toBe(3);

    const settled = await settle(SPECIAL);
    expect(settled.status).toBe(200);
    const [orderId] = settled.data.orderIds;
    const detail = await ctx.call<TOrderWithLogistics>(O.selectSingleOrder1.path, { orderId }, buyer.token);
    expect(detail.data.order.invoice).toEqual(SPECIAL);
    const sellerView = await ctx.call<TOrderWithLogistics>(S.detail.path, { orderId }, seller.token);
    expect(sellerView.data.order.invoice).toMatchObject({ type: 2, title: COMPANY_TITLE.title });
  });

  describe('account deletion', () => {
    it('keeps a company invoice as issued and masks a personal one', async () => {
      const kit = procurementKit(ctx);
      const u = await kit.buyer();
      const order = async (invoice: TInvoice) =>
        (
          await ctx.call<{ orderIds: number[] }>(
            O.addOrderFromDetail.path,
            { ...line(b), number: 1, addressId: u.address.id, invoice },
            u.token,
          )
        ).data.orderIds[0] ?? 0;
      const company = await order(SPECIAL);
      const person = await order({ type: 1, titleType: 1, title: '张三丰', email: 'zsf@example.cn' });
      for (const orderId of [company, person]) await ctx.call(O.cancelOrder.path, { orderId }, u.token);
      const { db } = ctx.app.deps;
      const now = Date.now();
      await db
        .updateTable('users')
        .set({ deletion_requested_at: now - 1000, deletion_due_at: now - 1 })
        .where('id', '=', u.userId)
        .execute();
      expect(await runDueDeletions(ctx.app.deps, ctx.app.personalData, now)).toMatchObject({ deleted: 1 });
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'invoice'])
        .where('id', 'in', [company, person])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => JSON.parse(r.invoice ?? 'null'))).toEqual([
        SPECIAL,
        { type: 1, titleType: 1, title: expect.stringMatching(/^张\*+$/) },
      ]);
    });
  });
});

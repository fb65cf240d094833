import {
  CALLS,
  RETURN_REASONS,
  type TFreightEstimate,
  type TFreightQuote,
  type TFreightTemplate,
  type TOrder,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post } from '../../test/http-server.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const S = CALLS.sellerFreight;
const F = CALLS.freight;
const SET = CALLS.sellerProduct.setFreightTemplate;
const APPLY = '/order/productRetuen/addProductReturn.json';
const APPROVE = '/seller/api/productReturn/approve.json';
const ROUNDS = 6;

/** 满100包邮; ¥6 to 江浙沪 (the fixture buyers live in Shanghai), ¥20 to 新疆/西藏, else ¥10. */
const TEMPLATE = {
  name: '满100包邮',
  freeAbove: 100,
  defaultFee: 10,
  regions: [
    { provinces: ['310000', '320000', '330000'], fee: 6 },
    { provinces: ['650000', '540000'], fee: 20 },
  ],
};

describeEachDb('freight templates, charged freight and its refund', (ctx) => {
  let shopA: TFixtureSeller;
  let shopB: TFixtureSeller;
  let tokenA: string;
  let tokenB: string;
  let base: string;
  const kit = sellerKit(ctx);
  const db = () => ctx.app.deps.db;

  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    // Product 0: ¥40 and ¥120 standards; product 1: ¥30 (another template); product 2: no template.
    shopA = await addSeller(ctx, [
      {
        title: '智能插座',
        standards: [
          [4_000, 1_000],
          [12_000, 1_000],
        ],
      },
      { title: '温湿度计', standards: [[3_000, 1_000]] },
      { title: '智能灯泡', standards: [[2_000, 1_000]] },
    ]);
    shopB = await addSeller(ctx, [{ title: '门窗传感器', standards: [[5_000, 1_000]] }]);
    tokenA = await shopA.login();
    tokenB = await shopB.login();
  });

  async function addTemplate(token: string, over: Record<string, unknown> = {}): Promise<TFreightTemplate> {
    const res = await ctx.call<TFreightTemplate>(S.add.path, { ...TEMPLATE, ...over }, token);
    expect(res.status, JSON.stringify(res)).toBe(200);
    return res.data;
  }

  async function assign(productId: number, templateId: number | null, token = tokenA) {
    const res = await ctx.call(SET.path, { productId, templateId }, token);
    expect(res.status, JSON.stringify(res)).toBe(200);
  }

  describe('the seller calls', () => {
    it('adds, lists, updates and removes the seller’s own templates', async () => {
      const added = await addTemplate(tokenB, { name: '临时模板' });
      expect(added).toMatchObject({ name: '临时模板', freeAbove: 100, defaultFee: 10, productCount: 0 });
      expect(added.regions).toEqual(TEMPLATE.regions);
      const updated = await ctx.call<TFreightTemplate>(
        S.update.path,
        { id: added.id, ...TEMPLATE, name: '全国包邮', freeAbove: null, defaultFee: 0, regions: [] },
        tokenB,
      );
      expect(updated.data).toMatchObject({
        id: added.id,
        name: '全国包邮',
        freeAbove: null,
        defaultFee: 0,
        regions: [],
      });
      const listed = await ctx.call<TFreightTemplate[]>(S.list.path, {}, tokenB);
      expect(listed.data.map((t) => t.id)).toContain(added.id);
      expect((await ctx.call(S.remove.path, { id: added.id }, tokenB)).status).toBe(200);
      expect((await ctx.call<TFreightTemplate[]>(S.list.path, {}, tokenB)).data.map((t) => t.id)).not.toContain(
        added.id,
      );
    });

    it('answers 404 for another seller’s template, and a product may not name one', async () => {
      const mine = await addTemplate(tokenA, { name: '甲的模板' });
      for (const [path, data] of [
        [S.update.path, { id: mine.id, ...TEMPLATE }],
        [S.remove.path, { id: mine.id }],
      ] as const) {
        expect(await ctx.call(path, data, tokenB)).toMatchObject({ status: 404, code: 'FREIGHT_TEMPLATE_NOT_FOUND' });
      }
      expect((await ctx.call<TFreightTemplate[]>(S.list.path, {}, tokenB)).data.map((t) => t.id)).not.toContain(
        mine.id,
      );
      const other = shopB.products[0]!.productId;
      expect(await ctx.call(SET.path, { productId: other, templateId: mine.id }, tokenB)).toMatchObject({
        status: 404,
        code: 'FREIGHT_TEMPLATE_NOT_FOUND',
      });
      expect(await ctx.call(SET.path, { productId: other, templateId: mine.id }, tokenA)).toMatchObject({
        status: 404,
        code: 'PRODUCT_NOT_FOUND',
      });
      await ctx.call(S.remove.path, { id: mine.id }, tokenA);
    });

    it('answers 528 to a guest and to a buyer token', async () => {
      const [b] = [await kit.buyer()];
      for (const call of [S.list, S.add, S.update, S.remove, SET]) {
        expect((await ctx.call(call.path, {}, undefined)).status, call.path).toBe(528);
        expect((await ctx.call(call.path, {}, b!.token)).status, call.path).toBe(528);
      }
    });

    it('answers 407 naming the field for a bad template', async () => {
      const bad = [
        [{ ...TEMPLATE, name: '' }, 'name'],
        [{ ...TEMPLATE, defaultFee: -1 }, 'defaultFee'],
        [{ ...TEMPLATE, freeAbove: 0 }, 'freeAbove'],
        [{ ...TEMPLATE, defaultFee: 1.234 }, 'defaultFee'],
        [{ ...TEMPLATE, regions: [{ provinces: ['999999'], fee: 1 }] }, 'regions'],
        [{ ...TEMPLATE, regions: [{ provinces: [], fee: 1 }] }, 'regions'],
        [
          {
            ...TEMPLATE,
            regions: [
              { provinces: ['650000'], fee: 20 },
              { provinces: ['650000'], fee: 30 },
            ],
          },
          'regions',
        ],
      ] as const;
      for (const [data, field] of bad) {
        const res = await ctx.call(S.add.path, data, tokenA);
        expect(res.status, JSON.stringify(data)).toBe(407);
        expect(res.msg).toContain(field);
      }
      expect((await ctx.call(S.remove.path, { id: 'x' }, tokenA)).status).toBe(407);
      expect((await ctx.call(SET.path, { productId: shopA.products[0]!.productId }, tokenA)).status).toBe(407);
    });

    it('refuses to remove a template a product names (409 FREIGHT_TEMPLATE_IN_USE), and removes it once free', async () => {
      const t = await addTemplate(tokenA, { name: '在用模板' });
      const productId = shopA.products[2]!.productId;
      await assign(productId, t.id);
      expect(
        (await ctx.call<TFreightTemplate[]>(S.list.path, {}, tokenA)).data.find((x) => x.id === t.id)?.productCount,
      ).toBe(1);
      expect(await ctx.call(S.remove.path, { id: t.id }, tokenA)).toMatchObject({
        status: 409,
        code: 'FREIGHT_TEMPLATE_IN_USE',
      });
      const listed = await ctx.call<{ id: number; freightTemplateId: number | null }[]>(
        CALLS.sellerProduct.list.path,
        { page: 1, limit: 10 },
        tokenA,
      );
      expect(listed.data.find((p) => p.id === productId)?.freightTemplateId).toBe(t.id);
      await assign(productId, null);
      expect((await ctx.call(S.remove.path, { id: t.id }, tokenA)).status).toBe(200);
    });
  });

  it(`${ROUNDS} rounds: removing a template while a product takes it never leaves the product naming a removed one`, async () => {
    const productId = shopA.products[2]!.productId;
    const seen = { removed: 0, kept: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const t = await addTemplate(tokenA, { name: `竞速模板${round}` });
      const [removed, set] = await Promise.all([
        post(base, S.remove.path, { id: t.id }, tokenA),
        post(base, SET.path, { productId, templateId: t.id }, tokenA),
      ]);
      const row = await db()
        .selectFrom('products')
        .select('freight_template_id')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      if (removed.status === 200) {
        // The remove came first: the product's choice found no template.
        expect(set).toMatchObject({ status: 404, code: 'FREIGHT_TEMPLATE_NOT_FOUND' });
        expect(row.freight_template_id).not.toBe(t.id);
        seen.removed += 1;
      } else {
        expect(removed).toMatchObject({ status: 409, code: 'FREIGHT_TEMPLATE_IN_USE' });
        expect(set.status).toBe(200);
        expect(Number(row.freight_template_id)).toBe(t.id);
        seen.kept += 1;
      }
      await assign(productId, null);
    }
    expect(seen.removed + seen.kept).toBe(ROUNDS);
  });

  describe('what the buyer pays', () => {
    let main: TFreightTemplate;
    let dear: TFreightTemplate;

    beforeAll(async () => {
      main = await addTemplate(tokenA);
      // A second template: ¥15 everywhere, never free.
      dear = await addTemplate(tokenA, { name: '大件运费', freeAbove: null, defaultFee: 15, regions: [] });
      await assign(shopA.products[0]!.productId, main.id);
      await assign(shopA.products[1]!.productId, dear.id);
    });

    it('charges the province group’s fee, waives it from 满N包邮 (before coupons), and takes the highest of a seller order', async () => {
      const b = await kit.buyer();
      const [p0, p1, p2] = shopA.products;
      const cheap = await kit.order(
        b,
        shopA,
        [{ productId: p0!.productId, standardId: p0!.standardIds[0]!, number: 1 }],
        0,
      );
      expect(await kit.orderRow(cheap)).toMatchObject({ goods_fen: 4_000, freight_fen: 600, total_fen: 4_600 });
      const free = await kit.order(
        b,
        shopA,
        [{ productId: p0!.productId, standardId: p0!.standardIds[1]!, number: 1 }],
        0,
      );
      expect(await kit.orderRow(free)).toMatchObject({ goods_fen: 12_000, freight_fen: 0, total_fen: 12_000 });
      const mixed = await kit.order(
        b,
        shopA,
        [
          { productId: p0!.productId, standardId: p0!.standardIds[1]!, number: 1 },
          { productId: p1!.productId, standardId: p1!.standardIds[0]!, number: 1 },
          { productId: p2!.productId, standardId: p2!.standardIds[0]!, number: 1 },
        ],
        0,
      );
      // ¥170 of goods: 满100包邮 waives the main template, the 大件 one still asks ¥15.
      expect(await kit.orderRow(mixed)).toMatchObject({ goods_fen: 17_000, freight_fen: 1_500, total_fen: 18_500 });
      const none = await kit.order(
        b,
        shopA,
        [{ productId: p2!.productId, standardId: p2!.standardIds[0]!, number: 1 }],
        0,
      );
      expect(await kit.orderRow(none)).toMatchObject({ freight_fen: 0, total_fen: 2_000 });
      const answer = await ctx.call<{ order: TOrder }>(
        CALLS.order.selectSingleOrder1.path,
        { orderId: cheap },
        b.token,
      );
      expect(answer.data.order).toMatchObject({ goodsTotalPrice: 40, freight: 6, orderTotalPrice: 46 });
    });

    it('quotes a checkout’s freight per seller order as the order will charge it', async () => {
      const b = await kit.buyer();
      const [p0, p1] = shopA.products;
      const res = await ctx.call<TFreightQuote>(
        F.quote.path,
        {
          addressId: b.address.id,
          lines: [
            { standardId: p0!.standardIds[0]!, number: 1 },
            { standardId: p1!.standardIds[0]!, number: 2 },
            { standardId: shopB.products[0]!.standardIds[0]!, number: 1 },
          ],
        },
        b.token,
      );
      expect(res.status).toBe(200);
      expect(res.data.orders).toEqual(
        expect.arrayContaining([
          { sellerId: shopA.sellerId, freight: 15 },
          { sellerId: shopB.sellerId, freight: 0 },
        ]),
      );
      expect(res.data.freight).toBe(15);
      const other = await kit.buyer();
      const line = [{ standardId: p0!.standardIds[0]!, number: 1 }];
      expect((await ctx.call(F.quote.path, { addressId: other.address.id, lines: line }, b.token)).status).toBe(404);
      expect((await ctx.call(F.quote.path, { addressId: b.address.id, lines: line }, undefined)).status).toBe(528);
      expect((await ctx.call(F.quote.path, { addressId: b.address.id, lines: line }, tokenA)).status).toBe(528);
      const bad = await ctx.call(F.quote.path, { addressId: b.address.id, lines: [] }, b.token);
      expect(bad.status).toBe(407);
      expect(bad.msg).toContain('lines');
    });

    it('estimates the detail page’s freight and delivery to the default address, or to 北京 for a guest', async () => {
      const b = await kit.buyer();
      const productId = shopA.products[0]!.productId;
      const mine = await ctx.call<TFreightEstimate>(F.estimate.path, { productId }, b.token);
      expect(mine.data).toMatchObject({
        fee: 6,
        freeAbove: 100,
        province: '310000',
        regionText: '上海市',
        isDefaultRegion: false,
      });
      expect(mine.data.promise).toMatch(/^现在下单，预计\d{1,2}月\d{1,2}日\(周[一二三四五六日]\)送达$/);
      const guest = await ctx.call<TFreightEstimate>(F.estimate.path, { productId }, 'not-a-token');
      expect(guest.data).toMatchObject({ fee: 10, province: '110000', regionText: '北京市', isDefaultRegion: true });
      const free = await ctx.call<TFreightEstimate>(F.estimate.path, { productId: shopA.products[2]!.productId });
      expect(free.data).toMatchObject({ fee: 0, freeAbove: null });
      expect((await ctx.call(F.estimate.path, { productId: 99_999_999 })).status).toBe(404);
      expect((await ctx.call(F.estimate.path, { productId: 'x' })).status).toBe(407);
    });

    it('refunds the freight with the order’s last units only, the ledger exact in fen', async () => {
      const b = await kit.buyer();
      const [p0, , p2] = shopA.products;
      const id = await kit.order(
        b,
        shopA,
        [
          { productId: p0!.productId, standardId: p0!.standardIds[0]!, number: 1 },
          { productId: p2!.productId, standardId: p2!.standardIds[0]!, number: 1 },
        ],
        1,
      );
      // ¥60 of goods to Shanghai: ¥6 freight, ¥66 paid.
      expect(await kit.orderRow(id)).toMatchObject({ total_fen: 6_600, freight_fen: 600 });
      const lines = await kit.itemsOf(id);
      for (const [i, expected] of [4_000, 2_600].entries()) {
        const applied = await ctx.call<{ id: number }>(
          APPLY,
          { orderId: id, orderDetailId: lines[i]!.id, returnType: 1, number: 1, reason: RETURN_REASONS[1][0] },
          b.token,
        );
        expect(applied.status, JSON.stringify(applied)).toBe(200);
        expect((await ctx.call(APPROVE, { id: applied.data.id }, tokenA)).status).toBe(200);
        const booked = await db()
          .selectFrom('ai_coin_ledger')
          .select('amount_fen')
          .where('user_id', '=', b.userId)
          .where('kind', '=', 'refund')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(Number(booked.amount_fen)).toBe(expected);
        if (i === 0) expect(await kit.orderRow(id)).toMatchObject({ refunded_fen: 4_000, status: 1 });
      }
      expect(await kit.orderRow(id)).toMatchObject({ refunded_fen: 6_600, status: 5 });
      const returns = await db()
        .selectFrom('product_returns')
        .select(['amount_fen', 'freight_fen'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      expect(returns.map((r) => [Number(r.amount_fen), Number(r.freight_fen)])).toEqual([
        [4_000, 0],
        [2_000, 600],
      ]);
    });

    it(`${ROUNDS} rounds: two refunds of an order’s last units at once give the freight back exactly once`, async () => {
      const b = await kit.buyer();
      const p0 = shopA.products[0]!;
      const p1 = shopA.products[1]!;
      for (let round = 0; round < ROUNDS; round++) {
        const id = await kit.order(
          b,
          shopA,
          [
            { productId: p0.productId, standardId: p0.standardIds[0]!, number: 1 },
            { productId: p1.productId, standardId: p1.standardIds[0]!, number: 1 },
          ],
          1,
        );
        // ¥70 of goods, the 大件 template's ¥15: ¥85 paid.
        expect(await kit.orderRow(id)).toMatchObject({ total_fen: 8_500, freight_fen: 1_500 });
        const ids: number[] = [];
        for (const line of await kit.itemsOf(id)) {
          const applied = await ctx.call<{ id: number }>(
            APPLY,
            { orderId: id, orderDetailId: line.id, returnType: 1, number: 1, reason: RETURN_REASONS[1][0] },
            b.token,
          );
          ids.push(applied.data.id);
        }
        const answers = await Promise.all(ids.map((rid) => post(base, APPROVE, { id: rid }, tokenA)));
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        const returns = await db()
          .selectFrom('product_returns')
          .select(['amount_fen', 'freight_fen'])
          .where('order_id', '=', id)
          .execute();
        expect(returns.reduce((n, r) => n + Number(r.freight_fen), 0)).toBe(1_500);
        expect(returns.filter((r) => Number(r.freight_fen) > 0)).toHaveLength(1);
        expect(await kit.orderRow(id)).toMatchObject({ refunded_fen: 8_500, status: 5 });
      }
    });
  });
});

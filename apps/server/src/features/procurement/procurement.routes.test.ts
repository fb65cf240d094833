import {
  CALLS,
  chinaDate,
  chinaDayEnd,
  type TDemandCard,
  type TDemandDetail,
  type TOrderWithLogistics,
  type TQuoteComparison,
  type TSellerDemand,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSeller, topUp, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { demandInput, procurementKit, quoteInput, type TQuoteSeller } from '../../test/procurement-fixtures.js';
import { demandsAwaitingQuotes } from './procurement.repository.js';

const P = CALLS.procurement;
const Q = CALLS.quote;
const S = CALLS.sellerProcurement;

describeEachDb('procurement', (ctx) => {
  const kit = procurementKit(ctx);
  const db = () => ctx.app.deps.db;
  let sellerA: TQuoteSeller;
  let sellerB: TQuoteSeller;
  /** A parent system category and one below it. */
  let parentCat: number;
  let childCat: number;

  beforeAll(async () => {
    sellerA = await kit.seller();
    sellerB = await kit.seller();
    await db()
      .updateTable('shops')
      .set({ score_x10: 47, logo: '/img/a.png' })
      .where('seller_id', '=', sellerA.sellerId)
      .execute();
    const parent = await db()
      .insertInto('sys_categories')
      .values({ name: '采购测试父类' })
      .returning('id')
      .executeTakeFirstOrThrow();
    parentCat = Number(parent.id);
    const child = await db()
      .insertInto('sys_categories')
      .values({ name: '采购测试子类', parent_id: parentCat })
      .returning('id')
      .executeTakeFirstOrThrow();
    childCat = Number(child.id);
  });

  describe('add and detail', () => {
    it('publishes a demand: items in order, summary columns, contact to the owner only', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const d = await kit.publish(b.token, { categoryId: childCat });
      expect(d).toMatchObject({
        title: '办公楼智能门锁批量采购',
        categoryId: childCat,
        categoryName: '采购测试子类',
        itemCount: 2,
        itemNames: ['智能门锁', '智能网关'],
        budget: 20_000,
        regionText: '上海市 市辖区 浦东新区',
        status: 1,
        statusText: '报价中',
        quoteCount: 0,
        isOwner: true,
        contactName: '王经理',
        contactPhone: '13900001111',
        description: '需含安装',
        attachments: [],
        settledQuoteId: null,
        orderId: null,
      });
      expect(d.quoteDeadlineAt).toBe(chinaDayEnd(d.quoteDeadline));
      expect(d.publishTime).not.toBeNull();
      expect(d.items.map((i) => [i.name, i.spec, i.quantity, i.unit, i.targetPrice])).toEqual([
        ['智能门锁', 'C级锁芯', 20, '把', 899],
        ['智能网关', '', 2, '台', null],
      ]);
      const row = await kit.demandRow(d.id);
      expect(row.search_text).toBe('办公楼智能门锁批量采购 智能门锁 c级锁芯 智能网关');
      for (const viewer of [undefined, other.token, sellerA.token]) {
        const seen = await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }, viewer);
        expect(seen.status).toBe(200);
        expect(seen.data).toMatchObject({ isOwner: false, contactName: null, contactPhone: null, orderId: null });
        expect(JSON.stringify(seen.data)).not.toContain('13900001111');
      }
    });

    it('keeps a draft to its owner: 404 for anybody else, not in the market', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const d = await kit.publish(b.token, { draft: true, title: '草稿需求只给自己看' });
      expect(d).toMatchObject({ status: 0, statusText: '草稿', publishTime: null });
      for (const viewer of [undefined, other.token]) {
        expect(await ctx.call(P.detail.path, { id: d.id }, viewer)).toMatchObject({
          status: 404,
          code: 'DEMAND_NOT_FOUND',
        });
      }
      const market = await ctx.call<TDemandCard[]>(P.query.path, { keyword: '草稿需求只给自己看' });
      expect(market.total).toBe(0);
      expect(await ctx.call(P.detail.path, { id: 99_999_999 })).toMatchObject({
        status: 404,
        code: 'DEMAND_NOT_FOUND',
      });
    });

    it('takes the buyer own uploads as attachments, refuses anybody else', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const mine = await uploadPng(ctx, b.token, '图纸.png');
      const d = await kit.publish(b.token, { attachments: [{ url: mine, name: '现场图.png' }] });
      expect(d.attachments).toEqual([{ url: mine, name: '现场图.png', kind: 'image' }]);
      const theirs = await uploadPng(ctx, other.token, '图纸.png');
      expect(
        await ctx.call(P.add.path, demandInput({ attachments: [{ url: theirs, name: 'x.png' }] }), b.token),
      ).toMatchObject({
        status: 404,
        code: 'UPLOAD_NOT_OWNED',
        field: 'attachments',
        msg: '文件不存在或不是本人上传的',
      });
      const pdf = '/files/2026/01/0123456789abcdef01234567.pdf';
      expect(
        await ctx.call(P.add.path, demandInput({ attachments: [{ url: pdf, name: '清单.pdf' }] }), b.token),
      ).toMatchObject({
        status: 404,
        code: 'UPLOAD_NOT_OWNED',
      });
    });

    const bad: [string, Partial<Parameters<typeof demandInput>[0]> | Record<string, unknown>, string][] = [
      ['a short title', { title: '门锁' }, '参数解析失败：data.title 采购标题至少4个字'],
      ['no items', { items: [] }, '参数解析失败：data.items 请至少添加一项采购物品'],
      [
        '51 items',
        { items: Array.from({ length: 51 }, (_, i) => ({ name: `物品${i}`, quantity: 1, unit: '个' })) },
        '参数解析失败：data.items 采购物品最多50项',
      ],
      [
        'a zero quantity',
        { items: [{ name: '门锁', quantity: 0, unit: '把' }] },
        '参数解析失败：data.items.0.quantity 采购数量须大于0',
      ],
      [
        'a fractional quantity',
        { items: [{ name: '门锁', quantity: 1.5, unit: '把' }] },
        '参数解析失败：data.items.0.quantity 采购数量须为整数',
      ],
      [
        'an item without a name',
        { items: [{ name: ' ', quantity: 1, unit: '把' }] },
        '参数解析失败：data.items.0.name 请填写物品名称',
      ],
      ['three decimals of budget', { budget: 1.234 }, '参数解析失败：data.budget 预算最多两位小数'],
      [
        'a quote deadline in the past',
        { quoteDeadline: chinaDate(Date.now(), -1) },
        '参数解析失败：data.quoteDeadline 报价截止日期不能早于今天',
      ],
      [
        'delivery before the quote deadline',
        { quoteDeadline: chinaDate(Date.now(), 10), deliveryDate: chinaDate(Date.now(), 10) },
        '参数解析失败：data.deliveryDate 交货日期须晚于报价截止日期',
      ],
      ['a bad date', { deliveryDate: '2026-02-30' }, '参数解析失败：data.deliveryDate 交货日期格式应为YYYY-MM-DD'],
      ['a broken region', { area: '110101' }, '参数解析失败：data.area 请选择完整的交货地区'],
      ['a bad phone', { contactPhone: '123' }, 'data.contactPhone'],
      ['no contact', { contactName: '' }, '参数解析失败：data.contactName 请填写联系人'],
      [
        'a foreign attachment path',
        { attachments: [{ url: 'https://x.com/a.png', name: 'a' }] },
        '参数解析失败：data.attachments.0.url 附件地址无效',
      ],
    ];
    for (const [what, patch, msg] of bad) {
      it(`refuses ${what} with 407 naming the field`, async () => {
        const b = await kit.buyer();
        const res = await ctx.call(P.add.path, { ...demandInput(), ...patch }, b.token);
        expect(res.status).toBe(407);
        expect((res as { msg: string }).msg).toContain(msg);
      });
    }

    it('refuses an unknown category with 404 CATEGORY_NOT_FOUND', async () => {
      const b = await kit.buyer();
      expect(await ctx.call(P.add.path, demandInput({ categoryId: 99_999_999 }), b.token)).toMatchObject({
        status: 404,
        code: 'CATEGORY_NOT_FOUND',
      });
    });

    it('asks for a buyer: no token or a seller token is 528', async () => {
      expect((await ctx.call(P.add.path, demandInput())).status).toBe(528);
      expect((await ctx.call(P.add.path, demandInput(), sellerA.token)).status).toBe(528);
      expect((await ctx.call(P.mine.path, {}, sellerA.token)).status).toBe(528);
      expect((await ctx.call(Q.list.path, { demandId: 1 }, sellerA.token)).status).toBe(528);
      expect((await ctx.call(Q.settle.path, { quoteId: 1, addressId: 1, total: 1 }, sellerA.token)).status).toBe(528);
      const b = await kit.buyer();
      expect((await ctx.call(S.query.path, {}, b.token)).status).toBe(528);
      expect((await ctx.call(S.quote.path, { demandId: 1 }, b.token)).status).toBe(528);
    });
  });

  describe('update', () => {
    it('edits a draft any time, publishes it with draft:false, replaces the items', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token, { draft: true });
      const edit = demandInput({
        draft: true,
        title: '修改后的草稿标题',
        items: [{ name: '门磁', quantity: 5, unit: '个' }],
      });
      expect((await ctx.call(P.update.path, { id: d.id, ...edit }, b.token)).status).toBe(200);
      let seen = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }, b.token), 'detail');
      expect(seen).toMatchObject({ status: 0, title: '修改后的草稿标题', itemCount: 1, itemNames: ['门磁'] });
      expect(seen.items.map((i) => i.name)).toEqual(['门磁']);
      expect((await ctx.call(P.update.path, { id: d.id, ...edit, draft: false }, b.token)).status).toBe(200);
      seen = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }, b.token), 'detail');
      expect(seen.status).toBe(1);
      expect(seen.publishTime).not.toBeNull();
    });

    it('edits a published demand until its first quote, then 409 DEMAND_HAS_QUOTES', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      // A published demand never goes back to draft: draft:true is ignored, the edit applies.
      const edit = demandInput({ title: '改过一次的采购需求', draft: true });
      expect((await ctx.call(P.update.path, { id: d.id, ...edit }, b.token)).status).toBe(200);
      const seen = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }, b.token), 'detail');
      expect(seen).toMatchObject({ status: 1, title: '改过一次的采购需求', publishTime: d.publishTime });
      await kit.quote(sellerA.token, seen);
      expect(await ctx.call(P.update.path, { id: d.id, ...demandInput() }, b.token)).toMatchObject({
        status: 409,
        code: 'DEMAND_HAS_QUOTES',
        msg: '已有商家报价，采购需求不能再修改',
      });
    });

    it('404s another buyer and refuses closed, settled or expired demands', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const d = await kit.publish(b.token);
      expect(await ctx.call(P.update.path, { id: d.id, ...demandInput() }, other.token)).toMatchObject({
        status: 404,
        code: 'DEMAND_NOT_FOUND',
      });
      expect(await ctx.call(P.update.path, { id: 99_999_999, ...demandInput() }, b.token)).toMatchObject({
        status: 404,
      });
      await kit.passDeadline(d.id);
      expect(await ctx.call(P.update.path, { id: d.id, ...demandInput() }, b.token)).toMatchObject({
        status: 409,
        code: 'DEMAND_NOT_EDITABLE',
        msg: '采购需求当前为「已截止」，不能修改',
      });
      expect((await ctx.call(P.close.path, { id: d.id }, b.token)).status).toBe(200);
      expect(await ctx.call(P.update.path, { id: d.id, ...demandInput() }, b.token)).toMatchObject({
        status: 409,
        code: 'DEMAND_NOT_EDITABLE',
        msg: '采购需求当前为「已关闭」，不能修改',
      });
      expect((await ctx.call(P.update.path, { id: d.id, ...demandInput(), title: 'x' }, b.token)).status).toBe(407);
    });
  });

  describe('close', () => {
    it('closes a draft, and a quoted demand with its quotes declined; twice is 409', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const draft = await kit.publish(b.token, { draft: true });
      expect((await ctx.call(P.close.path, { id: draft.id }, b.token)).status).toBe(200);
      expect((await kit.demandRow(draft.id)).status).toBe(4);
      const d = await kit.publish(b.token);
      await kit.quote(sellerA.token, d);
      await kit.quote(sellerB.token, d);
      expect(await ctx.call(P.close.path, { id: d.id }, other.token)).toMatchObject({
        status: 404,
        code: 'DEMAND_NOT_FOUND',
      });
      expect((await ctx.call(P.close.path, { id: d.id }, b.token)).status).toBe(200);
      const row = await kit.demandRow(d.id);
      expect(row.status).toBe(4);
      expect(row.closed_at).not.toBeNull();
      expect((await kit.quoteRows(d.id)).map((q) => q.status)).toEqual([2, 2]);
      expect(await ctx.call(P.close.path, { id: d.id }, b.token)).toMatchObject({
        status: 409,
        code: 'DEMAND_NOT_CLOSABLE',
        msg: '采购需求当前为「已关闭」，不能关闭',
      });
      const seen = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }), 'detail');
      expect(seen).toMatchObject({ status: 4, statusText: '已关闭' });
    });

    it('closes a demand past its deadline', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      await kit.passDeadline(d.id);
      expect((await ctx.call(P.close.path, { id: d.id }, b.token)).status).toBe(200);
    });
  });

  describe('market query', () => {
    const tag = `q${Date.now().toString(36)}`;
    let ids: Record<string, number>;
    beforeAll(async () => {
      const b = await kit.buyer();
      const today = Date.now();
      const make = async (title: string, o: Parameters<typeof demandInput>[0]) =>
        (await kit.publish(b.token, { title: `${tag} ${title}`, ...o })).id;
      ids = {
        lock: await make('门锁 采购', { categoryId: parentCat, budget: 5_000, quoteDeadline: chinaDate(today, 20) }),
        gateway: await make('网关 采购 100%纯铜', {
          categoryId: childCat,
          budget: 9_000,
          quoteDeadline: chinaDate(today, 3),
          items: [{ name: '智能网关', spec: 'Zigbee 3.0', quantity: 3, unit: '台' }],
        }),
        nobudget: await make('窗帘电机 采购', {
          budget: undefined,
          quoteDeadline: chinaDate(today, 10),
          province: '110000',
          city: '110100',
          area: '110101',
        }),
        expired: await make('过期 采购', {}),
        draft: await make('草稿 采购', { draft: true }),
      };
      await kit.passDeadline(ids.expired as number);
    });
    const query = (data: Record<string, unknown>) => ctx.call<TDemandCard[]>(P.query.path, { keyword: tag, ...data });
    const cardIds = (cards: TDemandCard[]) => cards.map((c) => c.id);

    it('lists only open published demands, newest first, with total and no contact', async () => {
      const res = await query({});
      expect(res.total).toBe(3);
      expect(cardIds(res.data)).toEqual([ids.nobudget, ids.gateway, ids.lock]);
      const card = res.data[0] as TDemandCard & Record<string, unknown>;
      expect(card.buyerName).toMatch(/^r\*\*\*\d$/);
      expect(card).not.toHaveProperty('contactPhone');
      expect(card).not.toHaveProperty('contactName');
      expect(JSON.stringify(res.data)).not.toContain('13900001111');
      const paged = await query({ page: 2, limit: 2 });
      expect(cardIds(paged.data)).toEqual([ids.lock]);
      expect(paged.total).toBe(3);
    });

    it('sorts by closing soon and by budget (no budget last)', async () => {
      expect(cardIds((await query({ sort: 'closing' })).data)).toEqual([ids.gateway, ids.nobudget, ids.lock]);
      expect(cardIds((await query({ sort: 'budget' })).data)).toEqual([ids.gateway, ids.lock, ids.nobudget]);
      expect((await query({ sort: 'cheap' })).status).toBe(407);
    });

    it('matches every keyword term in title, item names and specs (case-insensitive, LIKE characters literal)', async () => {
      expect(cardIds((await query({ keyword: `${tag} zigbee` })).data)).toEqual([ids.gateway]);
      expect(cardIds((await query({ keyword: `${tag}   窗帘电机` })).data)).toEqual([ids.nobudget]);
      expect(cardIds((await query({ keyword: `${tag} ZIGBEE 3.0` })).data)).toEqual([ids.gateway]);
      expect(cardIds((await query({ keyword: `${tag} 门锁` })).data)).toEqual([ids.nobudget, ids.lock]);
      expect(cardIds((await query({ keyword: `${tag} 100%纯铜` })).data)).toEqual([ids.gateway]);
      expect((await query({ keyword: `${tag} 1_0%` })).total).toBe(0);
      expect((await query({ keyword: `${tag} 门锁 zigbee` })).total).toBe(0);
    });

    it('filters by a category with everything below it, and by province', async () => {
      expect(cardIds((await query({ categoryId: parentCat })).data)).toEqual([ids.gateway, ids.lock]);
      expect(cardIds((await query({ categoryId: childCat })).data)).toEqual([ids.gateway]);
      expect(cardIds((await query({ province: '110000' })).data)).toEqual([ids.nobudget]);
    });

    it('takes no payload at all', async () => {
      const res = await ctx.call<TDemandCard[]>(P.query.path);
      expect(res.status).toBe(200);
      expect(res.data.every((c) => c.status === 1)).toBe(true);
    });
  });

  describe('mine', () => {
    it('lists the owner demands by shown state with quote counts', async () => {
      const b = await kit.buyer();
      const draft = await kit.publish(b.token, { draft: true });
      const open = await kit.publish(b.token);
      const expired = await kit.publish(b.token);
      await kit.passDeadline(expired.id);
      const closed = await kit.publish(b.token);
      await ctx.call(P.close.path, { id: closed.id }, b.token);
      const settled = await kit.publish(b.token);
      const quoteId = await kit.quote(sellerA.token, settled);
      await kit.quote(sellerA.token, open);
      kit.expectOk(
        await ctx.call(Q.settle.path, { quoteId, addressId: b.address.id, total: await kit.totalOf(quoteId) }, b.token),
        'settle',
      );
      const all = await ctx.call<TDemandCard[]>(P.mine.path, {}, b.token);
      expect(all.total).toBe(5);
      expect(all.data.map((c) => [c.id, c.status, c.statusText])).toEqual([
        [settled.id, 3, '已成交'],
        [closed.id, 4, '已关闭'],
        [expired.id, 2, '已截止'],
        [open.id, 1, '报价中'],
        [draft.id, 0, '草稿'],
      ]);
      expect(all.data.find((c) => c.id === open.id)?.quoteCount).toBe(1);
      for (const [status, id] of [
        [0, draft.id],
        [1, open.id],
        [2, expired.id],
        [3, settled.id],
        [4, closed.id],
      ] as const) {
        const res = await ctx.call<TDemandCard[]>(P.mine.path, { status }, b.token);
        expect([res.total, idsOfCards(res.data)]).toEqual([1, [id]]);
      }
      expect((await ctx.call(P.mine.path, { status: 5 }, b.token)).status).toBe(407);
      const other = await kit.buyer();
      expect((await ctx.call(P.mine.path, {}, other.token)).total).toBe(0);
    });
  });

  describe('seller quote', () => {
    it('posts a quote, revises it in place, counts the seller once', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const id = await kit.quote(sellerA.token, d, [800, 300]);
      let [q] = await kit.quoteRows(d.id);
      expect(Number(q?.total_fen)).toBe((800 * 20 + 300 * 2) * 100);
      const again = await kit.quote(sellerA.token, d, [750.5, 280], { taxIncluded: false, leadDays: 3 });
      expect(again).toBe(id);
      [q] = await kit.quoteRows(d.id);
      expect(q).toMatchObject({ tax_included: 0, lead_days: 3 });
      expect(Number(q?.total_fen)).toBe(75_050 * 20 + 28_000 * 2);
      expect((await kit.demandRow(d.id)).quote_count).toBe(1);
      await kit.quote(sellerB.token, d);
      expect((await kit.demandRow(d.id)).quote_count).toBe(2);
    });

    it('refuses quotes that do not price every item exactly once', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const other = await kit.publish(b.token);
      const [first, second] = d.items;
      const mismatch = { status: 409, code: 'QUOTE_ITEMS_MISMATCH' };
      const send = (items: { itemId: number; unitPrice: number }[]) =>
        ctx.call(S.quote.path, { ...quoteInput(d), items }, sellerA.token);
      expect(await send([{ itemId: first!.id, unitPrice: 1 }])).toMatchObject(mismatch);
      expect(
        await send([
          { itemId: first!.id, unitPrice: 1 },
          { itemId: other.items[0]!.id, unitPrice: 1 },
        ]),
      ).toMatchObject(mismatch);
      expect(
        await send([
          { itemId: first!.id, unitPrice: 1 },
          { itemId: second!.id, unitPrice: 1 },
          { itemId: other.items[0]!.id, unitPrice: 1 },
        ]),
      ).toMatchObject(mismatch);
      const dup = await send([
        { itemId: first!.id, unitPrice: 1 },
        { itemId: first!.id, unitPrice: 2 },
      ]);
      expect(dup).toMatchObject({ status: 407, msg: '参数解析失败：data.items 每一项采购物品只能报一个价' });
      expect(await ctx.call(S.quote.path, quoteInput(d, [0, 1]), sellerA.token)).toMatchObject({
        status: 407,
        msg: '参数解析失败：data.items.0.unitPrice 报价单价须大于0',
      });
      expect(
        await ctx.call(S.quote.path, quoteInput(d, [], { validUntil: chinaDate(Date.now(), -1) }), sellerA.token),
      ).toMatchObject({ status: 407, msg: '参数解析失败：data.validUntil 报价有效期不能早于今天' });
      expect(await ctx.call(S.quote.path, quoteInput(d, [], { leadDays: 0 }), sellerA.token)).toMatchObject({
        status: 407,
        msg: '参数解析失败：data.leadDays 交货周期至少1天',
      });
      expect((await kit.demandRow(d.id)).quote_count).toBe(0);
    });

    it('404s drafts and unknown demands, 409s closed and settled ones and late quotes', async () => {
      const b = await kit.buyer();
      const draft = await kit.publish(b.token, { draft: true });
      expect(await ctx.call(S.quote.path, quoteInput(draft), sellerA.token)).toMatchObject({
        status: 404,
        code: 'DEMAND_NOT_FOUND',
      });
      expect(await ctx.call(S.quote.path, { ...quoteInput(draft), demandId: 99_999_999 }, sellerA.token)).toMatchObject(
        {
          status: 404,
        },
      );
      const late = await kit.publish(b.token);
      await kit.quote(sellerA.token, late);
      await kit.passDeadline(late.id);
      const lateAnswer = { status: 409, code: 'QUOTE_LATE', msg: '报价已截止，不能再报价或修改报价' };
      expect(await ctx.call(S.quote.path, quoteInput(late), sellerB.token)).toMatchObject(lateAnswer);
      expect(await ctx.call(S.quote.path, quoteInput(late, [1, 1]), sellerA.token)).toMatchObject(lateAnswer);
      const closed = await kit.publish(b.token);
      await ctx.call(P.close.path, { id: closed.id }, b.token);
      expect(await ctx.call(S.quote.path, quoteInput(closed), sellerA.token)).toMatchObject({
        status: 409,
        code: 'DEMAND_NOT_QUOTABLE',
        msg: '采购需求当前为「已关闭」，不能报价',
      });
      const settled = await kit.publish(b.token);
      const quoteId = await kit.quote(sellerA.token, settled);
      kit.expectOk(
        await ctx.call(Q.settle.path, { quoteId, addressId: b.address.id, total: await kit.totalOf(quoteId) }, b.token),
        'settle',
      );
      expect(await ctx.call(S.quote.path, quoteInput(settled), sellerB.token)).toMatchObject({
        status: 409,
        code: 'DEMAND_NOT_QUOTABLE',
        msg: '采购需求当前为「已成交」，不能报价',
      });
    });
  });

  describe('seller query', () => {
    it('lists open demands with items and the seller own quote, never the contact before settlement', async () => {
      const b = await kit.buyer();
      const tag = `s${Date.now().toString(36)}`;
      const d = await kit.publish(b.token, { title: `${tag} 门锁采购`, categoryId: childCat });
      const quoted = await kit.publish(b.token, { title: `${tag} 网关采购` });
      await kit.publish(b.token, { title: `${tag} 草稿`, draft: true });
      const quoteId = await kit.quote(sellerA.token, quoted, [10, 20]);
      const open = await ctx.call<TSellerDemand[]>(S.query.path, { keyword: tag }, sellerA.token);
      expect(open.total).toBe(2);
      expect(open.data.map((x) => x.id)).toEqual([quoted.id, d.id]);
      const [withQuote, fresh] = open.data;
      expect(fresh).toMatchObject({ myQuote: null, contactName: null, contactPhone: null, orderId: null });
      expect(fresh?.items.map((i) => i.name)).toEqual(['智能门锁', '智能网关']);
      expect(withQuote?.myQuote).toMatchObject({
        id: quoteId,
        total: 10 * 20 + 20 * 2,
        items: expect.arrayContaining([{ itemId: quoted.items[0]!.id, unitPrice: 10 }]),
        status: 0,
        statusText: '有效',
      });
      expect(JSON.stringify(open.data)).not.toContain('13900001111');
      expect(
        idsOf(await ctx.call<TSellerDemand[]>(S.query.path, { keyword: tag, categoryId: parentCat }, sellerA.token)),
      ).toEqual([d.id]);
      const mine = await ctx.call<TSellerDemand[]>(S.query.path, { scope: 'quoted' }, sellerA.token);
      expect(mine.data.map((x) => x.id)).toContain(quoted.id);
      expect(mine.data.map((x) => x.id)).not.toContain(d.id);
      // B quotes too; A's quote wins: A sees the contact and the order, B does not.
      await kit.quote(sellerB.token, quoted);
      const { orderIds } = kit.expectOk(
        await ctx.call<{ orderIds: number[] }>(
          Q.settle.path,
          { quoteId, addressId: b.address.id, total: await kit.totalOf(quoteId) },
          b.token,
        ),
        'settle',
      );
      const won = (await ctx.call<TSellerDemand[]>(S.query.path, { scope: 'quoted', keyword: tag }, sellerA.token))
        .data;
      expect(won[0]).toMatchObject({
        id: quoted.id,
        status: 3,
        contactName: '王经理',
        contactPhone: '13900001111',
        orderId: orderIds[0],
        myQuote: { status: 1, statusText: '已成交' },
      });
      const lost = (await ctx.call<TSellerDemand[]>(S.query.path, { scope: 'quoted', keyword: tag }, sellerB.token))
        .data;
      expect(lost[0]).toMatchObject({
        id: quoted.id,
        contactName: null,
        contactPhone: null,
        orderId: null,
        myQuote: { status: 2, statusText: '未中标' },
      });
      const stillOpen = await ctx.call<TSellerDemand[]>(S.query.path, { keyword: tag }, sellerA.token);
      expect(idsOf(stillOpen)).toEqual([d.id]);
      expect((await ctx.call(S.query.path, { scope: 'all' }, sellerA.token)).status).toBe(407);
    });
  });

  describe("seller query, the shop's categories (mine)", () => {
    it('keeps demands in the categories the shop sells in and every one above them', async () => {
      const b = await kit.buyer();
      const tag = `m${Date.now().toString(36)}`;
      // A shop that sells in the child category only; shop B in none of these.
      const shop = await addSeller(ctx, [{ title: '子类智能灯泡', standards: [[1_000, 5]] }]);
      const shopToken = await shop.login();
      await db()
        .updateTable('products')
        .set({ sys_category_id: childCat })
        .where('seller_id', '=', shop.sellerId)
        .execute();
      const inChild = await kit.publish(b.token, { title: `${tag} 子类需求`, categoryId: childCat });
      const inParent = await kit.publish(b.token, { title: `${tag} 父类需求`, categoryId: parentCat });
      await kit.publish(b.token, { title: `${tag} 未分类需求` });
      const mineOf = async (token: string, extra: Record<string, unknown> = {}) =>
        idsOf(await ctx.call<TSellerDemand[]>(S.query.path, { keyword: tag, mine: true, ...extra }, token));
      expect(await mineOf(shopToken)).toEqual([inParent.id, inChild.id]);
      expect(await mineOf(shopToken, { categoryId: childCat })).toEqual([inChild.id]);
      expect(await mineOf(sellerB.token)).toEqual([]);
      expect(idsOf(await ctx.call<TSellerDemand[]>(S.query.path, { keyword: tag }, sellerB.token))).toHaveLength(3);
      expect((await ctx.call(S.query.path, { mine: 'yes' }, shopToken)).status).toBe(407);
    });
  });

  describe('seller detail', () => {
    it('answers an open demand or one the seller quoted, the contact only to the winner; else 404', async () => {
      const b = await kit.buyer();
      const tag = `sd${Date.now().toString(36)}`;
      const open = await kit.publish(b.token, { title: `${tag} 开放需求` });
      const quoted = await kit.publish(b.token, { title: `${tag} 报价需求` });
      const closed = await kit.publish(b.token, { title: `${tag} 关闭需求` });
      const draft = await kit.publish(b.token, { title: `${tag} 草稿`, draft: true });
      const detail = (demandId: unknown, token = sellerA.token) =>
        ctx.call<TSellerDemand>(S.detail.path, { demandId }, token);

      const fresh = await detail(open.id);
      expect(fresh.status).toBe(200);
      expect(fresh.data).toMatchObject({ id: open.id, myQuote: null, contactName: null, contactPhone: null });
      expect(fresh.data.items.map((i) => i.name)).toEqual(['智能门锁', '智能网关']);

      const quoteId = await kit.quote(sellerA.token, quoted, [10, 20]);
      await kit.quote(sellerB.token, quoted);
      expect((await detail(quoted.id)).data.myQuote).toMatchObject({ id: quoteId, status: 0 });
      kit.expectOk(
        await ctx.call(Q.settle.path, { quoteId, addressId: b.address.id, total: await kit.totalOf(quoteId) }, b.token),
        'settle',
      );
      expect((await detail(quoted.id)).data).toMatchObject({ status: 3, contactPhone: '13900001111' });
      // The loser still sees its quote, never the contact.
      expect((await detail(quoted.id, sellerB.token)).data).toMatchObject({
        contactPhone: null,
        myQuote: { status: 2 },
      });

      kit.expectOk(await ctx.call(P.close.path, { id: closed.id }, b.token), 'close');
      for (const id of [closed.id, draft.id, 2_000_000_000]) {
        expect(await detail(id), String(id)).toMatchObject({ status: 404, code: 'DEMAND_NOT_FOUND' });
      }
      expect((await detail(open.id, b.token)).status).toBe(528);
      expect((await ctx.call(S.detail.path, { demandId: open.id })).status).toBe(528);
      expect((await detail('x')).status).toBe(407);
    });
  });

  describe("demands awaiting quotes (the demo sellers' job)", () => {
    it('answers open demands published before the time that none of the sellers quoted, newest first', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token, { categoryId: childCat });
      const sellers = [sellerA.sellerId, sellerB.sellerId];
      const find = async () =>
        (await demandsAwaitingQuotes(db(), sellers, Date.now(), 1000)).find((x) => x.id === d.id);
      expect(await find()).toMatchObject({
        id: d.id,
        title: d.title,
        categoryName: '采购测试子类',
        quoteDeadline: d.quoteDeadline,
        items: [
          { id: d.items[0]!.id, name: '智能门锁', spec: 'C级锁芯', quantity: 20, unit: '把', target_price_fen: 89_900 },
          { id: d.items[1]!.id, name: '智能网关', spec: '', quantity: 2, unit: '台', target_price_fen: null },
        ],
      });
      expect(
        (await demandsAwaitingQuotes(db(), sellers, (d.publishTime ?? 0) - 1, 1000)).map((x) => x.id),
      ).not.toContain(d.id);
      const newer = await kit.publish(b.token);
      const order = (await demandsAwaitingQuotes(db(), sellers, Date.now(), 1000)).map((x) => x.id);
      expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(d.id));
      // One of the sellers quoted: the demand is answered.
      await kit.quote(sellerA.token, d);
      expect(await find()).toBeUndefined();
      const late = await kit.publish(b.token);
      await kit.passDeadline(late.id);
      const draft = await kit.publish(b.token, { draft: true });
      const listed = (await demandsAwaitingQuotes(db(), sellers, Date.now(), 1000)).map((x) => x.id);
      expect(listed).not.toContain(late.id);
      expect(listed).not.toContain(draft.id);
      expect(await demandsAwaitingQuotes(db(), [], Date.now(), 10)).toEqual([]);
    });
  });

  describe('quote list', () => {
    it('shows the owner the quotes side by side; anybody else 404', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const d = await kit.publish(b.token);
      const qa = await kit.quote(sellerA.token, d, [800, 300]);
      const qb = await kit.quote(sellerB.token, d, [850, 250], { taxIncluded: false, note: '' });
      await kit.expireQuote(qb);
      const res = kit.expectOk(await ctx.call<TQuoteComparison>(Q.list.path, { demandId: d.id }, b.token), 'list');
      expect(res.demand).toMatchObject({ id: d.id, isOwner: true, contactPhone: '13900001111', quoteCount: 2 });
      expect(res.quotes.map((q) => q.id)).toEqual([qa, qb]);
      const [a, bq] = res.quotes;
      expect(a).toMatchObject({
        sellerId: sellerA.sellerId,
        shopName: `测试店铺${sellerA.sellerId}`,
        shopLogo: '/img/a.png',
        shopScore: 4.7,
        total: 16_600,
        taxIncluded: true,
        leadDays: 7,
        warrantyMonths: 12,
        expired: false,
        note: '含安装调试',
        status: 0,
        statusText: '有效',
      });
      expect(a?.lines).toEqual([
        {
          itemId: d.items[0]!.id,
          name: '智能门锁',
          spec: 'C级锁芯',
          quantity: 20,
          unit: '把',
          unitPrice: 800,
          amount: 16_000,
        },
        { itemId: d.items[1]!.id, name: '智能网关', spec: '', quantity: 2, unit: '台', unitPrice: 300, amount: 600 },
      ]);
      expect(bq).toMatchObject({ expired: true, taxIncluded: false, total: 17_500 });
      for (const token of [other.token]) {
        expect(await ctx.call(Q.list.path, { demandId: d.id }, token)).toMatchObject({
          status: 404,
          code: 'DEMAND_NOT_FOUND',
        });
      }
      expect(await ctx.call(Q.list.path, { demandId: 99_999_999 }, b.token)).toMatchObject({ status: 404 });
      expect((await ctx.call(Q.list.path, {}, b.token)).status).toBe(407);
    });
  });

  describe('settle', () => {
    it('settles one quote into one payable order at the quoted prices; the rest declined', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const qa = await kit.quote(sellerA.token, d, [800, 300]);
      const qb = await kit.quote(sellerB.token, d, [700, 200]);
      const res = await ctx.call<{ orderIds: number[] }>(
        Q.settle.path,
        { quoteId: qa, addressId: b.address.id, total: await kit.totalOf(qa), remark: '工作日送货' },
        b.token,
      );
      expect(res.status).toBe(200);
      const [orderId] = res.data.orderIds;
      const { order } = kit.expectOk(
        await ctx.call<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, b.token),
        'order',
      );
      expect(order).toMatchObject({
        agentId: sellerA.sellerId,
        status: 0,
        statusText: '待付款',
        goodsTotalPrice: 16_600,
        orderTotalPrice: 16_600,
        goodsNum: 22,
        remark: '工作日送货',
        demandId: d.id,
      });
      expect(order.payDeadline).toBeGreaterThan(Date.now());
      expect(order.address.realname).toBe('张三');
      expect(
        order.orderDetailList.map((l) => [
          l.productId,
          l.standardId,
          l.title,
          l.standardName,
          l.price,
          l.number,
          l.image,
        ]),
      ).toEqual([
        [null, null, '智能门锁', '规格：C级锁芯 · 单位：把', 800, 20, ''],
        [null, null, '智能网关', '单位：台', 300, 2, ''],
      ]);
      const row = await kit.demandRow(d.id);
      expect(row).toMatchObject({ status: 3, settled_quote_id: qa, order_id: orderId });
      expect((await kit.quoteRows(d.id)).map((q) => [q.id, q.status])).toEqual([
        [qa, 1],
        [qb, 2],
      ]);
      const detail = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }, b.token), 'detail');
      expect(detail).toMatchObject({ status: 3, settledQuoteId: qa, orderId });
      const guest = kit.expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id: d.id }), 'detail');
      expect(guest).toMatchObject({ status: 3, settledQuoteId: qa, orderId: null });
      const listed = await ctx.call<unknown[]>(CALLS.order.selectOrders.path, { page: 1, limit: 10 }, b.token);
      expect(listed.total).toBe(1);
      expect(
        await ctx.call(Q.settle.path, { quoteId: qb, addressId: b.address.id, total: await kit.totalOf(qb) }, b.token),
      ).toMatchObject({
        status: 409,
        code: 'DEMAND_SETTLED',
        msg: '该采购需求已成交，不能重复下单',
      });
      expect(
        await ctx.call(Q.settle.path, { quoteId: qa, addressId: b.address.id, total: await kit.totalOf(qa) }, b.token),
      ).toMatchObject({
        status: 409,
        code: 'DEMAND_SETTLED',
      });
      expect(await kit.ordersOfDemand(d.id)).toHaveLength(1);
    });

    it('settles past the quote deadline while the quote is valid', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const q = await kit.quote(sellerA.token, d);
      await kit.passDeadline(d.id);
      expect(
        (await ctx.call(Q.settle.path, { quoteId: q, addressId: b.address.id, total: await kit.totalOf(q) }, b.token))
          .status,
      ).toBe(200);
    });

    it('refuses another buyer, a coupon, an expired quote, a closed demand, an unknown address', async () => {
      const b = await kit.buyer();
      const other = await kit.buyer();
      const d = await kit.publish(b.token);
      const qa = await kit.quote(sellerA.token, d);
      const qb = await kit.quote(sellerB.token, d);
      expect(
        await ctx.call(
          Q.settle.path,
          { quoteId: qa, addressId: other.address.id, total: await kit.totalOf(qa) },
          other.token,
        ),
      ).toMatchObject({
        status: 404,
        code: 'QUOTE_NOT_FOUND',
      });
      expect(
        await ctx.call(Q.settle.path, { quoteId: 99_999_999, addressId: b.address.id, total: 1 }, b.token),
      ).toMatchObject({
        status: 404,
        code: 'QUOTE_NOT_FOUND',
      });
      expect(
        await ctx.call(
          Q.settle.path,
          { quoteId: qa, addressId: b.address.id, total: await kit.totalOf(qa), couponId: 1 },
          b.token,
        ),
      ).toMatchObject({ status: 409, code: 'COUPON_UNAVAILABLE' });
      expect(
        await ctx.call(
          Q.settle.path,
          { quoteId: qa, addressId: other.address.id, total: await kit.totalOf(qa) },
          b.token,
        ),
      ).toMatchObject({
        status: 404,
        code: 'ADDRESS_NOT_FOUND',
      });
      await kit.expireQuote(qb);
      expect(
        await ctx.call(Q.settle.path, { quoteId: qb, addressId: b.address.id, total: await kit.totalOf(qb) }, b.token),
      ).toMatchObject({
        status: 409,
        code: 'QUOTE_EXPIRED',
        msg: '该报价已过有效期，请选择其他报价',
      });
      await ctx.call(P.close.path, { id: d.id }, b.token);
      expect(
        await ctx.call(Q.settle.path, { quoteId: qa, addressId: b.address.id, total: await kit.totalOf(qa) }, b.token),
      ).toMatchObject({
        status: 409,
        code: 'DEMAND_CLOSED',
        msg: '该采购需求已关闭，不能下单',
      });
      expect((await ctx.call(Q.settle.path, { quoteId: qa }, b.token)).status).toBe(407);
      expect(await kit.ordersOfDemand(d.id)).toHaveLength(0);
    });

    it('refuses a bad couponId with 407 naming the field, and settles nothing', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const q = await kit.quote(sellerA.token, d);
      for (const couponId of ['x', -1, 0, 1.5, '', { id: 1 }, true, [1], null]) {
        const res = await ctx.call(
          Q.settle.path,
          { quoteId: q, addressId: b.address.id, total: await kit.totalOf(q), couponId },
          b.token,
        );
        expect(res.status, JSON.stringify(couponId)).toBe(407);
        expect((res as { msg: string }).msg).toContain('data.couponId');
      }
      expect(await kit.ordersOfDemand(d.id)).toHaveLength(0);
      expect((await kit.demandRow(d.id)).status).toBe(1);
    });

    it('counts the settled order against the unpaid-orders limit', async () => {
      const { config } = ctx.app.deps;
      const b = await kit.buyer();
      const d1 = await kit.publish(b.token);
      const d2 = await kit.publish(b.token);
      const q1 = await kit.quote(sellerA.token, d1);
      const q2 = await kit.quote(sellerA.token, d2);
      const max = config.MAX_UNPAID_ORDERS;
      (config as { MAX_UNPAID_ORDERS: number }).MAX_UNPAID_ORDERS = 1;
      try {
        expect(
          (
            await ctx.call(
              Q.settle.path,
              { quoteId: q1, addressId: b.address.id, total: await kit.totalOf(q1) },
              b.token,
            )
          ).status,
        ).toBe(200);
        expect(
          await ctx.call(
            Q.settle.path,
            { quoteId: q2, addressId: b.address.id, total: await kit.totalOf(q2) },
            b.token,
          ),
        ).toMatchObject({
          status: 409,
          code: 'TOO_MANY_UNPAID_ORDERS',
        });
        expect((await kit.demandRow(d2.id)).status).toBe(1);
      } finally {
        (config as { MAX_UNPAID_ORDERS: number }).MAX_UNPAID_ORDERS = max;
      }
    });

    it('pays, ships, receives and refunds (仅退款) a settled order like any other', async () => {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const q = await kit.quote(sellerA.token, d, [10, 5]);
      const { orderIds } = kit.expectOk(
        await ctx.call<{ orderIds: number[] }>(
          Q.settle.path,
          { quoteId: q, addressId: b.address.id, total: await kit.totalOf(q) },
          b.token,
        ),
        'settle',
      );
      const orderId = orderIds[0] as number;
      await topUp(ctx, b.token, 1_000);
      const paid = await ctx.call<{ paid: boolean }>(CALLS.order.pay.path, { orderIds, payType: 'aicoin' }, b.token);
      expect(paid).toMatchObject({ status: 200, data: { paid: true } });
      expect(
        (
          await ctx.call(
            CALLS.sellerOrder.ship.path,
            { orderId, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
            sellerA.token,
          )
        ).status,
      ).toBe(200);
      expect((await ctx.call(CALLS.order.confirmReceipt.path, { orderId }, b.token)).status).toBe(200);
      const before = kit.expectOk(
        await ctx.call<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, b.token),
        'order',
      ).order;
      expect(before).toMatchObject({ status: 3, orderTotalPrice: 210 });
      const line = before.orderDetailList[1];
      const applied = await ctx.call<{ id: number }>(
        CALLS.afterSales.addProductReturn.path,
        { orderId, orderDetailId: line?.id, returnType: 1, number: 2, reason: '其他' },
        b.token,
      );
      expect(applied.status).toBe(200);
      expect((await ctx.call(CALLS.sellerAfterSales.approve.path, { id: applied.data.id }, sellerA.token)).status).toBe(
        200,
      );
      const after = kit.expectOk(
        await ctx.call<TOrderWithLogistics>(CALLS.order.selectSingleOrder1.path, { orderId }, b.token),
        'order',
      ).order;
      expect(after).toMatchObject({ status: 3, refundedPrice: 10 });
      expect(after.orderDetailList[1]?.returnedNumber).toBe(2);
      const account = await db()
        .selectFrom('ai_coin_accounts')
        .select('balance_fen')
        .where('user_id', '=', b.userId)
        .executeTakeFirstOrThrow();
      expect(Number(account.balance_fen)).toBe((1_000 - 210 + 10) * 100);
    });
  });
});

function idsOfCards(cards: TDemandCard[]): number[] {
  return cards.map((c) => c.id);
}

function idsOf(res: { data: { id: number }[] }): number[] {
  return res.data.map((c) => c.id);
}

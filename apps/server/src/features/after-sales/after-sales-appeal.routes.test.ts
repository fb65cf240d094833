import { CALLS, type TAdminAppeal, type TAuditEntry, type TMessage, type TServiceData } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, addSeller, stockOf, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, tally } from '../../test/http-server.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { applyReturn } from './after-sales.service.js';
import { rejectReturn } from './after-sales-moves.service.js';

const APPEAL = CALLS.afterSales.appeal.path;
const A = CALLS.adminAfterSales;
const PRICE = 12_300;

/** 申请平台介入 and the console's decision (DESIGN-OPERATE §A afterSales), on SQLite and PostgreSQL. */
describeEachDb('after-sales appeals', (ctx) => {
  let seller: TFixtureSeller;
  let service: { id: number; token: string };
  let owner: { token: string };
  let base: string;
  const kit = sellerKit(ctx);
  const db = () => ctx.app.deps.db;

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能插座', standards: [[PRICE, 100]] }]);
    service = await addAdmin(ctx, 'service');
    owner = await addAdmin(ctx, 'owner');
    base = await listenLocal(ctx.app);
  });

  const productLine = () => ({
    productId: seller.products[0]!.productId,
    standardId: seller.products[0]!.standardIds[0]!,
    number: 2,
  });

  /** A buyer's order (paid, state `walk`) and a request of `type` on its line, rejected by the seller. */
  async function rejected(type: 1 | 2 | 3 = 1, walk: 1 | 2 = 1) {
    const b = await kit.buyer(1_000_000);
    const orderId = await kit.order(b, seller, [productLine()], walk);
    const [item] = await kit.itemsOf(orderId);
    const reason = type === 1 ? '不想要了/拍错了' : type === 2 ? '商品质量问题' : '规格/型号不合适';
    const { id } = await applyReturn(ctx.app.deps, b.userId, {
      orderId,
      orderDetailId: item!.id,
      returnType: type,
      number: 2,
      reason,
    });
    await rejectReturn(db(), seller.sellerId, id, '商品已拆封影响二次销售');
    return { b, orderId, itemId: item!.id, id };
  }

  const serviceData = async (b: TQuickBuyer, orderId: number) =>
    (await ctx.call<TServiceData[]>(CALLS.afterSales.selectSingle.path, { orderId }, b.token)).data[0]!;
  const balance = async (userId: number) =>
    Number(
      (
        await db()
          .selectFrom('ai_coin_accounts')
          .select('balance_fen')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).balance_fen,
    );
  const appeals = async (status?: number) =>
    (await ctx.call<TAdminAppeal[]>(A.appeals.path, { status, page: 1, limit: 100 }, service.token)).data;

  describe('the buyer appeals', () => {
    it('a rejected request once; it shows 平台处理中 on the after-sales page and in the queue', async () => {
      const r = await rejected();
      const before = await serviceData(r.b, r.orderId);
      expect(before.productReturn?.canAppeal).toBe(true);
      expect(before.productReturn?.appeal).toBeNull();
      expect((await ctx.call(APPEAL, { id: r.id, reason: ' 商品未拆封，商家拒绝不合理 ' }, r.b.token)).status).toBe(
        200,
      );
      const after = await serviceData(r.b, r.orderId);
      expect(after.productReturn?.canAppeal).toBe(false);
      expect(after.productReturn?.appeal).toMatchObject({
        status: 1,
        statusText: '平台处理中',
        reason: '商品未拆封，商家拒绝不合理',
        decisionReason: '',
        decidedAt: null,
      });
      // While the platform decides, the line takes no new request.
      expect(after.allowedTypes).toEqual([]);
      const again = await ctx.call(APPEAL, { id: r.id, reason: '再次申请' }, r.b.token);
      expect(again).toMatchObject({ status: 409, code: 'RETURN_APPEAL_NOT_ALLOWED' });
      const applyAgain = await ctx.call(
        CALLS.afterSales.addProductReturn.path,
        { orderId: r.orderId, orderDetailId: r.itemId, returnType: 1, number: 1, reason: '不想要了/拍错了' },
        r.b.token,
      );
      expect(applyAgain).toMatchObject({ status: 409, code: 'RETURN_APPEAL_PENDING' });
      const queued = (await appeals(1)).find((a) => a.id === r.id);
      expect(queued).toMatchObject({
        appealStatus: 1,
        appealReason: '商品未拆封，商家拒绝不合理',
        rejectReason: '商品已拆封影响二次销售',
        reason: '不想要了/拍错了',
        buyer: { id: r.b.userId },
        seller: { id: seller.sellerId },
        amount: (2 * PRICE) / 100,
        title: '智能插座',
      });
    });

    it('only a rejected request: one under review is 409', async () => {
      const b = await kit.buyer(1_000_000);
      const orderId = await kit.order(b, seller, [productLine()], 1);
      const [item] = await kit.itemsOf(orderId);
      const { id } = await applyReturn(ctx.app.deps, b.userId, {
        orderId,
        orderDetailId: item!.id,
        returnType: 1,
        number: 1,
        reason: '不想要了/拍错了',
      });
      const res = await ctx.call(APPEAL, { id, reason: '理由' }, b.token);
      expect(res).toMatchObject({ status: 409, code: 'RETURN_APPEAL_NOT_ALLOWED' });
      expect(res.msg).toContain('被商家拒绝');
    });

    it('not a 换货, and not a request a newer one replaced', async () => {
      const exchange = await rejected(3, 2);
      expect((await serviceData(exchange.b, exchange.orderId)).productReturn?.canAppeal).toBe(false);
      const res = await ctx.call(APPEAL, { id: exchange.id, reason: '理由' }, exchange.b.token);
      expect(res).toMatchObject({ status: 409, code: 'RETURN_APPEAL_NOT_ALLOWED' });
      const old = await rejected();
      await applyReturn(ctx.app.deps, old.b.userId, {
        orderId: old.orderId,
        orderDetailId: old.itemId,
        returnType: 1,
        number: 1,
        reason: '不想要了/拍错了',
      });
      const superseded = await ctx.call(APPEAL, { id: old.id, reason: '理由' }, old.b.token);
      expect(superseded).toMatchObject({ status: 409, code: 'RETURN_APPEAL_NOT_ALLOWED' });
      expect(superseded.msg).toContain('更新的售后申请');
    });

    it("another buyer's request is 404, an unknown one too; a bad payload is 407 naming the field", async () => {
      const r = await rejected();
      const stranger = await kit.buyer(0);
      expect((await ctx.call(APPEAL, { id: r.id, reason: '理由' }, stranger.token)).status).toBe(404);
      expect((await ctx.call(APPEAL, { id: 999_999, reason: '理由' }, r.b.token)).status).toBe(404);
      for (const [data, field] of [
        [{ id: r.id }, 'reason'],
        [{ id: r.id, reason: '  ' }, 'reason'],
        [{ id: r.id, reason: '长'.repeat(201) }, 'reason'],
        [{ reason: '理由' }, 'id'],
      ] as const) {
        const res = await ctx.call(APPEAL, data, r.b.token);
        expect(res.status, JSON.stringify(data)).toBe(407);
        expect(res.field, JSON.stringify(data)).toBe(field);
      }
      expect((await ctx.call(APPEAL, { id: r.id, reason: '理由' })).status).toBe(528);
    });
  });

  describe('the console decides', () => {
    it('refund: the money goes back to AI币 once, stock returns (not shipped), the request is done, the buyer told', async () => {
      const r = await rejected();
      await ctx.call(APPEAL, { id: r.id, reason: '商家拒绝不合理' }, r.b.token);
      const standardId = seller.products[0]!.standardIds[0]!;
      const [coins0, stock0] = [await balance(r.b.userId), await stockOf(ctx, standardId)];
      const res = await ctx.call(
        A.decide.path,
        { id: r.id, result: 'refund', reason: '订单未发货，支持退款' },
        service.token,
      );
      expect(res.status).toBe(200);
      expect(await balance(r.b.userId)).toBe(coins0 + 2 * PRICE);
      expect(await stockOf(ctx, standardId)).toBe(stock0 + 2);
      const sd = await serviceData(r.b, r.orderId);
      expect(sd.status).toBe(4);
      expect(sd.productReturn).toMatchObject({
        refundChannel: 'aicoin',
        appeal: { status: 2, statusText: '平台已支持退款', decisionReason: '订单未发货，支持退款' },
      });
      const order = await kit.orderRow(r.orderId);
      expect(Number(order.refunded_fen)).toBe(2 * PRICE);
      expect(order.status).toBe(5);
      const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 20 }, r.b.token);
      expect(messages.data.map((m) => m.title)).toContain('平台介入结果：支持退款');
      // Decided: a second decide is 409 and moves nothing.
      const again = await ctx.call(A.decide.path, { id: r.id, result: 'refund', reason: '再来' }, service.token);
      expect(again).toMatchObject({ status: 409, code: 'APPEAL_DECIDED' });
      expect(await balance(r.b.userId)).toBe(coins0 + 2 * PRICE);
      const audit = await ctx.call<TAuditEntry[]>(
        CALLS.adminAudit.list.path,
        { action: 'afterSales.decide', page: 1, limit: 50 },
        owner.token,
      );
      expect(audit.data.find((e) => e.targetId === String(r.id))).toMatchObject({
        adminId: service.id,
        targetType: 'productReturn',
        before: { status: 6, appealStatus: 1, refundedAt: null },
        after: { status: 4, appealStatus: 2, decisionReason: '订单未发货，支持退款' },
      });
    });

    it('uphold: nothing moves but the appeal; the buyer reads the decision', async () => {
      const r = await rejected(2, 2);
      await ctx.call(APPEAL, { id: r.id, reason: '质量问题' }, r.b.token);
      const coins0 = await balance(r.b.userId);
      const res = await ctx.call(
        A.decide.path,
        { id: r.id, result: 'uphold', reason: '照片显示人为损坏' },
        service.token,
      );
      expect(res.status).toBe(200);
      expect(await balance(r.b.userId)).toBe(coins0);
      const sd = await serviceData(r.b, r.orderId);
      expect(sd.status).toBe(6);
      expect(sd.productReturn?.appeal).toMatchObject({ status: 3, statusText: '平台维持原处理' });
      expect(sd.productReturn?.canAppeal).toBe(false);
      // Upheld: the buyer may apply afresh.
      expect(sd.allowedTypes.length).toBeGreaterThan(0);
      const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 20 }, r.b.token);
      expect(messages.data.find((m) => m.title === '平台介入结果：维持商家处理')?.content).toContain(
        '照片显示人为损坏',
      );
      expect((await appeals(3)).map((a) => a.id)).toContain(r.id);
      expect((await appeals(1)).map((a) => a.id)).not.toContain(r.id);
    });

    it('two decides at once refund exactly once (HTTP, both databases)', async () => {
      const r = await rejected(2, 2);
      await ctx.call(APPEAL, { id: r.id, reason: '质量问题' }, r.b.token);
      const coins0 = await balance(r.b.userId);
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          post(
            base,
            A.decide.path,
            { id: r.id, result: i % 2 ? 'uphold' : 'refund', reason: `决定${i}` },
            service.token,
          ),
        ),
      );
      expect(answers.every((a) => a.http === 200)).toBe(true);
      expect(tally(answers)).toEqual({ 200: 1, 409: 3 });
      const winner = answers.findIndex((a) => a.status === 200);
      const refunded = winner % 2 === 0;
      expect(await balance(r.b.userId)).toBe(coins0 + (refunded ? 2 * PRICE : 0));
      const refunds = await db()
        .selectFrom('ai_coin_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', r.b.userId)
        .where('kind', '=', 'refund')
        .executeTakeFirstOrThrow();
      expect(Number(refunds.n)).toBe(refunded ? 1 : 0);
      const audits = await db()
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'afterSales.decide')
        .where('target_id', '=', String(r.id))
        .executeTakeFirstOrThrow();
      expect(Number(audits.n)).toBe(1);
    });

    it('answers 404 for a request never appealed or unknown, 407 naming the field', async () => {
      const r = await rejected();
      const decide = (data: unknown) => ctx.call(A.decide.path, data, service.token);
      expect(await decide({ id: r.id, result: 'refund', reason: '理由' })).toMatchObject({
        status: 404,
        code: 'APPEAL_NOT_FOUND',
      });
      expect((await decide({ id: 999_999, result: 'uphold', reason: '理由' })).status).toBe(404);
      for (const [data, field] of [
        [{ id: r.id, result: 'refund' }, 'reason'],
        [{ id: r.id, result: 'approve', reason: '理由' }, 'result'],
        [{ id: r.id, result: 'refund', reason: '' }, 'reason'],
        [{ result: 'refund', reason: '理由' }, 'id'],
      ] as const) {
        const res = await decide(data);
        expect(res.status, JSON.stringify(data)).toBe(407);
        expect(res.field, JSON.stringify(data)).toBe(field);
      }
      const bad = await ctx.call(A.appeals.path, { status: 0, page: 1, limit: 10 }, service.token);
      expect(bad).toMatchObject({ status: 407, field: 'status' });
    });
  });
});

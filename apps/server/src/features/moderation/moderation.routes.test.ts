import {
  CALLS,
  type TAuditEntry,
  type TCommunityPost,
  type TContentItem,
  type TDemandCard,
  type TMessage,
  type TPlanCard,
  type TProductDetail,
  type TReview,
  type TSellerReview,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { procurementKit } from '../../test/procurement-fixtures.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { saveReply, saveReview, sellerReply } from '../review/review.service.js';

const C = CALLS.adminContent;

describeEachDb('the console moderates content (DESIGN-OPERATE §A content)', (ctx) => {
  let seller: TFixtureSeller;
  let sellerToken: string;
  let author: TQuickBuyer;
  let other: TQuickBuyer;
  let operator: { id: number; token: string };
  let owner: { token: string };
  let productId: number;
  let standardId: number;
  let reviewId: number;
  let orderItemId: number;
  let buyerReplyId: number;
  let shopReplyId: number;
  const kit = sellerKit(ctx);
  const procurement = procurementKit(ctx);

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能门锁 旗舰版', standards: [[99_900, 100]] }]);
    sellerToken = await seller.login();
    productId = seller.products[0]!.productId;
    standardId = seller.products[0]!.standardIds[0]!;
    author = await kit.buyer();
    other = await kit.buyer();
    operator = await addAdmin(ctx, 'operator');
    owner = await addAdmin(ctx, 'owner');
    const orderId = await kit.order(author, seller, [{ productId, standardId, number: 1 }], 3);
    const [item] = await kit.itemsOf(orderId);
    orderItemId = item!.id;
    reviewId = (
      await saveReview(ctx.app.deps, author.userId, {
        productId,
        orderDetailId: item!.id,
        score: 5,
        content: '门锁很好用，指纹识别很快，推荐购买',
        images: [],
        anonymous: false,
      })
    ).id;
    buyerReplyId = (
      await saveReply(ctx.app.deps, other.userId, { productId, parentId: reviewId, content: '同款，好用' })
    ).id;
    shopReplyId = (await sellerReply(ctx.app.deps.db, seller.sellerId, { id: reviewId, content: '感谢支持' })).id;
  });

  const call = <T>(path: string, data: unknown, token = operator.token) => ctx.call<T>(path, data, token);
  const hide = (kind: string, id: number, reason = '含有不实宣传') => call(C.hide.path, { kind, id, reason });
  const restore = (kind: string, id: number) => call(C.restore.path, { kind, id });
  const listed = async (kind: string, status?: 0 | 1) =>
    (await call<TContentItem[]>(C.list.path, { kind, status, page: 1, limit: 50 })).data;
  const messagesOf = async (b: TQuickBuyer) =>
    (await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 50 }, b.token)).data;
  const auditOf = async (action: string) =>
    (await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action, page: 1, limit: 50 }, owner.token)).data;

  describe('reviews and replies', () => {
    const details = async () => (await ctx.call<TProductDetail>(CALLS.catalogue.details.path, { id: productId })).data;
    const reviews = async () => ctx.call<TReview[]>(CALLS.review.query.path, { productId, page: 1, limit: 20 });

    it('lists the review with its author, product and state', async () => {
      const item = (await listed('review')).find((r) => r.id === reviewId);
      expect(item).toMatchObject({
        kind: 'review',
        author: { type: 'user', id: author.userId },
        target: { type: 'product', id: productId, title: '智能门锁 旗舰版' },
        hidden: false,
        hiddenReason: '',
      });
      const keyword = await call<TContentItem[]>(C.list.path, { kind: 'review', keyword: '指纹', page: 1, limit: 5 });
      expect(keyword.data.map((r) => r.id)).toContain(reviewId);
      const none = await call<TContentItem[]>(C.list.path, {
        kind: 'review',
        keyword: '不存在的词',
        page: 1,
        limit: 5,
      });
      expect(none.total).toBe(0);
    });

    it('hides a review from the product page, its counters and its detail at once, and tells the author', async () => {
      // Read first: the cached answers must not outlive the hide.
      expect((await details()).ppcCount).toBe(1);
      expect((await reviews()).total).toBe(1);
      const res = await hide('review', reviewId);
      expect(res.status).toBe(200);
      expect((await reviews()).total).toBe(0);
      const d = await details();
      expect(d.ppcCount).toBe(0);
      expect(d.goodRate).toBeNull();
      expect((await ctx.call(CALLS.review.selectOne.path, { id: reviewId })).status).toBe(404);
      // No likes or replies on hidden content.
      expect((await ctx.call(CALLS.review.updateNum.path, { id: reviewId }, other.token)).status).toBe(404);
      const message = (await messagesOf(author)).find((m) => m.kind === 'moderation');
      expect(message?.title).toBe('您的商品评价已被平台隐藏');
      expect(message?.content).toContain('含有不实宣传');
      expect((await listed('review', 1)).map((r) => r.id)).toContain(reviewId);
      expect((await listed('review', 0)).map((r) => r.id)).not.toContain(reviewId);
      // Its author still reads it, marked 已被平台隐藏 with the reason.
      const own = await ctx.call<{ review: TReview | null }>(
        CALLS.review.selectOnePPC.path,
        { orderDetailId: orderItemId },
        author.token,
      );
      expect(own.data.review?.hiddenReason).toBe('含有不实宣传');
    });

    it('hiding it again changes nothing; restoring brings it and its counters back', async () => {
      expect((await hide('review', reviewId, '第二次')).status).toBe(200);
      expect((await listed('review', 1)).find((r) => r.id === reviewId)?.hiddenReason).toBe('含有不实宣传');
      expect((await restore('review', reviewId)).status).toBe(200);
      expect((await reviews()).total).toBe(1);
      const d = await details();
      expect(d.ppcCount).toBe(1);
      expect(d.goodRate).toBe(100);
      const restored = (await messagesOf(author)).filter((m) => m.kind === 'moderation');
      expect(restored.map((m) => m.title)).toContain('您的商品评价已恢复显示');
      // Restoring shown content changes nothing and writes no second message.
      expect((await restore('review', reviewId)).status).toBe(200);
      expect((await messagesOf(author)).filter((m) => m.kind === 'moderation')).toHaveLength(2);
    });

    it('records each move in the audit log with the state before and after', async () => {
      const hides = (await auditOf('content.hide')).filter((e) => e.targetType === 'review');
      expect(hides[0]).toMatchObject({
        adminId: operator.id,
        targetId: String(reviewId),
        before: { hidden: true, hiddenReason: '含有不实宣传' },
        after: { hidden: true, hiddenReason: '含有不实宣传' },
      });
      expect(hides.at(-1)).toMatchObject({
        before: { hidden: false, hiddenReason: '' },
        after: { hidden: true, hiddenReason: '含有不实宣传' },
      });
      const restores = (await auditOf('content.restore')).filter((e) => e.targetType === 'review');
      expect(restores.at(-1)).toMatchObject({ before: { hidden: true }, after: { hidden: false, hiddenReason: '' } });
    });

    it("hides a buyer's reply from the review's thread and its count; the shop still sees its own hidden reply", async () => {
      const replies = async () => (await ctx.call<TReview>(CALLS.review.selectOne.path, { id: reviewId })).data;
      expect((await replies()).replies.map((r) => r.id)).toEqual([buyerReplyId, shopReplyId]);
      expect((await hide('reply', buyerReplyId)).status).toBe(200);
      expect((await hide('reply', shopReplyId, '引导站外交易')).status).toBe(200);
      const after = await replies();
      expect(after.replies).toEqual([]);
      expect(after.replyCount).toBe(0);
      expect((await messagesOf(other)).find((m) => m.kind === 'moderation')?.title).toBe('您的评价回复已被平台隐藏');
      const workbench = await ctx.call<TSellerReview[]>(
        CALLS.sellerReview.list.path,
        { page: 1, limit: 10 },
        sellerToken,
      );
      expect(workbench.data.find((r) => r.id === reviewId)?.shopReply).toMatchObject({
        content: '感谢支持',
        hiddenReason: '引导站外交易',
      });
      const listedReply = (await listed('reply')).find((r) => r.id === shopReplyId);
      expect(listedReply).toMatchObject({ author: { type: 'seller', id: seller.sellerId }, hidden: true });
      expect((await restore('reply', buyerReplyId)).status).toBe(200);
      expect((await replies()).replies.map((r) => r.id)).toEqual([buyerReplyId]);
      expect((await replies()).replyCount).toBe(1);
    });
  });

  describe('plans, community posts and demands', () => {
    let planId: number;
    let postId: number;
    let demandId: number;

    beforeAll(async () => {
      const plan = await ctx.call<{ id: number }>(
        CALLS.plan.add.path,
        {
          title: '全屋智能门锁方案',
          scene: '家庭',
          summary: '一把门锁守护全家，指纹密码双解锁。',
          htmlCode: '<h2>方案概述</h2><p>门锁与网关联动，离家自动布防。</p>',
          products: [{ productId, standardId, quantity: 1 }],
        },
        author.token,
      );
      planId = plan.data.id;
      const post = await ctx.call(CALLS.catalogue.addCommunity.path, { content: '新家装好了智能门锁' }, author.token);
      expect(post.status).toBe(200);
      const posts = await ctx.call<TCommunityPost[]>(CALLS.catalogue.getCommunity.path, {});
      postId = posts.data.find((p) => p.content === '新家装好了智能门锁')!.id;
      demandId = (await procurement.publish(author.token)).id;
    });

    it('hides a plan from the list, search and detail; its author still reads it, marked', async () => {
      const query = async (keyword?: string) =>
        (await ctx.call<TPlanCard[]>(CALLS.plan.query.path, { keyword, page: 1, limit: 50 })).data.map((p) => p.id);
      expect(await query()).toContain(planId);
      expect(await query('守护全家')).toContain(planId);
      expect((await hide('plan', planId)).status).toBe(200);
      expect(await query()).not.toContain(planId);
      expect(await query('守护全家')).not.toContain(planId);
      expect((await ctx.call(CALLS.plan.detail.path, { id: planId })).status).toBe(404);
      expect((await ctx.call(CALLS.plan.detail.path, { id: planId }, other.token)).status).toBe(404);
      const own = await ctx.call<{ hiddenReason?: string }>(CALLS.plan.detail.path, { id: planId }, author.token);
      expect(own.data.hiddenReason).toBe('含有不实宣传');
      const mine = await ctx.call<TPlanCard[]>(CALLS.plan.mine.path, { page: 1, limit: 10 }, author.token);
      expect(mine.data.find((p) => p.id === planId)?.hiddenReason).toBe('含有不实宣传');
      expect((await messagesOf(author)).find((m) => m.title === '您的方案已被平台隐藏')?.content).toContain(
        '全屋智能门锁方案',
      );
      expect((await restore('plan', planId)).status).toBe(200);
      expect(await query()).toContain(planId);
      const back = await ctx.call<{ hiddenReason?: string }>(CALLS.plan.detail.path, { id: planId });
      expect(back.status).toBe(200);
      expect(back.data.hiddenReason).toBeUndefined();
    });

    it('hides a community post from the community at once and shows it again', async () => {
      const ids = async () =>
        (await ctx.call<TCommunityPost[]>(CALLS.catalogue.getCommunity.path, {})).data.map((p) => p.id);
      expect(await ids()).toContain(postId);
      const before = await ctx.call<TCommunityPost[]>(CALLS.catalogue.getCommunity.path, {});
      expect((await hide('community', postId)).status).toBe(200);
      const after = await ctx.call<TCommunityPost[]>(CALLS.catalogue.getCommunity.path, {});
      expect(after.data.map((p) => p.id)).not.toContain(postId);
      expect(after.total).toBe((before.total ?? 0) - 1);
      expect((await messagesOf(author)).map((m) => m.title)).toContain('您的社区动态已被平台隐藏');
      expect((await restore('community', postId)).status).toBe(200);
      expect(await ids()).toContain(postId);
    });

    it('hides a demand from the market, its detail and the sellers; it takes no quote; its owner sees it marked', async () => {
      const market = async () =>
        (await ctx.call<TDemandCard[]>(CALLS.procurement.query.path, { page: 1, limit: 50 })).data.map((d) => d.id);
      const quoteSeller = await procurement.seller();
      expect(await market()).toContain(demandId);
      expect((await hide('demand', demandId)).status).toBe(200);
      expect(await market()).not.toContain(demandId);
      expect((await ctx.call(CALLS.procurement.detail.path, { id: demandId })).status).toBe(404);
      expect((await ctx.call(CALLS.sellerProcurement.detail.path, { demandId }, quoteSeller.token)).status).toBe(404);
      const owned = await ctx.call<TDemandCard>(CALLS.procurement.detail.path, { id: demandId }, author.token);
      expect(owned.data.hiddenReason).toBe('含有不实宣传');
      const mine = await ctx.call<TDemandCard[]>(CALLS.procurement.mine.path, { page: 1, limit: 10 }, author.token);
      expect(mine.data.find((d) => d.id === demandId)?.hiddenReason).toBe('含有不实宣传');
      const demand = owned.data as unknown as Parameters<typeof procurement.quote>[1];
      await expect(procurement.quote(quoteSeller.token, demand)).rejects.toThrow(/404/);
      expect((await restore('demand', demandId)).status).toBe(200);
      expect(await market()).toContain(demandId);
      expect(await procurement.quote(quoteSeller.token, demand)).toBeGreaterThan(0);
    });
  });

  describe('refusals', () => {
    it('answers 404 for content that does not exist, of every kind', async () => {
      for (const kind of ['review', 'reply', 'plan', 'community', 'demand']) {
        const res = await hide(kind, 999_999);
        expect(res.status, kind).toBe(404);
        expect((await restore(kind, 999_999)).status, kind).toBe(404);
      }
    });

    it('answers 407 naming the field for a bad payload', async () => {
      const cases: [unknown, string][] = [
        [{ kind: 'review', id: reviewId }, 'reason'],
        [{ kind: 'review', id: reviewId, reason: '   ' }, 'reason'],
        [{ kind: 'review', id: reviewId, reason: '长'.repeat(201) }, 'reason'],
        [{ kind: 'news', id: reviewId, reason: '原因' }, 'kind'],
        [{ kind: 'review', id: 0, reason: '原因' }, 'id'],
      ];
      for (const [data, field] of cases) {
        const res = await call(C.hide.path, data);
        expect(res.status, JSON.stringify(data)).toBe(407);
        expect(res.field, JSON.stringify(data)).toBe(field);
      }
      const list = await call(C.list.path, { kind: 'review', status: 2, page: 1, limit: 10 });
      expect(list.status).toBe(407);
      expect(list.field).toBe('status');
    });

    it('trims the reason the author reads', async () => {
      expect((await hide('community', (await listed('community'))[0]!.id, '  广告  ')).status).toBe(200);
      expect((await listed('community', 1))[0]?.hiddenReason).toBe('广告');
    });
  });
});

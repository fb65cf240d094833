import {
  CALLS,
  PRODUCT_STATE,
  type TListingDetail,
  type TListingInput,
  type TListingSaved,
  type TProductCard,
  type TProductDetail,
  type TSellerProduct,
  type TSellerStandard,
  type TStandard,
} from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, addBuyers, addSeller, stockOf, type TQuickBuyer, uploadPng } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { addApproved, addDraft, addLeafCategory, listingOf, ok } from '../../test/listing-fixtures.js';

const SP = CALLS.sellerProduct;
const AP = CALLS.adminProduct;
const C = CALLS.catalogue;

/** The life of a listed product (DESIGN-OPERATE §B): the seller's moves in each state, revisions, the review. */
describeEachDb('the listing’s states and revisions', (ctx) => {
  let leafId: number;
  let token: string;
  let admin: string;
  let images: string[];
  let buyer: TQuickBuyer;
  const listing = (over: Partial<TListingInput> = {}) => listingOf(leafId, images, over);

  beforeAll(async () => {
    ({ leafId } = await addLeafCategory(ctx, '智能窗帘'));
    const seller = await addSeller(ctx, []);
    token = await seller.login();
    images = [await uploadPng(ctx, token, '主图.png'), await uploadPng(ctx, token, '细节.png')];
    admin = (await addAdmin(ctx, 'operator')).token;
    buyer = (await addBuyers(ctx.app.deps, 1))[0]!;
  });

  const detail = async (id: number) => ok(await ctx.call<TListingDetail>(SP.detail.path, { id }, token), 'detail');
  const listed = async (id: number) => {
    const page = ok(await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 100 }, token), 'list');
    return page.find((p) => p.id === id);
  };
  const move = (path: string, data: object) => ctx.call(path, data, token);
  const buyerTitle = async (id: number) => (await ctx.call<TProductDetail>(C.details.path, { id })).data?.title;
  const search = async (keyword: string) =>
    ok(await ctx.call<TProductCard[]>(C.queryPortalPage.path, { pageNO: 1, pageRows: 50, queryName: keyword })).map(
      (p) => p.id,
    );

  describe('the seller’s moves in each state', () => {
    it('草稿: submit goes to review, withdraw is 409, remove deletes it', async () => {
      const id = await addDraft(ctx, token, listing());
      expect(await move(SP.withdraw.path, { id })).toMatchObject({ status: 409, code: 'LISTING_NOT_PENDING' });
      expect(await move(SP.remove.path, { id, revision: true })).toMatchObject({
        status: 409,
        code: 'LISTING_REMOVE_REFUSED',
      });
      expect(await move(SP.remove.path, { id })).toMatchObject({ status: 200 });
      expect((await ctx.call(SP.detail.path, { id }, token)).status).toBe(404);
      const second = await addDraft(ctx, token, listing());
      expect((await move(SP.submit.path, { id: second })).data).toMatchObject({ state: PRODUCT_STATE.PENDING });
      // Not on sale while waiting: the buyer cannot see it.
      expect((await ctx.call(C.details.path, { id: second })).status).toBe(404);
    });

    it('待审核: edit, submit and remove are 409; withdraw takes it back to 草稿', async () => {
      const id = await addDraft(ctx, token, listing());
      ok(await move(SP.submit.path, { id }));
      expect(await move(SP.update.path, { id, ...listing() })).toMatchObject({ status: 409, code: 'LISTING_PENDING' });
      expect(await move(SP.submit.path, { id })).toMatchObject({ status: 409, code: 'LISTING_PENDING' });
      expect(await move(SP.remove.path, { id })).toMatchObject({ status: 409, code: 'LISTING_REMOVE_REFUSED' });
      expect((await move(SP.withdraw.path, { id })).data).toMatchObject({ state: PRODUCT_STATE.DRAFT, onSale: false });
      expect(await move(SP.withdraw.path, { id })).toMatchObject({ status: 409, code: 'LISTING_NOT_PENDING' });
    });

    it('已驳回: the reason shows; an edit stays in place; submit sends it again; remove deletes it', async () => {
      const id = await addDraft(ctx, token, listing());
      ok(await move(SP.submit.path, { id }));
      ok(await ctx.call(AP.reject.path, { id, reason: '图片与标题不符' }, admin));
      expect(await detail(id)).toMatchObject({ state: PRODUCT_STATE.REJECTED, stateReason: '图片与标题不符' });
      expect(await listed(id)).toMatchObject({ state: PRODUCT_STATE.REJECTED, stateReason: '图片与标题不符' });
      expect(await move(SP.withdraw.path, { id })).toMatchObject({ status: 409, code: 'LISTING_NOT_PENDING' });
      const edited = ok(
        await ctx.call<TListingSaved>(SP.update.path, { id, ...listing({ title: '改过的标题' }) }, token),
      );
      expect(edited).toEqual({ id, isRevision: false });
      expect(await detail(id)).toMatchObject({ state: PRODUCT_STATE.REJECTED, content: { title: '改过的标题' } });
      expect((await move(SP.submit.path, { id })).data).toMatchObject({
        state: PRODUCT_STATE.PENDING,
        stateReason: null,
      });
      ok(await ctx.call(AP.reject.path, { id, reason: '再次驳回' }, admin));
      expect(await move(SP.remove.path, { id })).toMatchObject({ status: 200 });
    });

    it('已上架 / 已下架 with nothing edited: submit, withdraw and remove are 409', async () => {
      const id = await addApproved(ctx, token, admin, listing());
      for (const state of [PRODUCT_STATE.ON_SALE, PRODUCT_STATE.OFF_SALE]) {
        if (state === PRODUCT_STATE.OFF_SALE) ok(await move(SP.setStatus.path, { productId: id, status: 0 }));
        expect((await detail(id)).state).toBe(state);
        expect(await move(SP.submit.path, { id })).toMatchObject({ status: 409, code: 'LISTING_NOTHING_TO_SUBMIT' });
        expect(await move(SP.withdraw.path, { id })).toMatchObject({ status: 409, code: 'LISTING_NOT_PENDING' });
        expect(await move(SP.remove.path, { id })).toMatchObject({ status: 409, code: 'LISTING_REMOVE_REFUSED' });
        expect(await move(SP.remove.path, { id, revision: true })).toMatchObject({
          status: 409,
          code: 'LISTING_REMOVE_REFUSED',
        });
      }
      // 已下架: an edit is a revision all the same.
      const edit = ok(
        await ctx.call<TListingSaved>(SP.update.path, { id, ...listing({ subtitle: '下架中修改' }) }, token),
      );
      expect(edit.isRevision).toBe(true);
    });

    it('平台下架: the reason shows, the seller cannot shelve it, an edit is a revision the operator may approve', async () => {
      const id = await addApproved(ctx, token, admin, listing());
      ok(await ctx.call(AP.takeDown.path, { id, reason: '资质过期' }, admin));
      expect(await detail(id)).toMatchObject({
        state: PRODUCT_STATE.TAKEN_DOWN,
        stateReason: '资质过期',
        onSale: false,
      });
      expect(await listed(id)).toMatchObject({ state: PRODUCT_STATE.TAKEN_DOWN, stateReason: '资质过期' });
      const shelve = await move(SP.setStatus.path, { productId: id, status: 1 });
      expect(shelve).toMatchObject({ status: 409, code: 'PRODUCT_TAKEN_DOWN' });
      expect(shelve.msg).toContain('资质过期');
      expect(await move(SP.submit.path, { id })).toMatchObject({ status: 409, code: 'LISTING_NOTHING_TO_SUBMIT' });
      expect(await move(SP.remove.path, { id })).toMatchObject({ status: 409, code: 'LISTING_REMOVE_REFUSED' });
      const edit = ok(
        await ctx.call<TListingSaved>(SP.update.path, { id, ...listing({ subtitle: '已补资质' }) }, token),
      );
      expect(edit.isRevision).toBe(true);
      ok(await move(SP.submit.path, { id }));
      ok(await ctx.call(AP.approve.path, { id }, admin));
      // The revision is applied; the product stays taken down until an operator restores it.
      expect(await detail(id)).toMatchObject({
        state: PRODUCT_STATE.TAKEN_DOWN,
        revision: null,
        content: { subtitle: '已补资质' },
      });
      expect((await ctx.call(C.details.path, { id })).status).toBe(404);
    });
  });

  describe('revisions of a live product', () => {
    it('an edit is a revision: buyers see the live listing until approval; a waiting one blocks edits', async () => {
      const id = await addApproved(ctx, token, admin, listing({ title: '曜石 智能窗帘电机 标准版' }));
      expect(await search('窗帘')).toContain(id);
      const saved = ok(
        await ctx.call<TListingSaved>(SP.update.path, { id, ...listing({ title: '琥珀 智能卷帘电机 升级版' }) }, token),
      );
      expect(saved).toEqual({ id, isRevision: true });
      expect(await detail(id)).toMatchObject({
        state: PRODUCT_STATE.ON_SALE,
        content: { title: '曜石 智能窗帘电机 标准版' },
        revision: { state: 0, reason: null, content: { title: '琥珀 智能卷帘电机 升级版' } },
      });
      expect(await listed(id)).toMatchObject({ revisionState: 0 });
      expect(await buyerTitle(id)).toBe('曜石 智能窗帘电机 标准版');
      expect(await search('琥珀')).not.toContain(id);
      expect(await search('窗帘')).toContain(id);

      expect((await move(SP.submit.path, { id })).data).toMatchObject({ revision: { state: 1 } });
      expect(await move(SP.update.path, { id, ...listing() })).toMatchObject({ status: 409, code: 'LISTING_PENDING' });
      expect(await move(SP.remove.path, { id, revision: true })).toMatchObject({
        status: 409,
        code: 'LISTING_PENDING',
      });
      expect(await move(SP.submit.path, { id })).toMatchObject({ status: 409, code: 'LISTING_PENDING' });
      expect((await move(SP.withdraw.path, { id })).data).toMatchObject({ state: 2, revision: { state: 0 } });
      expect(await buyerTitle(id)).toBe('曜石 智能窗帘电机 标准版');
      // An unsubmitted revision may be dropped: the live listing is all there is again.
      expect(await move(SP.remove.path, { id, revision: true })).toMatchObject({ status: 200 });
      expect(await detail(id)).toMatchObject({ revision: null, content: { title: '曜石 智能窗帘电机 标准版' } });
      expect((await listed(id))?.revisionState).toBeNull();
    });

    it('a revision may not drop a SKU nor rename or reorder the specs (409); adding a value is fine', async () => {
      const id = await addApproved(ctx, token, admin, listing());
      const [a, b, c, d] = listing().skus;
      const dropped = await move(SP.update.path, {
        id,
        ...listing({ specs: [listing().specs[0]!, { name: '功率', values: ['9W'] }], skus: [a!, c!] }),
      });
      expect(dropped).toMatchObject({ status: 409, code: 'LISTING_SKU_REMOVED' });
      expect(dropped.msg).toContain('暖白 / 12W');
      const renamed = await move(SP.update.path, {
        id,
        ...listing({ specs: [listing().specs[0]!, { name: '瓦数', values: ['9W', '12W'] }] }),
      });
      expect(renamed).toMatchObject({ status: 409, code: 'LISTING_SPECS_CHANGED' });
      const reordered = await move(SP.update.path, {
        id,
        ...listing({
          specs: [listing().specs[1]!, listing().specs[0]!],
          skus: [a!, b!, c!, d!].map((s) => ({ ...s, values: [s.values[1]!, s.values[0]!] })),
        }),
      });
      expect(reordered).toMatchObject({ status: 409, code: 'LISTING_SPECS_CHANGED' });
      const extraDimension = await move(SP.update.path, {
        id,
        ...listing({
          specs: [...listing().specs, { name: '接口', values: ['E27'] }],
          skus: [a!, b!, c!, d!].map((s) => ({ ...s, values: [...s.values, 'E27'] })),
        }),
      });
      expect(extraDimension).toMatchObject({ status: 409, code: 'LISTING_SPECS_CHANGED' });
      expect((await detail(id)).revision).toBeNull();
    });

    it('approving a revision with a new SKU adds it, buyable; the old SKUs keep their id, price and stock', async () => {
      const id = await addApproved(ctx, token, admin, listing());
      const before = (await detail(id)).content.skus;
      // The seller moves a live SKU's price and stock meanwhile: the revision does not undo it.
      const first = before[0]!;
      ok(await ctx.call<TSellerStandard>(SP.updatePrice.path, { standardId: first.id, price: 55.5 }, token));
      ok(await ctx.call<TSellerStandard>(SP.adjustStock.path, { standardId: first.id, delta: 5 }, token));
      const revised = listing({
        specs: [listing().specs[0]!, { name: '功率', values: ['9W', '12W', '15W'] }],
        skus: [
          ...listing().skus.map((s) => ({ ...s, price: 1, stock: 1 })),
          { values: ['暖白', '15W'], price: 79, stock: 8, code: 'WW-15' },
          { values: ['冷白', '15W'], price: 79, stock: 0 },
        ],
      });
      ok(await ctx.call(SP.update.path, { id, ...revised }, token));
      const pending = (await detail(id)).revision;
      // The editor reads the kept SKUs at their live price and stock, the new ones as sent.
      expect(pending?.content.skus.find((s) => s.id === first.id)).toMatchObject({ price: 55.5, stock: 15 });
      expect(pending?.content.skus.filter((s) => s.id === null)).toHaveLength(2);
      ok(await move(SP.submit.path, { id }));
      ok(await ctx.call(AP.approve.path, { id }, admin));

      const after = await detail(id);
      expect(after.revision).toBeNull();
      expect(after.content.skus).toHaveLength(6);
      for (const old of before) {
        const now = after.content.skus.find((s) => s.id === old.id);
        expect(now, old.values.join('/')).toMatchObject({
          values: old.values,
          price: old.id === first.id ? 55.5 : old.price,
          stock: old.id === first.id ? 15 : old.stock,
        });
      }
      // The new SKUs sit in the spec order: 暖白 9W, 12W, 15W, then 冷白 …
      expect(after.content.skus.map((s) => s.values.join('/'))).toEqual([
        '暖白/9W',
        '暖白/12W',
        '暖白/15W',
        '冷白/9W',
        '冷白/12W',
        '冷白/15W',
      ]);
      const added = after.content.skus.find((s) => s.values.join('/') === '暖白/15W')!;
      expect(added).toMatchObject({ price: 79, stock: 8, code: 'WW-15' });
      const standards = ok(await ctx.call<TStandard[]>(C.getStocks.path, { productId: id }));
      expect(standards.map((s) => s.id)).toContain(added.id);
      const order = await ctx.call(
        CALLS.order.addOrderFromDetail.path,
        { productId: id, standardId: added.id, number: 1, addressId: buyer.address.id },
        buyer.token,
      );
      expect(order.status).toBe(200);
      expect(await stockOf(ctx, added.id!)).toBe(7);
    });

    it('rejecting a revision keeps the live product selling and shows the reason to the seller', async () => {
      const id = await addApproved(ctx, token, admin, listing({ title: '曜石 智能窗帘电机 驳回测试' }));
      ok(await ctx.call(SP.update.path, { id, ...listing({ title: '夸大宣传的标题' }) }, token));
      ok(await move(SP.submit.path, { id }));
      const queue = ok(
        await ctx.call<{ id: number; revisionPending: boolean }[]>(AP.pending.path, { page: 1, limit: 100 }, admin),
      );
      expect(queue.find((p) => p.id === id)).toMatchObject({ revisionPending: true });
      // The operator reads both: the live listing and the revision waiting for review.
      const review = ok(await ctx.call<TListingDetail>(AP.detail.path, { id }, admin));
      expect(review).toMatchObject({
        id,
        state: PRODUCT_STATE.ON_SALE,
        content: { title: '曜石 智能窗帘电机 驳回测试' },
        revision: { state: 1, content: { title: '夸大宣传的标题' } },
      });
      expect(review.shopName).not.toBe('');
      ok(await ctx.call(AP.reject.path, { id, reason: '标题夸大' }, admin));
      expect(await detail(id)).toMatchObject({
        state: PRODUCT_STATE.ON_SALE,
        stateReason: null,
        onSale: true,
        content: { title: '曜石 智能窗帘电机 驳回测试' },
        revision: { state: 3, reason: '标题夸大', content: { title: '夸大宣传的标题' } },
      });
      expect(await listed(id)).toMatchObject({
        revisionState: 3,
        revisionReason: '标题夸大',
        state: PRODUCT_STATE.ON_SALE,
      });
      expect(await buyerTitle(id)).toBe('曜石 智能窗帘电机 驳回测试');
      const queueAfter = ok(await ctx.call<{ id: number }[]>(AP.pending.path, { page: 1, limit: 100 }, admin));
      expect(queueAfter.map((p) => p.id)).not.toContain(id);
      // A second review of it is 409; the seller edits the refused revision and submits again.
      expect((await ctx.call(AP.approve.path, { id }, admin)).status).toBe(409);
      ok(await ctx.call(SP.update.path, { id, ...listing({ title: '曜石 智能窗帘电机 改正版' }) }, token));
      expect((await detail(id)).revision).toMatchObject({ state: 0, reason: null });
      ok(await move(SP.submit.path, { id }));
      ok(await ctx.call(AP.approve.path, { id }, admin));
      expect(await buyerTitle(id)).toBe('曜石 智能窗帘电机 改正版');
      // The search index follows the approved revision at once.
      expect(await search('改正')).toContain(id);
      expect(await search('驳回测试')).not.toContain(id);
      // A refused revision may also be dropped.
      ok(await ctx.call(SP.update.path, { id, ...listing({ title: '又一次修改' }) }, token));
      ok(await move(SP.submit.path, { id }));
      ok(await ctx.call(AP.reject.path, { id, reason: '不通过' }, admin));
      expect(await move(SP.remove.path, { id, revision: true })).toMatchObject({ status: 200 });
      expect(await detail(id)).toMatchObject({ revision: null, content: { title: '曜石 智能窗帘电机 改正版' } });
    });
  });

  describe('after approval', () => {
    it('is on the list, found by a title word and a 2-character term, sold, and priced by the seller', async () => {
      const id = await addApproved(
        ctx,
        token,
        admin,
        listing({ title: '澜庭 Matter 智能恒温器 Pro', subtitle: '地暖壁挂炉通用', brand: '澜庭' }),
      );
      const all = ok(await ctx.call<TProductCard[]>(C.queryPortalPage.path, { pageNO: 1, pageRows: 50 }));
      expect(all.find((p) => p.id === id)).toMatchObject({ title: '澜庭 Matter 智能恒温器 Pro' });
      expect(await search('Matter')).toContain(id);
      expect(await search('恒温')).toContain(id);
      expect(await search('地暖')).toContain(id);
      const shown = ok(await ctx.call<TProductDetail>(C.details.path, { id }));
      expect(shown).toMatchObject({ title: '澜庭 Matter 智能恒温器 Pro', brand: '澜庭', price: 59, stock: 30 });

      const standards = ok(await ctx.call<TStandard[]>(C.getStocks.path, { productId: id }));
      expect(standards).toHaveLength(4);
      const sku = standards.find((s) => s.specs.join('/') === '冷白/9W')!;
      expect(sku).toMatchObject({ price: 59, stock: 10 });
      const order = await ctx.call<{ orderIds: number[] }>(
        CALLS.order.addOrderFromDetail.path,
        { productId: id, standardId: sku.id, number: 2, addressId: buyer.address.id },
        buyer.token,
      );
      expect(order.status).toBe(200);
      expect(await stockOf(ctx, sku.id)).toBe(8);

      const priced = ok(
        await ctx.call<TSellerStandard>(SP.updatePrice.path, { standardId: sku.id, price: 49.9 }, token),
      );
      expect(priced).toMatchObject({ id: sku.id, price: 49.9 });
      const stocked = ok(
        await ctx.call<TSellerStandard>(SP.adjustStock.path, { standardId: sku.id, delta: -3 }, token),
      );
      expect(stocked).toMatchObject({ id: sku.id, stock: 5 });
      expect(ok(await ctx.call<TProductDetail>(C.details.path, { id })).price).toBe(49.9);
      expect((await detail(id)).content.skus.find((s) => s.id === sku.id)).toMatchObject({ price: 49.9, stock: 5 });
    });
  });
});

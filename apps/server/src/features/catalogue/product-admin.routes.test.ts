import {
  ADMIN_REASON_MAX,
  CALLS,
  PRODUCT_STATE,
  type TAdminProduct,
  type TAuditEntry,
  type TProductCard,
  type TSellerProduct,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { indexGramRows } from './search-text.js';

const P = CALLS.adminProduct;
const DETAILS = CALLS.catalogue.details.path;
const PAGE = CALLS.catalogue.queryPortalPage.path;
const SP = CALLS.sellerProduct;

/**
 * The console's products (DESIGN-OPERATE §A row `product`, §B states). The response cache is on (a
 * minute): every storefront answer read after a write proves the write emptied it at once.
 */
describeEachDb(
  'the console’s products',
  (ctx) => {
    let op: string;
    let owner: string;
    let seller: TFixtureSeller;
    let other: TFixtureSeller;
    let sellerToken: string;
    const db = () => ctx.app.deps.db;
    const call = <T>(path: string, data: unknown, token = op) => ctx.call<T>(path, data, token);
    const id = (i: number) => seller.products[i]!.productId;

    /** What the storefront answers about a product: in the seller's list, found by search, its detail. */
    async function storefront(productId: number, title: string) {
      const list = await ctx.call<TProductCard[]>(PAGE, { pageNO: 1, pageRows: 50, agentId: seller.sellerId });
      const search = await ctx.call<TProductCard[]>(PAGE, { pageNO: 1, pageRows: 50, queryName: title });
      const detail = await ctx.call(DETAILS, { id: productId });
      return {
        inList: list.data.some((p) => p.id === productId),
        inSearch: search.data.some((p) => p.id === productId),
        detail: detail.status,
      };
    }
    async function sellerSees(productId: number) {
      const res = await ctx.call<TSellerProduct[]>(SP.list.path, { page: 1, limit: 50 }, sellerToken);
      return res.data.find((p) => p.id === productId);
    }
    async function audit(productId: number) {
      const res = await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action: 'product.', limit: 100 }, owner);
      return res.data.filter((e) => e.targetId === String(productId)).reverse();
    }

    beforeAll(async () => {
      op = (await addAdmin(ctx, 'operator')).token;
      owner = (await addAdmin(ctx, 'owner')).token;
      seller = await addSeller(ctx, [
        {
          title: '云台摄像机甲',
          standards: [
            [19_900, 5],
            [25_900, 7],
          ],
        },
        { title: '云台摄像机乙', standards: [[9_900, 1]] },
        { title: '待审核门磁', standards: [[4_900, 9]] },
        { title: '待审核水浸', standards: [[5_900, 9]] },
      ]);
      other = await addSeller(ctx, [{ title: '别家插座', standards: [[3_900, 2]] }]);
      sellerToken = await seller.login();
      // The fixtures write no search index: the searches below need each product's title in it.
      for (const product of await db().selectFrom('products').select(['id', 'title']).execute()) {
        await db()
          .insertInto('product_search_grams')
          .values(indexGramRows(product.title).map((row) => ({ ...row, product_id: product.id })))
          .execute();
      }
    });

    it('lists every product with shop, category, price, stock, sales and state; filters and pages', async () => {
      const all = await call<TAdminProduct[]>(P.list.path, { page: 1, limit: 50 });
      expect(all.status).toBe(200);
      expect(all.total).toBe(5);
      const first = all.data.find((p) => p.id === id(0));
      expect(first).toMatchObject({
        title: '云台摄像机甲',
        sellerId: seller.sellerId,
        shopName: `测试店铺${seller.sellerId}`,
        price: 199,
        stock: 12,
        sales: 0,
        status: PRODUCT_STATE.ON_SALE,
        reason: null,
      });
      expect(first?.categoryName).not.toBe('');
      const bySeller = await call<TAdminProduct[]>(P.list.path, { page: 1, limit: 50, sellerId: other.sellerId });
      expect(bySeller.data.map((p) => p.id)).toEqual([other.products[0]!.productId]);
      const byWord = await call<TAdminProduct[]>(P.list.path, { page: 1, limit: 50, keyword: '云台 乙' });
      expect(byWord.data.map((p) => p.id)).toEqual([id(1)]);
      const byShop = await call(P.list.path, { page: 1, limit: 50, keyword: `测试店铺${other.sellerId}` });
      expect(byShop.total).toBe(1);
      const page2 = await call<TAdminProduct[]>(P.list.path, { page: 2, limit: 2 });
      expect(page2).toMatchObject({ status: 200, total: 5 });
      expect(page2.data).toHaveLength(2);
      expect((await call(P.list.path, { page: 1, limit: 50, status: PRODUCT_STATE.TAKEN_DOWN })).total).toBe(0);
      // Blank filters are absent (form-bound clients send them so).
      expect((await call(P.list.path, { page: 1, limit: 50, keyword: '', status: null })).total).toBe(5);
    });

    it('takes a product down: gone from list, search and detail at once; the seller sees why and cannot shelve it', async () => {
      expect(await storefront(id(0), '云台摄像机甲')).toEqual({ inList: true, inSearch: true, detail: 200 });
      const reason = '  商品资质待补充  ';
      expect(await call(P.takeDown.path, { id: id(0), reason })).toMatchObject({ status: 200 });
      expect(await storefront(id(0), '云台摄像机甲')).toEqual({ inList: false, inSearch: false, detail: 404 });
      expect(await sellerSees(id(0))).toMatchObject({
        status: 0,
        state: PRODUCT_STATE.TAKEN_DOWN,
        stateReason: '商品资质待补充',
      });
      const shelve = await ctx.call(SP.setStatus.path, { productId: id(0), status: 1 }, sellerToken);
      expect(shelve).toMatchObject({ status: 409, code: 'PRODUCT_TAKEN_DOWN' });
      expect(shelve.msg).toContain('平台下架');
      expect(shelve.msg).toContain('商品资质待补充');
      // 下架 of a product that is not on sale changes nothing.
      expect(await ctx.call(SP.setStatus.path, { productId: id(0), status: 0 }, sellerToken)).toMatchObject({
        status: 200,
      });
      expect((await sellerSees(id(0)))?.state).toBe(PRODUCT_STATE.TAKEN_DOWN);
      const listed = await call<TAdminProduct[]>(P.list.path, { page: 1, limit: 50, status: PRODUCT_STATE.TAKEN_DOWN });
      expect(listed.data.map((p) => [p.id, p.reason])).toEqual([[id(0), '商品资质待补充']]);
      expect(await call(P.takeDown.path, { id: id(0), reason: '再次' })).toMatchObject({
        status: 409,
        code: 'PRODUCT_STATE_CONFLICT',
        msg: '商品当前为「平台下架」，不能平台下架',
      });

      expect(await call(P.restore.path, { id: id(0) })).toMatchObject({ status: 200 });
      expect(await storefront(id(0), '云台摄像机甲')).toEqual({ inList: true, inSearch: true, detail: 200 });
      expect(await sellerSees(id(0))).toMatchObject({ status: 1, state: PRODUCT_STATE.ON_SALE, stateReason: null });
      expect(await call(P.restore.path, { id: id(0) })).toMatchObject({ status: 409, code: 'PRODUCT_STATE_CONFLICT' });
    });

    it('takes down a product its seller put off the shelf, so the seller cannot bring it back', async () => {
      expect(await ctx.call(SP.setStatus.path, { productId: id(1), status: 0 }, sellerToken)).toMatchObject({
        status: 200,
      });
      expect((await sellerSees(id(1)))?.state).toBe(PRODUCT_STATE.OFF_SALE);
      expect(await call(P.takeDown.path, { id: id(1), reason: '假冒商品' })).toMatchObject({ status: 200 });
      expect(await ctx.call(SP.setStatus.path, { productId: id(1), status: 1 }, sellerToken)).toMatchObject({
        status: 409,
        code: 'PRODUCT_TAKEN_DOWN',
      });
      expect(await call(P.restore.path, { id: id(1) })).toMatchObject({ status: 200 });
      expect(await storefront(id(1), '云台摄像机乙')).toEqual({ inList: true, inSearch: true, detail: 200 });
      // The seller's own off and on still work.
      expect(await ctx.call(SP.setStatus.path, { productId: id(1), status: 0 }, sellerToken)).toMatchObject({
        status: 200,
      });
      expect((await storefront(id(1), '云台摄像机乙')).detail).toBe(404);
      expect(await ctx.call(SP.setStatus.path, { productId: id(1), status: 1 }, sellerToken)).toMatchObject({
        status: 200,
      });
      expect((await storefront(id(1), '云台摄像机乙')).detail).toBe(200);
    });

    it('reviews the queue: pending products oldest first, approve puts one on sale, reject keeps the reason', async () => {
      // Nothing fills the queue yet (seller submissions are issue 32): two products wait by hand.
      for (const [i, at] of [
        [2, 2_000],
        [3, 1_000],
      ] as const) {
        await db()
          .updateTable('products')
          .set({ state: PRODUCT_STATE.PENDING, status: 0, updated_at: at })
          .where('id', '=', id(i))
          .execute();
      }
      const queue = await call<TAdminProduct[]>(P.pending.path, { page: 1, limit: 10 });
      expect(queue).toMatchObject({ status: 200, total: 2 });
      expect(queue.data.map((p) => p.id)).toEqual([id(3), id(2)]);
      expect(await call(P.pending.path, null)).toMatchObject({ status: 200, total: 2 });
      expect((await storefront(id(2), '待审核门磁')).detail).toBe(404);
      // A pending product is neither the seller's to shelve nor the operator's to restore.
      const shelve = await ctx.call(SP.setStatus.path, { productId: id(2), status: 1 }, sellerToken);
      expect(shelve).toMatchObject({ status: 409, code: 'PRODUCT_NOT_APPROVED' });
      expect(await call(P.restore.path, { id: id(2) })).toMatchObject({ status: 409, code: 'PRODUCT_STATE_CONFLICT' });

      expect(await call(P.approve.path, { id: id(2) })).toMatchObject({ status: 200 });
      expect(await storefront(id(2), '待审核门磁')).toEqual({ inList: true, inSearch: true, detail: 200 });
      expect(await call(P.reject.path, { id: id(3), reason: '图片不清晰' })).toMatchObject({ status: 200 });
      expect(await sellerSees(id(3))).toMatchObject({
        status: 0,
        state: PRODUCT_STATE.REJECTED,
        stateReason: '图片不清晰',
      });
      expect((await storefront(id(3), '待审核水浸')).detail).toBe(404);
      expect(await call(P.pending.path, { page: 1, limit: 10 })).toMatchObject({ total: 0 });
      expect(await call(P.approve.path, { id: id(3) })).toMatchObject({
        status: 409,
        code: 'PRODUCT_STATE_CONFLICT',
        msg: '商品当前为「已驳回」，不能审核通过',
      });
      expect(await call(P.reject.path, { id: id(2), reason: '晚了' })).toMatchObject({ status: 409 });
    });

    it('refuses bad payloads naming the field, and unknown products with 404', async () => {
      for (const [path, data, field] of [
        [P.takeDown.path, { id: id(0) }, 'reason'],
        [P.takeDown.path, { id: id(0), reason: '   ' }, 'reason'],
        [P.takeDown.path, { id: id(0), reason: '长'.repeat(ADMIN_REASON_MAX + 1) }, 'reason'],
        [P.reject.path, { id: id(0), reason: 5 }, 'reason'],
        [P.approve.path, { id: -1 }, 'id'],
        [P.restore.path, {}, 'id'],
        [P.list.path, { status: 9 }, 'status'],
        [P.list.path, { sellerId: 'x' }, 'sellerId'],
        [P.list.path, { keyword: 'x'.repeat(31) }, 'keyword'],
        [P.pending.path, { limit: 101 }, 'limit'],
      ] as const) {
        expect(await call(path, data), `${path} ${JSON.stringify(data)}`).toMatchObject({ status: 407, field });
      }
      expect((await call(P.takeDown.path, { id: id(0), reason: '长'.repeat(ADMIN_REASON_MAX) })).status).toBe(200);
      expect((await call(P.restore.path, { id: id(0) })).status).toBe(200);
      for (const path of [P.approve.path, P.restore.path]) {
        expect(await call(path, { id: 999_999 }), path).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      }
      for (const path of [P.reject.path, P.takeDown.path]) {
        expect(await call(path, { id: 999_999, reason: '无' }), path).toMatchObject({ status: 404 });
      }
    });

    it('records each write with the product’s state before and after', async () => {
      const target = other.products[0]!.productId;
      await call(P.takeDown.path, { id: target, reason: '违规宣传' });
      await call(P.restore.path, { id: target });
      await call(P.restore.path, { id: target }); // refused: no row
      const rows = await audit(target);
      expect(rows.map((r) => r.action)).toEqual(['product.takeDown', 'product.restore']);
      expect(rows[0]).toMatchObject({
        targetType: 'product',
        before: {
          title: '别家插座',
          sellerId: other.sellerId,
          status: 2,
          statusText: '已上架',
          onSale: true,
          reason: null,
        },
        after: { status: 5, statusText: '平台下架', onSale: false, reason: '违规宣传' },
      });
      expect(rows[1]).toMatchObject({ before: { status: 5, reason: '违规宣传' }, after: { status: 2, reason: null } });
      const queue = await audit(id(2));
      expect(queue.map((r) => r.action)).toEqual(['product.approve']);
      expect(queue[0]).toMatchObject({ before: { status: 1 }, after: { status: 2, onSale: true } });
      expect((await audit(id(3)))[0]).toMatchObject({
        action: 'product.reject',
        after: { status: 3, reason: '图片不清晰' },
      });
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);

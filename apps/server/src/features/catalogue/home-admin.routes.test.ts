import { CALLS, PORTAL_POSITIONS, type TAuditEntry, type THomeSlot, type TPortalItem } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';

const H = CALLS.adminHome;
const P = CALLS.catalogue.queryPortal;

// The storefront's answers are response-cached here (a minute): the console's change must drop them.
describeEachDb(
  'the console’s home positions',
  (ctx) => {
    let op = '';
    let productId = 0;
    let offSaleId = 0;
    const carousel = async (): Promise<TPortalItem[]> =>
      (await ctx.call<TPortalItem[]>(P.path, PORTAL_POSITIONS.carousel)).data ?? [];

    beforeAll(async () => {
      op = (await addAdmin(ctx, 'operator')).token;
      const seller = await addSeller(ctx, [
        { title: '智能网关', standards: [[19900, 10]] },
        { title: '下架的灯', standards: [[9900, 10]] },
      ]);
      productId = seller.products[0]?.productId ?? 0;
      offSaleId = seller.products[1]?.productId ?? 0;
      await ctx.app.deps.db.updateTable('products').set({ status: 0 }).where('id', '=', offSaleId).execute();
    });

    it('answers every position of the home with its items', async () => {
      const res = await ctx.call<THomeSlot[]>(H.slots.path, {}, op);
      expect(res.status).toBe(200);
      expect(res.data?.map((s) => s.position)).toEqual(Object.keys(PORTAL_POSITIONS));
      expect(res.data?.[0]).toMatchObject({ position: 'carousel', code: 1, rownum: 10, name: '首页轮播', items: [] });
    });

    it('replaces a position’s items in order, and the storefront’s home shows them at once', async () => {
      expect(await carousel()).toEqual([]);
      const items = [
        {
          title: '双十二大促',
          imageUrl: '/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.png',
          link: '/product?sysCategoryId=1',
        },
        { title: '网关上新', productId },
        { title: '外部活动', imageUrl: '/static/banner.svg', link: 'https://example.com/a?b=1', desc: '合作方' },
      ];
      expect((await ctx.call(H.update.path, { position: 'carousel', items }, op)).status).toBe(200);
      const shown = await carousel();
      expect(shown.map((i) => i.title)).toEqual(['双十二大促', '网关上新', '外部活动']);
      expect(shown[1]).toMatchObject({ productId, link: `/product/detail?id=${productId}`, price: 199 });
      const slots = await ctx.call<THomeSlot[]>(H.slots.path, {}, op);
      expect(slots.data?.[0]?.items[1]).toMatchObject({ productId, productTitle: '智能网关', isShown: true });
      // Reordered and one removed.
      const next = [items[2], items[0]];
      expect((await ctx.call(H.update.path, { position: 'carousel', items: next }, op)).status).toBe(200);
      expect((await carousel()).map((i) => i.title)).toEqual(['外部活动', '双十二大促']);
      // Emptied: the home shows nothing there.
      expect((await ctx.call(H.update.path, { position: 'carousel', items: [] }, op)).status).toBe(200);
      expect(await carousel()).toEqual([]);
      // Other positions are untouched by a change of one.
      expect(
        (await ctx.call(H.update.path, { position: 'rank', items: [{ title: '榜一', productId }] }, op)).status,
      ).toBe(200);
      expect(
        ((await ctx.call<TPortalItem[]>(P.path, PORTAL_POSITIONS.rank)).data ?? []).map((i) => i.productId),
      ).toEqual([productId]);
    });

    it('refuses links that are neither site paths nor http(s), items without a picture, and products not on sale', async () => {
      const bad: [Record<string, unknown>, string][] = [
        [{ title: 'x', imageUrl: '/a.png', link: 'javascript:alert(1)' }, 'items.0.link'],
        [{ title: 'x', imageUrl: '/a.png', link: '//evil.example/' }, 'items.0.link'],
        [{ title: 'x', imageUrl: '/a.png', link: 'ftp://example.com/' }, 'items.0.link'],
        [{ title: 'x', imageUrl: 'https://evil.example/a.png' }, 'items.0.imageUrl'],
        [{ title: 'x' }, 'items.0.imageUrl'],
        [{ title: '', imageUrl: '/a.png' }, 'items.0.title'],
      ];
      for (const [item, field] of bad) {
        expect(await ctx.call(H.update.path, { position: 'market', items: [item] }, op), field).toMatchObject({
          status: 407,
          field,
        });
      }
      expect(await ctx.call(H.update.path, { position: 'nowhere', items: [] }, op)).toMatchObject({
        status: 407,
        field: 'position',
      });
      const tooMany = Array.from({ length: 21 }, () => ({ title: 'x', imageUrl: '/a.png' }));
      expect(await ctx.call(H.update.path, { position: 'market', items: tooMany }, op)).toMatchObject({
        status: 407,
        field: 'items',
      });
      for (const id of [999_999, offSaleId]) {
        expect(
          await ctx.call(
            H.update.path,
            {
              position: 'market',
              items: [
                { title: 'ok', imageUrl: '/a.png' },
                { title: 'x', productId: id },
              ],
            },
            op,
          ),
        ).toMatchObject({ status: 404, code: 'HOME_PRODUCT_NOT_FOUND', field: 'items.1.productId' });
      }
    });

    it('logs each change with the position’s items before and after', async () => {
      await ctx.call(H.update.path, { position: 'wisdom', items: [{ title: '旧', imageUrl: '/old.png' }] }, op);
      await ctx.call(H.update.path, { position: 'wisdom', items: [{ title: '新', imageUrl: '/new.png' }] }, op);
      const owner = await addAdmin(ctx, 'owner');
      const res = await ctx.call<TAuditEntry[]>(
        CALLS.adminAudit.list.path,
        { action: 'home.update', page: 1, limit: 5 },
        owner.token,
      );
      expect(res.data?.[0]).toMatchObject({
        targetType: 'homePosition',
        targetId: 'wisdom',
        before: [{ title: '旧', imageUrl: '/old.png' }],
        after: [{ title: '新', imageUrl: '/new.png', productId: null, link: '' }],
      });
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);

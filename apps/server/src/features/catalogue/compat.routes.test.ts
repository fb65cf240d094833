import {
  CALLS,
  IOT_ECOSYSTEMS,
  IOT_PROTOCOLS,
  type TCartGroup,
  type TClassification,
  type TCompat,
  type TFavorite,
  type TFootprint,
  type TIotEcosystem,
  type TIotProtocol,
  type TPlanDetail,
  type TProductCard,
  type TProductDetail,
  type TShopCard,
  type TShopDecoration,
  toMask,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { CATALOGUE_CACHE_DEFAULT_MS } from '../../config/env.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { replaceSearchGrams } from './listing.repository.js';
import { buildSearchText, indexGramRows } from './search-text.js';

const PAGE = CALLS.catalogue.queryPortalPage.path;
const DETAILS = CALLS.catalogue.details.path;
const SET_HOME = CALLS.smartHome.set.path;

/** The products of the suite and the IoT facts each gets (written straight into the rows). */
const FACTS: Record<
  string,
  { protocols: TIotProtocol[]; ecosystems: TIotEcosystem[]; hub: boolean; gateway?: true; sales?: number }
> = {
  '兼容测 Zigbee 门窗传感器': { protocols: ['Zigbee 3.0'], ecosystems: ['米家', 'HomeKit', '涂鸦'], hub: true },
  '兼容测 Wi-Fi 灯泡': { protocols: ['Wi-Fi'], ecosystems: ['米家', '小度'], hub: false },
  '兼容测 HomeKit 门锁': { protocols: ['BLE Mesh'], ecosystems: ['HomeKit'], hub: false },
  '兼容测 Matter 插座': { protocols: ['Matter', 'Thread'], ecosystems: ['Matter'], hub: true },
  '兼容测 Zigbee 网关 Pro': {
    protocols: ['Zigbee 3.0', 'BLE Mesh', 'Wi-Fi'],
    ecosystems: ['米家', 'HomeKit', '涂鸦'],
    hub: false,
    gateway: true,
    sales: 500,
  },
  '兼容测 Zigbee 网关 Lite': {
    protocols: ['Zigbee 3.0', 'Wi-Fi'],
    ecosystems: ['米家'],
    hub: false,
    gateway: true,
    sales: 20,
  },
  '兼容测 HomeKit Zigbee 网关': {
    protocols: ['Zigbee 3.0'],
    ecosystems: ['HomeKit'],
    hub: false,
    gateway: true,
    sales: 9_000,
  },
};
const TITLES = Object.keys(FACTS);

/**
 * 我的家 (DESIGN.md §H) on the catalogue, the cart and receipt: `compat` for each level with its reason
 * and suggested gateway, the `compatible` filter, answers kept per home and never another buyer's,
 * a visitor's answers unchanged. The response cache is on at its default lifetime, as shipped.
 */
describeEachDb(
  '我的家: compat on cards, details, the cart and receipt',
  (ctx) => {
    let seller: TFixtureSeller;
    const id: Record<string, number> = {};
    const standard: Record<string, number> = {};
    let miHome: TQuickBuyer;
    let noHome: TQuickBuyer;
    let homeKit: TQuickBuyer;

    beforeAll(async () => {
      const { db } = ctx.app.deps;
      seller = await addSeller(
        ctx,
        TITLES.map((title) => ({ title, standards: [[9_900, 100]] })),
      );
      const top = await db
        .insertInto('sys_categories')
        .values({ name: '网关与中枢' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const below = await db
        .insertInto('sys_categories')
        .values({ name: '多模网关', parent_id: Number(top.id) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, title] of TITLES.entries()) {
        const product = seller.products[i]!;
        const facts = FACTS[title]!;
        id[title] = product.productId;
        standard[title] = product.standardIds[0]!;
        const values = {
          protocols: toMask(IOT_PROTOCOLS, facts.protocols),
          ecosystems: toMask(IOT_ECOSYSTEMS, facts.ecosystems),
          hub_required: facts.hub ? 1 : 0,
          sales: facts.sales ?? 0,
          ...(facts.gateway ? { sys_category_id: Number(below.id) } : {}),
        };
        const searchText = buildSearchText(title, []);
        await db
          .updateTable('products')
          .set({ ...values, search_text: searchText })
          .where('id', '=', product.productId)
          .execute();
        await replaceSearchGrams(db, product.productId, indexGramRows(searchText));
      }
      [miHome, noHome, homeKit] = (await addBuyers(ctx.app.deps, 3)) as [TQuickBuyer, TQuickBuyer, TQuickBuyer];
      expect((await ctx.call(SET_HOME, { ecosystems: ['米家'], hubProtocols: [] }, miHome.token)).status).toBe(200);
      expect(
        (await ctx.call(SET_HOME, { ecosystems: ['HomeKit'], hubProtocols: ['Zigbee 3.0'] }, homeKit.token)).status,
      ).toBe(200);
    });

    /** The suite's cards (this shop's), by title. */
    async function cards(token?: string, data: Record<string, unknown> = {}) {
      const res = await ctx.call<TProductCard[]>(
        PAGE,
        { agentId: seller.sellerId, pageRows: 50, sort: 'priceAsc', ...data },
        token,
      );
      expect(res.status, res.msg).toBe(200);
      return new Map(res.data.map((card) => [card.title, card]));
    }

    it('a 米家 home without a hub: 兼容, 需网关 with the best-selling gateway that fits, 不兼容, each with its reason', async () => {
      const seen = await cards(miHome.token);
      expect(seen.get('兼容测 Wi-Fi 灯泡')?.compat).toEqual({
        level: 'ok',
        reason: '支持米家，无需网关，可直接加入你的家。',
      });
      // The HomeKit gateway sells most but does not speak to a 米家 home: the Pro is suggested.
      expect(seen.get('兼容测 Zigbee 门窗传感器')?.compat).toEqual({
        level: 'hub',
        reason: '支持米家，但需要Zigbee 3.0网关，你家中还没有。',
        hubSuggestion: { productId: id['兼容测 Zigbee 网关 Pro'], title: '兼容测 Zigbee 网关 Pro' },
      });
      expect(seen.get('兼容测 HomeKit 门锁')?.compat).toEqual({
        level: 'no',
        reason: '该商品支持HomeKit，不支持你家的米家。',
      });
      // Matter works with 米家; it needs a Thread/Matter hub the home lacks, and no gateway here speaks it.
      expect(seen.get('兼容测 Matter 插座')?.compat).toEqual({
        level: 'hub',
        reason: '支持米家，但需要Matter、Thread网关，你家中还没有。',
      });

      const detail = await ctx.call<TProductDetail>(DETAILS, { id: id['兼容测 Zigbee 门窗传感器'] }, miHome.token);
      expect(detail.data.compat).toEqual(seen.get('兼容测 Zigbee 门窗传感器')?.compat);
    });

    it('a visitor, a buyer without a home and a seller get the answers as before, with no compat', async () => {
      const sellerToken = await seller.login();
      for (const token of [undefined, noHome.token, sellerToken, 'no-such-token']) {
        const seen = await cards(token);
        expect(seen.size).toBe(TITLES.length);
        for (const card of seen.values()) expect(card).not.toHaveProperty('compat');
        const detail = await ctx.call<TProductDetail>(DETAILS, { id: id['兼容测 Wi-Fi 灯泡'] }, token);
        expect(detail.data).not.toHaveProperty('compat');
      }
    });

    it("every other card says the same for a home: the home page's floors and shops, a shop's recommendations, favourites and footprints", async () => {
      const { db } = ctx.app.deps;
      await db.updateTable('shops').set({ recommend_sort: 99 }).where('seller_id', '=', seller.sellerId).execute();
      const template = await db
        .insertInto('shop_templates')
        .values({ seller_id: seller.sellerId, code: 'recommend', name: '店长推荐' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const recommended = ['兼容测 HomeKit 门锁', '兼容测 Zigbee 门窗传感器'].map((title) => id[title]);
      await db
        .insertInto('shop_template_entries')
        .values({
          template_id: Number(template.id),
          name: '推荐',
          data: JSON.stringify({ title: '店长推荐', productIds: recommended }),
        })
        .execute();
      const [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
      await ctx.call(SET_HOME, { ecosystems: ['米家'], hubProtocols: [] }, buyer.token);
      for (const title of ['兼容测 HomeKit 门锁', '兼容测 Wi-Fi 灯泡'])
        expect((await ctx.call(CALLS.favorite.add.path, { productId: id[title] }, buyer.token)).status).toBe(200);
      await ctx.call(DETAILS, { id: id['兼容测 Matter 插座'] }, buyer.token);

      /** The suite's cards in every other block the caller sees. */
      async function blocks(token?: string): Promise<Record<string, TProductCard[]>> {
        const ours = (cards: TProductCard[]) => cards.filter((card) => card.agentId === seller.sellerId);
        const floors = await ctx.call<TClassification[]>(CALLS.catalogue.queryClassificationList.path, {}, token);
        const shops = await ctx.call<TShopCard[]>(CALLS.catalogue.queryShopList.path, {}, token);
        const decoration = await ctx.call<TShopDecoration>(
          CALLS.shop.queryList.path,
          { agentId: seller.sellerId },
          token,
        );
        const entry = decoration.data.businessTemplateDataSource.find((t) => t.code === 'recommend');
        const found: Record<string, TProductCard[]> = {
          floors: ours(floors.data.flatMap((floor) => floor.products)),
          shops: ours(shops.data.flatMap((shop) => shop.products)),
          shopRecommend: (JSON.parse(entry?.businessDataInterface[0]?.data ?? '{}') as { products: TProductCard[] })
            .products,
        };
        if (!token) return found;
        const favorites = await ctx.call<TFavorite[]>(CALLS.favorite.query.path, { page: 1, limit: 10 }, token);
        found.favorites = favorites.data.flatMap((f) => f.product ?? []);
        // The buyer's footprint is written after the detail's answer has left: wait for it.
        if (token === buyer.token)
          await expect
            .poll(
              async () =>
                (await ctx.call<TFootprint[]>(CALLS.footprint.query.path, { page: 1, limit: 10 }, token)).data.length,
            )
            .toBe(1);
        const footprints = await ctx.call<TFootprint[]>(CALLS.footprint.query.path, { page: 1, limit: 10 }, token);
        found.footprints = footprints.data.flatMap((f) => f.product ?? []);
        return found;
      }

      const list = await cards(buyer.token);
      const mine = await blocks(buyer.token);
      expect(Object.keys(mine)).toEqual(['floors', 'shops', 'shopRecommend', 'favorites', 'footprints']);
      for (const [block, found] of Object.entries(mine)) {
        expect(found.length, block).toBeGreaterThan(0);
        for (const card of found) expect(card.compat, `${block}: ${card.title}`).toEqual(list.get(card.title)?.compat);
      }
      expect(mine.shopRecommend?.map((card) => card.compat?.level)).toEqual(['no', 'hub']);
      expect(mine.favorites?.map((card) => card.compat?.level).sort()).toEqual(['no', 'ok']);
      // Read again from the cache, then by a visitor and a buyer without a home: none of this home.
      expect(await blocks(buyer.token)).toEqual(mine);
      for (const token of [undefined, noHome.token]) {
        const theirs = await blocks(token);
        for (const [block, found] of Object.entries(theirs))
          for (const card of found) expect(card, `${block}: ${card.title}`).not.toHaveProperty('compat');
      }
    });

    it("answers are kept per home, never another buyer's: each buyer reads their own home's answers from the cache", async () => {
      // Read in turns within the cache's lifetime: each answer is cached, and none leaks to the next caller.
      for (let round = 0; round < 2; round++) {
        expect((await cards(miHome.token)).get('兼容测 HomeKit 门锁')?.compat?.level).toBe('no');
        expect((await cards(homeKit.token)).get('兼容测 HomeKit 门锁')?.compat?.level).toBe('ok');
        expect((await cards(noHome.token)).get('兼容测 HomeKit 门锁')).not.toHaveProperty('compat');
        expect((await cards()).get('兼容测 HomeKit 门锁')).not.toHaveProperty('compat');
      }
      // A HomeKit home with a Zigbee hub: the sensor works through it.
      expect((await cards(homeKit.token)).get('兼容测 Zigbee 门窗传感器')?.compat).toEqual({
        level: 'ok',
        reason: '支持HomeKit，可通过你家中的Zigbee 3.0网关接入。',
      });
    });

    it('a new home shows at once in the cached answers of the same buyer', async () => {
      const [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
      await ctx.call(SET_HOME, { ecosystems: ['米家'], hubProtocols: [] }, buyer.token);
      expect((await cards(buyer.token)).get('兼容测 Zigbee 门窗传感器')?.compat?.level).toBe('hub');
      await ctx.call(SET_HOME, { ecosystems: ['米家'], hubProtocols: ['Zigbee 3.0'] }, buyer.token);
      expect((await cards(buyer.token)).get('兼容测 Zigbee 门窗传感器')?.compat?.level).toBe('ok');
      await ctx.call(SET_HOME, { ecosystems: [], hubProtocols: [] }, buyer.token);
      expect((await cards(buyer.token)).get('兼容测 Zigbee 门窗传感器')).not.toHaveProperty('compat');
    });

    it('compatible: 1 keeps exactly the 兼容 products; a visitor or a buyer without a home gets every product', async () => {
      const all = await cards(miHome.token);
      const ok = [...all.values()].filter((c) => c.compat?.level === 'ok').map((c) => c.title);
      expect(ok.length).toBeGreaterThan(0);
      expect(ok.length).toBeLessThan(all.size);
      const res = await ctx.call<TProductCard[]>(
        PAGE,
        { agentId: seller.sellerId, pageRows: 50, sort: 'priceAsc', compatible: 1 },
        miHome.token,
      );
      expect(res.data.map((c) => c.title).sort()).toEqual(ok.sort());
      expect(res.total).toBe(ok.length);
      // With a search too (the search's own statement).
      const searched = await cards(miHome.token, { compatible: 1, queryName: '网关' });
      expect([...searched.keys()].sort()).toEqual(ok.filter((t) => t.includes('网关')).sort());
      for (const token of [undefined, noHome.token])
        expect((await cards(token, { compatible: 1 })).size).toBe(TITLES.length);
    });

    it('refuses a compatible value other than 0 or 1 (407 naming the field)', async () => {
      for (const compatible of [2, -1, '1', true]) {
        const res = await ctx.call(PAGE, { compatible }, miHome.token);
        expect(res.status).toBe(407);
        expect(res.msg).toContain('compatible');
      }
    });

    it('the cart: a 需网关 line stops warning once the gateway it needs is in the cart too', async () => {
      const [buyer] = (await addBuyers(ctx.app.deps, 1)) as [TQuickBuyer];
      await ctx.call(SET_HOME, { ecosystems: ['米家'], hubProtocols: [] }, buyer.token);
      const add = (title: string) =>
        ctx.call(CALLS.cart.add.path, { productId: id[title], standardId: standard[title], number: 1 }, buyer.token);
      const lineOf = async (title: string): Promise<TCompat | undefined> => {
        const res = await ctx.call<TCartGroup[]>(CALLS.cart.query.path, {}, buyer.token);
        return res.data.flatMap((g) => g.productList).find((l) => l.productId === id[title])?.compat;
      };
      expect((await add('兼容测 Zigbee 门窗传感器')).status).toBe(200);
      expect(await lineOf('兼容测 Zigbee 门窗传感器')).toMatchObject({
        level: 'hub',
        hubSuggestion: { productId: id['兼容测 Zigbee 网关 Pro'] },
      });
      expect((await add('兼容测 Zigbee 网关 Lite')).status).toBe(200);
      expect(await lineOf('兼容测 Zigbee 门窗传感器')).toEqual({
        level: 'ok',
        reason: '支持米家，可通过一同购买的兼容测 Zigbee 网关 Lite接入。',
      });
      expect((await lineOf('兼容测 Zigbee 网关 Lite'))?.level).toBe('ok');
      // Another buyer's cart lines carry nothing of this home.
      const other = await ctx.call<TCartGroup[]>(CALLS.cart.query.path, {}, noHome.token);
      expect(other.data.flatMap((g) => g.productList).some((l) => 'compat' in l)).toBe(false);
    });

    it("a plan's bill of materials: each line's compat, its own gateway counting, and whether it is a complete system", async () => {
      const line = (title: string) => ({ productId: id[title]!, standardId: standard[title]!, quantity: 1 });
      const plan = {
        title: '米家门窗安防方案',
        scene: '家庭',
        summary: '门窗传感器配网关，开窗即提醒。',
        htmlCode: '<h2>方案概述</h2><p>门窗传感器通过 Zigbee 网关接入米家，开窗即推送提醒。</p>',
        products: [line('兼容测 Zigbee 门窗传感器'), line('兼容测 HomeKit 门锁')],
      };
      const added = await ctx.call<{ id: number }>(CALLS.plan.add.path, plan, noHome.token);
      expect(added.status, added.msg).toBe(200);
      const read = (token?: string) => ctx.call<TPlanDetail>(CALLS.plan.detail.path, { id: added.data.id }, token);
      const mine = (await read(miHome.token)).data;
      expect(mine.products.map((p) => p.compat?.level)).toEqual(['hub', 'no']);
      expect(mine.homeSystem).toEqual({ complete: false, reason: '清单中有1 件还需要网关，1 件与你的家不兼容。' });
      // A visitor and a buyer without a home: no compat, no verdict.
      for (const token of [undefined, noHome.token]) {
        const other = (await read(token)).data;
        expect(other).not.toHaveProperty('homeSystem');
        expect(other.products.some((p) => 'compat' in p)).toBe(false);
      }
      // With the gateway in the plan and without the lock: a complete system for a 米家 home.
      const edited = await ctx.call(
        CALLS.plan.update.path,
        { id: added.data.id, ...plan, products: [line('兼容测 Zigbee 门窗传感器'), line('兼容测 Zigbee 网关 Lite')] },
        noHome.token,
      );
      expect(edited.status, edited.msg).toBe(200);
      const complete = (await read(miHome.token)).data;
      expect(complete.products.map((p) => p.compat?.level)).toEqual(['ok', 'ok']);
      expect(complete.homeSystem).toEqual({ complete: true, reason: '清单中的设备都能接入你的家，是一套完整的系统。' });
    });

    it('a received gateway joins the home by itself; a buyer without a home gets none', async () => {
      const kit = sellerKit(ctx);
      const withHome = await kit.buyer();
      const without = await kit.buyer();
      await ctx.call(SET_HOME, { ecosystems: ['米家'], hubProtocols: [] }, withHome.token);
      const line = [
        { productId: id['兼容测 Zigbee 网关 Pro']!, standardId: standard['兼容测 Zigbee 网关 Pro']!, number: 1 },
      ];
      for (const b of [withHome, without]) {
        const orderId = await kit.order(b, seller, line, 2);
        const res = await ctx.call(CALLS.order.confirmReceipt.path, { orderId }, b.token);
        expect(res.status, res.msg).toBe(200);
      }
      const home = await ctx.call(CALLS.smartHome.get.path, {}, withHome.token);
      expect(home.data).toMatchObject({
        ecosystems: ['米家', 'HomeKit', '涂鸦'],
        hubProtocols: ['Wi-Fi', 'Zigbee 3.0', 'BLE Mesh'],
      });
      expect((await cards(withHome.token)).get('兼容测 Zigbee 门窗传感器')?.compat?.level).toBe('ok');
      expect((await ctx.call(CALLS.smartHome.get.path, {}, without.token)).data).toMatchObject({ ecosystems: [] });
    });
  },
  { CATALOGUE_CACHE_MS: String(CATALOGUE_CACHE_DEFAULT_MS) },
);

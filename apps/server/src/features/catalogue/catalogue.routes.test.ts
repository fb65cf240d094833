import type {
  TCategory,
  TClassification,
  TCommunityPost,
  TPortalItem,
  TProductCard,
  TProductDetail,
  TProductFile,
  TRichText,
  TShopCard,
  TStandard,
  TStandardTable,
} from '@mall/contract';
import { CALLS } from '@mall/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { planProducts } from '../../demo/seed/catalogue-seed.js';
import { SEED_LISTINGS_ON_SALE } from '../../demo/seed/listing-seed.js';
import { seedDemo } from '../../demo/seed/seed.js';
import { describeEachDb, registerAndLogin, type TTestContext } from '../../test/helper.js';

const PAGE = '/product/api/product/queryPortalPage.json';
const DETAILS = '/product/api/product/details.json';
/** The products on sale: the demo catalogue and the demo seller's approved listings. */
const TOTAL = planProducts().length + SEED_LISTINGS_ON_SALE;

/** Search answers per dialect, compared once both have run (the seed gives both the same ids). */
const SEARCHES = ['网关', '智能 网关', 'zigbee网关', 'Matter', '灯', '传感器 2代', 'wi-fi 插座', 'LoRa'];
const searchAnswers = new Map<string, number[][]>();

async function page(ctx: TTestContext, data: unknown) {
  const res = await ctx.call<TProductCard[]>(PAGE, data);
  expect(res.status, res.msg).toBe(200);
  return { list: res.data, total: res.total ?? -1 };
}

/** A seller of its own with three products priced 100, 9.9 and 10 (string order would put 10 and 100 first). */
async function addPricedSeller(ctx: TTestContext): Promise<number> {
  const { db } = ctx.app.deps;
  const now = Date.now();
  const seller = await db
    .insertInto('sellers')
    .values({ username: 'price_test', password_hash: 'x', name: '价格测试店', phone: '', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sellerId = Number(seller.id);
  await db.insertInto('shops').values({ seller_id: sellerId, name: '价格测试店', created_at: now }).execute();
  const category = await db
    .selectFrom('sys_categories')
    .select('id')
    .where('parent_id', '<>', 0)
    .executeTakeFirstOrThrow();
  for (const [i, fen] of [10_000, 990, 1_000].entries()) {
    const p = await db
      .insertInto('products')
      .values({
        seller_id: sellerId,
        sys_category_id: category.id,
        category_id: null,
        title: `价格测试商品${i}`,
        price_fen: fen,
        search_text: `价格测试商品${i}`,
        created_at: now + i,
        updated_at: now + i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_standards')
      .values({ product_id: Number(p.id), specs: '[]', price_fen: fen, stock: 5 })
      .execute();
  }
  return sellerId;
}

describeEachDb('catalogue calls', (ctx) => {
  beforeAll(async () => {
    await seedDemo(ctx.app.deps);
  }, 60_000);

  describe('categories', () => {
    it('answers the top level by default and a level below on request', async () => {
      const top = await ctx.call<TCategory[]>('/product/api/sysCategory/queryChildren.json', {});
      expect(top.status).toBe(200);
      expect(top.data.map((c) => c.name)).toEqual(expect.arrayContaining(['智能照明', '网关与中枢', '智慧楼宇']));
      expect(top.data.length).toBeGreaterThanOrEqual(12);
      const lighting = top.data.find((c) => c.name === '智能照明');
      const children = await ctx.call<TCategory[]>('/product/api/sysCategory/queryChildren.json', {
        parentId: lighting?.id,
      });
      expect(children.data.map((c) => c.name)).toContain('智能灯泡');
      expect(children.data.every((c) => c.parentId === lighting?.id)).toBe(true);
    });

    it('showSon answers the whole tree, or the subtree of one category', async () => {
      const tree = await ctx.call<TCategory[]>('/product/api/sysCategory/showSon.json', null);
      expect(tree.data.every((c) => c.parentId === 0 && (c.children?.length ?? 0) > 0)).toBe(true);
      const sub = await ctx.call<TCategory[]>('/product/api/sysCategory/showSon.json', { id: tree.data[0]?.id });
      expect(sub.data.map((c) => c.id)).toEqual(tree.data[0]?.children?.map((c) => c.id));
    });

    it('answers a seller’s own tree', async () => {
      const res = await ctx.call<TCategory[]>('/product/api/category/queryChildren.json', { agentId: 1 });
      expect(res.status).toBe(200);
      expect(res.data.map((c) => c.name)).toEqual(['智能照明', '智能开关插座', '智能音箱与屏']);
      expect(res.data[0]?.children?.length).toBeGreaterThan(0);
      const security = await ctx.call<TCategory[]>('/product/api/category/queryChildren.json', { agentId: 4 });
      expect(security.data[0]?.children?.map((c) => c.name)).toEqual(['智能摄像头', '报警器', '可视门铃']);
    });

    it('refuses unknown ids with 404 and bad ones with 407', async () => {
      const missing = { status: 404, code: 'CATEGORY_NOT_FOUND' };
      expect(await ctx.call('/product/api/sysCategory/queryChildren.json', { parentId: 999999 })).toMatchObject(
        missing,
      );
      expect(await ctx.call('/product/api/sysCategory/showSon.json', { id: 999999 })).toMatchObject(missing);
      expect(await ctx.call('/product/api/category/queryChildren.json', { agentId: 999999 })).toMatchObject({
        status: 404,
        code: 'SHOP_NOT_FOUND',
      });
      const bad = await ctx.call('/product/api/sysCategory/queryChildren.json', { parentId: 'abc' });
      expect(bad.status).toBe(407);
      expect(bad.msg).toContain('data.parentId');
      expect((await ctx.call('/product/api/category/queryChildren.json', {})).msg).toContain('data.agentId');
    });
  });

  describe('portal positions', () => {
    it.each([
      ['carousel', 10, 1, 5],
      ['market', 9, 2, 9],
      ['hot', 3, 3, 3],
      ['hot', 3, 4, 3],
      ['rank', 3, 5, 3],
      ['wisdom', 3, 6, 3],
    ])('%s (%i/%i) is filled', async (_name, rownum, position, expected) => {
      const res = await ctx.call<TPortalItem[]>('/product/api/product/queryPortal.json', { rownum, position });
      expect(res.status).toBe(200);
      expect(res.data).toHaveLength(expected);
      for (const item of res.data) {
        expect(item.position).toBe(position);
        expect(item.imageUrl).toMatch(/^\/catalogue\//);
        expect(item.link).toMatch(/^\/product/);
      }
    });

    it('honours rownum and links product slots to their product with its price', async () => {
      const res = await ctx.call<TPortalItem[]>('/product/api/product/queryPortal.json', { rownum: 2, position: 2 });
      expect(res.data).toHaveLength(2);
      expect(res.data[0]?.link).toBe(`/product/detail?id=${res.data[0]?.productId}`);
      expect(res.data[0]?.price).toBeGreaterThan(0);
      expect((await ctx.call('/product/api/product/queryPortal.json', { rownum: 0, position: 1 })).status).toBe(407);
      expect((await ctx.call('/product/api/product/queryPortal.json', {})).status).toBe(407);
    });
  });

  describe('queryPortalPage', () => {
    it('pages with the defaults (page 1, 10 rows) and counts every match', async () => {
      const first = await page(ctx, undefined);
      expect(first.list).toHaveLength(10);
      expect(first.total).toBe(TOTAL);
      expect((await page(ctx, null)).list.map((p) => p.id)).toEqual(first.list.map((p) => p.id));
      const second = await page(ctx, { pageNO: 2 });
      expect(second.list.map((p) => p.id)).not.toContain(first.list[0]?.id);
      const past = await page(ctx, { pageNO: 1000, pageRows: 50 });
      expect(past).toEqual({ list: [], total: TOTAL });
      const card = first.list[0];
      expect(card?.image).toMatch(/^\/catalogue\/p\/\d+-0\.svg$/);
      expect(card?.shopName).not.toBe('');
    });

    it('finds Chinese substrings: 网关 finds the Zigbee 3.0 智能网关 Pro', async () => {
      const { list, total } = await page(ctx, { queryName: '网关', pageRows: 100, onlyInStock: 1 });
      expect(total).toBeGreaterThan(5);
      expect(list.some((p) => p.title.includes('Zigbee 3.0 智能网关 Pro'))).toBe(true);
      // Relevance: products with the term in their title come first.
      const firstMiss = list.findIndex((p) => !p.title.includes('网关'));
      const lastHit = list.findLastIndex((p) => p.title.includes('网关'));
      expect(firstMiss === -1 || firstMiss > lastHit).toBe(true);
    });

    it('needs every word of a multi-word or mixed query', async () => {
      const both = await page(ctx, { queryName: '智能 网关', pageRows: 100 });
      const ids = async (queryName: string) => {
        const found: number[] = [];
        for (let pageNO = 1; ; pageNO++) {
          const { list } = await page(ctx, { queryName, pageNO, pageRows: 100 });
          found.push(...list.map((p) => p.id));
          if (list.length < 100) return found;
        }
      };
      const [smart, gateway] = [new Set(await ids('智能')), new Set(await ids('网关'))];
      expect(both.total).toBeGreaterThan(0);
      expect(both.total).toBeLessThan(gateway.size);
      expect(both.list.every((p) => smart.has(p.id) && gateway.has(p.id))).toBe(true);
      const mixed = await page(ctx, { queryName: 'zigbee网关', pageRows: 100 });
      expect(mixed.list.some((p) => p.title.includes('Zigbee 3.0 智能网关 Pro'))).toBe(true);
      expect(mixed.list.every((p) => p.iot.protocols.includes('Zigbee 3.0') || /zigbee/i.test(p.title))).toBe(true);
      const caseless = await page(ctx, { queryName: 'ZIGBEE', pageRows: 5 });
      expect(caseless.total).toBeGreaterThan(0);
    });

    it('finds words typed without their punctuation', async () => {
      const wifi = await page(ctx, { queryName: 'wifi' });
      expect(wifi.total).toBeGreaterThan(0);
      expect(wifi.total).toBe((await page(ctx, { queryName: 'Wi-Fi' })).total);
      // Products named for it come before those that only list it among their protocols.
      expect(wifi.list[0]?.title).toMatch(/wi-fi/i);
      expect((await page(ctx, { queryName: 'zigbee3.0' })).total).toBeGreaterThan(0);
    });

    it('takes blank filters as absent, as form-bound clients send them', async () => {
      const blank = {
        priceStart: '',
        priceEnd: null,
        hubRequired: '',
        sysCategoryId: '',
        protocol: null,
        queryName: '',
      };
      expect((await page(ctx, blank)).total).toBe(TOTAL);
      expect((await ctx.call(PAGE, { priceStart: 9.991 })).msg).toContain('data.priceStart');
    });

    it('finds nothing for absent words and stays calm with wildcards and blanks', async () => {
      expect((await page(ctx, { queryName: '不存在的商品xyz' })).total).toBe(0);
      expect((await page(ctx, { queryName: '%' })).total).toBe(0);
      expect((await page(ctx, { queryName: '_' })).total).toBe(0);
      expect((await page(ctx, { queryName: '   ' })).total).toBe(TOTAL);
      expect((await page(ctx, { queryName: '灯' })).total).toBeGreaterThan(0);
      expect((await ctx.call(PAGE, { queryName: 'x'.repeat(51) })).status).toBe(407);
    });

    it('sorts by price as numbers, not strings: 9.9 < 10 < 100', async () => {
      const agentId = await addPricedSeller(ctx);
      expect((await page(ctx, { agentId, sort: 'priceAsc' })).list.map((p) => p.price)).toEqual([9.9, 10, 100]);
      expect((await page(ctx, { agentId, sort: 'priceDesc' })).list.map((p) => p.price)).toEqual([100, 10, 9.9]);
      const all = (await page(ctx, { sort: 'priceAsc', pageRows: 100, onlyInStock: 1 })).list.map((p) => p.price);
      expect(all).toEqual([...all].sort((a, b) => a - b));
    });

    it('sorts by sales and by newest', async () => {
      const sales = (await page(ctx, { sort: 'sales', pageRows: 50, onlyInStock: 1 })).list.map((p) => p.sales);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      const newest = (await page(ctx, { sort: 'newest', pageRows: 50, onlyInStock: 1 })).list.map((p) => p.createdAt);
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
      expect((await ctx.call(PAGE, { sort: 'cheapest' })).msg).toContain('data.sort');
    });

    it('filters by the IoT attributes', async () => {
      const zigbee = await page(ctx, { protocol: 'Zigbee 3.0', pageRows: 100 });
      expect(zigbee.total).toBeGreaterThan(10);
      expect(zigbee.list.every((p) => p.iot.protocols.includes('Zigbee 3.0'))).toBe(true);
      const homekit = await page(ctx, { ecosystem: 'HomeKit', pageRows: 100 });
      expect(homekit.list.every((p) => p.iot.ecosystems.includes('HomeKit'))).toBe(true);
      const standalone = await page(ctx, { hubRequired: 0, pageRows: 100 });
      expect(standalone.list.every((p) => !p.iot.hubRequired)).toBe(true);
      const needsHub = await page(ctx, { hubRequired: 1, pageRows: 100 });
      expect(needsHub.list.every((p) => p.iot.hubRequired)).toBe(true);
      expect(standalone.total + needsHub.total).toBe(TOTAL + 3);
      const poe = await page(ctx, { power: 'PoE', certification: '进网许可', pageRows: 100 });
      expect(poe.total).toBeGreaterThan(0);
      expect(poe.list.every((p) => p.iot.power.includes('PoE') && p.iot.certifications.includes('进网许可'))).toBe(
        true,
      );
      const combined = await page(ctx, { queryName: '网关', protocol: 'Zigbee 3.0', pageRows: 100 });
      expect(combined.list.every((p) => p.iot.protocols.includes('Zigbee 3.0'))).toBe(true);
      expect(combined.total).toBeGreaterThan(0);
      const bad = await ctx.call(PAGE, { protocol: 'WiFi' });
      expect(bad.status).toBe(407);
      expect(bad.msg).toContain('data.protocol');
    });

    it('filters by price range, category subtree and seller', async () => {
      const ranged = await page(ctx, { priceStart: 50, priceEnd: 100, pageRows: 100 });
      expect(ranged.list.every((p) => p.price >= 50 && p.price <= 100)).toBe(true);
      const inverted = await ctx.call(PAGE, { priceStart: 100, priceEnd: 50 });
      expect(inverted.status).toBe(407);
      expect(inverted.msg).toContain('data.priceEnd');
      expect((await ctx.call(PAGE, { priceStart: -1 })).status).toBe(407);

      const tree = await ctx.call<TCategory[]>('/product/api/sysCategory/showSon.json', {});
      const top = tree.data.find((c) => c.name === '智能门锁');
      const all = await page(ctx, { sysCategoryId: top?.id, pageRows: 100 });
      let sum = 0;
      for (const child of top?.children ?? []) sum += (await page(ctx, { sysCategoryId: child.id })).total;
      expect(all.total).toBe(sum);
      expect(all.total).toBeGreaterThan(0);
      const shop = await page(ctx, { agentId: 4, pageRows: 100 });
      expect(shop.list.every((p) => p.agentId === 4)).toBe(true);
      const own = await ctx.call<TCategory[]>('/product/api/category/queryChildren.json', { agentId: 4 });
      const sellerCategory = own.data[0]?.children?.[0];
      const inShopCategory = await page(ctx, { agentId: 4, categoryId: sellerCategory?.id, pageRows: 100 });
      expect(inShopCategory.total).toBeGreaterThan(0);
      expect(inShopCategory.total).toBeLessThan(shop.total);
    });
  });

  describe('sold out and relevance', () => {
    /** Every card of a list, page by page. */
    async function everyCard(data: Record<string, unknown>): Promise<TProductCard[]> {
      const cards: TProductCard[] = [];
      for (let pageNO = 1; ; pageNO++) {
        const { list } = await page(ctx, { ...data, pageNO, pageRows: 100 });
        cards.push(...list);
        if (list.length < 100) return cards;
      }
    }
    /** The list splits into runs by `key` in this order of values: no value comes back after a later one. */
    function expectRuns<T>(list: T[], key: (item: T) => unknown, order: unknown[]) {
      const ranks = list.map((item) => order.indexOf(key(item)));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const SORTS = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;

    it('puts sold-out products last under 综合 and marks them; other sorts order by their key alone', async () => {
      const all = await everyCard({});
      const soldOut = all.filter((p) => p.isSoldOut);
      expect(soldOut.length).toBeGreaterThan(0);
      expect(soldOut.length).toBeLessThan(all.length);
      expectRuns(all, (p) => p.isSoldOut, [false, true]);
      // A search's 综合 ranks title hits first, in stock or not (search-relevance.test.ts).
      // Issue 36: a price sort is the price, whatever the stock (the card says 已售罄).
      const prices = (await everyCard({ sort: 'priceAsc' })).map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('shows only products in stock with onlyInStock, and refuses other values with 407', async () => {
      const all = await everyCard({});
      const inStock = await page(ctx, { onlyInStock: 1, pageRows: 100 });
      expect(inStock.total).toBe(all.filter((p) => !p.isSoldOut).length);
      expect(inStock.list.every((p) => !p.isSoldOut)).toBe(true);
      expect((await page(ctx, { onlyInStock: 0 })).total).toBe(all.length);
      expect((await page(ctx, { onlyInStock: '' })).total).toBe(all.length);
      const bad = await ctx.call(PAGE, { onlyInStock: 2 });
      expect(bad.status).toBe(407);
      expect(bad.msg).toContain('data.onlyInStock');
    });

    it('follows the stock of the standards: the last unit sold marks the product, a restock clears it', async () => {
      const { db } = ctx.app.deps;
      const [card] = (await page(ctx, { agentId: 2, onlyInStock: 1, pageRows: 1 })).list;
      const id = card?.id ?? 0;
      const find = async () => (await everyCard({ agentId: 2 })).find((p) => p.id === id);
      const standards = await db
        .selectFrom('product_standards')
        .select(['id', 'stock'])
        .where('product_id', '=', id)
        .execute();
      await db.updateTable('product_standards').set({ stock: 0 }).where('product_id', '=', id).execute();
      expect((await find())?.isSoldOut).toBe(true);
      const shop = await everyCard({ agentId: 2 });
      expect(shop.at(-1)?.isSoldOut).toBe(true);
      await db
        .updateTable('product_standards')
        .set({ stock: 3 })
        .where('id', '=', standards[0]?.id ?? 0)
        .execute();
      expect((await find())?.isSoldOut).toBe(false);
      for (const s of standards) {
        await db.updateTable('product_standards').set({ stock: s.stock }).where('id', '=', s.id).execute();
      }
      expect((await find())?.isSoldOut).toBe(false);
    });

    it('answers 网关 with the products about it only, and strictly by the key under every sort', async () => {
      const tree = await ctx.call<TCategory[]>('/product/api/sysCategory/showSon.json', {});
      const named = tree.data.flatMap((c) => [c, ...(c.children ?? [])]).filter((c) => c.name.includes('网关'));
      expect(named.length).toBeGreaterThan(0);
      const inCategory = new Set<number>();
      for (const c of named) for (const p of await everyCard({ sysCategoryId: c.id })) inCategory.add(p.id);
      const isAbout = (p: TProductCard) => p.title.includes('网关') || inCategory.has(p.id);
      for (const sort of SORTS) {
        const found = await everyCard({ queryName: '网关', sort });
        expect(found.length).toBeGreaterThan(10);
        // A bulb whose description says 免网关 is not about gateways.
        expect(found.filter((p) => !isAbout(p)).map((p) => p.title)).toEqual([]);
      }
      const cheapest = (await everyCard({ queryName: '网关', sort: 'priceAsc' })).map((p) => p.price);
      expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
      // 综合: every title hit first, in stock or not.
      const relevant = await everyCard({ queryName: '网关' });
      expectRuns(relevant, (p) => p.title.includes('网关'), [true, false]);
    });
  });

  it('answers searches the same on SQLite and PostgreSQL', async () => {
    const answers: number[][] = [];
    for (const queryName of SEARCHES) {
      const { list, total } = await page(ctx, { queryName, pageRows: 100 });
      expect(total, queryName).toBeGreaterThan(0);
      answers.push(list.map((p) => p.id));
    }
    searchAnswers.set(ctx.dialect, answers);
    const other = searchAnswers.get(ctx.dialect === 'sqlite' ? 'postgres' : 'sqlite');
    if (other) expect(answers).toEqual(other);
  });

  describe('product detail', () => {
    let id = 0;
    beforeAll(async () => {
      id = (await page(ctx, { queryName: 'Zigbee 3.0 智能网关 Pro' })).list[0]?.id ?? 0;
    });

    it('answers the detail view with standards, IoT facts and the category path', async () => {
      const res = await ctx.call<TProductDetail>(DETAILS, { id });
      expect(res.status).toBe(200);
      const d = res.data;
      expect(d.productId).toBe(id);
      expect(d.title).toContain('Zigbee 3.0 智能网关 Pro');
      expect(d.listStandar.length).toBeGreaterThanOrEqual(2);
      expect(d.price).toBe(Math.min(...d.listStandar.map((s) => s.price)));
      expect(d.stock).toBe(d.listStandar.reduce((n, s) => n + s.stock, 0));
      expect(d.specs.map((g) => g.name)).toEqual(d.specNames);
      expect(d.iot.protocols).toEqual(['Wi-Fi', 'Zigbee 3.0', 'BLE Mesh']);
      expect(d.iot.hubRequired).toBe(false);
      expect(d.categoryPath.map((c) => c.name)).toEqual(['网关与中枢', '多模网关']);
      // The review numbers are the product's review rows (the demo seeds some).
      const reviews = await ctx.app.deps.db
        .selectFrom('product_reviews')
        .select(['score', 'has_image'])
        .where('product_id', '=', id)
        .where('status', '=', 1)
        .execute();
      const good = reviews.filter((r) => r.score >= 4).length;
      expect(d.ppcCount).toBe(reviews.length);
      expect(d.goodRate).toBe(reviews.length ? Math.round((good * 100) / reviews.length) : null);
      expect(d.ppcImageCount).toBe(reviews.filter((r) => r.has_image === 1).length);
      expect(d.shopName).not.toBe('');
    });

    it('answers standards and stock: all, the table, and one by its spec values', async () => {
      const all = await ctx.call<TStandard[]>('/product/api/standardStock/getStocks.json', { productId: id });
      expect(all.data.length).toBeGreaterThanOrEqual(2);
      const table = await ctx.call<TStandardTable>('/product/api/standardStock/query.json', { productId: id });
      expect(table.data.list).toEqual(all.data);
      expect(table.data.specs[0]?.values).toEqual(['标准版', '带以太网口版']);
      const second = all.data[1] as TStandard;
      const one = await ctx.call<TStandard>('/product/api/standardStock/getStock.json', {
        productId: id,
        list: second.specs,
      });
      expect(one.data).toEqual(second);
      expect(second.price).toBeGreaterThan((all.data[0] as TStandard).price);
      const none = await ctx.call('/product/api/standardStock/getStock.json', { productId: id, list: ['紫色'] });
      expect(none).toMatchObject({ status: 404, code: 'SPEC_NOT_FOUND' });
    });

    it('answers three images and a sanitized rich description', async () => {
      const files = await ctx.call<TProductFile[]>('/product/api/productFile/query.json', { productId: id, type: 2 });
      expect(files.data).toHaveLength(3);
      expect(files.data.map((f) => f.sort)).toEqual([0, 1, 2]);
      const text = await ctx.call<TRichText>('/product/api/richText/getRichText.json', { productId: id });
      expect(text.data.type).toBe(1);
      expect(text.data.htmlCode).toContain('<table>');
      expect(text.data.htmlCode).not.toMatch(/<script|onerror|javascript:/i);
    });

    it('answers 404 for unknown products and 407 for bad ids', async () => {
      for (const path of [
        DETAILS,
        '/product/api/productFile/query.json',
        '/product/api/richText/getRichText.json',
        '/product/api/standardStock/getStocks.json',
      ]) {
        const data = path === DETAILS ? { id: 99999999 } : { productId: 99999999 };
        expect(await ctx.call(path, data), path).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      }
      const bad = await ctx.call(DETAILS, { id: 'abc' });
      expect(bad.status).toBe(407);
      expect(bad.msg).toContain('data.id');
      expect((await ctx.call(DETAILS, { id: -1 })).status).toBe(407);
      expect((await ctx.call(DETAILS, null)).status).toBe(407);
      expect((await ctx.call('/product/api/productFile/query.json', { productId: id, type: 1 })).status).toBe(407);
    });

    it('serves its images at the presets only, at exact sizes', async () => {
      const files = await ctx.call<TProductFile[]>('/product/api/productFile/query.json', { productId: id, type: 2 });
      const original = files.data[0]?.path as string;
      for (const [preset, w, h] of [
        ['450', 450, 450],
        ['86', 86, 86],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/img/${preset}${original}`,
          headers: { accept: 'image/webp' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([w, h]);
      }
      expect((await ctx.app.inject({ method: 'GET', url: `/img/300${original}` })).statusCode).toBe(404);
    });
  });

  it('answers odd payloads on every public catalogue call with 407, 404 or 200, never a crash', async () => {
    const calls = [...Object.values(CALLS.catalogue), ...Object.values(CALLS.shop), ...Object.values(CALLS.navigation)];
    const odd = [
      'x',
      123,
      [1, 2],
      true,
      { id: {} },
      { pageNO: 1e20 },
      { productId: '1; drop table products' },
      { list: 'a' },
    ];
    for (const call of calls.filter((c) => c.auth === 'none')) {
      for (const data of odd) {
        const res = await ctx.call(call.path, data);
        expect([200, 404, 407], `${call.path} ${JSON.stringify(data)} → ${res.status} ${res.msg}`).toContain(
          res.status,
        );
      }
    }
    expect((await page(ctx, {})).total).toBeGreaterThanOrEqual(TOTAL);
  });

  describe('recommendations, community, shops and navigation', () => {
    it('answers recommended shops and classifications with their products', async () => {
      const shops = await ctx.call<TShopCard[]>('/product/precommend/queryShopList.json', {});
      expect(shops.data).toHaveLength(8);
      for (const s of shops.data) {
        expect(s.products.length).toBeGreaterThan(0);
        expect(s.products.every((p) => p.agentId === s.agentId)).toBe(true);
        expect(s.productCount).toBeGreaterThanOrEqual(s.products.length);
      }
      const classes = await ctx.call<TClassification[]>('/product/precommend/queryClassificationList.json', null);
      expect(classes.data.length).toBeGreaterThanOrEqual(12);
      expect(classes.data.every((c) => c.products.length > 0)).toBe(true);
    });

    it('pages the community with its total, and a member posts to it', async () => {
      const first = await ctx.call<TCommunityPost[]>('/product/api/community/getCommunity.json', { limit: 5 });
      expect(first.data).toHaveLength(5);
      const before = first.total ?? 0;
      expect(before).toBeGreaterThanOrEqual(24);

      const anonymous = await ctx.call('/product/api/community/addCommunity.json', { content: '你好' });
      expect(anonymous.status).toBe(528);
      const { token, username } = await registerAndLogin(ctx, 'poster');
      const productId = first.data.find((p) => p.productId)?.productId;
      const posted = await ctx.call<{ id: number }>(
        '/product/api/community/addCommunity.json',
        { content: '  网关联动很稳  ', productId },
        token,
      );
      expect(posted.status).toBe(200);
      const after = await ctx.call<TCommunityPost[]>('/product/api/community/getCommunity.json', {});
      expect(after.total).toBe(before + 1);
      expect(after.data[0]).toMatchObject({ id: posted.data.id, content: '网关联动很稳', productId });
      // The member shows by their masked name: no public answer carries a login name (which the
      // find-password lookup takes).
      expect(after.data[0]?.userName).toBe(`${username[0]}***${username.at(-1)}`);
      expect(JSON.stringify(after)).not.toContain(username);
      // A nickname they set is masked too; the demo's posts (nobody's account) keep their names.
      await ctx.call('/order/userInfo/updateUser.json', { nickname: '智能家老张' }, token);
      const renamed = await ctx.call<TCommunityPost[]>('/product/api/community/getCommunity.json', {});
      expect(renamed.data[0]?.userName).toBe('智***张');
      expect(renamed.data.some((p) => p.userName === '智能家小王')).toBe(true);

      expect((await ctx.call('/product/api/community/addCommunity.json', { content: '  ' }, token)).status).toBe(407);
      const unknown = await ctx.call(
        '/product/api/community/addCommunity.json',
        { content: 'x', productId: 99999999 },
        token,
      );
      expect(unknown).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    });

    it('answers a shop’s basic data and its decoration templates', async () => {
      const basic = await ctx.call<{ name: string; productCount: number; score: number; tags: string[] }>(
        '/seller/api/ecAgentData/getEcAgentBasicData.json',
        { agentId: 1 },
      );
      expect(basic.data.name).toBe('极光智能旗舰店');
      expect(basic.data.productCount).toBeGreaterThan(0);
      expect(basic.data.score).toBeGreaterThan(4);
      const deco = await ctx.call<{
        businessTemplateDataSource: { code: string; businessDataInterface: { data: string }[] }[];
      }>('/shop/businessShop/queryList.json', { agentId: 1 });
      expect(deco.data.businessTemplateDataSource.map((t) => t.code)).toEqual(['banner', 'notice', 'recommend']);
      const recommend = deco.data.businessTemplateDataSource[2]?.businessDataInterface[0]?.data ?? '';
      const parsed = JSON.parse(recommend) as { title: string; products: TProductCard[] };
      expect(parsed.title).toBe('店长推荐');
      expect(parsed.products).toHaveLength(4);
      expect(parsed.products.every((p) => p.agentId === 1)).toBe(true);
      const noShop = { status: 404, code: 'SHOP_NOT_FOUND' };
      expect(await ctx.call('/shop/businessShop/queryList.json', { agentId: 99999 })).toMatchObject(noShop);
      expect(await ctx.call('/seller/api/ecAgentData/getEcAgentBasicData.json', { agentId: 99999 })).toMatchObject(
        noShop,
      );
      expect((await ctx.call('/seller/api/ecAgentData/getEcAgentBasicData.json', {})).status).toBe(407);
    });

    it('answers the navigation menu with its total', async () => {
      const nav = await ctx.call<{ name: string; url: string }[]>('/right/resource/selectResourceByPage.json', {
        limit: 3,
      });
      expect(nav.data.map((n) => n.name)).toEqual(['首页', '全部商品', '精选市场']);
      // The catalogue's 8 and the coupon centre's entry, right after 精选市场.
      expect(nav.total).toBe(9);
      const all = await ctx.call<{ name: string; url: string }[]>('/right/resource/selectResourceByPage.json', {});
      expect(all.data.map((n) => n.name).slice(2, 4)).toEqual(['精选市场', '领券中心']);
      expect(all.data.find((n) => n.name === '领券中心')?.url).toBe('/user/coupons');
    });
  });
});

describeEachDb(
  'catalogue response cache',
  (ctx) => {
    beforeAll(async () => {
      await seedDemo(ctx.app.deps);
    }, 60_000);

    it('keeps public answers for its time and drops them on clear', async () => {
      const before = await page(ctx, {});
      await addPricedSeller(ctx);
      // Equivalent payloads share the entry: defaults are applied before the key is made.
      expect((await page(ctx, { pageNO: 1, pageRows: 10 })).total).toBe(before.total);
      ctx.app.deps.responses.clear();
      expect((await page(ctx, {})).total).toBe(before.total + 3);
    });

    it('shows a new community post at once', async () => {
      const before = await ctx.call('/product/api/community/getCommunity.json', {});
      const { token } = await registerAndLogin(ctx, 'cached');
      await ctx.call('/product/api/community/addCommunity.json', { content: '缓存测试' }, token);
      const after = await ctx.call('/product/api/community/getCommunity.json', {});
      expect(after.total).toBe((before.total ?? 0) + 1);
    });
  },
  { CATALOGUE_CACHE_MS: '60000' },
);

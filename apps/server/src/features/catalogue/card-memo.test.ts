import { type TProductCard, type TSmartHome, ZQueryPortalPage } from '@mall/contract';
import { type Kysely, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { isJsonKept } from '../../lib/kept-json.js';
import { addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { cardsAtVersions, queryProductPage } from './catalogue.service.js';

/** Every write a card must show, as an SQL assignment on the product (what the card then says). */
const WRITES: { column: string; set: string; shows: (card: TProductCard) => unknown }[] = [
  { column: 'title', set: `title = '改过的标题'`, shows: (c) => c.title },
  { column: 'subtitle', set: `subtitle = '改过的副标题'`, shows: (c) => c.subtitle },
  { column: 'price_fen', set: 'price_fen = price_fen + 100', shows: (c) => c.price },
  { column: 'market_price_fen', set: 'market_price_fen = market_price_fen + 100', shows: (c) => c.marketPrice },
  { column: 'image', set: `image = '/catalogue/p/changed.svg'`, shows: (c) => c.image },
  { column: 'sales', set: 'sales = sales + 7', shows: (c) => c.sales },
  { column: 'created_at', set: 'created_at = created_at + 1000', shows: (c) => c.createdAt },
  { column: 'protocols', set: 'protocols = 3', shows: (c) => c.iot.protocols },
  { column: 'ecosystems', set: 'ecosystems = 5', shows: (c) => c.iot.ecosystems },
  { column: 'power', set: 'power = 2', shows: (c) => c.iot.power },
  { column: 'certifications', set: 'certifications = 3', shows: (c) => c.iot.certifications },
  { column: 'hub_required', set: 'hub_required = 1 - hub_required', shows: (c) => c.iot.hubRequired },
  { column: 'in_stock', set: 'in_stock = 1 - in_stock', shows: (c) => c.isSoldOut },
];

describeEachDb('the product cards a process keeps (issue 36)', (ctx) => {
  let db: Kysely<DB>;
  let seller: TFixtureSeller;
  let other: TFixtureSeller;
  beforeAll(async () => {
    db = ctx.app.deps.db;
    seller = await addSeller(ctx, [
      { title: '卡片缓存测试 甲', standards: [[1_000, 5]] },
      { title: '卡片缓存测试 乙', standards: [[2_000, 5]] },
    ]);
    other = await addSeller(ctx, [{ title: '卡片缓存测试 丙', standards: [[3_000, 5]] }]);
  });

  const keyOf = async (id: number, on: Kysely<DB> = db) =>
    on.selectFrom('products').select(['id', 'card_version']).where('id', '=', id).executeTakeFirstOrThrow();
  const cardOf = async (id: number) => {
    const [card] = await cardsAtVersions(db, [await keyOf(id)]);
    if (!card) throw new Error(`no card for ${id}`);
    return card;
  };
  /** A counter of `catalogue_versions` as the database says it now. */
  const versionOf = async (name: string) =>
    Number(
      (await db.selectFrom('catalogue_versions').select('version').where('name', '=', name).executeTakeFirstOrThrow())
        .version,
    );
  const write = (id: number, set: string) => sql.raw(`update products set ${set} where id = ${id}`).execute(db);

  it('shows every write of a column a card shows, at once', async () => {
    const id = seller.products[0]?.productId ?? 0;
    for (const w of WRITES) {
      const before = await cardOf(id);
      expect(await cardOf(id)).toBe(before);
      await write(id, w.set);
      const after = await cardOf(id);
      expect(w.shows(after), w.column).not.toEqual(w.shows(before));
      expect(after, w.column).toEqual(await freshCard(id));
    }
  });

  it('shows a rename of the shop and a move to another seller on every card of it', async () => {
    const [a, b] = seller.products.map((p) => p.productId);
    const ids = [a ?? 0, b ?? 0];
    await cardsAtVersions(db, await Promise.all(ids.map((id) => keyOf(id))));
    await db.updateTable('shops').set({ name: '改名后的店' }).where('seller_id', '=', seller.sellerId).execute();
    for (const id of ids) expect((await cardOf(id)).shopName).toBe('改名后的店');
    await write(ids[1] ?? 0, `seller_id = ${other.sellerId}`);
    expect(await cardOf(ids[1] ?? 0)).toMatchObject({ agentId: other.sellerId, shopName: `测试店铺${other.sellerId}` });
    await write(ids[1] ?? 0, `seller_id = ${seller.sellerId}`);
  });

  it('keeps its version through writes no card shows', async () => {
    const id = seller.products[0]?.productId ?? 0;
    const { card_version } = await keyOf(id);
    await write(id, 'review_count = review_count + 1, sort_weight = sort_weight + 1');
    // A shop's write that keeps its name.
    await db
      .updateTable('shops')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('seller_id', '=', seller.sellerId)
      .execute();
    expect((await keyOf(id)).card_version).toBe(card_version);
  });

  it('leaves out a product taken off sale, and gives the list a buyer’s compat on copies only', async () => {
    const [a, b] = seller.products.map((p) => p.productId);
    const keys = await Promise.all([a ?? 0, b ?? 0].map((id) => keyOf(id)));
    await write(b ?? 0, 'status = 0');
    expect((await cardsAtVersions(db, keys)).map((c) => c.id)).toEqual([a]);
    await write(b ?? 0, 'status = 1');

    const q = ZQueryPortalPage.parse({ agentId: seller.sellerId, pageRows: 10 });
    const home: TSmartHome = { ecosystems: ['米家'], hubProtocols: [] };
    const { list: withHome } = await queryProductPage(db, q, home);
    expect(withHome.every((c) => c.compat !== undefined)).toBe(true);
    const { list } = await queryProductPage(db, q);
    expect(list.map((c) => c.id).sort()).toEqual([a, b].sort());
    expect(list.every((c) => c.compat === undefined)).toBe(true);
    // The kept cards are frozen with their JSON written (lib/kept-json.ts); the copies are not.
    expect(list.every((c) => Object.isFrozen(c) && isJsonKept(c))).toBe(true);
    expect(withHome.some((c) => isJsonKept(c))).toBe(false);
  });

  it('answers a page through the route with the bytes the cards serialize to', async () => {
    const payload = { data: { agentId: seller.sellerId, pageRows: 10 } };
    const url = '/product/api/product/queryPortalPage.json';
    const first = await ctx.app.inject({ method: 'POST', url, payload });
    const { list } = await queryProductPage(db, ZQueryPortalPage.parse(payload.data));
    expect(first.body).toBe(JSON.stringify({ status: 200, msg: '操作成功', data: list, total: list.length }));
  });

  it('counts a list again only when a product is added, deleted or changes what a list is narrowed by', async () => {
    const listing = () => versionOf('listing');
    const [a, b] = seller.products.map((p) => p.productId);
    const id = a ?? 0;
    // The tests above leave their products' stock flag as they wrote it.
    for (const product of [id, b ?? 0]) await write(product, 'in_stock = 1, status = 1');
    const totalOf = async (filter: Record<string, unknown>) =>
      (await queryProductPage(db, ZQueryPortalPage.parse({ agentId: seller.sellerId, pageRows: 1, ...filter }))).total;
    expect(await totalOf({})).toBe(2);
    expect(await totalOf({ onlyInStock: 1 })).toBe(2);

    // Writes no list is narrowed by, and a stock write that leaves in_stock as it was, keep the version.
    const start = await listing();
    await write(id, `sales = sales + 1, title = '计数不变', in_stock = in_stock`);
    expect(await listing()).toBe(start);

    // Off sale, sold out, back: each shows in the very next count.
    await write(id, 'status = 0');
    expect(await listing()).toBe(start + 1);
    expect(await totalOf({})).toBe(1);
    await write(id, 'status = 1, in_stock = 0');
    expect(await totalOf({})).toBe(2);
    expect(await totalOf({ onlyInStock: 1 })).toBe(1);
    await write(id, 'in_stock = 1');
    expect(await totalOf({ onlyInStock: 1 })).toBe(2);
    await write(id, 'price_fen = 999900');
    expect(await totalOf({ priceStart: 9000 })).toBe(1);

    // A product added, then deleted.
    const before = await listing();
    const added = await addSeller(ctx, [{ title: '计数测试 新品', standards: [[1_000, 5]] }]);
    expect(await listing()).toBeGreaterThan(before);
    const productId = added.products[0]?.productId ?? 0;
    await write(productId, `seller_id = ${seller.sellerId}`);
    expect(await totalOf({})).toBe(3);
    await db.deleteFrom('product_standards').where('product_id', '=', productId).execute();
    await db.deleteFrom('products').where('id', '=', productId).execute();
    expect(await totalOf({})).toBe(2);
  });

  it('moves the system categories’ version with every write of them', async () => {
    const version = () => versionOf('sys_categories');
    const start = await version();
    const { id } = await db
      .insertInto('sys_categories')
      .values({ name: '版本类目', parent_id: 0, icon: '', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await version()).toBe(start + 1);
    await db.updateTable('sys_categories').set({ name: '版本类目改' }).where('id', '=', id).execute();
    expect(await version()).toBe(start + 2);
    await db.deleteFrom('sys_categories').where('id', '=', id).execute();
    expect(await version()).toBe(start + 3);
  });

  /** The card as the database says it now, read apart from any kept one. */
  async function freshCard(id: number): Promise<TProductCard> {
    return db.transaction().execute(async (trx) => {
      const [card] = await cardsAtVersions(trx, [await keyOf(id, trx)]);
      if (!card) throw new Error(`no card for ${id}`);
      return card;
    });
  }
});

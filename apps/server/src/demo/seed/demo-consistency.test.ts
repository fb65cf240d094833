import fs from 'node:fs';
import path from 'node:path';
import { chinaDate, chinaDayEnd } from '@mall/contract';
import { expect, it } from 'vitest';
import { catalogueImageDir } from '../../features/catalogue/catalogue-images.js';
import { describeEachDb } from '../../test/helper.js';
import { seedDemo } from './seed.js';

/** What an SVG's `<title>` holds, unescaped (the demo's pictures name what they show there). */
function svgTitle(file: string): string {
  const m = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(file, 'utf8'));
  return (m?.[1] ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/**
 * The seeded demo never contradicts itself: what one page says, another page does not deny. Each rule
 * names the rows that break it, so a failure says what to fix in the seed.
 */
describeEachDb('the seeded demo', (ctx) => {
  it('agrees with itself: pictures, categories, sales, coupons and parcels', async () => {
    await seedDemo(ctx.app.deps);
    const { db, config } = ctx.app.deps;
    const now = Date.now();

    // Every review picture shows the reviewed product (the picture's title names it).
    const reviews = await db
      .selectFrom('product_reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.id', 'r.images', 'p.title'])
      .where('r.has_image', '=', 1)
      .execute();
    expect(reviews.length).toBeGreaterThan(0);
    const strangers = reviews.flatMap((r) =>
      (JSON.parse(r.images) as string[])
        .map((url) => ({
          url,
          shows: svgTitle(path.join(catalogueImageDir(config.DATA_DIR), url.replace(/^\/catalogue\//, ''))),
        }))
        .filter((pic) => pic.shows !== r.title)
        .map((pic) => `review ${r.id} of 「${r.title}」: ${pic.url} shows 「${pic.shows}」`),
    );
    expect.soft(strangers).toEqual([]);

    // A product sits in a leaf under a top category, its shop files it under the same names, and a
    // sensor kind (…传感器) holds only that sensor.
    const categories = new Map(
      (await db.selectFrom('sys_categories').select(['id', 'parent_id', 'name']).execute()).map((c) => [c.id, c]),
    );
    const shelves = new Map(
      (await db.selectFrom('seller_categories').select(['id', 'parent_id', 'name']).execute()).map((c) => [c.id, c]),
    );
    const pathOf = <T extends { parent_id: number; name: string }>(all: Map<number, T>, id: number | null) => {
      const names: string[] = [];
      for (let c = all.get(id ?? 0); c; c = all.get(c.parent_id)) names.unshift(c.name);
      return names.join('/');
    };
    const products = await db
      .selectFrom('products')
      .select(['id', 'title', 'sys_category_id', 'category_id', 'sales'])
      .execute();
    const misfiled = products.flatMap((p) => {
      const sys = pathOf(categories, p.sys_category_id);
      const leaf = sys.split('/').at(-1) ?? '';
      const kind = leaf.endsWith('传感器') ? leaf.slice(0, -'传感器'.length) : '';
      const wrong =
        sys.split('/').length !== 2 ||
        (p.category_id !== null && pathOf(shelves, p.category_id) !== sys) ||
        (kind !== '' && !p.title.includes(kind));
      return wrong ? [`「${p.title}」 in ${sys} (shop: ${pathOf(shelves, p.category_id)})`] : [];
    });
    expect.soft(misfiled).toEqual([]);

    // A product's 销量 is the sum of its specs' (the detail page shows both).
    const specSales = new Map(
      (
        await db
          .selectFrom('product_standards')
          .select(['product_id', (eb) => eb.fn.sum<number>('sales').as('sales')])
          .groupBy('product_id')
          .execute()
      ).map((s) => [s.product_id, Number(s.sales)]),
    );
    const unequal = products
      .filter((p) => Number(p.sales) !== (specSales.get(p.id) ?? 0))
      .map((p) => `「${p.title}」 sells ${p.sales}, its specs ${specSales.get(p.id) ?? 0}`);
    expect.soft(unequal).toEqual([]);

    // A coupon's scope is what its name says: a shop's offer is that shop's, named after it; a
    // category offer names a top category; a platform offer neither.
    const offers = await db
      .selectFrom('coupon_offers as o')
      .leftJoin('shops as s', 's.seller_id', 'o.seller_id')
      .leftJoin('sys_categories as c', 'c.id', 'o.category_id')
      .select([
        'o.id',
        'o.name',
        'o.scope',
        'o.seller_id',
        'o.category_id',
        'o.ends_at',
        'o.valid_days',
        's.name as shopName',
        'c.name as categoryName',
        'c.parent_id as categoryParent',
      ])
      .execute();
    expect(offers.length).toBeGreaterThan(0);
    const shopNames = (await db.selectFrom('shops').select('name').execute()).map((s) => s.name);
    const foreign = offers.flatMap((o) => {
      const brand = (o.shopName ?? '').slice(0, 2);
      const ok =
        o.scope === 'shop'
          ? o.category_id === null && brand !== '' && o.name.startsWith(brand) && !o.name.includes('自营')
          : o.scope === 'category'
            ? o.seller_id === null && o.categoryParent === 0 && o.name.startsWith(o.categoryName ?? '\u0000')
            : o.seller_id === null &&
              o.category_id === null &&
              !shopNames.some((n) => o.name.startsWith(n.slice(0, 2)));
      return ok ? [] : [`${o.scope} offer 「${o.name}」 of ${o.shopName ?? o.categoryName ?? 'the platform'}`];
    });
    expect.soft(foreign).toEqual([]);

    // A claimed copy expires when its offer says: at the offer's end, or N China days from the claim.
    const offerById = new Map(offers.map((o) => [o.id, o]));
    const copies = await db.selectFrom('user_coupons').select(['id', 'offer_id', 'claimed_at', 'expires_at']).execute();
    expect(copies.length).toBeGreaterThan(0);
    const misdated = copies.flatMap((c) => {
      const o = offerById.get(c.offer_id);
      if (!o) return [`coupon ${c.id} of no offer`];
      const due =
        o.valid_days === null ? Number(o.ends_at) : chinaDayEnd(chinaDate(Number(c.claimed_at), Number(o.valid_days)));
      return Number(c.expires_at) === due
        ? []
        : [`「${o.name}」 copy ${c.id} expires ${chinaDate(Number(c.expires_at))}, the offer says ${chinaDate(due)}`];
    });
    expect.soft(misdated).toEqual([]);

    // A received parcel's trace, as the buyer sees it (steps whose time has come, newest first),
    // ends with its delivery.
    const received = await db
      .selectFrom('orders')
      .select(['order_no', 'logistics_traces'])
      .where('received_at', 'is not', null)
      .where('logistics_no', '!=', '')
      .execute();
    expect(received.length).toBeGreaterThan(0);
    const undelivered = received.flatMap((o) => {
      const shown = (JSON.parse(o.logistics_traces) as { time: number; text: string }[])
        .filter((t) => t.time <= now)
        .sort((a, b) => b.time - a.time);
      return shown[0]?.text.includes('签收') ? [] : [`${o.order_no}: ${shown[0]?.text ?? 'no trace'}`];
    });
    expect.soft(undelivered).toEqual([]);
  }, 180_000);
});

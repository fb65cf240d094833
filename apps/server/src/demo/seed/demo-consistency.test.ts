import fs from 'node:fs';
import path from 'node:path';
import { chinaDate, chinaDayEnd } from '@mall/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { catalogueImageDir } from '../../features/catalogue/catalogue-images.js';
import { describeEachDb, type TTestContext } from '../../test/helper.js';
import { seedDemo } from './seed.js';

/** What an SVG's `<title>` holds, unescaped (the demo's pictures name what they show there); '' without the file. */
function svgTitle(file: string): string {
  if (!fs.existsSync(file)) return '';
  const m = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(file, 'utf8'));
  return (m?.[1] ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

type TDemoDb = TTestContext['app']['deps']['db'];

/**
 * What the demo says that another page of it denies, by rule; every list empty when it agrees with
 * itself. Each entry names the rows, so a failure says what to fix in the seed.
 */
async function contradictions(db: TDemoDb, dataDir: string): Promise<Record<string, string[]>> {
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
        shows: svgTitle(path.join(catalogueImageDir(dataDir), url.replace(/^\/catalogue\//, ''))),
      }))
      .filter((pic) => pic.shows !== r.title)
      .map((pic) => `review ${r.id} of 「${r.title}」: ${pic.url} shows 「${pic.shows}」`),
  );

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
          : o.seller_id === null && o.category_id === null && !shopNames.some((n) => o.name.startsWith(n.slice(0, 2)));
    return ok ? [] : [`${o.scope} offer 「${o.name}」 of ${o.shopName ?? o.categoryName ?? 'the platform'}`];
  });

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
  return { strangers, misfiled, unequal, foreign, misdated, undelivered };
}

const AGREED = { strangers: [], misfiled: [], unequal: [], foreign: [], misdated: [], undelivered: [] };

/** The seeded demo never contradicts itself: what one page says, another page does not deny. */
describeEachDb('the seeded demo', (ctx) => {
  it('agrees with itself: pictures, categories, sales, coupons and parcels', async () => {
    await seedDemo(ctx.app.deps);
    expect(await contradictions(ctx.app.deps.db, ctx.config.DATA_DIR)).toEqual(AGREED);
  }, 180_000);

  it('repairs a demo seeded by an earlier build at its next start', async () => {
    const { db } = ctx.app.deps;
    // The old seed's demo: 水浸传感器 under 温湿度传感器, a product selling more than its specs, the
    // mall's name on seller01's coupon, a copy expiring before its offer says, the gateway photo on
    // the demo buyer's review, a received parcel still 等待揽收.
    const humidity = await db
      .selectFrom('sys_categories')
      .select('id')
      .where('name', '=', '温湿度传感器')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ sys_category_id: humidity.id })
      .where('title', 'like', '%水浸传感器%')
      .execute();
    const first = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ sales: sql`sales + 788` }).where('id', '=', first.id).execute();
    await db
      .updateTable('coupon_offers')
      .set({ name: '智联自营满199减20' })
      .where('name', '=', '极光智能满199减20')
      .execute();
    await db.updateTable('user_coupons').set({ expires_at: sql`expires_at - 86400000` }).execute();
    const photo = await db
      .selectFrom('product_reviews')
      .select('id')
      .where('images', 'like', '%/review/demo-%')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('product_reviews')
      .set({ images: JSON.stringify(['/catalogue/review/demo.svg']) })
      .where('id', '=', photo.id)
      .execute();
    const parcel = await db
      .selectFrom('orders')
      .select(['id', 'shipped_at'])
      .where('received_at', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('orders')
      .set({
        logistics_traces: JSON.stringify([
          { time: Number(parcel.shipped_at), text: '商家已发货，包裹等待【顺丰速运】揽收' },
        ]),
      })
      .where('id', '=', parcel.id)
      .execute();
    const broken = await contradictions(db, ctx.config.DATA_DIR);
    for (const rule of Object.keys(AGREED)) expect(broken[rule], rule).not.toEqual([]);

    expect(await seedDemo(ctx.app.deps)).toBe(true);
    expect(await contradictions(db, ctx.config.DATA_DIR)).toEqual(AGREED);
    // Once repaired, a start writes nothing.
    expect(await seedDemo(ctx.app.deps)).toBe(false);
  }, 180_000);
});

import { chinaDate, chinaDayEnd } from '@mall/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { closeTraces } from '../../features/order/order-fulfilment.service.js';
import { demoPicturePath } from './review-seed.js';

/**
 * A demo database seeded by an earlier build contradicted itself; the seeds now write it
 * consistently, and these repairs bring an older one in line at its next start, as the 领券中心 link
 * does. Each one is idempotent and cheap once done (its query then finds nothing) and touches only what
 * the old seed wrote. Answers whether anything was written.
 */
export async function repairDemo(db: Kysely<DB>): Promise<boolean> {
  let wrote = false;
  for (const repair of [
    fileWaterSensors,
    balanceSpecSales,
    renameShopCoupon,
    redateDemoCoupons,
    deliverReceivedParcels,
    ownDemoReviewPhoto,
  ]) {
    wrote = (await repair(db)) || wrote;
  }
  return wrote;
}

/** 水浸传感器 moves from 温湿度传感器 to a leaf of its own under 传感器, in the mall's tree and each shop's. */
async function fileWaterSensors(db: Kysely<DB>): Promise<boolean> {
  const misfiled = await db
    .selectFrom('products as p')
    .innerJoin('sys_categories as c', 'c.id', 'p.sys_category_id')
    .select(['p.id', 'p.seller_id', 'p.category_id', 'c.parent_id'])
    .where('c.name', '=', '温湿度传感器')
    .where('p.title', 'like', '%水浸传感器%')
    .execute();
  for (const p of misfiled) {
    await db
      .insertInto('sys_categories')
      .values({ parent_id: p.parent_id, name: '水浸传感器', sort: 3 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const leaf = await db
      .selectFrom('sys_categories')
      .select('id')
      .where('parent_id', '=', p.parent_id)
      .where('name', '=', '水浸传感器')
      .executeTakeFirstOrThrow();
    let shelf = p.category_id;
    const old = p.category_id
      ? await db.selectFrom('seller_categories').select('parent_id').where('id', '=', p.category_id).executeTakeFirst()
      : undefined;
    if (old) {
      await db
        .insertInto('seller_categories')
        .values({ seller_id: p.seller_id, parent_id: old.parent_id, name: '水浸传感器', sort: 3 })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const own = await db
        .selectFrom('seller_categories')
        .select('id')
        .where('seller_id', '=', p.seller_id)
        .where('parent_id', '=', old.parent_id)
        .where('name', '=', '水浸传感器')
        .executeTakeFirstOrThrow();
      shelf = own.id;
    }
    await db
      .updateTable('products')
      .set({ sys_category_id: leaf.id, category_id: shelf })
      .where('id', '=', p.id)
      .execute();
  }
  return misfiled.length > 0;
}

/**
 * A product's 销量 above its specs' sum (the old seed added a number to the product only) goes to its
 * first spec: the product keeps the number buyers saw, and the specs add up to it.
 */
async function balanceSpecSales(db: Kysely<DB>): Promise<boolean> {
  const gaps = await db
    .selectFrom('products as p')
    .innerJoin('product_standards as st', 'st.product_id', 'p.id')
    .select([
      'p.id',
      'p.sales',
      (eb) => eb.fn.sum<number>('st.sales').as('specSales'),
      (eb) => eb.fn.min<number>('st.id').as('first'),
    ])
    .groupBy(['p.id', 'p.sales'])
    .having((eb) => eb(eb.fn.sum('st.sales'), '<', eb.ref('p.sales')))
    .execute();
  for (const g of gaps) {
    await db
      .updateTable('product_standards')
      .set({ sales: sql`sales + ${Number(g.sales) - Number(g.specSales)}` })
      .where('id', '=', Number(g.first))
      .execute();
  }
  return gaps.length > 0;
}

/** seller01 is 极光智能旗舰店: its coupon carries its own name (智联 is the mall's, not a shop's). */
async function renameShopCoupon(db: Kysely<DB>): Promise<boolean> {
  const renamed = await db
    .updateTable('coupon_offers')
    .set({ name: '极光智能满199减20' })
    .where('name', '=', '智联自营满199减20')
    .where('scope', '=', 'shop')
    .where('seller_id', 'in', db.selectFrom('sellers').select('id').where('username', '=', 'seller01'))
    .executeTakeFirst();
  return Number(renamed.numUpdatedRows) > 0;
}

/** The demo buyer's coupons expire as their offers say (claiming's rule), not at the old seed's dates. */
async function redateDemoCoupons(db: Kysely<DB>): Promise<boolean> {
  const copies = await db
    .selectFrom('user_coupons as uc')
    .innerJoin('coupon_offers as o', 'o.id', 'uc.offer_id')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .select(['uc.id', 'uc.claimed_at', 'uc.expires_at', 'o.ends_at', 'o.valid_days'])
    .where('u.username', '=', 'demo')
    .execute();
  let wrote = false;
  for (const c of copies) {
    const due =
      c.valid_days === null ? Number(c.ends_at) : chinaDayEnd(chinaDate(Number(c.claimed_at), Number(c.valid_days)));
    if (Number(c.expires_at) === due) continue;
    await db.updateTable('user_coupons').set({ expires_at: due }).where('id', '=', c.id).execute();
    wrote = true;
  }
  return wrote;
}

/** A received parcel's trace ends delivered (the old seed confirmed receipt the moment it shipped). */
async function deliverReceivedParcels(db: Kysely<DB>): Promise<boolean> {
  const open = await db
    .selectFrom('orders')
    .select(['id', 'logistics_traces', 'received_at'])
    .where('received_at', 'is not', null)
    .where('logistics_no', '!=', '')
    .where('logistics_traces', 'not like', '%签收%')
    .execute();
  for (const o of open) {
    const traces = closeTraces(o.logistics_traces, Number(o.received_at));
    await db
      .updateTable('orders')
      .set({ logistics_traces: JSON.stringify(traces) })
      .where('id', '=', o.id)
      .execute();
  }
  return open.length > 0;
}

/** The demo buyer's review photo shows the reviewed product (its file is drawn by the review seed). */
async function ownDemoReviewPhoto(db: Kysely<DB>): Promise<boolean> {
  const old = await db
    .selectFrom('product_reviews')
    .select(['id', 'product_id'])
    .where('images', '=', JSON.stringify(['/catalogue/review/demo.svg']))
    .execute();
  for (const r of old) {
    await db
      .updateTable('product_reviews')
      .set({ images: JSON.stringify([demoPicturePath(r.product_id)]) })
      .where('id', '=', r.id)
      .execute();
  }
  return old.length > 0;
}

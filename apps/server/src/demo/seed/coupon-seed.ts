import { chinaDate, chinaDayEnd, PRODUCT_STATUS } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { book } from '../../features/ai-coin/ai-coin.service.js';
import { addOffer, issueCoupon, remindExpiringCoupons } from '../../features/coupon/coupon.service.js';
import { createOrders } from '../../features/order/order-placement.service.js';
import { payWithAiCoin } from '../../features/payment/payment.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { buyerWithAddress } from './demo-buyer.js';
import { seedOnce } from './seed-once.js';

/** The key whose insert claims the coupon demo: one instance seeds it, once. */
export const COUPON_CLAIM = 'demo:coupons';
/** The top-up that pays the demo's coupon order, so the demo buyer's gift stays untouched. */
export const COUPON_TOPUP_REF = 'DEMO-COUPON-TOPUP';
const DAY = 86_400_000;

type TOfferSeed = {
  key: string;
  name: string;
  scope: 'platform' | 'shop' | 'category';
  /** A demo seller's username (shop) or a top-level category's name (category). */
  of?: string;
  kind: 'amount' | 'percent';
  thresholdFen: number;
  amountFen?: number;
  percentOff?: number;
  maxOffFen?: number;
  /** Days on offer from now (ends); started `since` days ago. */
  days: number;
  since?: number;
  validDays?: number;
  perUserLimit?: number;
  total: number;
  claimed?: number;
};

/** The coupon centre of the demo: 满减 and 折扣, shop, category and platform-wide, some nearly gone. */
export const OFFER_SEEDS: TOfferSeed[] = [
  {
    key: 'all',
    name: '全场满299减30',
    scope: 'platform',
    kind: 'amount',
    thresholdFen: 29_900,
    amountFen: 3_000,
    days: 30,
    total: 5_000,
    claimed: 1_286,
    perUserLimit: 2,
  },
  {
    key: 's1',
    // seller01 is 极光智能旗舰店: its coupon carries its name (智联 is the mall's, not a shop's).
    name: '极光智能满199减20',
    scope: 'shop',
    of: 'seller01',
    kind: 'amount',
    thresholdFen: 19_900,
    amountFen: 2_000,
    days: 20,
    // 领取后3天内有效: the demo buyer's copy, claimed yesterday, is the one ending in two days.
    validDays: 3,
    total: 1_000,
    claimed: 412,
  },
  {
    key: 's2',
    name: '云栖物联9折券',
    scope: 'shop',
    of: 'seller02',
    kind: 'percent',
    thresholdFen: 0,
    percentOff: 10,
    maxOffFen: 5_000,
    days: 15,
    total: 800,
    claimed: 233,
  },
  {
    key: 's3',
    name: '绿米新人无门槛5元',
    scope: 'shop',
    of: 'seller03',
    kind: 'amount',
    thresholdFen: 0,
    amountFen: 500,
    days: 60,
    validDays: 7,
    total: 3_000,
    claimed: 1_022,
  },
  {
    key: 's4',
    name: '安居安防满500减60',
    scope: 'shop',
    of: 'seller04',
    kind: 'amount',
    thresholdFen: 50_000,
    amountFen: 6_000,
    days: 10,
    total: 200,
    claimed: 197,
  },
  {
    key: 's5',
    name: '芯联模组满99减10',
    scope: 'shop',
    of: 'seller05',
    kind: 'amount',
    thresholdFen: 9_900,
    amountFen: 1_000,
    days: 10,
    total: 300,
    claimed: 300,
  },
  {
    key: 'c1',
    name: '智能门锁品类满1000减100',
    scope: 'category',
    of: '智能门锁',
    kind: 'amount',
    thresholdFen: 100_000,
    amountFen: 10_000,
    days: 25,
    validDays: 14,
    total: 500,
    claimed: 88,
  },
  {
    key: 'c2',
    name: '智能照明8.5折',
    scope: 'category',
    of: '智能照明',
    kind: 'percent',
    thresholdFen: 10_000,
    percentOff: 15,
    maxOffFen: 8_000,
    days: 20,
    total: 600,
    claimed: 145,
  },
  {
    key: 'c3',
    name: '传感器满150减15',
    scope: 'category',
    of: '传感器',
    kind: 'amount',
    thresholdFen: 15_000,
    amountFen: 1_500,
    days: 20,
    total: 400,
    claimed: 61,
  },
  {
    key: 'old',
    name: '双十一满200减25',
    scope: 'platform',
    kind: 'amount',
    thresholdFen: 20_000,
    amountFen: 2_500,
    days: -2,
    since: 20,
    total: 2_000,
    claimed: 1_999,
  },
];

async function offerRows(db: Kysely<DB>) {
  const sellers = await db.selectFrom('sellers').select(['id', 'username']).execute();
  const cats = await db.selectFrom('sys_categories').select(['id', 'name']).where('parent_id', '=', 0).execute();
  return { sellers: new Map(sellers.map((s) => [s.username, s.id])), cats: new Map(cats.map((c) => [c.name, c.id])) };
}

/**
 * Coupon offers of several demo shops and categories (满减 and 折扣, one nearly sold out, one sold out,
 * one ended) and the demo buyer's coupons: two usable now (one of them expiring in 2 days), one used on a
 * paid order, one expired. Through the coupon, order and payment services, once per database.
 */
export async function seedCoupons(deps: TDeps, buyer: string, now = Date.now()): Promise<boolean> {
  const { db, config } = deps;
  const demo = await buyerWithAddress(db, buyer);
  const { sellers, cats } = await offerRows(db);
  if (!demo || sellers.size === 0 || cats.size === 0) return false;
  // The used coupon's order: the cheapest standard in stock of seller03.
  const product = await db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .select(['st.id as standardId', 'st.product_id as productId', 'st.price_fen as priceFen'])
    .where('p.seller_id', '=', sellers.get('seller03') ?? 0)
    .where('p.status', '=', PRODUCT_STATUS.ON_SALE)
    .where('st.stock', '>=', 5)
    .where('st.price_fen', '>', 500)
    .orderBy('st.price_fen')
    .orderBy('st.id')
    .executeTakeFirst();
  if (!product) return false;

  return seedOnce(db, COUPON_CLAIM, async () => {
    const ids = new Map<string, number>();
    // Inserted last to first, so the centre (newest first) opens with the platform-wide offer.
    for (const [i, o] of [...OFFER_SEEDS.entries()].reverse()) {
      const sellerId = o.scope === 'shop' ? (sellers.get(o.of ?? '') ?? null) : null;
      const categoryId = o.scope === 'category' ? (cats.get(o.of ?? '') ?? null) : null;
      if ((o.scope === 'shop' && sellerId === null) || (o.scope === 'category' && categoryId === null)) continue;
      const id = await addOffer(db, {
        name: o.name,
        scope: o.scope,
        seller_id: sellerId,
        category_id: categoryId,
        kind: o.kind,
        threshold_fen: o.thresholdFen,
        amount_fen: o.kind === 'amount' ? (o.amountFen ?? null) : null,
        percent_off: o.kind === 'percent' ? (o.percentOff ?? null) : null,
        max_off_fen: o.maxOffFen ?? null,
        starts_at: chinaDayEnd(chinaDate(now, -(o.since ?? 3) - 1)) + 1,
        // Offers end at 23:59:59 China time, as a mall's do.
        ends_at: chinaDayEnd(chinaDate(now, o.days)),
        valid_days: o.validDays ?? null,
        per_user_limit: o.perUserLimit ?? 1,
        total: o.total,
        claimed: o.claimed ?? 0,
        // Newest first in the centre: the seeds' order.
        created_at: now - i * 1000,
      });
      ids.set(o.key, id);
    }
    const { userId } = demo;
    // A copy expires as its offer says (as claiming computes it): N China days from the claim, or at
    // the offer's end.
    const give = async (key: string, claimedAt = now - DAY) => {
      const offerId = ids.get(key);
      const o = OFFER_SEEDS.find((seed) => seed.key === key);
      if (offerId === undefined || !o) return undefined;
      const expiresAt =
        o.validDays === undefined
          ? chinaDayEnd(chinaDate(now, o.days))
          : chinaDayEnd(chinaDate(claimedAt, o.validDays));
      return issueCoupon(db, { offerId, userId, claimedAt, expiresAt });
    };
    await give('all');
    await give('s1');
    await give('old', now - 15 * DAY);
    const used = await give('s3', now - 2 * DAY);
    if (used === undefined) return;
    // The used one: on a paid order of that shop (topped up first, so the demo gift stays as it was).
    const priceFen = Number(product.priceFen);
    await db.transaction().execute((trx) =>
      book(trx, {
        userId,
        kind: 'recharge',
        amountFen: priceFen - 500,
        title: 'AI币充值（演示）',
        refNo: COUPON_TOPUP_REF,
      }),
    );
    const [orderId] = await createOrders(
      db,
      userId,
      {
        lines: [{ productId: product.productId, standardId: product.standardId, number: 1 }],
        addressId: demo.addressId,
        couponIds: [used],
      },
      { payMinutes: config.ORDER_PAY_MINUTES, maxUnpaid: config.MAX_UNPAID_ORDERS },
    );
    if (orderId !== undefined) await payWithAiCoin(db, userId, [orderId]);
    // The coupon ending in two days is due for its reminder now: the demo opens with that message too,
    // not five minutes later when the job first runs.
    await remindExpiringCoupons(db, now);
  });
}

/** The coupon centre's entry in the menu row. */
export const COUPON_CENTRE_NAV = { name: '领券中心', url: '/user/coupons' } as const;

/**
 * The menu row's 领券中心 (the navigation links to the coupon centre), after 精选市场 (sort 2,
 * a later id). Idempotent and race-safe (the name is unique), so a database seeded before it gets it at
 * the next start; only beside a menu the catalogue seed wrote (never a menu of this one entry).
 */
export async function seedCouponCentreLink(db: Kysely<DB>): Promise<boolean> {
  const menu = await db.selectFrom('nav_resources').select('id').limit(1).executeTakeFirst();
  if (!menu) return false;
  const wrote = await db
    .insertInto('nav_resources')
    .values({ name: COUPON_CENTRE_NAV.name, url: COUPON_CENTRE_NAV.url, icon: 'GiftOutlined', sort: 2 })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return Number(wrote.numInsertedOrUpdatedRows ?? 0) > 0;
}

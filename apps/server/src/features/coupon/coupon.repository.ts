import {
  COUPON_STATUS,
  COUPON_TRANSITIONS,
  OFFER_TRANSITIONS,
  type TCouponStatus,
  type TSellerCouponState,
} from '@mall/contract';
import { type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { CouponOffersTable, UserCouponsTable } from './coupon.table.js';

// ------------------------------------------------------------------ states

/**
 * The guard of an offer's move: "in one of the states `from`" in SQL (OFFER_TRANSITIONS; an offer's
 * state is its times: 未开始 before `starts_at`, 进行中 until `ends_at`, 已结束 from it or once stopped).
 */
function offerIn(from: readonly TSellerCouponState[], now: number) {
  return (eb: ExpressionBuilder<DB, 'coupon_offers'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    const upcoming = from.includes('upcoming');
    const running = from.includes('running');
    const live = [eb('ends_at', '>', now), eb('stopped_at', 'is', null)];
    if (upcoming && running) parts.push(eb.and(live));
    else if (upcoming) parts.push(eb.and([eb('starts_at', '>', now), ...live]));
    else if (running) parts.push(eb.and([eb('starts_at', '<=', now), ...live]));
    if (from.includes('ended')) parts.push(eb.or([eb('ends_at', '<=', now), eb('stopped_at', 'is not', null)]));
    return eb.or(parts);
  };
}

/**
 * The guard of a buyer's coupon's move: "shown as one of `from`" in SQL (COUPON_TRANSITIONS; 2 已过期
 * is stored 0 from `expires_at` on, 0 未使用 stored 0 before it).
 */
function couponIn(from: readonly TCouponStatus[], now: number) {
  return (eb: ExpressionBuilder<DB, 'user_coupons'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (from.includes(COUPON_STATUS.USED)) parts.push(eb('status', '=', COUPON_STATUS.USED));
    const unused = from.includes(COUPON_STATUS.UNUSED);
    const expired = from.includes(COUPON_STATUS.EXPIRED);
    if (unused && expired) parts.push(eb('status', '=', COUPON_STATUS.UNUSED));
    else if (unused) parts.push(eb.and([eb('status', '=', COUPON_STATUS.UNUSED), eb('expires_at', '>', now)]));
    else if (expired) parts.push(eb.and([eb('status', '=', COUPON_STATUS.UNUSED), eb('expires_at', '<=', now)]));
    return eb.or(parts);
  };
}

// ------------------------------------------------------------------ offers

/** Offers with the names their scope shows (the shop's, the category's). */
function offersQuery(db: Kysely<DB>) {
  return db
    .selectFrom('coupon_offers as f')
    .leftJoin('shops as s', 's.seller_id', 'f.seller_id')
    .leftJoin('sys_categories as c', 'c.id', 'f.category_id')
    .selectAll('f')
    .select(['s.name as shop_name', 'c.name as category_name']);
}

export type TOfferRow = Awaited<ReturnType<ReturnType<typeof offersQuery>['executeTakeFirstOrThrow']>>;

/** Offers on offer at `now` (started, not ended), newest first, with the count of all of them. */
export function openOffersPage(db: Kysely<DB>, now: number, offset: number, limit: number) {
  const open = <Q extends ReturnType<typeof offersQuery>>(q: Q) =>
    q.where('f.starts_at', '<=', now).where('f.ends_at', '>', now).where('f.stopped_at', 'is', null) as Q;
  return pageWithTotal(
    open(offersQuery(db)).orderBy('f.id', 'desc'),
    db
      .selectFrom('coupon_offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where('stopped_at', 'is', null),
    offset,
    limit,
  );
}

export function findOffer(db: Kysely<DB>, id: number) {
  return offersQuery(db).where('f.id', '=', id).executeTakeFirst();
}

/** How many coupons of each offer the buyer holds (used or not). */
export async function heldCounts(db: Kysely<DB>, userId: number, offerIds: number[]): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_coupons')
    .select(['offer_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('offer_id', 'in', offerIds)
    .groupBy('offer_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.offer_id), Number(r.n)]));
}

/**
 * Takes one coupon of an offer when one is left and the offer is on offer, in one statement: two
 * buyers racing for the last one cannot both have it (the CHECK claimed ≤ total backs it). Answers whether it did.
 */
export async function takeOne(db: Kysely<DB>, offerId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('coupon_offers')
    .set({ claimed: sql`claimed + 1` })
    .where('id', '=', offerId)
    .where(sql<boolean>`claimed < total`)
    .where(offerIn(OFFER_TRANSITIONS.claim.from, now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertCoupon(db: Kysely<DB>, row: Insertable<UserCouponsTable>): Promise<number> {
  const inserted = await db.insertInto('user_coupons').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The buyer's coupons with their offers' terms and names. */
function couponsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('user_coupons as u')
    .innerJoin('coupon_offers as f', 'f.id', 'u.offer_id')
    .leftJoin('shops as s', 's.seller_id', 'f.seller_id')
    .leftJoin('sys_categories as c', 'c.id', 'f.category_id')
    .select([
      'u.id',
      'u.offer_id',
      'u.user_id',
      'u.status',
      'u.claimed_at',
      'u.expires_at',
      'u.order_id',
      'u.used_at',
      'f.name',
      'f.scope',
      'f.seller_id',
      'f.category_id',
      'f.kind',
      'f.threshold_fen',
      'f.amount_fen',
      'f.percent_off',
      'f.max_off_fen',
      's.name as shop_name',
      'c.name as category_name',
    ]);
}

export type TCouponRow = Awaited<ReturnType<ReturnType<typeof couponsQuery>['executeTakeFirstOrThrow']>>;

/** 0 未使用 (soonest to expire first), 1 已使用 (newest use first), 2 已过期 (newest expiry first), or all. */
export function myCoupons(db: Kysely<DB>, userId: number, status: number | undefined, now: number) {
  const q = couponsQuery(db).where('u.user_id', '=', userId);
  if (status === 0) {
    return q
      .where('u.status', '=', 0)
      .where('u.expires_at', '>', now)
      .orderBy('u.expires_at')
      .orderBy('u.id')
      .execute();
  }
  if (status === 1) return q.where('u.status', '=', 1).orderBy('u.used_at', 'desc').orderBy('u.id', 'desc').execute();
  if (status === 2) {
    return q
      .where('u.status', '=', 0)
      .where('u.expires_at', '<=', now)
      .orderBy('u.expires_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(100)
      .execute();
  }
  return q.orderBy('u.id', 'desc').limit(200).execute();
}

/** The buyer's own coupons among `ids` (another buyer's are left out). */
export function ownCoupons(db: Kysely<DB>, userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return couponsQuery(db).where('u.user_id', '=', userId).where('u.id', 'in', ids).orderBy('u.id').execute();
}

/**
 * Uses a coupon on an order (`use`): 0 → 1 only when it is the buyer's, unused and not expired, in one
 * statement, so a coupon is used once whatever races it. Answers whether it did.
 */
export async function useCoupon(
  db: Kysely<DB>,
  c: { id: number; userId: number; orderId: number; now: number },
): Promise<boolean> {
  const res = await db
    .updateTable('user_coupons')
    .set({ status: COUPON_TRANSITIONS.use.to, order_id: c.orderId, used_at: c.now })
    .where('id', '=', c.id)
    .where('user_id', '=', c.userId)
    .where(couponIn(COUPON_TRANSITIONS.use.from, c.now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Gives back the coupon used on an order (`release`: 1 → 0); its expiry is untouched, so an expired one
 * stays expired.
 */
export async function releaseCouponOf(db: Kysely<DB>, orderId: number, now: number): Promise<number> {
  const res = await db
    .updateTable('user_coupons')
    .set({ status: COUPON_TRANSITIONS.release.to, order_id: null, used_at: null })
    .where('order_id', '=', orderId)
    .where(couponIn(COUPON_TRANSITIONS.release.from, now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Writes an offer (the demo seed; tests). */
export async function insertOffer(db: Kysely<DB>, row: Insertable<CouponOffersTable>): Promise<number> {
  const inserted = await db.insertInto('coupon_offers').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Takes one coupon of an offer while one is left, whatever the window (the demo's coupons). */
export async function takeOneAnyTime(db: Kysely<DB>, offerId: number): Promise<boolean> {
  const res = await db
    .updateTable('coupon_offers')
    .set({ claimed: sql`claimed + 1` })
    .where('id', '=', offerId)
    .where(sql<boolean>`claimed < total`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Unused coupons whose end falls in [from, to), soonest first (what a reminder job reads). */
/** Unused coupons not yet reminded of, ending in [from, to), soonest first. */
export function unremindedBetween(db: Kysely<DB>, from: number, to: number, limit: number) {
  return db
    .selectFrom('user_coupons as u')
    .innerJoin('coupon_offers as f', 'f.id', 'u.offer_id')
    .select(['u.id', 'u.user_id', 'u.expires_at', 'f.name'])
    .where('u.reminded_at', 'is', null)
    .where('u.status', '=', 0)
    .where('u.expires_at', '>=', from)
    .where('u.expires_at', '<', to)
    .orderBy('u.expires_at')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Claims a coupon's reminder (guarded: one instance of several wins); answers whether this one did. */
export async function markReminded(db: Kysely<DB>, id: number, at: number): Promise<boolean> {
  const r = await db
    .updateTable('user_coupons')
    .set({ reminded_at: at })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export type TSellerOfferState = 'upcoming' | 'running' | 'ended';

/** The seller's shop offers in a state at `now`, newest first, with the count of all of them. */
/** Whose offers a list or a stop is about: one seller's shop offers, or the platform's. */
export type TOfferOwner = { scope: 'shop'; sellerId: number } | { scope: 'platform' };

function ownedBy<Q extends ReturnType<typeof offersQuery>>(query: Q, owner: TOfferOwner): Q {
  return (
    owner.scope === 'shop'
      ? query.where('f.seller_id', '=', owner.sellerId).where('f.scope', '=', 'shop')
      : query.where('f.scope', '=', 'platform')
  ) as Q;
}

export function sellerOffersPage(
  db: Kysely<DB>,
  q: { owner: TOfferOwner; state?: TSellerOfferState; now: number; offset: number; limit: number },
) {
  const inState = <Q extends ReturnType<typeof offersQuery>>(query: Q): Q => {
    const mine = ownedBy(query, q.owner);
    if (q.state === 'upcoming') return mine.where('f.starts_at', '>', q.now).where('f.ends_at', '>', q.now) as Q;
    if (q.state === 'running') return mine.where('f.starts_at', '<=', q.now).where('f.ends_at', '>', q.now) as Q;
    if (q.state === 'ended') return mine.where('f.ends_at', '<=', q.now) as Q;
    return mine;
  };
  return pageWithTotal(
    inState(offersQuery(db)).orderBy('f.id', 'desc'),
    inState(offersQuery(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n')),
    q.offset,
    q.limit,
  );
}

/** How many coupons of each offer were used on orders. */
export async function usedCounts(db: Kysely<DB>, offerIds: number[]): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_coupons')
    .select(['offer_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('offer_id', 'in', offerIds)
    .where('status', '=', 1)
    .groupBy('offer_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.offer_id), Number(r.n)]));
}

/**
 * Stops one of the seller's shop offers (`stop`): claiming ends now (ends_at = now, stopped_at = now)
 * in one guarded write, only while it has not ended and only for its own seller. Answers whether it did.
 */
export async function stopOffer(db: Kysely<DB>, c: { id: number; owner: TOfferOwner; now: number }): Promise<boolean> {
  let q = db
    .updateTable('coupon_offers')
    .set({ ends_at: c.now, stopped_at: c.now })
    .where('id', '=', c.id)
    .where('scope', '=', c.owner.scope)
    .where(offerIn(OFFER_TRANSITIONS.stop.from, c.now));
  if (c.owner.scope === 'shop') q = q.where('seller_id', '=', c.owner.sellerId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** One of the owner's offers (another seller's, or a shop's when the platform asks: undefined). */
export function findSellerOffer(db: Kysely<DB>, id: number, owner: TOfferOwner) {
  let q = db.selectFrom('coupon_offers').selectAll().where('id', '=', id).where('scope', '=', owner.scope);
  if (owner.scope === 'shop') q = q.where('seller_id', '=', owner.sellerId);
  return q.executeTakeFirst();
}

/** Every coupon a buyer holds or held, oldest first (the data export). */
export function allCouponsOf(db: Kysely<DB>, userId: number) {
  return couponsQuery(db).where('u.user_id', '=', userId).orderBy('u.id').execute();
}

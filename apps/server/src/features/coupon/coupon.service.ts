import {
  bestCouponsPerOrder,
  COUPON_EXPIRING_DAYS,
  COUPON_SCOPE_TEXT,
  COUPON_STATUS,
  COUPON_STATUS_TEXT,
  chinaDate,
  chinaDayEnd,
  couponDiscountFen,
  couponLineParts,
  couponStatusAt,
  couponTermsText,
  couponThresholdText,
  fenToYuan,
  nextCouponStatus,
  nextOfferState,
  offerStateAt,
  SELLER_COUPON_STATE_TEXT,
  sellerCouponState,
  type TCouponChoice,
  type TCouponKind,
  type TCouponLine,
  type TCouponOffer,
  type TCouponScope,
  type TCouponStatus,
  type TCouponTerms,
  type TCouponTermsWire,
  type TSellerCouponInput,
  type TSellerCouponOffer,
  type TSellerCouponState,
  type TUserCoupon,
  yuanToFen,
} from '@mall/contract';
import type { Insertable, Kysely } from 'kysely';
import { lockUserRow } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { Paged } from '../../plugins/calls.js';
import { sysCategorySubtrees } from '../catalogue/catalogue.service.js';
import { notifyCouponExpiring } from '../message/message.service.js';
import * as repo from './coupon.repository.js';
import type { CouponOffersTable } from './coupon.table.js';

const DAY_MS = 86_400_000;

type TTermsRow = Pick<
  repo.TOfferRow,
  | 'name'
  | 'scope'
  | 'seller_id'
  | 'category_id'
  | 'kind'
  | 'threshold_fen'
  | 'amount_fen'
  | 'percent_off'
  | 'max_off_fen'
  | 'shop_name'
  | 'category_name'
>;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** The category subtrees the rows' category coupons match (one read of the category table). */
function subtrees(db: Kysely<DB>, rows: TTermsRow[]): Promise<Map<number, number[]>> {
  const ids = new Set(rows.flatMap((r) => (r.scope === 'category' && r.category_id !== null ? [r.category_id] : [])));
  return sysCategorySubtrees(db, [...ids]);
}

/** The rules' terms of a row (money in fen). */
export function termsOf(row: TTermsRow, trees: Map<number, number[]>): TCouponTerms {
  return {
    scope: row.scope as TCouponScope,
    sellerId: row.seller_id,
    categoryIds: row.category_id === null ? null : (trees.get(row.category_id) ?? [row.category_id]),
    kind: row.kind as TCouponKind,
    thresholdFen: Number(row.threshold_fen),
    amountFen: num(row.amount_fen),
    percentOff: row.percent_off,
    maxOffFen: num(row.max_off_fen),
  };
}

function toTermsWire(row: TTermsRow, trees: Map<number, number[]>): TCouponTermsWire {
  const t = termsOf(row, trees);
  return {
    name: row.name,
    scope: t.scope,
    scopeText: COUPON_SCOPE_TEXT[t.scope] ?? '',
    sellerId: t.sellerId,
    shopName: t.scope === 'shop' ? (row.shop_name ?? '') : '',
    categoryId: t.scope === 'category' ? row.category_id : null,
    categoryName: t.scope === 'category' ? (row.category_name ?? '') : '',
    categoryIds: t.scope === 'category' ? [...(t.categoryIds ?? [])] : null,
    kind: t.kind,
    threshold: fenToYuan(t.thresholdFen),
    amount: t.amountFen === null ? null : fenToYuan(t.amountFen),
    percentOff: t.percentOff,
    maxOff: t.maxOffFen === null ? null : fenToYuan(t.maxOffFen),
    termsText: couponTermsText(t),
    thresholdText: couponThresholdText(t.thresholdFen),
  };
}

/**
 * The coupon centre: offers on offer now, newest first, each with how many the buyer holds; for a
 * guest (`userId` 0) `claimedByMe` is null and no holdings are read.
 */
export async function queryOffers(
  db: Kysely<DB>,
  userId: number,
  page: number,
  limit: number,
  now = Date.now(),
): Promise<Paged<TCouponOffer[]>> {
  const { rows, total } = await repo.openOffersPage(db, now, (page - 1) * limit, limit);
  const [trees, held] = await Promise.all([
    subtrees(db, rows),
    userId
      ? repo.heldCounts(
          db,
          userId,
          rows.map((r) => r.id),
        )
      : null,
  ]);
  return new Paged(
    rows.map((r) => ({ ...toOfferWire(r, trees), claimedByMe: held ? (held.get(r.id) ?? 0) : null })),
    total,
  );
}

/** An offer's terms and counts as the wire shows them (the coupon centre, the seller's list). */
function toOfferWire(r: repo.TOfferRow, trees: Map<number, number[]>): Omit<TCouponOffer, 'claimedByMe'> {
  return {
    ...toTermsWire(r, trees),
    id: r.id,
    startsAt: Number(r.starts_at),
    endsAt: Number(r.ends_at),
    validDays: r.valid_days,
    perUserLimit: r.per_user_limit,
    total: r.total,
    claimed: r.claimed,
    remaining: Math.max(0, r.total - r.claimed),
  };
}

/** An offer's state now (OFFER_TRANSITIONS' states): its times, or 已结束 once stopped. */
function offerStateOf(r: Pick<repo.TOfferRow, 'starts_at' | 'ends_at' | 'stopped_at'>, now: number) {
  const stoppedAt = r.stopped_at === null ? null : Number(r.stopped_at);
  return offerStateAt({ startsAt: Number(r.starts_at), endsAt: Number(r.ends_at), stoppedAt }, now);
}

/**
 * Claims one coupon of an offer. One transaction: the buyer's row lock first (so the per-buyer count
 * holds until commit: parallel claims of one buyer queue), then the count, then the offer's guarded
 * `claimed < total` write (buyers racing for the last one: exactly one has it), then the coupon.
 */
export async function claimCoupon(
  db: Kysely<DB>,
  userId: number,
  offerId: number,
  now = Date.now(),
): Promise<{ id: number }> {
  const offer = await repo.findOffer(db, offerId);
  if (!offer || nextOfferState(offerStateOf(offer, now), 'claim') === null) throw appError('COUPON_OFFER_NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const held = (await repo.heldCounts(trx, userId, [offerId])).get(offerId) ?? 0;
    if (held >= offer.per_user_limit) throw appError('COUPON_LIMIT_REACHED', { max: offer.per_user_limit });
    if (!(await repo.takeOne(trx, offerId, now))) {
      const fresh = await repo.findOffer(trx, offerId);
      if (fresh && fresh.stopped_at === null && fresh.claimed >= fresh.total) throw appError('COUPON_SOLD_OUT');
      throw appError('COUPON_OFFER_NOT_FOUND');
    }
    const endsAt = Number(offer.ends_at);
    // N days from the claim run to the end of that China calendar day (领取后7天内有效, never shorter).
    const expiresAt = offer.valid_days === null ? endsAt : chinaDayEnd(chinaDate(now, offer.valid_days));
    const id = await repo.insertCoupon(trx, {
      offer_id: offerId,
      user_id: userId,
      status: COUPON_STATUS.UNUSED,
      claimed_at: now,
      expires_at: expiresAt,
    });
    return { id };
  });
}

function statusOf(row: repo.TCouponRow, now: number): TCouponStatus {
  return couponStatusAt(row.status, Number(row.expires_at), now);
}

/** The buyer's coupons (DESIGN.md §2): `status` 0 未使用, 1 已使用, 2 已过期, or all. */
export async function myCoupons(
  db: Kysely<DB>,
  userId: number,
  status?: number,
  now = Date.now(),
): Promise<TUserCoupon[]> {
  const rows = await repo.myCoupons(db, userId, status, now);
  const trees = await subtrees(db, rows);
  return rows.map((r) => {
    const s = statusOf(r, now);
    return {
      ...toTermsWire(r, trees),
      id: r.id,
      offerId: r.offer_id,
      status: s,
      statusText: COUPON_STATUS_TEXT[s],
      claimedAt: Number(r.claimed_at),
      expiresAt: Number(r.expires_at),
      usedAt: r.used_at === null ? null : Number(r.used_at),
      orderId: r.order_id,
    };
  });
}

/** A coupon applied to one seller order of a checkout: its discount split over the order's lines. */
export interface TCouponUse {
  couponId: number;
  discountFen: number;
  /**
   * Whether the platform bears the discount: an operator's offer (scope platform or category); a
   * shop's coupon is its seller's (DESIGN-OPERATE §A coupon).
   */
  isPlatformBorne: boolean;
  /** Per line of the order, in the order given; sums to discountFen. */
  parts: number[];
}

/**
 * Which of the named coupons goes on which seller order of a checkout (inside the caller's
 * transaction; nothing written): every coupon must be the buyer's, unused and unexpired (else
 * COUPON_UNAVAILABLE) and find an order of its own it applies to (else COUPON_NOT_APPLICABLE); at most
 * one per order, assigned to take the most off in total (`bestCouponsPerOrder`). Answers per order
 * the use or null. The use itself is the guarded `useOrderCoupon`.
 */
export async function planCoupons(
  trx: Kysely<DB>,
  userId: number,
  couponIds: number[],
  orders: TCouponLine[][],
  now = Date.now(),
): Promise<(TCouponUse | null)[]> {
  const ids = [...new Set(couponIds)];
  if (ids.length === 0) return orders.map(() => null);
  const rows = await repo.ownCoupons(trx, userId, ids);
  if (rows.length !== ids.length || rows.some((r) => nextCouponStatus(statusOf(r, now), 'use') === null)) {
    throw appError('COUPON_UNAVAILABLE');
  }
  if (ids.length > orders.length) throw appError('COUPON_NOT_APPLICABLE');
  const trees = await subtrees(trx, rows);
  const choices: TCouponChoice[] = rows.map((r) => ({
    id: r.id,
    terms: termsOf(r, trees),
    expiresAt: Number(r.expires_at),
  }));
  const chosen = bestCouponsPerOrder(choices, orders);
  if (ids.some((id) => !chosen.includes(id))) throw appError('COUPON_NOT_APPLICABLE');
  return chosen.map((id, i) => {
    const c = choices.find((x) => x.id === id);
    const lines = orders[i] ?? [];
    if (!c) return null;
    return {
      couponId: c.id,
      discountFen: couponDiscountFen(c.terms, lines),
      isPlatformBorne: c.terms.scope !== 'shop',
      parts: couponLineParts(c.terms, lines),
    };
  });
}

/** Uses the coupon on the new order (guarded 0 → 1); a coupon another order took meanwhile: COUPON_UNAVAILABLE. */
export async function useOrderCoupon(
  trx: Kysely<DB>,
  c: { couponId: number; userId: number; orderId: number; now: number },
): Promise<void> {
  if (!(await repo.useCoupon(trx, { id: c.couponId, userId: c.userId, orderId: c.orderId, now: c.now }))) {
    throw appError('COUPON_UNAVAILABLE');
  }
}

/** Gives back the coupon of a cancelled order, inside the cancel's transaction. */
export async function releaseOrderCoupon(trx: Kysely<DB>, orderId: number): Promise<void> {
  await repo.releaseCouponOf(trx, orderId, Date.now());
}

/** Writes an offer (demo seed, tests). */
export function addOffer(db: Kysely<DB>, row: Insertable<CouponOffersTable>): Promise<number> {
  return repo.insertOffer(db, row);
}

/**
 * Gives a buyer one coupon of an offer outside the claim window (the demo's coupons, an expired one
 * included): the offer's guarded `claimed < total` write still holds. Answers the coupon's id.
 */
export async function issueCoupon(
  db: Kysely<DB>,
  c: { offerId: number; userId: number; claimedAt: number; expiresAt: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.takeOneAnyTime(trx, c.offerId))) throw appError('COUPON_SOLD_OUT');
    return repo.insertCoupon(trx, {
      offer_id: c.offerId,
      user_id: c.userId,
      status: COUPON_STATUS.UNUSED,
      claimed_at: c.claimedAt,
      expires_at: c.expiresAt,
    });
  });
}

/**
 * The "coupon about to expire" reminder: each unused coupon whose end comes within
 * COUPON_EXPIRING_DAYS gets one message. The coupon's `reminded_at` is claimed by a guarded write in the
 * message's transaction, so instances running this at once remind each coupon once, and a coupon whose
 * message was written is never read again (the scan only sees unreminded ones). Answers how many went out.
 */
export async function remindExpiringCoupons(db: Kysely<DB>, now = Date.now(), batch = 200): Promise<number> {
  const rows = await repo.unremindedBetween(db, now, now + COUPON_EXPIRING_DAYS * DAY_MS, batch);
  let sent = 0;
  for (const r of rows) {
    const wrote = await db.transaction().execute(async (trx) => {
      if (!(await repo.markReminded(trx, r.id, now))) return false;
      await notifyCouponExpiring(trx, {
        userId: r.user_id,
        couponId: r.id,
        name: r.name,
        expiresAt: Number(r.expires_at),
      });
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}

// ------------------------------------------------------------------ the seller's shop coupons (workbench)

/**
 * The issuer of the platform's own offers (DESIGN-OPERATE §A coupon) for the three functions below:
 * its offers are scope `platform` (全平台通用), the platform bears their discount.
 */
export const PLATFORM = 0;

/** The seller's shop offers (DESIGN.md §2 seller coupons): newest first, in a state or all, with `used`. */
export async function sellerOffers(
  db: Kysely<DB>,
  sellerId: number,
  q: { page: number; limit: number; state?: TSellerCouponState },
  now = Date.now(),
): Promise<Paged<TSellerCouponOffer[]>> {
  const { rows, total } = await repo.sellerOffersPage(db, {
    owner: sellerId === PLATFORM ? { scope: 'platform' } : { scope: 'shop', sellerId },
    state: q.state,
    now,
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const used = await repo.usedCounts(
    db,
    rows.map((r) => r.id),
  );
  const trees = new Map<number, number[]>();
  return new Paged(
    rows.map((r) => {
      const offer = toOfferWire(r, trees);
      const state = sellerCouponState(offer, now);
      return {
        ...offer,
        used: used.get(r.id) ?? 0,
        state,
        stateText: SELLER_COUPON_STATE_TEXT[state],
        stoppedAt: r.stopped_at === null ? null : Number(r.stopped_at),
        createdAt: Number(r.created_at),
      };
    }),
    total,
  );
}

/** Issues a shop offer of the seller's own shop (never platform or category, never another shop's). */
export async function addSellerOffer(
  db: Kysely<DB>,
  sellerId: number,
  input: TSellerCouponInput,
  now = Date.now(),
): Promise<{ id: number }> {
  const isAmount = input.kind === 'amount';
  const id = await repo.insertOffer(db, {
    name: input.name,
    scope: sellerId === PLATFORM ? 'platform' : 'shop',
    seller_id: sellerId === PLATFORM ? null : sellerId,
    category_id: null,
    kind: input.kind,
    threshold_fen: yuanToFen(input.threshold),
    amount_fen: isAmount && input.amount != null ? yuanToFen(input.amount) : null,
    percent_off: isAmount ? null : (input.percentOff ?? null),
    max_off_fen: !isAmount && input.maxOff != null ? yuanToFen(input.maxOff) : null,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    valid_days: input.validDays ?? null,
    per_user_limit: input.perUserLimit,
    total: input.total,
    created_at: now,
  });
  return { id };
}

/**
 * Stops claiming of one of the seller's offers now (a guarded write): coupons already claimed keep the
 * expiry they were given at the claim. Another seller's or an unknown offer: 404; an ended one: 409.
 */
export async function stopSellerOffer(db: Kysely<DB>, sellerId: number, id: number, now = Date.now()): Promise<null> {
  const owner: repo.TOfferOwner = sellerId === PLATFORM ? { scope: 'platform' } : { scope: 'shop', sellerId };
  if (await repo.stopOffer(db, { id, owner, now })) return null;
  const offer = await repo.findSellerOffer(db, id, owner);
  if (!offer) throw appError('COUPON_OFFER_NOT_FOUND');
  throw appError('COUPON_OFFER_ENDED');
}

/** An offer as the audit log keeps it (plain JSON of the row). */
export async function offerSnapshot(db: Kysely<DB>, id: number): Promise<Record<string, unknown> | null> {
  const row = await repo.findSellerOffer(db, id, { scope: 'platform' });
  return row ? { ...row } : null;
}

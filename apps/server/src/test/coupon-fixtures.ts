/**
 * Coupon offers for the server's tests, written straight into the database (platform and category
 * offers have no call: the mall's operators set them up; sellers issue shop offers with
 * `sellerCoupon.add`, tested in seller-coupon.routes.test.ts).
 */
import type { TTestContext } from './helper.js';

const DAY = 86_400_000;

export interface TOfferInput {
  name?: string;
  scope?: 'platform' | 'shop' | 'category';
  sellerId?: number | null;
  categoryId?: number | null;
  kind?: 'amount' | 'percent';
  thresholdFen?: number;
  amountFen?: number | null;
  percentOff?: number | null;
  maxOffFen?: number | null;
  startsAt?: number;
  endsAt?: number;
  validDays?: number | null;
  perUserLimit?: number;
  total?: number;
  claimed?: number;
}

/** Adds an offer (default: a platform 满100减10, 100 of them, one per buyer, on offer for 30 days); answers its id. */
export async function addOffer(ctx: TTestContext, o: TOfferInput = {}): Promise<number> {
  const now = Date.now();
  const kind = o.kind ?? 'amount';
  const row = await ctx.app.deps.db
    .insertInto('coupon_offers')
    .values({
      name: o.name ?? '测试券',
      scope: o.scope ?? 'platform',
      seller_id: o.sellerId ?? null,
      category_id: o.categoryId ?? null,
      kind,
      threshold_fen: o.thresholdFen ?? 10_000,
      amount_fen: kind === 'amount' ? (o.amountFen ?? 1_000) : null,
      percent_off: kind === 'percent' ? (o.percentOff ?? 10) : null,
      max_off_fen: o.maxOffFen ?? null,
      starts_at: o.startsAt ?? now - DAY,
      ends_at: o.endsAt ?? now + 30 * DAY,
      valid_days: o.validDays ?? null,
      per_user_limit: o.perUserLimit ?? 1,
      total: o.total ?? 100,
      claimed: o.claimed ?? 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Claims an offer through the call; answers the buyer's coupon id. */
export async function claim(ctx: TTestContext, token: string, offerId: number): Promise<number> {
  const res = await ctx.call<{ id: number }>('/order/coupon/claim.json', { couponId: offerId }, token);
  if (res.status !== 200) throw new Error(`claim failed: ${JSON.stringify(res)}`);
  return res.data.id;
}

/** The coupon row as stored. */
export function couponRow(ctx: TTestContext, id: number) {
  return ctx.app.deps.db.selectFrom('user_coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Moves a coupon's end into the past. */
export async function expireCoupon(ctx: TTestContext, id: number): Promise<void> {
  await ctx.app.deps.db
    .updateTable('user_coupons')
    .set({ expires_at: Date.now() - 1000 })
    .where('id', '=', id)
    .execute();
}

import type { TAppErrorName, TCouponOffer, TUserCoupon } from '@mall/contract';
import {
  bestCouponsPerOrder,
  COUPON_EXPIRING_DAYS,
  chinaDate,
  couponDiscountFen,
  couponTermsOf,
  formatFenShort,
  percentOffText,
  type TCouponChoice,
  type TCouponLine,
} from '@mall/contract/wire';

/**
 * What an offer's button says: 立即领取, 已领取 (the buyer holds as many as allowed), 已抢光, or for a
 * guest (the centre answers `claimedByMe` null) 登录后领取.
 */
export type TOfferState = 'claim' | 'claimed' | 'soldOut' | 'login';

export function offerState(offer: Pick<TCouponOffer, 'claimedByMe' | 'perUserLimit' | 'remaining'>): TOfferState {
  if (offer.claimedByMe === null) return offer.remaining <= 0 ? 'soldOut' : 'login';
  if (offer.claimedByMe >= offer.perUserLimit) return 'claimed';
  if (offer.remaining <= 0) return 'soldOut';
  return 'claim';
}

/** The lines under an offer's button: 剩余N张 (or 已领完), 每人限领N张, 已领N张 (once the buyer holds one). */
export function offerQuotaLines(offer: Pick<TCouponOffer, 'claimedByMe' | 'perUserLimit' | 'remaining'>): string[] {
  const lines = [offer.remaining > 0 ? `剩余${offer.remaining}张` : '已领完', `每人限领${offer.perUserLimit}张`];
  if (offer.claimedByMe) lines.push(`已领${offer.claimedByMe}张`);
  return lines;
}

export const OFFER_STATE_TEXT: Record<TOfferState, string> = {
  claim: '立即领取',
  claimed: '已领取',
  soldOut: '已抢光',
  login: '登录后领取',
};

/** The ticket's big face: ¥20 or 8.5折. */
export function couponFace(c: Pick<TCouponOffer, 'kind' | 'amount' | 'percentOff'>): { value: string; unit: string } {
  if (c.kind === 'amount') return { value: formatFenShort(Math.round((c.amount ?? 0) * 100)), unit: '¥' };
  return { value: percentOffText(c.percentOff ?? 0).replace('折', ''), unit: '折' };
}

/** Where the scope line under the name points: the shop, the category, or everything. */
export function scopeLine(c: Pick<TCouponOffer, 'scope' | 'shopName' | 'categoryName'>): string {
  if (c.scope === 'shop') return `限${c.shopName || '指定店铺'}商品使用`;
  if (c.scope === 'category') return `限${c.categoryName || '指定品类'}类商品使用`;
  return '全平台通用，任意店铺可用';
}

/** 去使用: the shop's page, the category's list, or the product list. */
export function couponUseHref(c: Pick<TCouponOffer, 'scope' | 'sellerId' | 'categoryId'>): string {
  if (c.scope === 'shop' && c.sellerId !== null) return `/shop?agentId=${c.sellerId}`;
  if (c.scope === 'category' && c.categoryId !== null) return `/product?sysCategoryId=${c.categoryId}`;
  return '/product';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026.12.10 in China time (the contract's China calendar day, dotted as tickets print it). */
export function chinaDay(ms: number): string {
  return chinaDate(ms).replaceAll('-', '.');
}

/** 2026.12.10 23:59 in China time. */
export function chinaMinute(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  return `${chinaDay(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** An offer's validity: 领取后7天内有效, or its dates. */
export function offerValidity(o: Pick<TCouponOffer, 'validDays' | 'startsAt' | 'endsAt'>): string {
  if (o.validDays !== null) return `领取后${o.validDays}天内有效`;
  return `${chinaDay(o.startsAt)} - ${chinaDay(o.endsAt)}`;
}

const DAY = 86_400_000;

/** A coupon's validity line: 有效期至 …, 已于 … 过期, 使用于 …. */
export function couponValidity(c: Pick<TUserCoupon, 'status' | 'expiresAt' | 'usedAt'>): string {
  if (c.status === 1 && c.usedAt !== null) return `使用于 ${chinaMinute(c.usedAt)}`;
  if (c.status === 2) return `已于 ${chinaMinute(c.expiresAt)} 过期`;
  return `有效期至 ${chinaMinute(c.expiresAt)}`;
}

/** An unused coupon that ends within COUPON_EXPIRING_DAYS says so (its buyer got a message too). */
export function isExpiringSoon(c: Pick<TUserCoupon, 'status' | 'expiresAt'>, now = Date.now()): boolean {
  return c.status === 0 && c.expiresAt - now < COUPON_EXPIRING_DAYS * DAY && c.expiresAt > now;
}

// ---- Settlement: which coupon goes on which seller order ----

/** One line of a settlement as the coupon rules see it (prices in yuan). */
export interface TSettleCouponLine {
  price: number;
  number: number;
  /** The product's sys category; null on a procurement line. */
  categoryId: number | null;
}

/** A seller order of a settlement. */
export interface TSettleCouponOrder {
  sellerId: number;
  lines: readonly TSettleCouponLine[];
}

export function couponLinesOf(order: TSettleCouponOrder): TCouponLine[] {
  return order.lines.map((l) => ({
    sellerId: order.sellerId,
    categoryId: l.categoryId,
    amountFen: Math.round(l.price * 100) * l.number,
  }));
}

function choicesOf(coupons: readonly TUserCoupon[]): TCouponChoice[] {
  return coupons
    .filter((c) => c.status === 0)
    .map((c) => ({ id: c.id, terms: couponTermsOf(c), expiresAt: c.expiresAt }));
}

/** The pre-selected coupon per seller order: the assignment that takes the most off in total. */
export function bestChoice(coupons: readonly TUserCoupon[], orders: readonly TSettleCouponOrder[]): (number | null)[] {
  return bestCouponsPerOrder(choicesOf(coupons), orders.map(couponLinesOf));
}

/** What a coupon takes off one seller order, in yuan (0: it does not apply). */
export function discountOf(coupon: TUserCoupon, order: TSettleCouponOrder): number {
  return couponDiscountFen(couponTermsOf(coupon), couponLinesOf(order)) / 100;
}

/** The coupons one seller order may take: those that apply, with their discount, largest first. */
export function usableFor(
  coupons: readonly TUserCoupon[],
  order: TSettleCouponOrder,
): { coupon: TUserCoupon; discount: number }[] {
  return coupons
    .filter((c) => c.status === 0)
    .map((coupon) => ({ coupon, discount: discountOf(coupon, order) }))
    .filter((x) => x.discount > 0)
    .sort((a, b) => b.discount - a.discount || a.coupon.expiresAt - b.coupon.expiresAt || a.coupon.id - b.coupon.id);
}

/** The chosen coupons' discount per order (yuan) and in total (summed in fen). */
export function chosenDiscounts(
  coupons: readonly TUserCoupon[],
  orders: readonly TSettleCouponOrder[],
  chosen: readonly (number | null)[],
): { perOrder: number[]; total: number } {
  const perOrder = orders.map((order, i) => {
    const c = coupons.find((x) => x.id === chosen[i]);
    return c ? discountOf(c, order) : 0;
  });
  return { perOrder, total: Math.round(perOrder.reduce((s, d) => s + d * 100, 0)) / 100 };
}

/** The named errors of a checkout's coupon refusals (used or expired meanwhile, not fitting). */
export const COUPON_REFUSALS = [
  'COUPON_UNAVAILABLE',
  'COUPON_NOT_APPLICABLE',
] as const satisfies readonly TAppErrorName[];

/** Whether a refusal's named error (`errorCodeOf`) is one of the coupon refusals of a checkout. */
export function isCouponRefusal(code: TAppErrorName | undefined): boolean {
  return code !== undefined && (COUPON_REFUSALS as readonly TAppErrorName[]).includes(code);
}

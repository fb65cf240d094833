/**
 * Coupons (优惠券, DESIGN.md §2 "coupons"): the pure discount rules, shared by
 * the server (what an order is charged) and the web (what the settlement shows). Zod-free: the web's
 * first screens may import it through `@mall/contract/wire`. All money is integer fen.
 */

/** Where a coupon applies: the whole mall, one shop (a seller), or a sys category and below. */
export type TCouponScope = 'platform' | 'shop' | 'category';
/** 满减: `amountFen` off once the threshold is met; 折扣: `percentOff` % off, capped by `maxOffFen`. */
export type TCouponKind = 'amount' | 'percent';

export const COUPON_SCOPE_TEXT: Record<TCouponScope, string> = {
  platform: '全平台通用',
  shop: '店铺券',
  category: '品类券',
};

/** A buyer's coupon: 0 未使用, 1 已使用, 2 已过期 (never stored: an unused one past `expiresAt`). */
export const COUPON_STATUS = { UNUSED: 0, USED: 1, EXPIRED: 2 } as const;
export type TCouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];
export const COUPON_STATUS_TEXT: Record<TCouponStatus, string> = { 0: '未使用', 1: '已使用', 2: '已过期' };

/** An unused coupon ending within this many days is 即将过期: marked on its ticket, and its buyer gets one message. */
export const COUPON_EXPIRING_DAYS = 3;

/** The terms that decide a discount (an offer's, copied onto every coupon claimed from it). */
export interface TCouponTerms {
  scope: TCouponScope;
  /** The shop's seller (scope 'shop'). */
  sellerId: number | null;
  /** The category and every category below it (scope 'category'), resolved by the server. */
  categoryIds: readonly number[] | null;
  kind: TCouponKind;
  /** The eligible goods must reach this (0: no threshold). */
  thresholdFen: number;
  /** 满减: the amount off. */
  amountFen: number | null;
  /** 折扣: percent off, 1–99 (15 = 8.5折). */
  percentOff: number | null;
  /** 折扣: at most this much off (null: no cap). */
  maxOffFen: number | null;
}

/** One line of a seller order as the rules see it. */
export interface TCouponLine {
  sellerId: number;
  /** The product's sys category; null on a procurement line (no catalogue product). */
  categoryId: number | null;
  /** price × number. */
  amountFen: number;
}

/** The indexes of the lines the coupon applies to (a procurement line never fits a category coupon). */
export function couponLineIndexes(terms: TCouponTerms, lines: readonly TCouponLine[]): number[] {
  const out: number[] = [];
  lines.forEach((line, i) => {
    const fits =
      terms.scope === 'platform' ||
      (terms.scope === 'shop' && terms.sellerId !== null && line.sellerId === terms.sellerId) ||
      (terms.scope === 'category' && line.categoryId !== null && (terms.categoryIds ?? []).includes(line.categoryId));
    if (fits) out.push(i);
  });
  return out;
}

/** The goods the coupon applies to, in fen. */
export function eligibleFen(terms: TCouponTerms, lines: readonly TCouponLine[]): number {
  return couponLineIndexes(terms, lines).reduce((sum, i) => sum + (lines[i]?.amountFen ?? 0), 0);
}

/** Whether the eligible goods reach the threshold (and there are some). */
export function meetsThreshold(terms: TCouponTerms, eligible: number): boolean {
  return eligible > 0 && eligible >= terms.thresholdFen;
}

/**
 * How much the coupon takes off these lines, in fen: 0 when it does not apply; always less than the
 * eligible goods, so an order still costs at least ¥0.01 (as Chinese malls do: a ¥0 order could not
 * be paid online, and a refund of one of its units would close it whole).
 */
export function couponDiscountFen(terms: TCouponTerms, lines: readonly TCouponLine[]): number {
  const eligible = eligibleFen(terms, lines);
  if (!meetsThreshold(terms, eligible)) return 0;
  let off: number;
  if (terms.kind === 'amount') {
    off = terms.amountFen ?? 0;
  } else {
    off = Number((BigInt(eligible) * BigInt(terms.percentOff ?? 0)) / 100n);
    if (terms.maxOffFen !== null) off = Math.min(off, terms.maxOffFen);
  }
  return Math.max(0, Math.min(off, eligible - 1));
}

/**
 * Splits a discount over line amounts by largest remainder: each part is proportional to its line,
 * rounded down, and the fen left over go one each to the largest remainders (ties to the earlier
 * line). The parts sum to exactly `discountFen` (at most the amounts' sum) and no part exceeds its line.
 */
export function splitDiscount(discountFen: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  const off = Math.max(0, Math.min(discountFen, total));
  if (off === 0 || total === 0) return amounts.map(() => 0);
  // BigInt products: a big order's fen times a discount passes 2^53.
  const bigOff = BigInt(off);
  const bigTotal = BigInt(total);
  const parts = amounts.map((a) => Number((bigOff * BigInt(a)) / bigTotal));
  let left = off - parts.reduce((s, p) => s + p, 0);
  const order = amounts
    .map((a, i) => ({ i, rem: (bigOff * BigInt(a)) % bigTotal }))
    .sort((x, y) => (x.rem === y.rem ? x.i - y.i : x.rem > y.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    if ((parts[i] ?? 0) < (amounts[i] ?? 0)) {
      parts[i] = (parts[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return parts;
}

/** The discount per line (0 on lines the coupon does not apply to), summing to `couponDiscountFen`. */
export function couponLineParts(terms: TCouponTerms, lines: readonly TCouponLine[]): number[] {
  const indexes = couponLineIndexes(terms, lines);
  const split = splitDiscount(
    couponDiscountFen(terms, lines),
    indexes.map((i) => lines[i]?.amountFen ?? 0),
  );
  const parts = lines.map(() => 0);
  indexes.forEach((lineIndex, k) => {
    parts[lineIndex] = split[k] ?? 0;
  });
  return parts;
}

/** A coupon the buyer holds, as the choice of a settlement sees it. */
export interface TCouponChoice {
  id: number;
  terms: TCouponTerms;
  /** Epoch ms; among equal discounts the one that expires first is used first. */
  expiresAt: number;
}

function better(a: { off: number; c: TCouponChoice }, b: { off: number; c: TCouponChoice }): boolean {
  if (a.off !== b.off) return a.off > b.off;
  if (a.c.expiresAt !== b.c.expiresAt) return a.c.expiresAt < b.c.expiresAt;
  return a.c.id < b.c.id;
}

/** The coupon that takes most off one seller order (ties: the one expiring first), or null when none applies. */
export function bestCoupon(coupons: readonly TCouponChoice[], lines: readonly TCouponLine[]): TCouponChoice | null {
  let best: { off: number; c: TCouponChoice } | null = null;
  for (const c of coupons) {
    const cand = { off: couponDiscountFen(c.terms, lines), c };
    if (cand.off > 0 && (best === null || better(cand, best))) best = cand;
  }
  return best?.c ?? null;
}

/**
 * One coupon per seller order, each coupon at most once, taking the most off in total (an assignment
 * solved exactly, Hungarian method); among equal totals the coupons that expire first are used.
 * Answers the coupon id per order index (null: none applies).
 */
export function bestCouponsPerOrder(
  coupons: readonly TCouponChoice[],
  orders: readonly (readonly TCouponLine[])[],
): (number | null)[] {
  const n = orders.length;
  if (n === 0) return [];
  // Earlier-expiring coupons rank lower; a rank never outweighs one fen of discount.
  const ranked = [...coupons].sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id);
  const weight = (ranked.length + 1) * (n + 1);
  const off = orders.map((lines) => ranked.map((c) => couponDiscountFen(c.terms, lines)));
  // Columns: the coupons, then one "no coupon" column per order (cost 0).
  const m = ranked.length + n;
  const cost = (i: number, j: number): number => {
    if (j >= ranked.length) return 0;
    const o = off[i]?.[j] ?? 0;
    return o > 0 ? -o * weight + j + 1 : Number.MAX_SAFE_INTEGER / 4;
  };
  // e-maxx Hungarian algorithm, 1-based, rows = orders (n ≤ m).
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const p = new Array<number>(m + 1).fill(0);
  const way = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0] as number;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - (u[i0] as number) - (v[j] as number);
        if (cur < (minv[j] as number)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[p[j] as number] = (u[p[j] as number] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else {
          minv[j] = (minv[j] as number) - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      p[j0] = p[j1] as number;
      j0 = j1;
    } while (j0 !== 0);
  }
  const chosen: (number | null)[] = orders.map(() => null);
  for (let j = 1; j <= ranked.length; j++) {
    const i = p[j] as number;
    if (i > 0 && (off[i - 1]?.[j - 1] ?? 0) > 0) chosen[i - 1] = ranked[j - 1]?.id ?? null;
  }
  return chosen;
}

/**
 * What was paid for the first `units` units of a line after its discount share, in fen: price × units
 * less the same proportion of the line's discount (rounded down, so the buyer's side gets the odd fen).
 * At `units` = number it is exactly the line's paid amount.
 */
export function paidForUnitsFen(
  line: { priceFen: number; number: number; discountFen: number },
  units: number,
): number {
  if (line.number <= 0) return 0;
  const u = Math.max(0, Math.min(units, line.number));
  return line.priceFen * u - Number((BigInt(line.discountFen) * BigInt(u)) / BigInt(line.number));
}

/**
 * The refund of `units` more units of a line of which `returned` were refunded before: what those units
 * were paid, so all refunds of a line together are at most (for every unit: exactly) the line's paid amount.
 */
export function refundForUnitsFen(
  line: { priceFen: number; number: number; discountFen: number },
  returned: number,
  units: number,
): number {
  return paidForUnitsFen(line, returned + units) - paidForUnitsFen(line, returned);
}

/** 满199可用 / 无门槛. */
export function couponThresholdText(thresholdFen: number): string {
  return thresholdFen > 0 ? `满${formatFenShort(thresholdFen)}可用` : '无门槛';
}

/** 20 → "20", 1990 fen → "19.9". */
export function formatFenShort(fen: number): string {
  const yuan = fen / 100;
  return Number.isInteger(yuan) ? String(yuan) : String(Math.round(yuan * 100) / 100);
}

/** 15 % off → "8.5折". */
export function percentOffText(percentOff: number): string {
  return `${(100 - percentOff) / 10}折`;
}

/** The headline of a coupon: "满199减20" / "8.5折 最高减50" / "无门槛减10". */
export function couponTermsText(
  t: Pick<TCouponTerms, 'kind' | 'thresholdFen' | 'amountFen' | 'percentOff' | 'maxOffFen'>,
): string {
  if (t.kind === 'amount') {
    const off = formatFenShort(t.amountFen ?? 0);
    return t.thresholdFen > 0 ? `满${formatFenShort(t.thresholdFen)}减${off}` : `无门槛减${off}`;
  }
  const head =
    t.thresholdFen > 0
      ? `满${formatFenShort(t.thresholdFen)}打${percentOffText(t.percentOff ?? 0)}`
      : percentOffText(t.percentOff ?? 0);
  return t.maxOffFen !== null ? `${head} 最高减${formatFenShort(t.maxOffFen)}` : head;
}

/** The terms a wire coupon or offer carries (money in yuan), as the rules' fen terms. */
export function couponTermsOf(c: {
  scope: TCouponScope;
  sellerId: number | null;
  categoryIds: readonly number[] | null;
  kind: TCouponKind;
  threshold: number;
  amount: number | null;
  percentOff: number | null;
  maxOff: number | null;
}): TCouponTerms {
  const fen = (yuan: number) => Math.round(yuan * 100);
  return {
    scope: c.scope,
    sellerId: c.sellerId,
    categoryIds: c.categoryIds,
    kind: c.kind,
    thresholdFen: fen(c.threshold),
    amountFen: c.amount === null ? null : fen(c.amount),
    percentOff: c.percentOff,
    maxOffFen: c.maxOff === null ? null : fen(c.maxOff),
  };
}

/**
 * What the seller is settled for an order now, in fen (DESIGN-OPERATE §A coupon): what the buyer paid
 * less what was refunded, plus the part of the discount the platform bears (a platform coupon) for the
 * units the buyer kept. A refund gives the buyer what they paid for the units (`refundForUnitsFen`),
 * so the platform's share of those units goes back with them: a whole refund settles 0.
 */
export function orderSettlementFen(
  order: { totalFen: number; refundedFen: number; platformDiscountFen: number },
  lines: readonly { priceFen: number; number: number; discountFen: number; returnedNum: number }[],
): number {
  const paidNet = order.totalFen - order.refundedFen;
  if (order.platformDiscountFen <= 0) return paidNet;
  // The discount share of the refunded units: their price less what the buyer paid for them.
  const refundedShare = lines.reduce(
    (sum, l) => sum + (l.priceFen * l.returnedNum - paidForUnitsFen(l, l.returnedNum)),
    0,
  );
  return paidNet + Math.max(0, order.platformDiscountFen - refundedShare);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderCalls } from '../order/order.calls.js';
import { couponCalls } from './coupon.calls.js';
import {
  bestCoupon,
  bestCouponsPerOrder,
  couponDiscountFen,
  couponLineIndexes,
  couponLineParts,
  couponTermsOf,
  couponTermsText,
  couponThresholdText,
  eligibleFen,
  meetsThreshold,
  paidForUnitsFen,
  percentOffText,
  refundForUnitsFen,
  splitDiscount,
  type TCouponChoice,
  type TCouponLine,
  type TCouponTerms,
} from './coupon.rules.js';

const base: TCouponTerms = {
  scope: 'platform',
  sellerId: null,
  categoryIds: null,
  kind: 'amount',
  thresholdFen: 0,
  amountFen: 1000,
  percentOff: null,
  maxOffFen: null,
};
const terms = (t: Partial<TCouponTerms>): TCouponTerms => ({ ...base, ...t });
const line = (sellerId: number, categoryId: number | null, amountFen: number): TCouponLine => ({
  sellerId,
  categoryId,
  amountFen,
});

describe('couponLineIndexes', () => {
  const lines = [line(1, 10, 100), line(2, 11, 200), line(1, null, 300)];
  it('platform coupons apply to every line', () => {
    expect(couponLineIndexes(terms({}), lines)).toEqual([0, 1, 2]);
  });
  it('shop coupons apply to the lines of their seller only', () => {
    expect(couponLineIndexes(terms({ scope: 'shop', sellerId: 1 }), lines)).toEqual([0, 2]);
    expect(couponLineIndexes(terms({ scope: 'shop', sellerId: 9 }), lines)).toEqual([]);
    expect(couponLineIndexes(terms({ scope: 'shop', sellerId: null }), lines)).toEqual([]);
  });
  it('category coupons apply to lines in the category or below, never to a procurement line', () => {
    expect(couponLineIndexes(terms({ scope: 'category', categoryIds: [10, 12] }), lines)).toEqual([0]);
    expect(couponLineIndexes(terms({ scope: 'category', categoryIds: [10, 11] }), lines)).toEqual([0, 1]);
    expect(couponLineIndexes(terms({ scope: 'category', categoryIds: null }), lines)).toEqual([]);
  });
});

describe('thresholds and discounts', () => {
  it('满减 needs the eligible goods to reach the threshold', () => {
    const t = terms({ thresholdFen: 19_900, amountFen: 2_000 });
    expect(couponDiscountFen(t, [line(1, 1, 19_899)])).toBe(0);
    expect(couponDiscountFen(t, [line(1, 1, 19_900)])).toBe(2_000);
    expect(meetsThreshold(t, 19_900)).toBe(true);
    expect(meetsThreshold(t, 0)).toBe(false);
    expect(meetsThreshold(terms({}), 0)).toBe(false);
  });
  it('counts only the eligible lines towards the threshold', () => {
    const t = terms({ scope: 'shop', sellerId: 1, thresholdFen: 10_000, amountFen: 1_000 });
    expect(eligibleFen(t, [line(1, 1, 6_000), line(2, 1, 6_000)])).toBe(6_000);
    expect(couponDiscountFen(t, [line(1, 1, 6_000), line(2, 1, 6_000)])).toBe(0);
  });
  it('无门槛 amount coupons leave the goods at ¥0.01 at least', () => {
    expect(couponDiscountFen(terms({ amountFen: 5_000 }), [line(1, 1, 3_000)])).toBe(2_999);
    expect(couponDiscountFen(terms({ amountFen: 5_000 }), [line(1, 1, 1)])).toBe(0);
  });
  it('折扣 takes the percent rounded down, within its cap', () => {
    const t = terms({ kind: 'percent', amountFen: null, percentOff: 15, maxOffFen: 5_000 });
    expect(couponDiscountFen(t, [line(1, 1, 10_001)])).toBe(1_500);
    expect(couponDiscountFen(t, [line(1, 1, 100_000)])).toBe(5_000);
    expect(couponDiscountFen({ ...t, maxOffFen: null }, [line(1, 1, 100_000)])).toBe(15_000);
  });
});

describe('splitDiscount', () => {
  it('splits by largest remainder, ties to the earlier line', () => {
    expect(splitDiscount(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(splitDiscount(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(splitDiscount(10, [300, 700])).toEqual([3, 7]);
    expect(splitDiscount(0, [5, 5])).toEqual([0, 0]);
    expect(splitDiscount(50, [])).toEqual([]);
    expect(splitDiscount(30, [10, 10])).toEqual([10, 10]);
  });
  it('always sums to the discount (capped by the goods) and keeps every part within its line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        (discount, amounts) => {
          const parts = splitDiscount(discount, amounts);
          const total = amounts.reduce((s, a) => s + a, 0);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(Math.min(discount, total));
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(amounts[i] ?? 0);
            // Largest remainder: each part is its exact share rounded down or up.
            if (total > 0) {
              const exact = (Math.min(discount, total) * (amounts[i] ?? 0)) / total;
              expect(p).toBeGreaterThanOrEqual(Math.floor(exact));
              expect(p).toBeLessThanOrEqual(Math.ceil(exact));
            }
          });
        },
      ),
    );
  });
});

const arbTerms: fc.Arbitrary<TCouponTerms> = fc.oneof(
  fc.record({
    scope: fc.constantFrom('platform' as const, 'shop' as const, 'category' as const),
    sellerId: fc.constantFrom(1, 2, null),
    categoryIds: fc.constantFrom([1], [1, 2], null),
    kind: fc.constant('amount' as const),
    thresholdFen: fc.integer({ min: 0, max: 100_000 }),
    amountFen: fc.integer({ min: 1, max: 50_000 }),
    percentOff: fc.constant(null),
    maxOffFen: fc.constant(null),
  }),
  fc.record({
    scope: fc.constantFrom('platform' as const, 'shop' as const, 'category' as const),
    sellerId: fc.constantFrom(1, 2, null),
    categoryIds: fc.constantFrom([1], [1, 2], null),
    kind: fc.constant('percent' as const),
    thresholdFen: fc.integer({ min: 0, max: 100_000 }),
    amountFen: fc.constant(null),
    percentOff: fc.integer({ min: 1, max: 99 }),
    maxOffFen: fc.option(fc.integer({ min: 1, max: 50_000 })),
  }),
);
const arbLines = fc.array(
  fc.record({
    sellerId: fc.constantFrom(1, 2),
    categoryId: fc.constantFrom(1, 2, 3, null),
    amountFen: fc.integer({ min: 1, max: 200_000 }),
  }),
  { minLength: 1, maxLength: 8 },
);

describe('couponLineParts', () => {
  it('puts the whole discount on the lines it applies to, none elsewhere, none above a line', () => {
    fc.assert(
      fc.property(arbTerms, arbLines, (t, lines) => {
        const parts = couponLineParts(t, lines);
        const off = couponDiscountFen(t, lines);
        const fits = new Set(couponLineIndexes(t, lines));
        expect(parts.reduce((s, p) => s + p, 0)).toBe(off);
        expect(off).toBeLessThan(Math.max(1, eligibleFen(t, lines)));
        parts.forEach((p, i) => {
          if (!fits.has(i)) expect(p).toBe(0);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(lines[i]?.amountFen ?? 0);
        });
      }),
    );
  });
});

describe('best coupons', () => {
  const c = (id: number, t: Partial<TCouponTerms>, expiresAt = 1000): TCouponChoice => ({
    id,
    terms: terms(t),
    expiresAt,
  });
  it('picks the largest discount, then the one expiring first, then the lowest id', () => {
    const lines = [line(1, 1, 30_000)];
    expect(bestCoupon([c(1, { amountFen: 1_000 }), c(2, { amountFen: 3_000 })], lines)?.id).toBe(2);
    expect(bestCoupon([c(1, { amountFen: 1_000 }, 900), c(2, { amountFen: 1_000 }, 800)], lines)?.id).toBe(2);
    expect(bestCoupon([c(3, { amountFen: 1_000 }), c(2, { amountFen: 1_000 })], lines)?.id).toBe(2);
    expect(bestCoupon([c(1, { thresholdFen: 50_000 })], lines)).toBeNull();
    expect(bestCoupon([], lines)).toBeNull();
  });
  it('gives each seller order at most one coupon and each coupon at most one order', () => {
    const orders = [[line(1, 1, 20_000)], [line(2, 1, 50_000)]];
    const coupons = [c(1, { amountFen: 3_000 }), c(2, { scope: 'shop', sellerId: 1, amountFen: 2_000 })];
    // The most in total: the shop coupon on its own shop, the platform coupon on the other order.
    expect(bestCouponsPerOrder(coupons, orders)).toEqual([2, 1]);
    expect(bestCouponsPerOrder(coupons, [])).toEqual([]);
    expect(bestCouponsPerOrder([c(1, { amountFen: 3_000 })], orders)).toEqual([1, null]);
    expect(bestCouponsPerOrder([], orders)).toEqual([null, null]);
  });
  it('takes as much off in total as the best of every possible assignment', () => {
    fc.assert(
      fc.property(
        fc.array(arbTerms, { maxLength: 4 }),
        fc.array(arbLines, { minLength: 1, maxLength: 3 }),
        (ts, orders) => {
          const coupons = ts.map((t, i) => ({ id: i + 1, terms: t, expiresAt: i }));
          const total = (pick: (number | null)[]) =>
            pick.reduce<number>((s, id, o) => {
              const cp = coupons.find((x) => x.id === id);
              return s + (cp ? couponDiscountFen(cp.terms, orders[o] ?? []) : 0);
            }, 0);
          // Brute force: every order takes one of the coupons not yet taken, or none.
          let best = 0;
          const walk = (o: number, taken: (number | null)[]) => {
            if (o === orders.length) {
              best = Math.max(best, total(taken));
              return;
            }
            walk(o + 1, [...taken, null]);
            for (const cp of coupons) if (!taken.includes(cp.id)) walk(o + 1, [...taken, cp.id]);
          };
          walk(0, []);
          expect(total(bestCouponsPerOrder(coupons, orders))).toBe(best);
        },
      ),
    );
  });
  it('never uses a coupon twice nor leaves an order without one while a fitting coupon is left', () => {
    fc.assert(
      fc.property(
        fc.array(arbTerms, { maxLength: 5 }),
        fc.array(arbLines, { minLength: 1, maxLength: 4 }),
        (ts, orders) => {
          const coupons = ts.map((t, i) => ({ id: i + 1, terms: t, expiresAt: i }));
          const chosen = bestCouponsPerOrder(coupons, orders);
          const ids = chosen.filter((x): x is number => x !== null);
          expect(new Set(ids).size).toBe(ids.length);
          chosen.forEach((id, o) => {
            const lines = orders[o] ?? [];
            if (id === null) {
              for (const cp of coupons) {
                if (!ids.includes(cp.id)) expect(couponDiscountFen(cp.terms, lines)).toBe(0);
              }
            } else {
              const cp = coupons.find((x) => x.id === id);
              expect(cp && couponDiscountFen(cp.terms, lines)).toBeGreaterThan(0);
            }
          });
        },
      ),
    );
  });
});

describe('refunds of a discounted line', () => {
  it('paid for every unit is exactly the line amount less its discount', () => {
    expect(paidForUnitsFen({ priceFen: 1_000, number: 3, discountFen: 100 }, 3)).toBe(2_900);
    expect(paidForUnitsFen({ priceFen: 1_000, number: 3, discountFen: 100 }, 1)).toBe(967);
    expect(refundForUnitsFen({ priceFen: 1_000, number: 3, discountFen: 100 }, 1, 2)).toBe(1_933);
  });
  it('refunds in any steps sum to at most what was paid, exactly that when every unit goes back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        (priceFen, number, share, steps) => {
          const discountFen = Math.floor(priceFen * number * share);
          const ln = { priceFen, number, discountFen };
          const paid = priceFen * number - discountFen;
          let returned = 0;
          let refunded = 0;
          for (const s of steps) {
            const units = Math.min(s, number - returned);
            if (units === 0) break;
            const r = refundForUnitsFen(ln, returned, units);
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThanOrEqual(priceFen * units);
            refunded += r;
            returned += units;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          refunded += refundForUnitsFen(ln, returned, number - returned);
          expect(refunded).toBe(paid);
        },
      ),
    );
  });
});

describe('texts', () => {
  it('reads like a Chinese mall', () => {
    expect(couponThresholdText(19_900)).toBe('满199可用');
    expect(couponThresholdText(0)).toBe('无门槛');
    expect(percentOffText(15)).toBe('8.5折');
    expect(couponTermsText(terms({ thresholdFen: 19_900, amountFen: 2_000 }))).toBe('满199减20');
    expect(couponTermsText(terms({ amountFen: 500 }))).toBe('无门槛减5');
    expect(couponTermsText(terms({ kind: 'percent', percentOff: 10, maxOffFen: 5_000, amountFen: null }))).toBe(
      '9折 最高减50',
    );
    expect(couponTermsText(terms({ kind: 'percent', percentOff: 20, thresholdFen: 9_950, amountFen: null }))).toBe(
      '满99.5打8折',
    );
  });
  it('turns wire yuan into fen terms', () => {
    expect(
      couponTermsOf({
        scope: 'shop',
        sellerId: 3,
        categoryIds: null,
        kind: 'percent',
        threshold: 19.9,
        amount: null,
        percentOff: 12,
        maxOff: 50.01,
      }),
    ).toEqual({
      scope: 'shop',
      sellerId: 3,
      categoryIds: null,
      kind: 'percent',
      thresholdFen: 1_990,
      amountFen: null,
      percentOff: 12,
      maxOffFen: 5_001,
    });
  });
});

describe('coupon schemas', () => {
  it('checkouts take couponId and couponIds; mine takes a status 0–2', () => {
    const r = orderCalls.addOrder.request.safeParse({ cartIds: [1], addressId: 1, couponIds: [1, 2] });
    expect(r.success).toBe(true);
    expect(orderCalls.addOrder.request.safeParse({ cartIds: [1], addressId: 1, couponIds: [0] }).success).toBe(false);
    expect(couponCalls.mine.request.safeParse({ status: 3 }).success).toBe(false);
    expect(couponCalls.mine.request.safeParse({ status: 2 }).success).toBe(true);
    expect(couponCalls.mine.request.safeParse({ status: '2' }).success).toBe(false);
    expect(couponCalls.claim.request.safeParse({}).success).toBe(false);
  });
});

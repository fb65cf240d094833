import { describe, expect, it } from 'vitest';
import { coupon, COUPON_NOW as NOW } from '../../test/coupons';
import {
  bestChoice,
  chinaMinute,
  chosenDiscounts,
  couponFace,
  couponUseHref,
  couponValidity,
  discountOf,
  isCouponRefusal,
  isExpiringSoon,
  offerQuotaLines,
  offerState,
  offerValidity,
  scopeLine,
  usableFor,
} from './coupon-view';

const DAY = 86_400_000;

const shopA = { sellerId: 1, lines: [{ price: 120, number: 1, categoryId: 5 }] };
const shopB = { sellerId: 2, lines: [{ price: 9.9, number: 2, categoryId: 6 }] };

describe('the coupon centre', () => {
  it('says 立即领取, 已领取 at the buyer limit, 已抢光 when none is left', () => {
    expect(offerState({ claimedByMe: 0, perUserLimit: 1, remaining: 3 })).toBe('claim');
    expect(offerState({ claimedByMe: 1, perUserLimit: 2, remaining: 3 })).toBe('claim');
    expect(offerState({ claimedByMe: 1, perUserLimit: 1, remaining: 3 })).toBe('claimed');
    expect(offerState({ claimedByMe: 0, perUserLimit: 1, remaining: 0 })).toBe('soldOut');
    expect(offerState({ claimedByMe: 1, perUserLimit: 1, remaining: 0 })).toBe('claimed');
    // A guest (claimedByMe null): 登录后领取 while some are left.
    expect(offerState({ claimedByMe: null, perUserLimit: 1, remaining: 3 })).toBe('login');
    expect(offerState({ claimedByMe: null, perUserLimit: 1, remaining: 0 })).toBe('soldOut');
  });
  it('tells what is left, the per-buyer limit and what the buyer holds', () => {
    expect(offerQuotaLines({ claimedByMe: 0, perUserLimit: 2, remaining: 30 })).toEqual(['剩余30张', '每人限领2张']);
    expect(offerQuotaLines({ claimedByMe: 1, perUserLimit: 2, remaining: 29 })).toEqual([
      '剩余29张',
      '每人限领2张',
      '已领1张',
    ]);
    expect(offerQuotaLines({ claimedByMe: 0, perUserLimit: 1, remaining: 0 })).toEqual(['已领完', '每人限领1张']);
    expect(offerQuotaLines({ claimedByMe: null, perUserLimit: 2, remaining: 30 })).toEqual(['剩余30张', '每人限领2张']);
  });
  it('draws the face, the scope and the validity in Chinese', () => {
    expect(couponFace({ kind: 'amount', amount: 20, percentOff: null })).toEqual({ value: '20', unit: '¥' });
    expect(couponFace({ kind: 'percent', amount: null, percentOff: 15 })).toEqual({ value: '8.5', unit: '折' });
    expect(scopeLine({ scope: 'shop', shopName: '智联自营', categoryName: '' })).toBe('限智联自营商品使用');
    expect(scopeLine({ scope: 'category', shopName: '', categoryName: '智能门锁' })).toBe('限智能门锁类商品使用');
    expect(scopeLine({ scope: 'platform', shopName: '', categoryName: '' })).toBe('全平台通用，任意店铺可用');
    expect(offerValidity({ validDays: 7, startsAt: NOW, endsAt: NOW })).toBe('领取后7天内有效');
    expect(offerValidity({ validDays: null, startsAt: NOW, endsAt: NOW + 9 * DAY })).toBe('2026.11.26 - 2026.12.05');
    expect(chinaMinute(NOW)).toBe('2026.11.26 12:00');
    expect(couponValidity({ status: 0, expiresAt: NOW, usedAt: null })).toBe('有效期至 2026.11.26 12:00');
    expect(couponValidity({ status: 2, expiresAt: NOW, usedAt: null })).toBe('已于 2026.11.26 12:00 过期');
    expect(couponValidity({ status: 1, expiresAt: NOW, usedAt: NOW })).toBe('使用于 2026.11.26 12:00');
    expect(isExpiringSoon({ status: 0, expiresAt: NOW + 2 * DAY }, NOW)).toBe(true);
    expect(isExpiringSoon({ status: 0, expiresAt: NOW + 5 * DAY }, NOW)).toBe(false);
    expect(isExpiringSoon({ status: 1, expiresAt: NOW + DAY }, NOW)).toBe(false);
  });
  it('sends 去使用 to the shop, the category list or everything', () => {
    expect(couponUseHref({ scope: 'shop', sellerId: 3, categoryId: null })).toBe('/shop?agentId=3');
    expect(couponUseHref({ scope: 'category', sellerId: null, categoryId: 8 })).toBe('/product?sysCategoryId=8');
    expect(couponUseHref({ scope: 'platform', sellerId: null, categoryId: null })).toBe('/product');
  });
  it('knows the coupon refusals of a checkout by their named error, not their text', () => {
    expect(isCouponRefusal('COUPON_UNAVAILABLE')).toBe(true);
    expect(isCouponRefusal('COUPON_NOT_APPLICABLE')).toBe(true);
    expect(isCouponRefusal('QUOTE_CHANGED')).toBe(false);
    expect(isCouponRefusal(undefined)).toBe(false);
  });
});

describe('the settlement choice', () => {
  const onA = coupon(1, { scope: 'shop', sellerId: 1, amount: 20, threshold: 100 });
  const anywhere = coupon(2, { amount: 3, threshold: 0 });
  const big = coupon(3, { amount: 50, threshold: 500 });
  const used = coupon(4, { status: 1, amount: 99, threshold: 0 });
  const lighting = coupon(5, { scope: 'category', categoryIds: [6], amount: 1, threshold: 0 });

  it('pre-selects the assignment that takes the most off, never a used coupon', () => {
    expect(bestChoice([onA, anywhere, big, used], [shopA, shopB])).toEqual([1, 2]);
    expect(bestChoice([anywhere], [shopA, shopB])).toEqual([2, null]);
    expect(bestChoice([], [shopA])).toEqual([null]);
    expect(bestChoice([lighting], [shopA, shopB])).toEqual([null, 5]);
  });
  it('lists what fits one order, largest saving first', () => {
    expect(usableFor([anywhere, onA, big, used], shopA).map((x) => [x.coupon.id, x.discount])).toEqual([
      [1, 20],
      [2, 3],
    ]);
    expect(discountOf(onA, shopB)).toBe(0);
  });
  it('sums the chosen savings to the fen', () => {
    const pct = coupon(6, { kind: 'percent', amount: null, percentOff: 15, maxOff: null, threshold: 0 });
    expect(chosenDiscounts([pct, anywhere], [shopA, shopB], [6, 2])).toEqual({ perOrder: [18, 3], total: 21 });
    expect(chosenDiscounts([pct], [shopB], [6])).toEqual({ perOrder: [2.97], total: 2.97 });
    expect(chosenDiscounts([pct], [shopA, shopB], [null, null])).toEqual({ perOrder: [0, 0], total: 0 });
  });
});

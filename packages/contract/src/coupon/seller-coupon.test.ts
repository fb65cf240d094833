import { describe, expect, it } from 'vitest';
import { ZSellerCouponInput } from './seller-coupon.calls.js';
import { sellerCouponState } from './seller-coupon.rules.js';

const DAY = 86_400_000;
const now = Date.now();
const ok = {
  name: '满199减20',
  kind: 'amount' as const,
  amount: 20,
  threshold: 199,
  total: 100,
  perUserLimit: 1,
  startsAt: now,
  endsAt: now + 7 * DAY,
};

function fieldOf(input: unknown): string | undefined {
  const r = ZSellerCouponInput.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.path.join('.');
}

describe('seller coupon input', () => {
  it('takes a 满减 and a 折扣 offer', () => {
    expect(ZSellerCouponInput.safeParse(ok).success).toBe(true);
    expect(fieldOf({ ...ok, kind: 'percent', amount: null, percentOff: 15, maxOff: 50, threshold: 0 })).toBeUndefined();
    expect(fieldOf({ ...ok, threshold: 0, amount: 5, validDays: 7 })).toBeUndefined();
  });
  it('names the field it refuses', () => {
    expect(fieldOf({ ...ok, amount: undefined })).toBe('amount');
    expect(fieldOf({ ...ok, amount: 199 })).toBe('amount');
    expect(fieldOf({ ...ok, amount: 1.234 })).toBe('amount');
    expect(fieldOf({ ...ok, kind: 'percent', amount: null, percentOff: 100 })).toBe('percentOff');
    expect(fieldOf({ ...ok, kind: 'percent', amount: null })).toBe('percentOff');
    expect(fieldOf({ ...ok, maxOff: 10 })).toBe('maxOff');
    expect(fieldOf({ ...ok, endsAt: ok.startsAt - 1 })).toBe('endsAt');
    expect(fieldOf({ ...ok, startsAt: now - 10 * DAY, endsAt: now - DAY })).toBe('endsAt');
    expect(fieldOf({ ...ok, endsAt: now + 181 * DAY })).toBe('endsAt');
    expect(fieldOf({ ...ok, total: 0 })).toBe('total');
    expect(fieldOf({ ...ok, total: 100_001 })).toBe('total');
    expect(fieldOf({ ...ok, perUserLimit: 11 })).toBe('perUserLimit');
    expect(fieldOf({ ...ok, name: '券' })).toBe('name');
    expect(fieldOf({ ...ok, threshold: -1 })).toBe('threshold');
    expect(fieldOf({ ...ok, validDays: 366 })).toBe('validDays');
    expect(fieldOf({ ...ok, kind: 'free' })).toBe('kind');
  });
});

describe('sellerCouponState', () => {
  it('is 未开始 before the start, 进行中 until the end, then 已结束', () => {
    expect(sellerCouponState({ startsAt: 10, endsAt: 20 }, 5)).toBe('upcoming');
    expect(sellerCouponState({ startsAt: 10, endsAt: 20 }, 10)).toBe('running');
    expect(sellerCouponState({ startsAt: 10, endsAt: 20 }, 20)).toBe('ended');
  });
});

import { describe, expect, it } from 'vitest';
import {
  canStopCoupon,
  claimedPercent,
  couponIssueField,
  couponPayload,
  couponValidityText,
  discountHint,
  INITIAL_COUPON_FORM,
  isCouponDayOff,
  parseCouponState,
  percentOffOf,
} from './offer-view';

describe('coupon view', () => {
  it('reads the tab from the address, 进行中 by default', () => {
    expect(parseCouponState('ended')).toBe('ended');
    expect(parseCouponState('upcoming')).toBe('upcoming');
    expect(parseCouponState(null)).toBe('running');
    expect(parseCouponState('x')).toBe('running');
  });
  it('offers 结束发放 until the offer ended; the bar shows the claimed share', () => {
    expect(canStopCoupon({ state: 'running' })).toBe(true);
    expect(canStopCoupon({ state: 'upcoming' })).toBe(true);
    expect(canStopCoupon({ state: 'ended' })).toBe(false);
    expect(claimedPercent({ claimed: 1, total: 3 })).toBe(33);
    expect(claimedPercent({ claimed: 5, total: 5 })).toBe(100);
    expect(couponValidityText({ validDays: 7 })).toBe('领取后7天内有效');
  });
  it('turns 折 into percent off', () => {
    expect(percentOffOf(8.5)).toBe(15);
    expect(percentOffOf(9.9)).toBe(1);
    expect(percentOffOf(null)).toBeNull();
    expect(discountHint(8)).toBe('即减20%');
    expect(discountHint(10)).toBe('');
  });
  it('makes the payload: whole days, only the kind’s own fields, validDays when chosen', () => {
    const now = new Date(2026, 11, 1, 10, 30).getTime();
    const amount = couponPayload(
      {
        ...INITIAL_COUPON_FORM,
        name: ' 满199减20 ',
        amount: 20,
        discount: 8,
        threshold: 199,
        startDay: '2026-12-01',
        endDay: '2026-12-07',
      },
      now,
    );
    expect(amount).toMatchObject({
      name: '满199减20',
      kind: 'amount',
      amount: 20,
      percentOff: undefined,
      threshold: 199,
      total: 100,
      perUserLimit: 1,
      validDays: undefined,
      startsAt: now - 60_000,
      endsAt: new Date(2026, 11, 7, 23, 59, 59, 999).getTime(),
    });
    const percent = couponPayload(
      {
        ...INITIAL_COUPON_FORM,
        kind: 'percent',
        amount: 20,
        discount: 8.5,
        maxOff: 50,
        startDay: '2026-12-03',
        endDay: '2026-12-05',
        validity: 'days',
        validDays: 3,
      },
      now,
    );
    expect(percent).toMatchObject({ amount: undefined, percentOff: 15, maxOff: 50, validDays: 3 });
    expect(percent.startsAt).toBe(new Date(2026, 11, 3).getTime());
  });
  it('maps schema issues to the form’s fields and limits the days', () => {
    expect(couponIssueField(['percentOff'])).toBe('discount');
    expect(couponIssueField(['endsAt'])).toBe('endDay');
    expect(couponIssueField(['amount'])).toBe('amount');
    const now = new Date(2026, 11, 1, 10).getTime();
    expect(isCouponDayOff('2026-11-30', now)).toBe(true);
    expect(isCouponDayOff('2026-12-01', now)).toBe(false);
    expect(isCouponDayOff('2027-05-29', now)).toBe(false);
    expect(isCouponDayOff('2027-05-30', now)).toBe(true);
  });
});

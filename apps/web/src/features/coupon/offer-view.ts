import type { TSellerCouponInput, TSellerCouponOffer } from '@mall/contract';
import {
  SELLER_COUPON_MAX_DAYS,
  SELLER_COUPON_STATE_TEXT,
  SELLER_COUPON_STATES,
  type TSellerCouponState,
} from '@mall/contract/seller-wire';
import dayjs from 'dayjs';

/** The list's tabs: 进行中 (the default), 未开始, 已结束 (the contract's texts). */
export const COUPON_TABS: { key: TSellerCouponState; label: string }[] = SELLER_COUPON_STATES.map((key) => ({
  key,
  label: SELLER_COUPON_STATE_TEXT[key],
}));

/** `?state=` as a tab; anything else is 进行中. */
export function parseCouponState(value: string | null): TSellerCouponState {
  return SELLER_COUPON_STATES.find((s) => s === value) ?? 'running';
}

/** 结束发放 is offered while the offer can still be claimed or is still to come. */
export function canStopCoupon(c: Pick<TSellerCouponOffer, 'state'>): boolean {
  return c.state !== 'ended';
}

/** Claimed share of the total, 0–100, for the progress bar. */
export function claimedPercent(c: Pick<TSellerCouponOffer, 'claimed' | 'total'>): number {
  return c.total > 0 ? Math.min(100, Math.floor((c.claimed / c.total) * 100)) : 0;
}

const DAY_TIME = 'YYYY-MM-DD HH:mm';

/** 领取时间 2026-12-01 00:00 至 2026-12-08 23:59. */
export function claimPeriodText(c: Pick<TSellerCouponOffer, 'startsAt' | 'endsAt'>): string {
  return `${dayjs(c.startsAt).format(DAY_TIME)} 至 ${dayjs(c.endsAt).format(DAY_TIME)}`;
}

/** 领取后7天内有效 / 活动结束前有效; a stopped offer's coupons claimed without validDays keep their end. */
export function couponValidityText(c: Pick<TSellerCouponOffer, 'validDays'>): string {
  return c.validDays === null ? '领取后至活动结束前有效' : `领取后${c.validDays}天内有效`;
}

/** What the form holds (antd Form values). */
export interface TCouponFormValues {
  name?: string;
  kind: 'amount' | 'percent';
  /** 满减: yuan off. */
  amount?: number | null;
  /** 折扣 in 折 (8.5 = 15% off). */
  discount?: number | null;
  /** 折扣: the cap in yuan (empty: none). */
  maxOff?: number | null;
  /** Yuan; 0 = 无门槛. */
  threshold?: number | null;
  total?: number | null;
  perUserLimit?: number | null;
  /** The first and last China day of claiming (YYYY-MM-DD). */
  startDay?: string | null;
  endDay?: string | null;
  validity: 'untilEnd' | 'days';
  validDays?: number | null;
}

export const INITIAL_COUPON_FORM: TCouponFormValues = {
  kind: 'amount',
  threshold: 0,
  total: 100,
  perUserLimit: 1,
  validity: 'untilEnd',
  validDays: 7,
};

/** 8.5折 → 15 (% off), rounded to a whole percent; null when not a 折 between 0.1 and 9.9. */
export function percentOffOf(discount: number | null | undefined): number | null {
  if (discount === null || discount === undefined || !Number.isFinite(discount)) return null;
  return Math.round(100 - discount * 10);
}

const nullable = (v: number | null | undefined) => (v === undefined || v === null ? undefined : v);

/**
 * The payload of the form: claiming from the start of the first day (now when that is today) to the
 * end of the last day, in the browser's time (a mall in China: China time).
 */
export function couponPayload(v: TCouponFormValues, now = Date.now()): TSellerCouponInput {
  const isAmount = v.kind === 'amount';
  const start = v.startDay ? dayjs(v.startDay).startOf('day').valueOf() : now;
  return {
    name: (v.name ?? '').trim(),
    kind: v.kind,
    amount: isAmount ? nullable(v.amount) : undefined,
    percentOff: isAmount ? undefined : (percentOffOf(v.discount) ?? undefined),
    maxOff: isAmount ? undefined : nullable(v.maxOff),
    threshold: v.threshold ?? 0,
    total: v.total ?? 0,
    perUserLimit: v.perUserLimit ?? 0,
    startsAt: Math.max(start, now - 60_000),
    endsAt: v.endDay ? dayjs(v.endDay).endOf('day').valueOf() : 0,
    validDays: v.validity === 'days' ? nullable(v.validDays) : undefined,
  };
}

/** The form field a schema issue belongs to. */
export function couponIssueField(path: readonly PropertyKey[]): string {
  const f = String(path[0] ?? 'name');
  if (f === 'percentOff') return 'discount';
  if (f === 'startsAt') return 'startDay';
  if (f === 'endsAt') return 'endDay';
  return f;
}

/** Days a seller may pick: today up to SELLER_COUPON_MAX_DAYS − 1 days ahead (the offer ends within 180 days). */
export function isCouponDayOff(day: string, now = Date.now()): boolean {
  const today = dayjs(now).format('YYYY-MM-DD');
  const last = dayjs(now)
    .add(SELLER_COUPON_MAX_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  return day < today || day > last;
}

/** 8.5折 as the form shows it under the field: 即优惠15%. */
export function discountHint(discount: number | null | undefined): string {
  const p = percentOffOf(discount);
  return p === null || p < 1 || p > 99 ? '' : `即减${p}%`;
}

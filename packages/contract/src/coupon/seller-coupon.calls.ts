import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { documentRule, zFen, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ZNewId, ZSellerCouponOffer } from './coupon.responses.js';
import type { TSellerCouponOffer } from './coupon.types.js';
import {
  SELLER_COUPON_MAX_DAYS,
  SELLER_COUPON_MONEY_MAX,
  SELLER_COUPON_NAME_MAX,
  SELLER_COUPON_NAME_MIN,
  SELLER_COUPON_PER_USER_MAX,
  SELLER_COUPON_STATES,
  SELLER_COUPON_TOTAL_MAX,
  SELLER_COUPON_VALID_DAYS_MAX,
  type TSellerCouponState,
} from './seller-coupon.rules.js';

const DAY_MS = 86_400_000;

/** Yuan, at most two decimals; `min0`: 0 allowed (a threshold), else positive. */
const zYuan = (what: string, min0 = false) => {
  const n = z.number({ error: `${what}须为数字` });
  return zFen(
    (min0 ? n.min(0, `${what}不能为负`) : n.positive(`${what}须大于0`)).max(
      SELLER_COUPON_MONEY_MAX,
      `${what}最多${SELLER_COUPON_MONEY_MAX}元`,
    ),
    `${what}最多两位小数`,
  );
};

const zInt = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what}须为整数` })
    .int(`${what}须为整数`)
    .min(min, `${what}须在${min}–${max}之间`)
    .max(max, `${what}须在${min}–${max}之间`);

const zEpoch = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int(`${what}格式不正确`)
    .positive(`请选择${what}`);

/** A new shop offer: the scope is always the caller's shop (DESIGN.md §2 seller coupons). */
export const ZSellerCouponInput = documentRule(
  z
    .object({
      name: z
        .string({ error: '请填写优惠券名称' })
        .trim()
        .min(SELLER_COUPON_NAME_MIN, `名称${SELLER_COUPON_NAME_MIN}–${SELLER_COUPON_NAME_MAX}个字`)
        .max(SELLER_COUPON_NAME_MAX, `名称${SELLER_COUPON_NAME_MIN}–${SELLER_COUPON_NAME_MAX}个字`),
      kind: z.enum(['amount', 'percent'], { error: '请选择优惠类型' }),
      /** 满减: yuan off. */
      amount: zYuan('减免金额').nullish(),
      /** 折扣: percent off (15 = 8.5折). */
      percentOff: zInt('折扣', 1, 99).nullish(),
      /** 折扣: the cap in yuan. */
      maxOff: zYuan('最高优惠').nullish(),
      /** The eligible goods must reach this (0: 无门槛). */
      threshold: zYuan('使用门槛', true),
      total: zInt('发放总量', 1, SELLER_COUPON_TOTAL_MAX),
      perUserLimit: zInt('每人限领', 1, SELLER_COUPON_PER_USER_MAX),
      startsAt: zEpoch('开始时间'),
      endsAt: zEpoch('结束时间'),
      /** A claimed coupon is valid this many days; absent: until `endsAt`. */
      validDays: zInt('有效天数', 1, SELLER_COUPON_VALID_DAYS_MAX).nullish(),
    })
    .superRefine((c, ctx) => {
      if (c.kind === 'amount') {
        if (c.amount == null) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: '请填写减免金额' });
        } else if (c.threshold > 0 && c.amount >= c.threshold) {
          // The discount always leaves the goods at ¥0.01 at least (coupon.rules.ts).
          ctx.addIssue({ code: 'custom', path: ['amount'], message: '减免金额须低于使用门槛' });
        }
        if (c.percentOff != null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: '满减券不填折扣' });
        if (c.maxOff != null) ctx.addIssue({ code: 'custom', path: ['maxOff'], message: '满减券不填最高优惠' });
      } else {
        if (c.percentOff == null) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: '请填写折扣' });
        if (c.amount != null) ctx.addIssue({ code: 'custom', path: ['amount'], message: '折扣券不填减免金额' });
      }
      if (c.endsAt <= c.startsAt) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间须晚于开始时间' });
      } else if (c.endsAt <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间须晚于现在' });
      } else if (c.endsAt > Date.now() + SELLER_COUPON_MAX_DAYS * DAY_MS) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `结束时间最晚为${SELLER_COUPON_MAX_DAYS}天后` });
      }
    }),
  // The same rules in the document: each kind with its own fields; the comparisons in words.
  {
    description: `满减券：减免金额须低于使用门槛（门槛为0时不限）。结束时间须晚于开始时间与现在，最晚为${SELLER_COUPON_MAX_DAYS}天后。`,
    anyOf: [
      {
        required: ['amount'],
        properties: {
          kind: { const: 'amount' },
          amount: { type: 'number' },
          percentOff: { type: 'null' },
          maxOff: { type: 'null' },
        },
      },
      {
        required: ['percentOff'],
        properties: { kind: { const: 'percent' }, percentOff: { type: 'integer' }, amount: { type: 'null' } },
      },
    ],
  },
);
export type TSellerCouponInput = z.infer<typeof ZSellerCouponInput>;

/** The seller's own shop coupons (营销 › 优惠券, DESIGN.md §2 seller coupons). */
export const sellerCouponCalls = {
  /** The shop's offers newest first, with `total`; `state` filters 未开始 / 进行中 / 已结束. */
  list: defineCall({
    path: '/seller/api/coupon/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        state: z
          .enum(SELLER_COUPON_STATES as [TSellerCouponState, ...TSellerCouponState[]], { error: '状态不正确' })
          .optional(),
      }),
    ),
    auth: 'seller',
    response: answer<TSellerCouponOffer[]>()(z.array(ZSellerCouponOffer)),
    paged: true,
    title: '店铺优惠券列表',
  }),
  /** Issues a shop coupon offer of the caller's shop → its id. */
  add: defineCall({
    path: '/seller/api/coupon/add.json',
    request: ZSellerCouponInput,
    auth: 'seller',
    response: answer<{ id: number }>()(ZNewId),
    title: '新建店铺优惠券',
  }),
  /** Ends claiming now; coupons already claimed stay valid until their own expiry. */
  stop: defineCall({
    path: '/seller/api/coupon/stop.json',
    request: z.object({ id: zId }),
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '结束发放优惠券',
  }),
};

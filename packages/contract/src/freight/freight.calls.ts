import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zFen, zId } from '../common/fields.js';
import { isRegionChain, PROVINCE_CODES } from '../common/region.js';
import {
  FREIGHT_FEE_MAX,
  FREIGHT_FREE_ABOVE_MAX,
  FREIGHT_NAME_MAX,
  FREIGHT_NAME_MIN,
  FREIGHT_REGION_GROUPS_MAX,
} from './freight.rules.js';
import type { TFreightEstimate, TFreightQuote, TFreightTemplate } from './freight.types.js';

/** A seller's freight template as the server answers it (TFreightTemplate). */
export const ZFreightTemplate = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  freeAbove: z.number().min(0).nullable(),
  defaultFee: z.number().min(0),
  regions: z.array(z.strictObject({ provinces: z.array(z.string()), fee: z.number().min(0) })),
  productCount: z.number().int().min(0),
  updatedAt: z.number(),
});

/** The detail page's 运费 and 预计送达 (TFreightEstimate). */
export const ZFreightEstimate = z.strictObject({
  fee: z.number().min(0),
  freeAbove: z.number().min(0).nullable(),
  province: z.string(),
  regionText: z.string(),
  isDefaultRegion: z.boolean(),
  promise: z.string(),
  promiseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** A checkout's freight per seller order (TFreightQuote). */
export const ZFreightQuote = z.strictObject({
  orders: z.array(z.strictObject({ sellerId: z.number().int(), freight: z.number().min(0) })),
  freight: z.number().min(0),
});

/** Yuan ≥ 0 with at most two decimals. */
const zFee = (what: string, max: number) =>
  zFen(
    z
      .number({ error: `${what}须为数字` })
      .min(0, `${what}不能为负`)
      .max(max, `${what}最多${max}元`),
    `${what}最多两位小数`,
  );

/** A template as the seller writes it: a province belongs to at most one group. */
export const ZFreightTemplateInput = z
  .object({
    name: z
      .string({ error: '请填写模板名称' })
      .trim()
      .min(FREIGHT_NAME_MIN, `名称${FREIGHT_NAME_MIN}–${FREIGHT_NAME_MAX}个字`)
      .max(FREIGHT_NAME_MAX, `名称${FREIGHT_NAME_MIN}–${FREIGHT_NAME_MAX}个字`),
    freeAbove: zFee('包邮门槛', FREIGHT_FREE_ABOVE_MAX)
      .refine((v) => v > 0, '包邮门槛须大于0')
      .meta({ exclusiveMinimum: 0 })
      .nullish(),
    defaultFee: zFee('默认运费', FREIGHT_FEE_MAX),
    regions: z
      .array(
        z.object({
          provinces: z
            .array(
              z
                .string()
                .refine((p) => isRegionChain(p), '省份不正确')
                .meta({ enum: PROVINCE_CODES }),
              { error: '请选择省份' },
            )
            .min(1, '请选择省份'),
          fee: zFee('运费', FREIGHT_FEE_MAX),
        }),
        { error: '地区运费格式不正确' },
      )
      .max(FREIGHT_REGION_GROUPS_MAX, `最多${FREIGHT_REGION_GROUPS_MAX}组地区运费`)
      .default([]),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.regions.forEach((group, i) => {
      for (const p of group.provinces) {
        if (seen.has(p)) {
          ctx.addIssue({ code: 'custom', path: ['regions', i, 'provinces'], message: '一个省份只能在一组中' });
          return;
        }
        seen.add(p);
      }
    });
  });

/** The seller's freight templates (workbench 运费模板): seller token only; another seller's → 404. */
export const sellerFreightCalls = {
  /** The seller's templates, newest change first, each with how many products name it. */
  list: defineCall({
    path: '/seller/api/freight/list.json',
    request: zEmpty,
    auth: 'seller',
    response: answer<TFreightTemplate[]>()(z.array(ZFreightTemplate)),
    title: '运费模板列表',
  }),
  add: defineCall({
    path: '/seller/api/freight/add.json',
    request: ZFreightTemplateInput,
    auth: 'seller',
    response: answer<TFreightTemplate>()(ZFreightTemplate),
    title: '新建运费模板',
  }),
  update: defineCall({
    path: '/seller/api/freight/update.json',
    request: z.object({ id: zId }).and(ZFreightTemplateInput),
    auth: 'seller',
    response: answer<TFreightTemplate>()(ZFreightTemplate),
    title: '修改运费模板',
  }),
  /** 409 FREIGHT_TEMPLATE_IN_USE while a product names it. */
  remove: defineCall({
    path: '/seller/api/freight/remove.json',
    request: z.object({ id: zId }),
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '删除运费模板',
  }),
};

/** The buyer's side of freight. */
export const freightCalls = {
  /**
   * 运费 and 预计送达 of one product on sale, to the caller's default address (a buyer token when
   * valid), else to 北京. Public; a bad token is a guest.
   */
  estimate: defineCall({
    path: '/product/api/freight/estimate.json',
    request: z.object({ productId: zId }),
    response: answer<TFreightEstimate>()(ZFreightEstimate),
    title: '运费与预计送达',
  }),
  /** The freight a checkout of these lines to this address would charge, per seller order. */
  quote: defineCall({
    path: '/order/order/freightQuote.json',
    request: z.object({
      addressId: zId,
      lines: z
        .array(
          z.object({
            standardId: zId,
            number: z.number().int('数量须为整数').positive('数量须大于0').max(99_999, '数量过大'),
          }),
          { error: '请选择商品' },
        )
        .min(1, '请选择商品')
        .max(200, '商品过多'),
    }),
    auth: 'user',
    response: answer<TFreightQuote>()(ZFreightQuote),
    title: '结算运费',
  }),
};

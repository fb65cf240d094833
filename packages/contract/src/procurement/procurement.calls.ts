import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { DATE_WINDOW, zId, zMoney, zOptionalPayload, zPhone } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { isRegionChain, REGION_CHAIN } from '../common/region.js';
import { ZInvoice } from '../invoice/invoice.calls.js';
import { ZDemandCard, ZDemandDetail, ZQuoteComparison, ZSellerDemand } from './procurement.responses.js';
import {
  chinaDate,
  DELIVERY_MAX_DAYS,
  DEMAND_ATTACHMENTS_MAX,
  DEMAND_ITEMS_MAX,
  DEMAND_ITEMS_MIN,
  DEMAND_QUANTITY_MAX,
  DEMAND_SORTS,
  isCalendarDate,
  PROCUREMENT_MONEY_MAX,
  QUOTE_DEADLINE_MAX_DAYS,
  QUOTE_LEAD_DAYS_MAX,
  QUOTE_TOTAL_MAX,
  QUOTE_VALID_MAX_DAYS,
  QUOTE_WARRANTY_MONTHS_MAX,
} from './procurement.rules.js';
import type { TDemandCard, TDemandDetail, TQuoteComparison, TSellerDemand } from './procurement.types.js';

/** A calendar date, YYYY-MM-DD. */
/** A `YYYY-MM-DD` date; `window`: the days from today (China) the rules allow, for the API document. */
const zDate = (what: string, window: readonly [number, number]) =>
  z
    .string({ error: `请选择${what}` })
    .trim()
    .refine(isCalendarDate, `${what}格式应为YYYY-MM-DD`)
    .meta({ format: 'date', [DATE_WINDOW]: window });

/** Yuan, positive, at most two decimals. */
const zYuan = (what: string) => zMoney(what, PROCUREMENT_MONEY_MAX);

/** A file the buyer uploaded: a picture or a PDF, by its site path. */
export const zUploadedFileUrl = z
  .string()
  .regex(/^\/files\/\d{4}\/\d{2}\/[a-f0-9]{24}\.(jpg|png|webp|pdf)$/, '附件地址无效');

export const ZDemandItemInput = z.object({
  name: z.string().trim().min(1, '请填写物品名称').max(60, '物品名称最多60个字'),
  spec: z.string().trim().max(100, '规格型号最多100个字').optional(),
  quantity: z
    .number({ error: '采购数量须为数字' })
    .int('采购数量须为整数')
    .min(1, '采购数量须大于0')
    .max(DEMAND_QUANTITY_MAX, `采购数量最多${DEMAND_QUANTITY_MAX}`),
  unit: z.string().trim().min(1, '请填写单位').max(10, '单位最多10个字'),
  targetPrice: zYuan('目标单价').optional(),
});

const demandFields = {
  title: z.string().trim().min(4, '采购标题至少4个字').max(60, '采购标题最多60个字'),
  categoryId: zId.optional(),
  items: z
    .array(ZDemandItemInput)
    .min(DEMAND_ITEMS_MIN, '请至少添加一项采购物品')
    .max(DEMAND_ITEMS_MAX, `采购物品最多${DEMAND_ITEMS_MAX}项`),
  budget: zYuan('预算').optional(),
  province: z.string().trim().min(1, '请选择交货地区'),
  city: z.string().trim().min(1, '请选择交货地区'),
  area: z.string().trim().min(1, '请选择交货地区'),
  deliveryDate: zDate('交货日期', [1, DELIVERY_MAX_DAYS]),
  quoteDeadline: zDate('报价截止日期', [0, QUOTE_DEADLINE_MAX_DAYS]),
  contactName: z.string().trim().min(1, '请填写联系人').max(20, '联系人最多20个字'),
  contactPhone: zPhone,
  description: z.string().trim().max(2000, '采购说明最多2000个字').optional(),
  attachments: z
    .array(z.object({ url: zUploadedFileUrl, name: z.string().trim().min(1).max(100) }))
    .max(DEMAND_ATTACHMENTS_MAX, `附件最多${DEMAND_ATTACHMENTS_MAX}个`)
    .optional(),
  /** true keeps it a draft (草稿); absent or false publishes it (报价中). */
  draft: z.boolean().optional(),
};

type TDemandFieldsOut = z.output<z.ZodObject<typeof demandFields>>;

/** The rules across fields, checked against today in China (the server's clock at the call). */
function refineDemand(d: TDemandFieldsOut, ctx: z.RefinementCtx): void {
  if (!isRegionChain(d.province, d.city, d.area)) {
    ctx.addIssue({ code: 'custom', path: ['area'], message: '请选择完整的交货地区' });
  }
  if (!isCalendarDate(d.quoteDeadline) || !isCalendarDate(d.deliveryDate)) return;
  const today = chinaDate();
  if (d.quoteDeadline < today) {
    ctx.addIssue({ code: 'custom', path: ['quoteDeadline'], message: '报价截止日期不能早于今天' });
  } else if (d.quoteDeadline > chinaDate(Date.now(), QUOTE_DEADLINE_MAX_DAYS)) {
    ctx.addIssue({
      code: 'custom',
      path: ['quoteDeadline'],
      message: `报价截止日期最晚为${QUOTE_DEADLINE_MAX_DAYS}天后`,
    });
  }
  if (d.deliveryDate <= d.quoteDeadline) {
    ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: '交货日期须晚于报价截止日期' });
  } else if (d.deliveryDate > chinaDate(Date.now(), DELIVERY_MAX_DAYS)) {
    ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: `交货日期最晚为${DELIVERY_MAX_DAYS}天后` });
  }
}

/** A demand as the buyer writes it (add). */
export const ZDemandInput = z
  .object(demandFields)
  .superRefine(refineDemand)
  .meta({ [REGION_CHAIN]: 'full' });
export type TDemandInput = z.input<typeof ZDemandInput>;

/** An edit of the buyer's draft, or of a published demand no seller has quoted yet. */
export const ZDemandUpdate = z
  .object({ id: zId, ...demandFields })
  .superRefine(refineDemand)
  .meta({ [REGION_CHAIN]: 'full' });
export type TDemandUpdate = z.input<typeof ZDemandUpdate>;

export const ZDemandQuery = zOptionalPayload(
  z.object({
    page: zPage,
    limit: zLimit(),
    keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
    categoryId: zId.optional(),
    /** A province code: demands delivered there. */
    province: z.string().trim().max(12).optional(),
    sort: z.enum(DEMAND_SORTS).default('new'),
  }),
);
export type TDemandQuery = z.input<typeof ZDemandQuery>;

export const ZMyDemands = zOptionalPayload(
  z.object({
    page: zPage,
    limit: zLimit(),
    status: z.number().int().min(0).max(4).optional(),
  }),
);

/**
 * Settles a quote into one payable order, delivered to the buyer's address. `total` is the quote's
 * total the buyer saw (yuan, before any coupon): a quote revised since answers 409 QUOTE_CHANGED.
 */
export const ZSettleQuote = z.object({
  quoteId: zId,
  addressId: zId,
  total: zMoney('报价总额', QUOTE_TOTAL_MAX),
  remark: z.string().trim().max(200, '备注最多200个字').optional(),
  couponId: zId.optional(),
  /** The invoice asked for, kept on the order (DESIGN-OPERATE §I). */
  invoice: ZInvoice.optional(),
});
export type TSettleQuote = z.input<typeof ZSettleQuote>;

/** A seller's quote: a unit price for every item of the demand, and the terms. */
export const ZQuoteInput = z
  .object({
    demandId: zId,
    items: z
      .array(z.object({ itemId: zId, unitPrice: zYuan('报价单价') }))
      .min(1, '请为每一项采购物品报价')
      .max(DEMAND_ITEMS_MAX),
    taxIncluded: z.boolean({ error: '请选择是否含税' }),
    leadDays: z
      .number({ error: '交货周期须为数字' })
      .int('交货周期须为整数天')
      .min(1, '交货周期至少1天')
      .max(QUOTE_LEAD_DAYS_MAX, `交货周期最多${QUOTE_LEAD_DAYS_MAX}天`),
    warrantyMonths: z
      .number({ error: '质保期须为数字' })
      .int('质保期须为整数月')
      .min(0, '质保期不能为负')
      .max(QUOTE_WARRANTY_MONTHS_MAX, `质保期最多${QUOTE_WARRANTY_MONTHS_MAX}个月`),
    validUntil: zDate('报价有效期', [0, QUOTE_VALID_MAX_DAYS]),
    note: z.string().trim().max(500, '报价说明最多500个字').optional(),
  })
  .superRefine((q, ctx) => {
    const ids = q.items.map((i) => i.itemId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: '每一项采购物品只能报一个价' });
    }
    if (!isCalendarDate(q.validUntil)) return;
    if (q.validUntil < chinaDate()) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: '报价有效期不能早于今天' });
    } else if (q.validUntil > chinaDate(Date.now(), QUOTE_VALID_MAX_DAYS)) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: `报价有效期最长${QUOTE_VALID_MAX_DAYS}天` });
    }
  });
export type TQuoteInput = z.input<typeof ZQuoteInput>;

const zDemandId = z.object({ id: zId });

/** The buyer's procurement calls (DESIGN.md §2). */
export const procurementCalls = {
  /** Saves a draft or publishes a demand (DEMANDS_PER_HOUR an hour, else 429 DEMAND_THROTTLED); answers its id. */
  add: defineCall({
    path: '/procurement/api/demand/add.json',
    request: ZDemandInput,
    auth: 'user',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '发布采购需求',
  }),
  /** Rewrites a draft, or a published demand before its first quote (then 409 DEMAND_HAS_QUOTES). */
  update: defineCall({
    path: '/procurement/api/demand/update.json',
    request: ZDemandUpdate,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '修改采购需求',
  }),
  /** Closes a draft or an unsettled demand early; its live quotes are declined. */
  close: defineCall({
    path: '/procurement/api/demand/close.json',
    request: zDemandId,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '关闭采购需求',
  }),
  /** The procurement market: demands open for quotes, with `total`. Public. */
  query: defineCall({
    path: '/procurement/api/demand/query.json',
    request: ZDemandQuery,
    response: answer<TDemandCard[]>()(z.array(ZDemandCard)),
    paged: true,
    title: '采购大厅',
  }),
  /** One demand (drafts only to their owner); the contact only to the owner. Public. */
  detail: defineCall({
    path: '/procurement/api/demand/detail.json',
    request: zDemandId,
    response: answer<TDemandDetail>()(ZDemandDetail),
    title: '采购详情',
  }),
  /** The buyer's own demands, newest first, with `total`; `status` filters (2 = 已截止). */
  mine: defineCall({
    path: '/procurement/api/demand/mine.json',
    request: ZMyDemands,
    auth: 'user',
    response: answer<TDemandCard[]>()(z.array(ZDemandCard)),
    paged: true,
    title: '我的采购',
  }),
};

/** The owner's quote calls. */
export const quoteCalls = {
  /**
   * A demand and its quotes side by side; only the demand's owner (anyone else: 404). Each quote says
   * whether it was revised since the owner's previous look (`isUpdated`); this answer is the new look.
   */
  list: defineCall({
    path: '/procurement/api/quote/list.json',
    request: z.object({ demandId: zId }),
    auth: 'user',
    response: answer<TQuoteComparison>()(ZQuoteComparison),
    title: '报价对比',
  }),
  /**
   * Settles one quote into a payable order at its prices, if its total is still the `total` the buyer
   * saw (else 409 QUOTE_CHANGED naming the new one); the demand becomes 已成交.
   */
  settle: defineCall({
    path: '/procurement/api/quote/settle.json',
    request: ZSettleQuote,
    auth: 'user',
    response: answer<{ orderIds: number[] }>()(z.strictObject({ orderIds: z.array(z.number().int()) })),
    title: '报价成交',
  }),
};

/** The seller's procurement calls. */
export const sellerProcurementCalls = {
  /** Open demands to quote (`scope: open`, no buyer contact) or the seller's quoted ones (`quoted`). */
  query: defineCall({
    path: '/seller/api/procurement/query.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
        categoryId: zId.optional(),
        /** Only demands in the shop's categories: its products' and every one above them. */
        mine: z.boolean().optional(),
        scope: z.enum(['open', 'quoted']).default('open'),
      }),
    ),
    auth: 'seller',
    response: answer<TSellerDemand[]>()(z.array(ZSellerDemand)),
    paged: true,
    title: '商家采购大厅',
  }),
  /** One demand for the quote form: open, or quoted by this seller (else 404 DEMAND_NOT_FOUND). */
  detail: defineCall({
    path: '/seller/api/procurement/detail.json',
    request: z.object({ demandId: zId }),
    auth: 'seller',
    response: answer<TSellerDemand>()(ZSellerDemand),
    title: '商家查看采购需求',
  }),
  /** Posts or revises the seller's one live quote until the quote deadline (late: 409 QUOTE_LATE). */
  quote: defineCall({
    path: '/seller/api/procurement/quote.json',
    request: ZQuoteInput,
    auth: 'seller',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '提交报价',
  }),
};

import { z } from 'zod';
import { DEMAND_STATUS, QUOTE_STATUS } from './procurement.rules.js';

/*
 * What the procurement calls answer, as zod schemas of procurement.types.ts (held to them by
 * `answer<T>()`). Money in yuan; dates `YYYY-MM-DD` (China), times epoch ms.
 */

const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const zCount = z.number().int().min(0);

export const ZDemandStatus = z.union([
  z.literal(DEMAND_STATUS.DRAFT),
  z.literal(DEMAND_STATUS.QUOTING),
  z.literal(DEMAND_STATUS.EXPIRED),
  z.literal(DEMAND_STATUS.SETTLED),
  z.literal(DEMAND_STATUS.CLOSED),
]);
export const ZQuoteStatus = z.union([
  z.literal(QUOTE_STATUS.LIVE),
  z.literal(QUOTE_STATUS.ACCEPTED),
  z.literal(QUOTE_STATUS.DECLINED),
]);

export const ZDemandItem = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  quantity: z.number().min(0),
  unit: z.string(),
  targetPrice: z.number().min(0).nullable(),
});

export const ZDemandAttachment = z.strictObject({ url: z.string(), name: z.string(), kind: z.enum(['image', 'pdf']) });

const card = {
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  buyerName: z.string(),
  itemCount: zCount,
  itemNames: z.array(z.string()),
  budget: z.number().min(0).nullable(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  regionText: z.string(),
  deliveryDate: z.string(),
  quoteDeadline: z.string(),
  quoteDeadlineAt: z.number(),
  quoteCount: zCount,
  status: ZDemandStatus,
  statusText: z.string(),
  createTime: z.number(),
  publishTime: z.number().nullable(),
  hiddenReason: z.string().optional(),
};

export const ZDemandCard = z.strictObject(card);

const detail = {
  ...card,
  items: z.array(ZDemandItem),
  description: z.string(),
  attachments: z.array(ZDemandAttachment),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  orderId: z.number().int().nullable(),
};

export const ZDemandDetail = z.strictObject({
  ...detail,
  isOwner: z.boolean(),
  settledQuoteId: z.number().int().nullable(),
});

export const ZQuote = z.strictObject({
  id: z.number().int(),
  demandId: z.number().int(),
  sellerId: z.number().int(),
  shopName: z.string(),
  shopLogo: z.string(),
  shopScore: z.number().min(0).max(5),
  lines: z.array(
    z.strictObject({
      itemId: z.number().int(),
      name: z.string(),
      spec: z.string(),
      quantity: z.number().min(0),
      unit: z.string(),
      unitPrice: z.number().min(0),
      amount: z.number().min(0),
    }),
  ),
  total: z.number().min(0),
  taxIncluded: z.boolean(),
  leadDays: zCount,
  warrantyMonths: zCount,
  validUntil: zDate,
  expired: z.boolean(),
  note: z.string(),
  status: ZQuoteStatus,
  statusText: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
  revisedTime: z.number().nullable(),
  isUpdated: z.boolean(),
});

export const ZQuoteComparison = z.strictObject({ demand: ZDemandDetail, quotes: z.array(ZQuote) });

export const ZSellerDemand = z.strictObject({
  ...detail,
  myQuote: z
    .strictObject({
      id: z.number().int(),
      total: z.number().min(0),
      items: z.array(z.strictObject({ itemId: z.number().int(), unitPrice: z.number().min(0) })),
      taxIncluded: z.boolean(),
      leadDays: zCount,
      warrantyMonths: zCount,
      validUntil: zDate,
      note: z.string(),
      status: ZQuoteStatus,
      statusText: z.string(),
      updateTime: z.number(),
    })
    .nullable(),
});

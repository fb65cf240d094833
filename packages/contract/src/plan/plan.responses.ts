import { z } from 'zod';
import { ZCompat } from '../catalogue/catalogue.responses.js';
import { PLAN_SCENES } from './plan.rules.js';

/* What the plan calls answer, as zod schemas of plan.types.ts (held to them by `answer<T>()`). */

const card = {
  id: z.number().int(),
  title: z.string(),
  scene: z.enum(PLAN_SCENES),
  summary: z.string(),
  cover: z.string(),
  authorName: z.string(),
  views: z.number().int().min(0),
  productCount: z.number().int().min(0),
  createTime: z.number(),
  updateTime: z.number(),
  hiddenReason: z.string().optional(),
};

export const ZPlanCard = z.strictObject(card);

export const ZPlanLine = z.strictObject({
  productId: z.number().int(),
  standardId: z.number().int(),
  quantity: z.number().int().min(1),
  title: z.string(),
  image: z.string(),
  standardName: z.string(),
  price: z.number().min(0),
  stock: z.number().int(),
  purchaseLimit: z.number().int().min(0),
  subtotal: z.number().min(0),
  isAvailable: z.boolean(),
  issue: z.enum(['gone', 'offSale', 'soldOut']).nullable(),
  compat: ZCompat.optional(),
});

export const ZPlanDetail = z.strictObject({
  ...card,
  htmlCode: z.string(),
  attachments: z.array(
    z.strictObject({
      name: z.string(),
      url: z.string(),
      size: z.number().int().min(0),
      kind: z.enum(['image', 'pdf']),
    }),
  ),
  products: z.array(ZPlanLine),
  total: z.number().min(0),
  isOwner: z.boolean(),
  homeSystem: z.strictObject({ complete: z.boolean(), reason: z.string() }).optional(),
});

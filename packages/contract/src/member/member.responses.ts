import { z } from 'zod';
import { ZProductCard } from '../catalogue/catalogue.responses.js';
import { MESSAGE_KINDS } from './member.rules.js';

/* What the member corner's calls answer, as zod schemas of member.types.ts (held to them by `answer<T>()`). */

export const ZFavorite = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  createTime: z.number(),
  product: ZProductCard.nullable(),
});

export const ZFootprint = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  viewTime: z.number(),
  product: ZProductCard.nullable(),
});

export const ZMessage = z.strictObject({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  isRead: z.boolean(),
  createTime: z.number(),
});

export const ZUnread = z.strictObject({ unread: z.number().int().min(0) });

import { z } from 'zod';

/* What the news calls answer, as zod schemas of news.types.ts (held to them by `answer<T>()`). */

export const ZNewsCard = z.strictObject({
  id: z.number().int(),
  columnId: z.number().int(),
  columnName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  source: z.string(),
  author: z.string(),
  publishTime: z.number(),
  views: z.number().int().min(0),
});

export const ZNewsHome = z.strictObject({
  banners: z.array(ZNewsCard),
  columns: z.array(z.strictObject({ id: z.number().int(), name: z.string(), items: z.array(ZNewsCard) })),
});

const zNewsLink = z.strictObject({ id: z.number().int(), title: z.string() });

export const ZNewsDetail = ZNewsCard.extend({
  htmlCode: z.string(),
  prev: zNewsLink.nullable(),
  next: zNewsLink.nullable(),
  related: z.array(ZNewsCard),
});

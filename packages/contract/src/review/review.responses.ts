import { z } from 'zod';

/* What the review calls answer, as zod schemas of review.types.ts (held to them by `answer<T>()`). */

export const ZReviewReply = z.strictObject({
  id: z.number().int(),
  reviewId: z.number().int(),
  userName: z.string(),
  avatar: z.string(),
  isSeller: z.boolean(),
  content: z.string(),
  createdAt: z.number(),
});

/** The fields a buyer's review and the seller's view of it share. */
const reviewFields = {
  id: z.number().int(),
  productId: z.number().int(),
  userName: z.string(),
  avatar: z.string(),
  isAnonymous: z.boolean(),
  score: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  standardName: z.string(),
  likes: z.number().int().min(0),
  replyCount: z.number().int().min(0),
  createdAt: z.number(),
  hiddenReason: z.string().optional(),
};

export const ZReview = z.strictObject({ ...reviewFields, liked: z.boolean(), replies: z.array(ZReviewReply) });

export const ZLikeResult = z.strictObject({ liked: z.boolean(), likes: z.number().int().min(0) });

const poolFields = {
  orderId: z.number().int(),
  orderNo: z.string(),
  orderDetailId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  image: z.string(),
  standardName: z.string(),
  price: z.number().min(0),
  number: z.number().int().min(1),
  receivedAt: z.number(),
};

export const ZReviewPoolItem = z.strictObject(poolFields);

export const ZReviewTarget = z.strictObject({ ...poolFields, review: ZReview.nullable() });

/** A review as the seller's workbench lists it (TSellerReview). */
export const ZSellerReview = z.strictObject({
  ...reviewFields,
  productTitle: z.string(),
  productImage: z.string(),
  orderNo: z.string(),
  shopReply: z.strictObject({ content: z.string(), createdAt: z.number(), hiddenReason: z.string() }).nullable(),
});

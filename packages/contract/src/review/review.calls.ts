import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { documentRule, noneOf, trimmedLengthPattern, zId, zOptionalPayload } from '../common/fields.js';
import { POOL_COMMENT_PAGE_SIZE, zLimit, zPage } from '../common/pagination.js';
import type { TSellerReview } from '../seller/seller.types.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { ZLikeResult, ZReview, ZReviewPoolItem, ZReviewTarget, ZSellerReview } from './review.responses.js';
import { REPLY_CONTENT_MAX, REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_IMAGE_MAX } from './review.rules.js';
import type { TLikeResult, TReview, TReviewPoolItem, TReviewTarget } from './review.types.js';

/**
 * A review or a reply, one call (DESIGN.md §2): with `parentId` it replies to that review (text
 * only); without, it reviews the order line `orderDetailId` with a score, text, pictures and
 * optionally anonymously.
 */
export const ZSaveReview = documentRule(
  z
    .object({
      productId: zId,
      orderDetailId: zId.optional(),
      parentId: zId.optional(),
      score: z.number().int().min(1, '请选择评分').max(5, '请选择评分').optional(),
      content: z.string().trim().min(1, '请填写内容').max(REVIEW_CONTENT_MAX, `内容最多${REVIEW_CONTENT_MAX}个字`),
      images: z.array(zUploadedImageUrl).max(REVIEW_IMAGE_MAX, `最多上传${REVIEW_IMAGE_MAX}张图片`).optional(),
      anonymous: z.boolean().optional(),
    })
    .superRefine((r, ctx) => {
      if (r.parentId !== undefined) {
        if (
          r.orderDetailId !== undefined ||
          r.score !== undefined ||
          r.images !== undefined ||
          r.anonymous !== undefined
        ) {
          ctx.addIssue({ code: 'custom', path: ['parentId'], message: '回复只能填写文字' });
        } else if (r.content.length > REPLY_CONTENT_MAX) {
          ctx.addIssue({ code: 'custom', path: ['content'], message: `回复最多${REPLY_CONTENT_MAX}个字` });
        }
        return;
      }
      if (r.orderDetailId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['orderDetailId'], message: '请选择要评价的商品' });
      } else if (r.score === undefined) {
        ctx.addIssue({ code: 'custom', path: ['score'], message: '请选择评分' });
      } else if (r.content.length < REVIEW_CONTENT_MIN) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: `评价内容至少${REVIEW_CONTENT_MIN}个字` });
      }
    }),
  // The same rule in the document: a reply is text only; a review names its line and a score.
  {
    anyOf: [
      {
        required: ['parentId'],
        ...noneOf(['orderDetailId', 'score', 'images', 'anonymous']),
        properties: { content: { pattern: trimmedLengthPattern(1, REPLY_CONTENT_MAX) } },
      },
      {
        ...noneOf(['parentId']),
        required: ['orderDetailId', 'score'],
        properties: { content: { pattern: trimmedLengthPattern(REVIEW_CONTENT_MIN, REVIEW_CONTENT_MAX) } },
      },
    ],
  },
);
export type TSaveReview = z.input<typeof ZSaveReview>;

/** A product's reviews, newest first; `hasImage` 1 keeps those with pictures. */
export const ZQueryReviews = z.object({
  productId: zId,
  page: zPage,
  limit: zLimit(),
  hasImage: z.number().int().min(0).max(1).optional(),
});
export type TQueryReviews = z.input<typeof ZQueryReviews>;

/** The caller's received lines awaiting a review; `orderId` keeps one order's. */
export const ZQueryReviewPool = z.object({
  page: zPage,
  limit: zLimit(POOL_COMMENT_PAGE_SIZE),
  orderId: zId.optional(),
});
export type TQueryReviewPool = z.input<typeof ZQueryReviewPool>;

/** A seller's reply to a review of one of its products. */
export const ZSellerReply = z.object({
  id: zId,
  content: z.string().trim().min(1, '请填写回复内容').max(REPLY_CONTENT_MAX, `回复最多${REPLY_CONTENT_MAX}个字`),
});
export type TSellerReply = z.input<typeof ZSellerReply>;

export const reviewCalls = {
  /** Reviews a received order line, or replies to a review (`parentId`); answers the new id. */
  savePProductComment: defineCall({
    path: '/product/PProductComment/savePProductComment.json',
    request: ZSaveReview,
    auth: 'user',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '发表评价',
  }),
  /** Toggles the caller's like of a review. */
  updateNum: defineCall({
    path: '/product/PProductComment/updateNum.json',
    request: z.object({ id: zId }),
    auth: 'user',
    response: answer<TLikeResult>()(ZLikeResult),
    title: '点赞评价',
  }),
  /** A product's visible reviews with `total`; a buyer token, when sent, fills `liked`. */
  query: defineCall({
    path: '/product/PProductComment/query.json',
    request: ZQueryReviews,
    response: answer<TReview[]>()(z.array(ZReview)),
    paged: true,
    title: '评价列表',
  }),
  /** Order lines received and not yet reviewed, newest receipt first, with `total`. */
  queryPool: defineCall({
    path: '/product/PProductComment/queryPool.json',
    request: ZQueryReviewPool,
    auth: 'user',
    response: answer<TReviewPoolItem[]>()(z.array(ZReviewPoolItem)),
    paged: true,
    title: '待评价商品',
  }),
  /** One review with all its replies. */
  selectOne: defineCall({
    path: '/product/PProductComment/selectOne.json',
    request: z.object({ id: zId }),
    response: answer<TReview>()(ZReview),
    title: '评价详情',
  }),
  /** One of the caller's order lines and its review, if written. */
  selectOnePPC: defineCall({
    path: '/product/PProductComment/selectOnePPC.json',
    request: z.object({ orderDetailId: zId }),
    auth: 'user',
    response: answer<TReviewTarget>()(ZReviewTarget),
    title: '我的评价',
  }),
};

/** Seller-side review calls: one reply per review, on the seller's own products. */
export const sellerReviewCalls = {
  /** Visible reviews of the seller's products, newest first, with `total`; `replied` filters by the shop's reply. */
  list: defineCall({
    path: '/seller/api/comment/list.json',
    request: zOptionalPayload(
      z.object({
        page: zPage,
        limit: zLimit(),
        replied: z.boolean().optional(),
        productId: zId.optional(),
      }),
    ),
    auth: 'seller',
    response: answer<TSellerReview[]>()(z.array(ZSellerReview)),
    paged: true,
    title: '商家评价列表',
  }),
  reply: defineCall({
    path: '/seller/api/comment/reply.json',
    request: ZSellerReply,
    auth: 'seller',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '商家回复评价',
  }),
};

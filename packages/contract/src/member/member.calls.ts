import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { EMAIL_PATTERN, zEmpty, zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import { ZFavorite, ZFootprint, ZMessage, ZUnread } from './member.responses.js';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX,
  FEEDBACK_TYPES,
  type TFeedbackType,
} from './member.rules.js';
import type { TFavorite, TFootprint, TMessage } from './member.types.js';

export const ZProductRef = z.object({ productId: zId });
export type TProductRef = z.input<typeof ZProductRef>;

export const ZMemberPage = zOptionalPayload(z.object({ page: zPage, limit: zLimit() }));
export type TMemberPage = z.input<typeof ZMemberPage>;

/** A phone number or an e-mail address, for an answer to feedback. */
const zContact = z
  .string()
  .trim()
  .max(FEEDBACK_CONTACT_MAX, `联系方式最多${FEEDBACK_CONTACT_MAX}个字`)
  .refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '请填写手机号或邮箱')
  .meta({ pattern: `^\\s*(?:1[3-9]\\d{9}|${EMAIL_PATTERN})?\\s*$` });

export const ZFeedback = z.object({
  type: z
    .number({ error: '请选择反馈类型' })
    .int()
    .refine((t): t is TFeedbackType => (FEEDBACK_TYPES as readonly number[]).includes(t), '请选择反馈类型')
    .meta({ enum: [...FEEDBACK_TYPES] }),
  content: z
    .string()
    .trim()
    .min(FEEDBACK_CONTENT_MIN, `反馈内容至少${FEEDBACK_CONTENT_MIN}个字`)
    .max(FEEDBACK_CONTENT_MAX, `反馈内容最多${FEEDBACK_CONTENT_MAX}个字`),
  contact: zContact.optional(),
  images: z.array(zUploadedImageUrl).max(FEEDBACK_IMAGE_MAX, `最多上传${FEEDBACK_IMAGE_MAX}张图片`).optional(),
});
export type TFeedback = z.input<typeof ZFeedback>;

/** Favourites (我的收藏, DESIGN.md §2 member corner): a buyer's own, add and remove idempotent. */
export const favoriteCalls = {
  /** Adds a product to the caller's favourites; adding it again changes nothing. */
  add: defineCall({
    path: '/user/favorite/add.json',
    request: ZProductRef,
    auth: 'user',
    response: answer<{ favorite: true }>()(z.strictObject({ favorite: z.literal(true) })),
    title: '收藏商品',
  }),
  /** Removes a product from the caller's favourites; removing one that is not there changes nothing. */
  remove: defineCall({
    path: '/user/favorite/remove.json',
    request: ZProductRef,
    auth: 'user',
    response: answer<{ favorite: false }>()(z.strictObject({ favorite: z.literal(false) })),
    title: '取消收藏',
  }),
  /** Whether the product is among the caller's favourites. */
  check: defineCall({
    path: '/user/favorite/check.json',
    request: ZProductRef,
    auth: 'user',
    response: answer<{ favorite: boolean }>()(z.strictObject({ favorite: z.boolean() })),
    title: '是否已收藏',
  }),
  /** The caller's favourites, newest first, with `total` and each product's current card. */
  query: defineCall({
    path: '/user/favorite/query.json',
    request: ZMemberPage,
    auth: 'user',
    response: answer<TFavorite[]>()(z.array(ZFavorite)),
    paged: true,
    title: '我的收藏',
  }),
};

/** Footprints (我的足迹): written by the server when a buyer reads a product detail. */
export const footprintCalls = {
  /** The caller's footprints, newest first, with `total` (at most FOOTPRINT_MAX are kept). */
  query: defineCall({
    path: '/user/footprint/query.json',
    request: ZMemberPage,
    auth: 'user',
    response: answer<TFootprint[]>()(z.array(ZFootprint)),
    paged: true,
    title: '我的足迹',
  }),
  /** Empties the caller's footprints. */
  clear: defineCall({
    path: '/user/footprint/clear.json',
    request: zEmpty,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '清空足迹',
  }),
};

/** Messages (消息中心): written by the mall, read by their buyer. */
export const messageCalls = {
  /** The caller's messages, newest first, with `total`. */
  query: defineCall({
    path: '/user/message/query.json',
    request: ZMemberPage,
    auth: 'user',
    response: answer<TMessage[]>()(z.array(ZMessage)),
    paged: true,
    title: '消息列表',
  }),
  /** Marks one of the caller's messages read (`id`), or all of them (no `id`); another's id is 404. */
  read: defineCall({
    path: '/user/message/read.json',
    request: zOptionalPayload(z.object({ id: zId.optional() })),
    auth: 'user',
    response: answer<{ unread: number }>()(ZUnread),
    title: '标记已读',
  }),
  /** How many of the caller's messages are unread. */
  unreadCount: defineCall({
    path: '/user/message/unreadCount.json',
    request: zEmpty,
    auth: 'user',
    response: answer<{ unread: number }>()(ZUnread),
    title: '未读消息数',
  }),
};

/** Feedback (意见反馈 and the customer-service panel): stored for the operators. */
export const feedbackCalls = {
  add: defineCall({
    path: '/user/feedback/add.json',
    request: ZFeedback,
    auth: 'user',
    response: answer<{ id: number }>()(z.strictObject({ id: z.number().int() })),
    title: '意见反馈',
  }),
};

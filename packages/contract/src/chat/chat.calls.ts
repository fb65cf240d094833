import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty, zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { zUploadedImageUrl } from '../upload/upload.calls.js';
import {
  type TChatBuyerContext,
  type TChatConversation,
  type TChatHistory,
  type TChatMessage,
  ZChatBuyerContext,
  ZChatConversation,
  ZChatHistory,
  ZChatMessage,
  ZChatUnread,
} from './chat.responses.js';
import {
  CHAT_HISTORY_DEFAULT,
  CHAT_HISTORY_MAX,
  CHAT_QUICK_REPLY_LIMIT,
  CHAT_QUICK_REPLY_MAX,
  CHAT_REPORT_REASON_MAX,
  CHAT_TEXT_MAX,
} from './chat.rules.js';

const zConversationId = zId;
/** A card's object: the product's or the order's id, as digits. */
const zCardId = z.string().regex(/^[1-9]\d{0,9}$/, '请选择要发送的内容');

/** One message to send (DESIGN-OPERATE §J): text, an uploaded picture, or a product's or an order's card. */
export const ZChatSend = z.discriminatedUnion('kind', [
  z.strictObject({
    conversationId: zConversationId,
    kind: z.literal('text'),
    content: z.string().trim().min(1, '请输入消息').max(CHAT_TEXT_MAX, `消息最多${CHAT_TEXT_MAX}个字`),
  }),
  z.strictObject({ conversationId: zConversationId, kind: z.literal('image'), content: zUploadedImageUrl }),
  z.strictObject({ conversationId: zConversationId, kind: z.literal('product'), content: zCardId }),
  z.strictObject({ conversationId: zConversationId, kind: z.literal('order'), content: zCardId }),
]);
export type TChatSend = z.input<typeof ZChatSend>;

export const ZChatHistoryQuery = z.strictObject({
  conversationId: zConversationId,
  /** Messages older than this id; absent: the newest. */
  before: zId.optional(),
  limit: z.number().int().min(1).max(CHAT_HISTORY_MAX).default(CHAT_HISTORY_DEFAULT),
});

/** Marks the caller's side read up to a message of the other side's (never backwards). */
export const ZChatRead = z.strictObject({ conversationId: zConversationId, upTo: zId });

export const ZChatReport = z.strictObject({
  messageId: zId,
  reason: z
    .string()
    .trim()
    .min(1, '请填写举报原因')
    .max(CHAT_REPORT_REASON_MAX, `举报原因最多${CHAT_REPORT_REASON_MAX}个字`),
});

export const ZQuickReplies = z.strictObject({
  replies: z
    .array(
      z
        .string()
        .trim()
        .min(1, '快捷回复不能为空')
        .max(CHAT_QUICK_REPLY_MAX, `每条快捷回复最多${CHAT_QUICK_REPLY_MAX}个字`),
    )
    .max(CHAT_QUICK_REPLY_LIMIT, `快捷回复最多${CHAT_QUICK_REPLY_LIMIT}条`),
});

const ZConversationRef = z.strictObject({ conversationId: zConversationId });
const zConversationsAnswer = answer<TChatConversation[]>()(z.array(ZChatConversation));
const zHistoryAnswer = answer<TChatHistory>()(ZChatHistory);
const zMessageAnswer = answer<TChatMessage>()(ZChatMessage);
const zUnreadAnswer = answer<{ unread: number }>()(ZChatUnread);

/** A buyer's side of conversations with shops (客服会话). Another buyer's conversation answers 404. */
export const chatCalls = {
  /**
   * The caller's conversation with a shop, made on first use; `productId` / `orderId` say where the
   * buyer came from (the page offers that card to send). A shop that is not open answers 404.
   */
  open: defineCall({
    path: '/chat/api/open.json',
    request: z.strictObject({ shopId: zId, productId: zId.optional(), orderId: zId.optional() }),
    auth: 'user',
    response: answer<{ conversationId: number }>()(z.strictObject({ conversationId: z.number().int() })),
    title: '联系商家',
  }),
  /** The caller's conversations, the latest message first, with `total`. */
  list: defineCall({
    path: '/chat/api/list.json',
    request: z.strictObject({ page: zPage, limit: zLimit(20) }),
    auth: 'user',
    paged: true,
    response: zConversationsAnswer,
    title: '我的会话',
  }),
  history: defineCall({
    path: '/chat/api/history.json',
    request: ZChatHistoryQuery,
    auth: 'user',
    response: zHistoryAnswer,
    title: '会话记录',
  }),
  /** Sends a message; throttled per buyer (429 `CHAT_TOO_FAST`). An order card must be the buyer's order with this shop. */
  send: defineCall({
    path: '/chat/api/send.json',
    request: ZChatSend,
    auth: 'user',
    response: zMessageAnswer,
    title: '发送消息',
  }),
  /** Answers the caller's unread count over every conversation (the badge). */
  read: defineCall({
    path: '/chat/api/read.json',
    request: ZChatRead,
    auth: 'user',
    response: zUnreadAnswer,
    title: '标记会话已读',
  }),
  unread: defineCall({
    path: '/chat/api/unread.json',
    request: zEmpty,
    auth: 'user',
    response: zUnreadAnswer,
    title: '未读会话消息数',
  }),
  /** Reports a message of the shop's to the operators (once per message; again changes nothing). */
  report: defineCall({
    path: '/chat/api/report.json',
    request: ZChatReport,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '举报消息',
  }),
};

/** A shop's inbox (客服工作台). Another shop's conversation answers 404. */
export const sellerChatCalls = {
  /** The shop's conversations, the latest first; `unreadOnly` 1 keeps those waiting for an answer. */
  list: defineCall({
    path: '/seller/api/chat/list.json',
    request: z.strictObject({
      page: zPage,
      limit: zLimit(20),
      unreadOnly: z.number().int().min(0).max(1).optional(),
    }),
    auth: 'seller',
    paged: true,
    response: zConversationsAnswer,
    title: '客服会话列表',
  }),
  history: defineCall({
    path: '/seller/api/chat/history.json',
    request: ZChatHistoryQuery,
    auth: 'seller',
    response: zHistoryAnswer,
    title: '客服会话记录',
  }),
  /** Sends as the shop: a product card must be the shop's own; an order card the buyer's order with it. */
  send: defineCall({
    path: '/seller/api/chat/send.json',
    request: ZChatSend,
    auth: 'seller',
    response: zMessageAnswer,
    title: '回复消息',
  }),
  read: defineCall({
    path: '/seller/api/chat/read.json',
    request: ZChatRead,
    auth: 'seller',
    response: zUnreadAnswer,
    title: '客服标记已读',
  }),
  unread: defineCall({
    path: '/seller/api/chat/unread.json',
    request: zEmpty,
    auth: 'seller',
    response: zUnreadAnswer,
    title: '客服未读消息数',
  }),
  /** The shop's quick replies, in its order. */
  quickReplies: defineCall({
    path: '/seller/api/chat/quickReplies.json',
    request: zEmpty,
    auth: 'seller',
    response: answer<string[]>()(z.array(z.string())),
    title: '快捷回复',
  }),
  /** Replaces the shop's quick replies; answers them. */
  saveQuickReplies: defineCall({
    path: '/seller/api/chat/saveQuickReplies.json',
    request: ZQuickReplies,
    auth: 'seller',
    response: answer<string[]>()(z.array(z.string())),
    title: '保存快捷回复',
  }),
  /** The buyer beside a conversation: their nickname and their five latest orders with this shop. */
  context: defineCall({
    path: '/seller/api/chat/context.json',
    request: ZConversationRef,
    auth: 'seller',
    response: answer<TChatBuyerContext>()(ZChatBuyerContext),
    title: '买家信息',
  }),
  report: defineCall({
    path: '/seller/api/chat/report.json',
    request: ZChatReport,
    auth: 'seller',
    response: answer<null>()(z.null()),
    title: '举报买家消息',
  }),
};

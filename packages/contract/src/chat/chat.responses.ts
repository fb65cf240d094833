import { z } from 'zod';
import { CHAT_KINDS, CHAT_SIDES } from './chat.rules.js';

/** A product as a card in a conversation: what it was when it was sent. */
export const ZChatProductCard = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** The product's main picture (a site path). */
  image: z.string(),
  /** The lowest price, yuan. */
  price: z.number(),
});
export type TChatProductCard = z.output<typeof ZChatProductCard>;

/** An order as a card: its number, first line and total as they were when it was sent. */
export const ZChatOrderCard = z.strictObject({
  id: z.number().int(),
  orderNo: z.string(),
  /** The order's status when the card was made (TOrderStatus). */
  status: z.number().int(),
  statusText: z.string(),
  /** The first line's product title, and how many lines the order has. */
  title: z.string(),
  image: z.string(),
  lines: z.number().int(),
  /** What was paid (or is payable), yuan. */
  total: z.number(),
  createTime: z.number(),
});
export type TChatOrderCard = z.output<typeof ZChatOrderCard>;

export const ZChatMessage = z.strictObject({
  id: z.number().int(),
  conversationId: z.number().int(),
  from: z.enum(CHAT_SIDES),
  kind: z.enum(CHAT_KINDS),
  /** Text: the text (plain, never HTML); image: the picture's site path; a card: ''. Hidden: ''. */
  content: z.string(),
  product: ZChatProductCard.nullable(),
  order: ZChatOrderCard.nullable(),
  /** Hidden by the platform after a report: content and cards are empty. */
  hidden: z.boolean(),
  createTime: z.number(),
});
export type TChatMessage = z.output<typeof ZChatMessage>;

/** The other party as a list shows it: for a buyer the shop, for a shop the buyer (a nickname, never a phone). */
export const ZChatPeer = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** A logo or avatar path, '' for none. */
  avatar: z.string(),
});
export type TChatPeer = z.output<typeof ZChatPeer>;

export const ZChatConversation = z.strictObject({
  id: z.number().int(),
  peer: ZChatPeer,
  lastMessage: z
    .strictObject({
      from: z.enum(CHAT_SIDES),
      /** The text's first characters, or [图片] / [商品] / [订单]. */
      preview: z.string(),
      createTime: z.number(),
    })
    .nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
  /** The last message's time (the opening's while empty). */
  updateTime: z.number(),
});
export type TChatConversation = z.output<typeof ZChatConversation>;

/** A page of a conversation, oldest first, with what the other side has read. */
export const ZChatHistory = z.strictObject({
  conversation: ZChatConversation,
  messages: z.array(ZChatMessage),
  /** Older messages exist before the first one answered. */
  hasMore: z.boolean(),
  /** The other side has read the caller's messages up to this id (0: none). */
  peerReadUpTo: z.number().int(),
});
export type TChatHistory = z.output<typeof ZChatHistory>;

export const ZChatUnread = z.strictObject({ unread: z.number().int() });

/** What the seller sees beside a conversation: the buyer and their recent orders with this shop. */
export const ZChatBuyerContext = z.strictObject({
  buyer: ZChatPeer.extend({ since: z.number() }),
  orders: z.array(ZChatOrderCard),
});
export type TChatBuyerContext = z.output<typeof ZChatBuyerContext>;

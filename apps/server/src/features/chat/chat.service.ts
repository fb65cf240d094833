import {
  CHAT_HIDDEN_TEXT,
  CHAT_OPEN_PER_HOUR,
  CHAT_PREVIEW_TEXT,
  CHAT_SEND_MAX,
  CHAT_SEND_WINDOW_MS,
  CHAT_UNANSWERED_MS,
  type TChatBuyerContext,
  type TChatConversation,
  type TChatHistory,
  type TChatKind,
  type TChatMessage,
  type TChatOrderCard,
  type TChatProductCard,
  type TChatSend,
  type TChatSide,
  type TContentItem,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import type { TChatSubject } from '../../lib/chat-hub.js';
import { takeSlot } from '../../lib/counter-store.js';
import { parseJsonList } from '../../lib/json-list.js';
import {
  excerptOf,
  stateAfter,
  type TModerationFilter,
  type TModerationResult,
  unchanged,
} from '../../lib/moderation.js';
import type { TDeps } from '../../plugins/deps.js';
import { buyerProfiles, isSellerSuspended, shownBuyerName } from '../account/account.service.js';
import { cardsInOrder } from '../catalogue/catalogue.service.js';
import { writeMessage } from '../message/message.service.js';
import { chatOrderCards } from '../order/order.service.js';
import { shopHeader } from '../shop/shop.service.js';
import { isOwnedUpload } from '../upload/upload.service.js';
import type { TParty } from './chat.repository.js';
import * as repo from './chat.repository.js';

export type { TParty } from './chat.repository.js';

type TDb = Kysely<DB>;
type TSendInput = TChatSend & { content: string };

const subjectsOf = (c: { user_id: number; seller_id: number }): TChatSubject[] => [
  `user:${c.user_id}`,
  `seller:${c.seller_id}`,
];

/** A text's or a card's line in a conversation list. */
function previewOf(kind: TChatKind, content: string): string {
  return kind === 'text' ? excerptOf(content, 40) : CHAT_PREVIEW_TEXT[kind];
}

function parseCard<T>(card: string | null): T | null {
  if (!card) return null;
  try {
    return JSON.parse(card) as T;
  } catch {
    return null;
  }
}

export function toMessage(row: repo.TMessageRow): TChatMessage {
  const hidden = row.hidden_at !== null;
  const kind = row.kind as TChatKind;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    from: row.sender as TChatSide,
    kind,
    content: hidden ? '' : row.content,
    product: !hidden && kind === 'product' ? parseCard<TChatProductCard>(row.card) : null,
    order: !hidden && kind === 'order' ? parseCard<TChatOrderCard>(row.card) : null,
    hidden,
    createTime: Number(row.created_at),
  };
}

function toConversation(row: repo.TConversationRow, side: TChatSide): TChatConversation {
  const peer =
    side === 'buyer'
      ? { id: row.seller_id, name: row.shop_name, avatar: row.shop_logo }
      : { id: row.user_id, name: shownBuyerName(row), avatar: '' };
  return {
    id: row.id,
    peer,
    lastMessage:
      row.last_message_id > 0
        ? { from: row.last_from as TChatSide, preview: row.last_preview, createTime: Number(row.updated_at) }
        : null,
    unread: Number(row.unread),
    updateTime: Number(row.updated_at),
  };
}

async function conversationOf(db: TDb, party: TParty, id: number): Promise<repo.TConversationRow> {
  const row = await repo.findConversationOf(db, party, id);
  if (!row) throw appError('CHAT_NOT_FOUND');
  return row;
}

/** The product on sale in this shop, as a card; 404 otherwise. */
async function productCard(db: TDb, sellerId: number, productId: number): Promise<TChatProductCard> {
  const [card] = await cardsInOrder(db, [productId]);
  if (!card || card.agentId !== sellerId) throw appError('PRODUCT_NOT_FOUND');
  return { id: card.id, title: card.title, image: card.image, price: card.price };
}

/** The buyer's order with this shop, as a card; 404 otherwise (whoever asks). */
async function orderCard(db: TDb, pair: { userId: number; sellerId: number }, orderId: number) {
  const [card] = await chatOrderCards(db, pair, { orderId });
  if (!card) throw appError('ORDER_NOT_FOUND');
  return card;
}

/**
 * The buyer's conversation with a shop, made on first contact (throttled per buyer: CHAT_OPEN_PER_HOUR
 * new shops an hour). A product or order named must be this shop's (the page offers it as a card).
 */
export async function openConversation(
  deps: TDeps,
  userId: number,
  input: { shopId: number; productId?: number | undefined; orderId?: number | undefined },
  now = Date.now(),
): Promise<{ conversationId: number }> {
  const { db } = deps;
  const shop = await shopHeader(db, input.shopId);
  if (!shop || (await isSellerSuspended(db, input.shopId))) throw appError('SHOP_NOT_FOUND');
  if (input.productId !== undefined) await productCard(db, input.shopId, input.productId);
  if (input.orderId !== undefined) await orderCard(db, { userId, sellerId: input.shopId }, input.orderId);
  const existing = await repo.findPair(db, userId, input.shopId);
  if (existing) return { conversationId: existing.id };
  const key = `chat:open:${userId}`;
  await takeSlot(deps.counters, key, CHAT_OPEN_PER_HOUR, 3_600_000, 'CHAT_OPEN_THROTTLED');
  const { id, isNew } = await repo.ensureConversation(db, userId, input.shopId, now);
  // Opens of the same shop racing each took a slot, but only one made the conversation: the others
  // give theirs back (the throttle counts new shops, not clicks).
  if (!isNew) await deps.counters.release(key);
  return { conversationId: id };
}

export async function listConversations(
  db: TDb,
  party: TParty,
  query: { page: number; limit: number; unreadOnly?: boolean },
): Promise<{ items: TChatConversation[]; total: number }> {
  const { rows, total } = await repo.conversationsPage(
    db,
    party,
    query.unreadOnly === true,
    (query.page - 1) * query.limit,
    query.limit,
  );
  return { items: rows.map((r) => toConversation(r, party.side)), total };
}

/** A page of a conversation, oldest first: the newest `limit` before `before`. */
export async function conversationHistory(
  db: TDb,
  party: TParty,
  query: { conversationId: number; before?: number | undefined; limit: number },
): Promise<TChatHistory> {
  const conversation = await conversationOf(db, party, query.conversationId);
  const rows = await repo.messagesBefore(db, conversation.id, query.before, query.limit + 1);
  const hasMore = rows.length > query.limit;
  const messages = rows.slice(0, query.limit).reverse().map(toMessage);
  return {
    conversation: toConversation(conversation, party.side),
    messages,
    hasMore,
    peerReadUpTo: party.side === 'buyer' ? conversation.seller_read_up_to : conversation.buyer_read_up_to,
  };
}

/** What a message stores for its kind: the text or picture, and a card as it is now. */
async function contentOf(
  deps: TDeps,
  party: TParty,
  conversation: repo.TConversationRow,
  input: TSendInput,
): Promise<{ content: string; card: string | null }> {
  const pair = { userId: conversation.user_id, sellerId: conversation.seller_id };
  switch (input.kind) {
    case 'text':
      return { content: input.content, card: null };
    case 'image': {
      const owner = { type: party.side === 'buyer' ? ('user' as const) : ('seller' as const), id: party.id };
      if (!(await isOwnedUpload(deps, input.content, owner))) throw appError('UPLOAD_NOT_OWNED', { field: 'content' });
      return { content: input.content, card: null };
    }
    case 'product':
      return { content: '', card: JSON.stringify(await productCard(deps.db, pair.sellerId, Number(input.content))) };
    case 'order':
      return { content: '', card: JSON.stringify(await orderCard(deps.db, pair, Number(input.content))) };
  }
}

/**
 * Sends a message (throttled per sender: CHAT_SEND_MAX in CHAT_SEND_WINDOW_MS); once it has committed,
 * both parties' open sockets receive it. Sending also reads what came before.
 */
export async function sendMessage(deps: TDeps, party: TParty, input: TSendInput, now = Date.now()) {
  await takeSlot(
    deps.counters,
    `chat:send:${party.side}:${party.id}`,
    CHAT_SEND_MAX,
    CHAT_SEND_WINDOW_MS,
    'CHAT_TOO_FAST',
  );
  const conversation = await conversationOf(deps.db, party, input.conversationId);
  const { content, card } = await contentOf(deps, party, conversation, input);
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertMessage(trx, {
      conversation_id: conversation.id,
      sender: party.side,
      kind: input.kind,
      content,
      card,
      created_at: now,
    });
    await repo.recordLastMessage(trx, conversation.id, {
      id: inserted.id,
      side: party.side,
      preview: previewOf(input.kind, content),
      at: now,
    });
    return inserted;
  });
  const message = toMessage(row);
  deps.chat.publish(subjectsOf(conversation), { type: 'message', conversationId: conversation.id, message });
  return message;
}

/**
 * Marks the party's side read up to `upTo` (never back, never past the last message); the other side's
 * sockets learn it (已读). Answers the party's unread count over every conversation.
 */
export async function markRead(
  deps: TDeps,
  party: TParty,
  input: { conversationId: number; upTo: number },
): Promise<{ unread: number }> {
  const conversation = await conversationOf(deps.db, party, input.conversationId);
  const upTo = Math.min(input.upTo, conversation.last_message_id);
  if (upTo > 0 && (await repo.moveReadMark(deps.db, conversation.id, party.side, upTo))) {
    deps.chat.publish(subjectsOf(conversation), {
      type: 'read',
      conversationId: conversation.id,
      side: party.side,
      upTo,
    });
  }
  return unreadCount(deps.db, party);
}

export async function unreadCount(db: TDb, party: TParty): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(db, party) };
}

/** Reports the other side's message to the operators (the console's content queue); again changes nothing. */
export async function reportMessage(
  db: TDb,
  party: TParty,
  input: { messageId: number; reason: string },
  now = Date.now(),
): Promise<null> {
  const message = await repo.findMessageOf(db, party, input.messageId);
  // One's own message, or one outside one's conversations, is not a message one may report.
  if (!message || message.sender === party.side) throw appError('CHAT_MESSAGE_NOT_FOUND');
  await repo.insertReport(db, { message_id: message.id, reporter: party.side, reason: input.reason, created_at: now });
  return null;
}

export async function quickReplies(db: TDb, sellerId: number): Promise<string[]> {
  return parseJsonList((await repo.quickRepliesOf(db, sellerId)) ?? '[]');
}

export async function saveQuickReplies(db: TDb, sellerId: number, replies: string[], now = Date.now()) {
  await repo.saveQuickReplies(db, sellerId, JSON.stringify(replies), now);
  return replies;
}

/** The buyer beside a shop's conversation: their name, since when, and their 5 latest orders with the shop. */
export async function buyerContext(db: TDb, sellerId: number, conversationId: number): Promise<TChatBuyerContext> {
  const conversation = await conversationOf(db, { side: 'seller', id: sellerId }, conversationId);
  const profile = (await buyerProfiles(db, [conversation.user_id])).get(conversation.user_id);
  const orders = await chatOrderCards(db, { userId: conversation.user_id, sellerId }, { limit: 5 });
  return {
    buyer: { id: conversation.user_id, name: profile?.name ?? '', avatar: '', since: profile?.since ?? 0 },
    orders,
  };
}

// ---------------------------------------------------------------- the console's content queue

/** Reported messages as the console lists them (kind `chat`): the author, the text, the reasons. */
export async function chatForModeration(
  db: TDb,
  f: TModerationFilter,
  page: number,
  limit: number,
): Promise<{ items: TContentItem[]; total: number }> {
  const { rows, total } = await repo.reportedMessages(db, f, (page - 1) * limit, limit);
  const reasons = await repo.reportReasons(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => {
      const byBuyer = r.sender === 'buyer';
      const why = reasons
        .filter((x) => x.message_id === r.id)
        .map((x) => x.reason)
        .join('；');
      return {
        kind: 'chat',
        id: r.id,
        author: byBuyer
          ? { type: 'user', id: r.user_id, name: shownBuyerName(r) }
          : { type: 'seller', id: r.seller_id, name: r.shop_name },
        excerpt: `${r.kind === 'text' ? excerptOf(r.content, 120) : previewOf(r.kind as TChatKind, r.content)}（举报：${excerptOf(why, 60)}）`,
        target: { type: 'none', id: r.conversation_id, title: `${shownBuyerName(r)} ↔ ${r.shop_name}` },
        createdAt: Number(r.created_at),
        hidden: r.hidden_at !== null,
        hiddenReason: r.hidden_reason,
        hiddenAt: r.hidden_at === null ? null : Number(r.hidden_at),
      };
    }),
    total,
  };
}

/** Hides a reported message from both parties (they read CHAT_HIDDEN_TEXT), or shows it again. */
export async function setChatMessageHidden(
  db: TDb,
  id: number,
  hide: { reason: string } | null,
  now = Date.now(),
): Promise<TModerationResult> {
  const current = await repo.findMessageForModeration(db, id);
  if (!current) throw appError('CONTENT_NOT_FOUND');
  const before = { hidden: current.hidden_at !== null, hiddenReason: current.hidden_reason };
  if (!(await repo.setMessageHidden(db, id, hide, now))) return unchanged(before);
  return {
    changed: true,
    authorUserId: current.sender === 'buyer' ? current.user_id : null,
    excerpt: current.kind === 'text' ? excerptOf(current.content) : previewOf(current.kind as TChatKind, ''),
    link: current.sender === 'buyer' ? `/chat?conversationId=${current.conversation_id}` : '',
    before,
    after: stateAfter(hide),
  };
}

// ---------------------------------------------------------------- the unanswered-message reminder

/**
 * Tells buyers in 消息 of a shop's answer they have not read for CHAT_UNANSWERED_MS (once per answer;
 * any number of instances may run it: the notified mark is moved by one of them).
 */
export async function remindUnanswered(db: TDb, now = Date.now()): Promise<number> {
  const due = await repo.unansweredForBuyers(db, now - CHAT_UNANSWERED_MS, 200);
  let told = 0;
  for (const c of due) {
    const isMine = await db.transaction().execute(async (trx) => {
      if (!(await repo.markBuyerNotified(trx, c.id, c.last_message_id))) return false;
      await writeMessage(
        trx,
        {
          userId: c.user_id,
          kind: 'chat',
          ref: `chat:${c.id}:${c.last_message_id}`,
          title: `${c.shop_name}回复了您`,
          content: c.last_preview || CHAT_HIDDEN_TEXT,
          link: `/chat?conversationId=${c.id}`,
        },
        now,
      );
      return true;
    });
    if (isMine) told++;
  }
  return told;
}

// ---------------------------------------------------------------- personal data

export async function exportChat(db: TDb, userId: number) {
  const conversations = await repo.conversationsOfBuyer(db, userId);
  const messages = await repo.messagesOfConversations(
    db,
    conversations.map((c) => c.id),
  );
  return conversations.map((c) => ({
    shop: c.shop_name,
    createdAt: Number(c.created_at),
    messages: messages
      .filter((m) => m.conversation_id === c.id)
      .map((m) => ({ from: m.sender, kind: m.kind, content: m.content, createdAt: Number(m.created_at) })),
  }));
}

export function eraseChat(db: TDb, userId: number): Promise<void> {
  return repo.deleteConversationsOf(db, userId);
}

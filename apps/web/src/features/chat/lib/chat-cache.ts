import type { TChatConversation, TChatHistory, TChatMessage } from '@mall/contract';
import { CHAT_HIDDEN_TEXT, CHAT_PREVIEW_TEXT, type TChatSide } from '@mall/contract/wire';

/**
 * How socket frames and polls change what the chat pages hold (pure, so they are tested alone): the
 * open conversation's messages, the conversation list and the unread count.
 */

/** A page of the conversation list as the list query holds it. */
export interface TChatListPage {
  data: TChatConversation[];
  total: number;
}

const PREVIEW_MAX = 40;

/** What a list shows of a message: the text's start, or [图片] / [商品] / [订单]. */
export function chatPreview(message: Pick<TChatMessage, 'kind' | 'content' | 'hidden'>): string {
  if (message.hidden) return CHAT_HIDDEN_TEXT;
  if (message.kind !== 'text') return CHAT_PREVIEW_TEXT[message.kind];
  const text = message.content.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}…` : text;
}

/** Messages by id, oldest first; a later copy of a message (hidden since) replaces the earlier. */
function unionMessages(older: readonly TChatMessage[], newer: readonly TChatMessage[]): TChatMessage[] {
  const byId = new Map<number, TChatMessage>();
  for (const m of older) byId.set(m.id, m);
  for (const m of newer) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function withLast(conversation: TChatConversation, message: TChatMessage): TChatConversation {
  if (conversation.lastMessage && conversation.lastMessage.createTime > message.createTime) return conversation;
  return {
    ...conversation,
    lastMessage: { from: message.from, preview: chatPreview(message), createTime: message.createTime },
    updateTime: Math.max(conversation.updateTime, message.createTime),
  };
}

/** A new message (a frame, or one the viewer sent) added to the open conversation it belongs to. */
export function appendChatMessage(history: TChatHistory | undefined, message: TChatMessage): TChatHistory | undefined {
  if (!history || history.conversation.id !== message.conversationId) return history;
  return {
    ...history,
    conversation: withLast(history.conversation, message),
    messages: unionMessages(history.messages, [message]),
  };
}

/**
 * The newest page (a poll) laid over what is held: messages joined by id. When the page does not
 * reach what is held (more came meanwhile than a page holds), the held older part is let go.
 */
export function mergeNewestHistory(held: TChatHistory | undefined, fresh: TChatHistory): TChatHistory {
  if (!held || held.conversation.id !== fresh.conversation.id || held.messages.length === 0) return fresh;
  const heldLast = held.messages[held.messages.length - 1]?.id ?? 0;
  const freshFirst = fresh.messages[0]?.id ?? Number.POSITIVE_INFINITY;
  if (fresh.hasMore && freshFirst > heldLast) return fresh;
  return {
    conversation: fresh.conversation,
    messages: unionMessages(held.messages, fresh.messages),
    hasMore: held.hasMore,
    peerReadUpTo: Math.max(held.peerReadUpTo, fresh.peerReadUpTo),
  };
}

/** An older page (loaded on scrolling up) put before what is held. */
export function prependOlderHistory(held: TChatHistory | undefined, older: TChatHistory): TChatHistory {
  if (!held || held.conversation.id !== older.conversation.id) return older;
  return {
    ...held,
    messages: unionMessages(older.messages, held.messages),
    hasMore: older.hasMore,
    peerReadUpTo: Math.max(held.peerReadUpTo, older.peerReadUpTo),
  };
}

/** A read frame: the other side has read the viewer's messages up to `upTo` (never backwards). */
export function applyChatRead(
  history: TChatHistory | undefined,
  frame: { conversationId: number; side: TChatSide; upTo: number },
  viewer: TChatSide,
): TChatHistory | undefined {
  if (!history || history.conversation.id !== frame.conversationId || frame.side === viewer) return history;
  if (frame.upTo <= history.peerReadUpTo) return history;
  return { ...history, peerReadUpTo: frame.upTo };
}

/**
 * A new message in the list: its conversation takes the message as its last and moves to the top;
 * a message from the other side counts as unread unless the viewer has that conversation open.
 * `isKnown` false: the conversation is not on this page (new, or further down): ask again.
 */
export function bumpChatList(
  page: TChatListPage | undefined,
  message: TChatMessage,
  viewer: TChatSide,
  openConversationId: number | null,
): { page: TChatListPage | undefined; isKnown: boolean } {
  if (!page) return { page, isKnown: false };
  const at = page.data.findIndex((c) => c.id === message.conversationId);
  if (at < 0) return { page, isKnown: false };
  const current = page.data[at] as TChatConversation;
  const isUnread = message.from !== viewer && openConversationId !== message.conversationId;
  const updated = { ...withLast(current, message), unread: current.unread + (isUnread ? 1 : 0) };
  const rest = page.data.filter((_, i) => i !== at);
  return { page: { ...page, data: [updated, ...rest] }, isKnown: true };
}

/** The viewer read a conversation (here or on another device): its unread count in the list is 0. */
export function clearChatListUnread(
  page: TChatListPage | undefined,
  conversationId: number,
): TChatListPage | undefined {
  if (!page) return page;
  if (!page.data.some((c) => c.id === conversationId && c.unread > 0)) return page;
  return { ...page, data: page.data.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)) };
}

/** The badge after a new message: one more when it is the other side's and not read at once. */
export function bumpChatUnread(
  unread: number | undefined,
  message: TChatMessage,
  viewer: TChatSide,
  openConversationId: number | null,
): number | undefined {
  if (unread === undefined) return unread;
  if (message.from === viewer || openConversationId === message.conversationId) return unread;
  return unread + 1;
}

/** The newest message of the other side, whose id marks the conversation read (0: none). */
export function newestPeerMessageId(messages: readonly TChatMessage[], viewer: TChatSide): number {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i] as TChatMessage;
    if (m.from !== viewer) return m.id;
  }
  return 0;
}

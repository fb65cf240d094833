import type { TChatConversation, TChatHistory, TChatMessage } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  appendChatMessage,
  applyChatRead,
  bumpChatList,
  bumpChatUnread,
  chatPreview,
  clearChatListUnread,
  mergeNewestHistory,
  newestPeerMessageId,
  prependOlderHistory,
} from './chat-cache';

const message = (id: number, from: 'buyer' | 'seller' = 'seller', extra: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  conversationId: 7,
  from,
  kind: 'text',
  content: `第${id}条`,
  product: null,
  order: null,
  hidden: false,
  createTime: 1_000 * id,
  ...extra,
});

const conversation = (id = 7, unread = 0): TChatConversation => ({
  id,
  peer: { id: 3, name: '智能家居旗舰店', avatar: '' },
  lastMessage: null,
  unread,
  updateTime: 0,
});

const history = (ids: number[], hasMore = false, peerReadUpTo = 0): TChatHistory => ({
  conversation: conversation(),
  messages: ids.map((id) => message(id)),
  hasMore,
  peerReadUpTo,
});

describe('chat cache merges', () => {
  it('previews text by its start and other kinds by their tag', () => {
    expect(chatPreview(message(1))).toBe('第1条');
    expect(chatPreview(message(1, 'seller', { kind: 'image', content: '/files/a.png' }))).toBe('[图片]');
    expect(chatPreview(message(1, 'seller', { hidden: true }))).toBe('该消息已被平台隐藏');
    expect(chatPreview(message(1, 'seller', { content: '很'.repeat(60) })).length).toBe(41);
  });

  it('appends a new message to its own conversation once, in id order', () => {
    const next = appendChatMessage(history([1, 2]), message(3));
    expect(next?.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(next?.conversation.lastMessage?.preview).toBe('第3条');
    expect(appendChatMessage(next, message(3))?.messages).toHaveLength(3);
    expect(appendChatMessage(history([1]), { ...message(9), conversationId: 8 })?.messages).toHaveLength(1);
    expect(appendChatMessage(undefined, message(1))).toBeUndefined();
  });

  it('lays a poll over the held messages, keeping older pages and taking hidden copies', () => {
    const held = history([1, 2, 3, 4], true, 2);
    const fresh = {
      ...history([3, 4, 5], true, 4),
      messages: [message(3, 'seller', { hidden: true }), message(4), message(5)],
    };
    const merged = mergeNewestHistory(held, fresh);
    expect(merged.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.messages[2]?.hidden).toBe(true);
    expect(merged.hasMore).toBe(true);
    expect(merged.peerReadUpTo).toBe(4);
  });

  it('lets the held messages go when the newest page does not reach them', () => {
    const merged = mergeNewestHistory(history([1, 2]), history([30, 31], true));
    expect(merged.messages.map((m) => m.id)).toEqual([30, 31]);
    expect(merged.hasMore).toBe(true);
  });

  it('puts an older page in front and takes its hasMore', () => {
    const merged = prependOlderHistory(history([21, 22], true), history([1, 2, 20], false));
    expect(merged.messages.map((m) => m.id)).toEqual([1, 2, 20, 21, 22]);
    expect(merged.hasMore).toBe(false);
  });

  it("moves the read mark on the other side's read frame only, never backwards", () => {
    const held = history([1, 2], false, 5);
    expect(applyChatRead(held, { conversationId: 7, side: 'seller', upTo: 9 }, 'buyer')?.peerReadUpTo).toBe(9);
    expect(applyChatRead(held, { conversationId: 7, side: 'seller', upTo: 3 }, 'buyer')?.peerReadUpTo).toBe(5);
    expect(applyChatRead(held, { conversationId: 7, side: 'buyer', upTo: 9 }, 'buyer')?.peerReadUpTo).toBe(5);
  });

  it('bumps a listed conversation to the top, counting it unread unless open', () => {
    const page = { data: [conversation(1), conversation(7, 2)], total: 2 };
    const bumped = bumpChatList(page, message(10), 'buyer', null);
    expect(bumped.isKnown).toBe(true);
    expect(bumped.page?.data.map((c) => [c.id, c.unread])).toEqual([
      [7, 3],
      [1, 0],
    ]);
    expect(bumped.page?.data[0]?.lastMessage?.preview).toBe('第10条');
    expect(bumpChatList(page, message(10), 'buyer', 7).page?.data[0]?.unread).toBe(2);
    expect(bumpChatList(page, message(10, 'buyer'), 'buyer', null).page?.data[0]?.unread).toBe(2);
    expect(bumpChatList(page, { ...message(10), conversationId: 99 }, 'buyer', null).isKnown).toBe(false);
  });

  it('clears a read conversation in the list and counts the badge', () => {
    const page = { data: [conversation(7, 4)], total: 1 };
    expect(clearChatListUnread(page, 7)?.data[0]?.unread).toBe(0);
    expect(clearChatListUnread(page, 8)).toBe(page);
    expect(bumpChatUnread(2, message(1), 'buyer', null)).toBe(3);
    expect(bumpChatUnread(2, message(1), 'buyer', 7)).toBe(2);
    expect(bumpChatUnread(2, message(1, 'buyer'), 'buyer', null)).toBe(2);
    expect(bumpChatUnread(undefined, message(1), 'buyer', null)).toBeUndefined();
  });

  it("finds the other side's newest message", () => {
    expect(newestPeerMessageId([message(1), message(2), message(3, 'buyer')], 'buyer')).toBe(2);
    expect(newestPeerMessageId([message(3, 'buyer')], 'buyer')).toBe(0);
  });
});

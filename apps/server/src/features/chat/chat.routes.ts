import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import * as chat from './chat.service.js';

/** The buyer's conversations with shops (DESIGN-OPERATE §J). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const C = CALLS.chat;
  const buyer = (userId: number): chat.TParty => ({ side: 'buyer', id: userId });

  serveCall(app, C.open, (data, { userId }) => chat.openConversation(deps, userId, data));
  serveCall(app, C.list, async (data, { userId }) => {
    const { items, total } = await chat.listConversations(db, buyer(userId), data);
    return new Paged(items, total);
  });
  serveCall(app, C.history, (data, { userId }) => chat.conversationHistory(db, buyer(userId), data));
  serveCall(app, C.send, (data, { userId }) => chat.sendMessage(deps, buyer(userId), data));
  serveCall(app, C.read, (data, { userId }) => chat.markRead(deps, buyer(userId), data));
  serveCall(app, C.unread, (_data, { userId }) => chat.unreadCount(db, buyer(userId)));
  serveCall(app, C.report, (data, { userId }) => chat.reportMessage(db, buyer(userId), data));
}

/** A shop's inbox (客服工作台). */
export async function sellerChatRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const S = CALLS.sellerChat;
  const shop = (sellerId: number): chat.TParty => ({ side: 'seller', id: sellerId });

  serveCall(app, S.list, async (data, { sellerId }) => {
    const { items, total } = await chat.listConversations(db, shop(sellerId), {
      ...data,
      unreadOnly: data.unreadOnly === 1,
    });
    return new Paged(items, total);
  });
  serveCall(app, S.history, (data, { sellerId }) => chat.conversationHistory(db, shop(sellerId), data));
  serveCall(app, S.send, (data, { sellerId }) => chat.sendMessage(deps, shop(sellerId), data));
  serveCall(app, S.read, (data, { sellerId }) => chat.markRead(deps, shop(sellerId), data));
  serveCall(app, S.unread, (_data, { sellerId }) => chat.unreadCount(db, shop(sellerId)));
  serveCall(app, S.quickReplies, (_data, { sellerId }) => chat.quickReplies(db, sellerId));
  serveCall(app, S.saveQuickReplies, (data, { sellerId }) => chat.saveQuickReplies(db, sellerId, data.replies));
  serveCall(app, S.context, (data, { sellerId }) => chat.buyerContext(db, sellerId, data.conversationId));
  serveCall(app, S.report, (data, { sellerId }) => chat.reportMessage(db, shop(sellerId), data));
}

import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { queryMessages, readMessages, unreadCount } from './message.service.js';

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const M = CALLS.message;
  serveCall(app, M.query, async (data, { userId }) => {
    const { items, total } = await queryMessages(db, userId, data.page, data.limit);
    return new Paged(items, total);
  });
  serveCall(app, M.read, (data, { userId }) => readMessages(db, userId, data.id));
  serveCall(app, M.unreadCount, (_data, { userId }) => unreadCount(db, userId));
}

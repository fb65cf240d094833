import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { buyerIdOf } from '../account/session.service.js';
import { newsDetail, newsHome, queryNews } from './news.service.js';

export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const N = CALLS.news;
  // The home and the lists are public and change only when articles are published: response-cached
  // for a few seconds like the catalogue (their view counts lag by as much).
  serveCall(app, N.home, () => newsHome(db), { cache: true });
  serveCall(
    app,
    N.query,
    async (data) => {
      const { items, total } = await queryNews(db, data);
      return new Paged(items, total);
    },
    { cache: true },
  );
  // Never cached: a viewer's first read of the day counts a view (a buyer by their token, a guest by address).
  serveCall(app, N.detail, async (data, ctx) =>
    newsDetail(db, data.id, { userId: await buyerIdOf(db, ctx.token), ip: ctx.req.ip }),
  );
}

import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
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
  // Never cached: every read counts a view.
  serveCall(app, N.detail, (data) => newsDetail(db, data.id));
}

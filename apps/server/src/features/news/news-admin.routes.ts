import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import {
  addNewsArticle,
  addNewsColumn,
  adminNewsColumns,
  adminNewsDetail,
  adminNewsList,
  removeNewsArticle,
  removeNewsColumn,
  updateNewsArticle,
  updateNewsColumn,
} from './news-admin.service.js';

/** Where the public news answers are cached (lib/response-cache.ts keys start with the path). */
const PUBLIC_NEWS_PREFIX = '/news/api/';

/**
 * The console's news (DESIGN-OPERATE §A `news`, operators). Every write runs in the call layer's
 * audited transaction (`db` of the context) and the storefront's news answers are dropped, in the
 * handler and again once the answer has left (after the commit), so the next read sees the change.
 */
export async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { responses } = app.deps;
  const N = CALLS.adminNews;
  const writes = new Set<string>([
    N.addColumn.path,
    N.updateColumn.path,
    N.removeColumn.path,
    N.add.path,
    N.update.path,
    N.remove.path,
  ]);
  app.addHook('onResponse', async (req) => {
    if (writes.has(req.routeOptions.url ?? '')) responses.clear(PUBLIC_NEWS_PREFIX);
  });

  serveCall(app, N.columns, (_data, { db }) => adminNewsColumns(db));
  serveCall(app, N.addColumn, async (data, { db, audit }) => {
    const { id, after } = await addNewsColumn(db, data);
    audit({ targetType: 'newsColumn', targetId: id, after });
    responses.clear(PUBLIC_NEWS_PREFIX);
    return { id };
  });
  serveCall(app, N.updateColumn, async (data, { db, audit }) => {
    const { before, after } = await updateNewsColumn(db, data);
    audit({ targetType: 'newsColumn', targetId: data.id, before, after });
    responses.clear(PUBLIC_NEWS_PREFIX);
    return null;
  });
  serveCall(app, N.removeColumn, async (data, { db, audit }) => {
    const { before } = await removeNewsColumn(db, data.id);
    audit({ targetType: 'newsColumn', targetId: data.id, before, after: null });
    responses.clear(PUBLIC_NEWS_PREFIX);
    return null;
  });

  serveCall(app, N.list, async (data, { db }) => {
    const { items, total } = await adminNewsList(db, data);
    return new Paged(items, total);
  });
  serveCall(app, N.detail, (data, { db }) => adminNewsDetail(db, data.id));
  serveCall(app, N.add, async (data, { db, audit }) => {
    const { id, after } = await addNewsArticle(db, data);
    audit({ targetType: 'news', targetId: id, after });
    responses.clear(PUBLIC_NEWS_PREFIX);
    return { id };
  });
  serveCall(app, N.update, async (data, { db, audit }) => {
    const { before, after } = await updateNewsArticle(db, data);
    audit({ targetType: 'news', targetId: data.id, before, after });
    responses.clear(PUBLIC_NEWS_PREFIX);
    return null;
  });
  serveCall(app, N.remove, async (data, { db, audit }) => {
    const { before } = await removeNewsArticle(db, data.id);
    audit({ targetType: 'news', targetId: data.id, before, after: null });
    responses.clear(PUBLIC_NEWS_PREFIX);
    return null;
  });
}

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
 * audited transaction (`db` of the context); once it has committed, the storefront's news answers are
 * dropped (`clears`), so the next read sees the change.
 */
export async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  const N = CALLS.adminNews;
  // Every write drops the storefront's news answers once it has committed.
  const newsChanged = { clears: PUBLIC_NEWS_PREFIX };

  serveCall(app, N.columns, (_data, { db }) => adminNewsColumns(db));
  serveCall(
    app,
    N.addColumn,
    async (data, { db, audit }) => {
      const { id, after } = await addNewsColumn(db, data);
      audit({ targetType: 'newsColumn', targetId: id, after });
      return { id };
    },
    newsChanged,
  );
  serveCall(
    app,
    N.updateColumn,
    async (data, { db, audit }) => {
      const { before, after } = await updateNewsColumn(db, data);
      audit({ targetType: 'newsColumn', targetId: data.id, before, after });
      return null;
    },
    newsChanged,
  );
  serveCall(
    app,
    N.removeColumn,
    async (data, { db, audit }) => {
      const { before } = await removeNewsColumn(db, data.id);
      audit({ targetType: 'newsColumn', targetId: data.id, before, after: null });
      return null;
    },
    newsChanged,
  );

  serveCall(app, N.list, async (data, { db }) => {
    const { items, total } = await adminNewsList(db, data);
    return new Paged(items, total);
  });
  serveCall(app, N.detail, (data, { db }) => adminNewsDetail(db, data.id));
  serveCall(
    app,
    N.add,
    async (data, { db, audit }) => {
      const { id, after } = await addNewsArticle(db, data);
      audit({ targetType: 'news', targetId: id, after });
      return { id };
    },
    newsChanged,
  );
  serveCall(
    app,
    N.update,
    async (data, { db, audit }) => {
      const { before, after } = await updateNewsArticle(db, data);
      audit({ targetType: 'news', targetId: data.id, before, after });
      return null;
    },
    newsChanged,
  );
  serveCall(
    app,
    N.remove,
    async (data, { db, audit }) => {
      const { before } = await removeNewsArticle(db, data.id);
      audit({ targetType: 'news', targetId: data.id, before, after: null });
      return null;
    },
    newsChanged,
  );
}

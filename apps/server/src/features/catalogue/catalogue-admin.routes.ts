import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { Paged, serveCall } from '../../plugins/calls.js';
import { addCategory, categoryTree, moveCategory, removeCategory, updateCategory } from './category-admin.service.js';
import { listingDetail } from './listing.service.js';
import { listAdminProducts, moveProductByOperator, pendingProducts } from './product-admin.service.js';

/**
 * The console's catalogue (DESIGN-OPERATE §A rows `category` and `product`), served by the feature
 * that owns the tables. Every write is an audited call: the call layer runs it in one transaction
 * (`ctx.db`) with its audit rows. Once it has committed, the cached public answers are dropped
 * (`clears`), so the storefront's categories, lists, searches and details show the change at once.
 */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  const C = CALLS.adminCategory;
  const P = CALLS.adminProduct;

  const storefrontChanged = { clears: true } as const;

  serveCall(app, C.tree, (_data, { db }) => categoryTree(db));
  serveCall(
    app,
    C.add,
    async (data, { db, audit }) => {
      const after = await addCategory(db, data);
      audit({ targetType: 'category', targetId: after.id, before: null, after });
      return { id: after.id };
    },
    storefrontChanged,
  );
  serveCall(
    app,
    C.update,
    async (data, { db, audit }) => {
      const { before, after } = await updateCategory(db, data);
      audit({ targetType: 'category', targetId: data.id, before, after });
      return null;
    },
    storefrontChanged,
  );
  serveCall(
    app,
    C.move,
    async (data, { db, audit }) => {
      const { before, after } = await moveCategory(db, data);
      audit({ targetType: 'category', targetId: data.id, before, after });
      return null;
    },
    storefrontChanged,
  );
  serveCall(
    app,
    C.remove,
    async (data, { db, audit }) => {
      const before = await removeCategory(db, data.id);
      audit({ targetType: 'category', targetId: data.id, before, after: null });
      return null;
    },
    storefrontChanged,
  );

  serveCall(app, P.pending, async (data, { db }) => {
    const { list, total } = await pendingProducts(db, data);
    return new Paged(list, total);
  });
  serveCall(app, P.list, async (data, { db }) => {
    const { list, total } = await listAdminProducts(db, data);
    return new Paged(list, total);
  });
  serveCall(app, P.detail, (data, { db }) => listingDetail(db, null, data.id));
  serveCall(
    app,
    P.approve,
    async (data, { db, audit }) => {
      const { before, after } = await moveProductByOperator(db, data.id, 'approve', null, data.version);
      audit({ targetType: 'product', targetId: data.id, before, after });
      return null;
    },
    storefrontChanged,
  );
  serveCall(
    app,
    P.reject,
    async (data, { db, audit }) => {
      const { before, after } = await moveProductByOperator(db, data.id, 'reject', data.reason, data.version);
      audit({ targetType: 'product', targetId: data.id, before, after });
      return null;
    },
    storefrontChanged,
  );
  serveCall(
    app,
    P.takeDown,
    async (data, { db, audit }) => {
      const { before, after } = await moveProductByOperator(db, data.id, 'takeDown', data.reason);
      audit({ targetType: 'product', targetId: data.id, before, after });
      return null;
    },
    storefrontChanged,
  );
  serveCall(
    app,
    P.restore,
    async (data, { db, audit }) => {
      const { before, after } = await moveProductByOperator(db, data.id, 'restore');
      audit({ targetType: 'product', targetId: data.id, before, after });
      return null;
    },
    storefrontChanged,
  );
}

import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { takeSlot } from '../../lib/counter-store.js';
import { reportProductView } from '../../lib/product-views.js';
import { Paged, serveCall } from '../../plugins/calls.js';
import { cachedPerHome } from '../smart-home/index.js';
import {
  keepSysCategories,
  queryProductPage,
  sellerCategoryChildren,
  showSon,
  sysCategoryChildren,
} from './catalogue.service.js';
import { catalogueAdminRoutes } from './catalogue-admin.routes.js';
import { listingRoutes } from './listing.routes.js';
import { addCommunityPost, classifications, communityPage, portalItems, recommendedShops } from './portal.service.js';
import {
  productDetailFor,
  productFiles,
  richText,
  standardBySpecs,
  standardsWithStock,
  standardTable,
} from './product-detail.service.js';
import {
  adjustStandardStock,
  listSellerProducts,
  setSellerFreightTemplate,
  setSellerProductStatus,
  setSellerPurchaseLimit,
  updateStandardPrice,
} from './seller-product.service.js';

const calls = CALLS.catalogue;
/** Public catalogue reads are kept for a few seconds per process (lib/response-cache.ts). */
const cached = { cache: true };

/** Community posts per member per hour. */
const POSTS_PER_HOUR = 20;

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db, counters, responses, config } = app.deps;
  // The search's categories, kept beside the public answers and dropped with them.
  keepSysCategories(db, responses, config.CATALOGUE_CACHE_MS);
  // Cards and details say whether they suit the caller's home (DESIGN.md §H), kept per home signature.
  const perHome = cachedPerHome(app.deps);
  // The console's categories and products (DESIGN-OPERATE §A), in a scope of their own.
  await app.register(catalogueAdminRoutes);

  serveCall(app, calls.sysCategoryChildren, (data) => sysCategoryChildren(db, data.parentId), cached);
  serveCall(app, calls.showSon, (data) => showSon(db, data.id), cached);
  serveCall(app, calls.categoryChildren, (data) => sellerCategoryChildren(db, data.agentId, data.parentId), cached);
  serveCall(app, calls.queryPortal, (data) => portalItems(db, data.position, data.rownum), cached);
  serveCall(
    app,
    calls.queryPortalPage,
    async (data, { variant }) => {
      const { list, total } = await queryProductPage(db, data, variant);
      return new Paged(list, total);
    },
    perHome,
  );
  // A detail read with a token is reported once the answer has left (lib/product-views.ts: the member
  // corner records a footprint), cached answers included; guests cost nothing.
  serveCall(app, calls.details, (data, { variant }) => productDetailFor(db, data.id, variant), {
    ...perHome,
    async onResponse(req) {
      const body = req.body as { data?: { id?: unknown }; accessToken?: unknown } | undefined;
      const productId = Number(body?.data?.id);
      if (typeof body?.accessToken !== 'string' || !Number.isSafeInteger(productId) || productId <= 0) return;
      await reportProductView(app, { productId, token: body.accessToken, at: Date.now() });
    },
  });
  serveCall(app, calls.productFile, (data) => productFiles(db, data.productId, data.type), cached);
  serveCall(app, calls.getRichText, (data) => richText(db, data.productId, data.type), cached);
  // Stock moves: these three always read the database.
  serveCall(app, calls.getStock, (data) => standardBySpecs(db, data.productId, data.list));
  serveCall(app, calls.getStocks, (data) => standardsWithStock(db, data.productId));
  serveCall(app, calls.standardQuery, (data) => standardTable(db, data.productId));
  serveCall(
    app,
    calls.getCommunity,
    async (data) => {
      const { list, total } = await communityPage(db, data.page, data.limit);
      return new Paged(list, total);
    },
    cached,
  );
  serveCall(
    app,
    calls.addCommunity,
    async (data, { userId }) => {
      await takeSlot(counters, `community:${userId}`, POSTS_PER_HOUR, 3_600_000, 'COMMUNITY_POST_THROTTLED');
      return addCommunityPost(db, userId, data);
    },
    // The author sees the post at once.
    { clears: calls.getCommunity.path },
  );
  serveCall(app, calls.queryShopList, (_data, { variant }) => recommendedShops(db, variant), perHome);
  serveCall(app, calls.queryClassificationList, (_data, { variant }) => classifications(db, variant), perHome);

  // The seller's products (DESIGN.md §2 seller workbench): never cached, and every write empties the
  // response cache (prices and stock show in details, lists, shop pages and plans).
  const SP = CALLS.sellerProduct;
  const productsChanged = { clears: true } as const;
  serveCall(app, SP.list, async (data, { sellerId }) => {
    const { list, total } = await listSellerProducts(db, sellerId, data);
    return new Paged(list, total);
  });
  serveCall(app, SP.updatePrice, (data, { sellerId }) => updateStandardPrice(db, sellerId, data), productsChanged);
  serveCall(app, SP.adjustStock, (data, { sellerId }) => adjustStandardStock(db, sellerId, data), productsChanged);
  serveCall(
    app,
    SP.setPurchaseLimit,
    (data, { sellerId }) => setSellerPurchaseLimit(db, sellerId, data),
    productsChanged,
  );
  serveCall(app, SP.setFreightTemplate, (data, { sellerId }) => setSellerFreightTemplate(db, sellerId, data));
  serveCall(
    app,
    SP.setStatus,
    async (data, { sellerId }) => {
      await setSellerProductStatus(db, sellerId, data);
      return null;
    },
    productsChanged,
  );
  await listingRoutes(app);
}

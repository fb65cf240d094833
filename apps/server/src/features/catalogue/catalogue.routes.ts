import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { takeSlot } from '../../lib/counter-store.js';
import { reportProductView } from '../../lib/product-views.js';
import { Paged, serveCall } from '../../plugins/calls.js';
import * as catalogue from './catalogue.service.js';

const calls = CALLS.catalogue;
/** Public catalogue reads are kept for a few seconds per process (lib/response-cache.ts). */
const cached = { cache: true };

/** Community posts per member per hour. */
const POSTS_PER_HOUR = 20;

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db, counters, responses } = app.deps;

  serveCall(app, calls.sysCategoryChildren, (data) => catalogue.sysCategoryChildren(db, data.parentId), cached);
  serveCall(app, calls.showSon, (data) => catalogue.showSon(db, data.id), cached);
  serveCall(
    app,
    calls.categoryChildren,
    (data) => catalogue.sellerCategoryChildren(db, data.agentId, data.parentId),
    cached,
  );
  serveCall(app, calls.queryPortal, (data) => catalogue.portalItems(db, data.position, data.rownum), cached);
  serveCall(
    app,
    calls.queryPortalPage,
    async (data) => {
      const { list, total } = await catalogue.queryProductPage(db, data);
      return new Paged(list, total);
    },
    cached,
  );
  serveCall(app, calls.details, (data) => catalogue.productDetail(db, data.id), cached);
  // A detail read with a token is reported once the answer has left (lib/product-views.ts: the member
  // corner records a footprint), cached answers included; guests cost nothing.
  app.addHook('onResponse', async (req) => {
    if (req.routeOptions.url !== calls.details.path) return;
    const body = req.body as { data?: { id?: unknown }; accessToken?: unknown } | undefined;
    const productId = Number(body?.data?.id);
    if (typeof body?.accessToken !== 'string' || !Number.isSafeInteger(productId) || productId <= 0) return;
    await reportProductView(app, { productId, token: body.accessToken, at: Date.now() });
  });
  serveCall(app, calls.productFile, (data) => catalogue.productFiles(db, data.productId, data.type), cached);
  serveCall(app, calls.getRichText, (data) => catalogue.richText(db, data.productId, data.type), cached);
  // Stock moves: these three always read the database.
  serveCall(app, calls.getStock, (data) => catalogue.standardBySpecs(db, data.productId, data.list));
  serveCall(app, calls.getStocks, (data) => catalogue.standardsWithStock(db, data.productId));
  serveCall(app, calls.standardQuery, (data) => catalogue.standardTable(db, data.productId));
  serveCall(
    app,
    calls.getCommunity,
    async (data) => {
      const { list, total } = await catalogue.communityPage(db, data.page, data.limit);
      return new Paged(list, total);
    },
    cached,
  );
  serveCall(app, calls.addCommunity, async (data, { userId }) => {
    await takeSlot(counters, `community:${userId}`, POSTS_PER_HOUR, 3_600_000, 'COMMUNITY_POST_THROTTLED');
    const created = await catalogue.addCommunityPost(db, userId, data);
    // The author sees the post at once; other instances within the cache's few seconds.
    responses.clear(calls.getCommunity.path);
    return created;
  });
  serveCall(app, calls.queryShopList, () => catalogue.recommendedShops(db), cached);
  serveCall(app, calls.queryClassificationList, () => catalogue.classifications(db), cached);

  // The seller's products (DESIGN.md §2 seller workbench): never cached, and every write empties this
  // process's response cache at once (prices and stock show in details, lists, shop pages and plans);
  // the other instances' entries live at most CATALOGUE_CACHE_MS (≤ 1 s). No answer is cached in Redis.
  const SP = CALLS.sellerProduct;
  const productsChanged = () => responses.clear();
  serveCall(app, SP.list, async (data, { sellerId }) => {
    const { list, total } = await catalogue.listSellerProducts(db, sellerId, data);
    return new Paged(list, total);
  });
  serveCall(app, SP.updatePrice, async (data, { sellerId }) => {
    const standard = await catalogue.updateStandardPrice(db, sellerId, data);
    productsChanged();
    return standard;
  });
  serveCall(app, SP.adjustStock, async (data, { sellerId }) => {
    const standard = await catalogue.adjustStandardStock(db, sellerId, data);
    productsChanged();
    return standard;
  });
  serveCall(app, SP.setPurchaseLimit, async (data, { sellerId }) => {
    const answer = await catalogue.setSellerPurchaseLimit(db, sellerId, data);
    productsChanged();
    return answer;
  });
  serveCall(app, SP.setFreightTemplate, (data, { sellerId }) => catalogue.setSellerFreightTemplate(db, sellerId, data));
  serveCall(app, SP.setStatus, async (data, { sellerId }) => {
    await catalogue.setSellerProductStatus(db, sellerId, data);
    productsChanged();
    return null;
  });
}

import { ORDER_STATUS, type TSellerProfile, type TWorkbenchSummary } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notLoggedIn } from '../../lib/app-error.js';
import { getSeller } from '../account/account.service.js';
import { countSellerWaiting } from '../after-sales/after-sales.service.js';
import { sellerCategoryIds } from '../catalogue/catalogue.service.js';
import { countLowStock } from '../catalogue/seller-product.service.js';
import { sellerOrderCounts, sellerTrend } from '../order/seller-order.service.js';
import { countOpenDemandsFor } from '../procurement/procurement-quote.service.js';
import { countUnrepliedReviews } from '../review/review.service.js';
import { shopHeader } from '../shop/shop.service.js';

/** Days of the workbench's trend, today last. */
export const TREND_DAYS = 7;

/**
 * The signed-in seller and its shop. A seller whose account is gone while its token lives is not
 * signed in (528); a seller without a shop row shows its account name. A suspended seller still
 * signs in (its open orders go on) and reads why in `suspendReason`.
 */
export async function sellerProfile(db: Kysely<DB>, sellerId: number): Promise<TSellerProfile> {
  const [seller, shop] = await Promise.all([getSeller({ db }, sellerId), shopHeader(db, sellerId)]);
  if (!seller) throw notLoggedIn();
  return {
    sellerId: seller.sellerId,
    username: seller.username,
    name: seller.name,
    shopName: shop?.name ?? seller.name,
    shopLogo: shop?.logo ?? '',
    suspendReason: seller.suspendedAt === null ? '' : seller.suspendReason,
    mustChangePassword: seller.mustChangePassword,
  };
}

/**
 * 工作台 (DESIGN.md §2 seller workbench): composed from the features that own each figure, one or two
 * indexed statements each, run side by side.
 */
export async function workbenchSummary(db: Kysely<DB>, sellerId: number, now = Date.now()): Promise<TWorkbenchSummary> {
  const [shop, orderCounts, trend, afterSalesWaiting, openDemands, unrepliedReviews, lowStock] = await Promise.all([
    shopHeader(db, sellerId),
    sellerOrderCounts(db, sellerId),
    sellerTrend(db, sellerId, TREND_DAYS, now),
    countSellerWaiting(db, sellerId),
    sellerCategoryIds(db, sellerId).then((ids) => countOpenDemandsFor(db, sellerId, ids, now)),
    countUnrepliedReviews(db, sellerId),
    countLowStock(db, sellerId),
  ]);
  const today = trend[trend.length - 1];
  return {
    shopName: shop?.name ?? '',
    todayOrders: today?.orders ?? 0,
    todaySales: today?.sales ?? 0,
    orderCounts,
    toShip: orderCounts[ORDER_STATUS.SHIP],
    afterSalesWaiting,
    openDemands,
    unrepliedReviews,
    lowStock,
    trend,
  };
}

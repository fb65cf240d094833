import { CALLS, type TCallRequest, type TQueryPortalPage } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, requestPaged } from '../../../lib/request';

/**
 * Query options for every catalogue call (spec §7 Product, Shop, Navigation). Pages compose them
 * with `useQuery`; keys start with 'catalogue' so one invalidation refreshes the lot.
 */
const C = CALLS.catalogue;

/** Catalogue data changes rarely: keep it fresh for a minute. */
const STALE_MS = 60_000;

export const catalogueQueries = {
  /** System category tree (`showSon`), whole. */
  categoryTree: () =>
    queryOptions({
      queryKey: ['catalogue', 'category-tree'],
      queryFn: () => request(C.showSon, {}),
      staleTime: 5 * STALE_MS,
    }),
  /** One level of the system tree (`sysCategory/queryChildren`). */
  sysCategoryChildren: (parentId?: number) =>
    queryOptions({
      queryKey: ['catalogue', 'sys-category', parentId ?? 0],
      queryFn: () => request(C.sysCategoryChildren, parentId ? { parentId } : {}),
      staleTime: 5 * STALE_MS,
    }),
  /** A seller's own categories (`category/queryChildren`). */
  shopCategories: (agentId: number, parentId?: number) =>
    queryOptions({
      queryKey: ['catalogue', 'shop-category', agentId, parentId ?? 0],
      queryFn: () => request(C.categoryChildren, { agentId, ...(parentId ? { parentId } : {}) }),
      staleTime: 5 * STALE_MS,
    }),
  /** A portal position (spec §7: carousel 10/1, market 9/2, rank 3/5, wisdom 3/6, hot 3/3 and 3/4). */
  portal: (slot: { rownum: number; position: number }) =>
    queryOptions({
      queryKey: ['catalogue', 'portal', slot.position, slot.rownum],
      queryFn: () => request(C.queryPortal, slot),
      staleTime: STALE_MS,
    }),
  /** Product list with `total` (`queryPortalPage`); the previous page stays on screen while the next loads. */
  productPage: (query: TQueryPortalPage) =>
    queryOptions({
      queryKey: ['catalogue', 'product-page', query],
      queryFn: () => requestPaged(C.queryPortalPage, query),
      placeholderData: keepPreviousData,
      staleTime: STALE_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['catalogue', 'detail', id],
      // The page shows its own not-found and error states: no toast on top.
      queryFn: () => request(C.details, { id }, { isSilent: true }),
      staleTime: STALE_MS,
    }),
  images: (productId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'images', productId],
      queryFn: () => request(C.productFile, { productId, type: 2 }),
      staleTime: 5 * STALE_MS,
    }),
  richText: (productId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'rich-text', productId],
      queryFn: () => request(C.getRichText, { productId, type: 1 }),
      staleTime: 5 * STALE_MS,
    }),
  /** Standards with their current stock (`getStocks`); not cached long, stock moves. */
  stocks: (productId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'stocks', productId],
      queryFn: () => request(C.getStocks, { productId }),
      staleTime: 5_000,
    }),
  community: (page: number, limit = 10) =>
    queryOptions({
      queryKey: ['catalogue', 'community', page, limit],
      queryFn: () => requestPaged(C.getCommunity, { page, limit }),
      placeholderData: keepPreviousData,
      staleTime: STALE_MS,
    }),
  recommendedShops: () =>
    queryOptions({
      queryKey: ['catalogue', 'recommended-shops'],
      queryFn: () => request(C.queryShopList, {}),
      staleTime: STALE_MS,
    }),
  classifications: () =>
    queryOptions({
      queryKey: ['catalogue', 'classifications'],
      queryFn: () => request(C.queryClassificationList, {}),
      staleTime: STALE_MS,
    }),
  shopBasic: (agentId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'shop-basic', agentId],
      queryFn: () => request(CALLS.shop.getEcAgentBasicData, { agentId }, { isSilent: true }),
      staleTime: STALE_MS,
    }),
  shopDecoration: (agentId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'shop-decoration', agentId],
      queryFn: () => request(CALLS.shop.queryList, { agentId }),
      staleTime: STALE_MS,
    }),
  navigation: () =>
    queryOptions({
      queryKey: ['catalogue', 'navigation'],
      queryFn: () => request(CALLS.navigation.selectResourceByPage, { page: 1, limit: 20 }),
      staleTime: 5 * STALE_MS,
    }),
};

/** Post to the community (login required). */
export function addCommunity(data: TCallRequest<typeof C.addCommunity>) {
  return request(C.addCommunity, data);
}

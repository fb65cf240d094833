import type { TSellerDemand } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import type { TDemandScope } from '../demand-view';
import { SELLER_QUERY_KEY } from './query-keys';

/** Demands a page of the workbench's procurement lists. */
export const DEMANDS_PAGE_SIZE = 10;

export const SELLER_DEMANDS_QUERY_KEY = [...SELLER_QUERY_KEY, 'demands'] as const;

/** One page of 需求大厅 (`open`) or 我的报价 (`quoted`), with the keyword (`sellerProcurement.query`). */
export function getSellerDemandsQueryOptions(scope: TDemandScope, keyword: string, page: number) {
  const kw = keyword.trim();
  return queryOptions({
    queryKey: [...SELLER_DEMANDS_QUERY_KEY, scope, kw, page],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerProcurement.query, {
        page,
        limit: DEMANDS_PAGE_SIZE,
        scope,
        ...(kw ? { keyword: kw } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerDemands(scope: TDemandScope, keyword: string, page: number) {
  return useQuery(getSellerDemandsQueryOptions(scope, keyword, page));
}

/** Rows one look-up page asks for (the contract's largest `limit`), and pages per list at most. */
const WALK_LIMIT = 100;
const WALK_PAGES = 20;

/**
 * One demand as the seller sees it, found by id. There is no seller detail call: the seller's own
 * quotes are looked through first (a revision), then the open demands, page by page (100 a page, at
 * most 2 000 a list). Null when neither list holds it (not open to this seller, or past its deadline
 * without a quote of the seller).
 */
export async function findSellerDemand(demandId: number): Promise<TSellerDemand | null> {
  for (const scope of ['quoted', 'open'] as const) {
    for (let page = 1; page <= WALK_PAGES; page++) {
      const { data, total } = await requestPaged(SELLER_CALLS.sellerProcurement.query, {
        page,
        limit: WALK_LIMIT,
        scope,
      });
      const hit = data.find((d) => d.id === demandId);
      if (hit) return hit;
      if (page * WALK_LIMIT >= total || data.length < WALK_LIMIT) break;
    }
  }
  return null;
}

export function getSellerDemandQueryOptions(demandId: number) {
  return queryOptions({
    queryKey: [...SELLER_DEMANDS_QUERY_KEY, 'one', demandId],
    queryFn: () => findSellerDemand(demandId),
    // The form is filled from it once: no refetch under the seller's hands.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSellerDemand(demandId: number | undefined) {
  return useQuery({ ...getSellerDemandQueryOptions(demandId ?? 0), enabled: demandId !== undefined });
}

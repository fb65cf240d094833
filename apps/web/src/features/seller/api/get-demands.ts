import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import type { TDemandScope } from '../demand-view';
import { SELLER_QUERY_KEY } from './query-keys';

/** Demands a page of the workbench's procurement lists. */
export const DEMANDS_PAGE_SIZE = 10;

export const SELLER_DEMANDS_QUERY_KEY = [...SELLER_QUERY_KEY, 'demands'] as const;

/**
 * One page of 需求大厅 (`open`) or 我的报价 (`quoted`), with the keyword and, with `mine`, only the
 * shop's categories (`sellerProcurement.query`).
 */
export function getSellerDemandsQueryOptions(scope: TDemandScope, keyword: string, page: number, mine = false) {
  const kw = keyword.trim();
  return queryOptions({
    queryKey: [...SELLER_DEMANDS_QUERY_KEY, scope, kw, page, mine],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerProcurement.query, {
        page,
        limit: DEMANDS_PAGE_SIZE,
        scope,
        ...(kw ? { keyword: kw } : {}),
        ...(mine ? { mine } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSellerDemands(scope: TDemandScope, keyword: string, page: number, mine = false) {
  return useQuery(getSellerDemandsQueryOptions(scope, keyword, page, mine));
}

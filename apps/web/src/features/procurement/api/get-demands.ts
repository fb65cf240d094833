import type { TDemandSort } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { procurementKeys } from './query-keys';

/** The market's query as the page builds it (`demand/query`'s payload). */
export interface TMarketQuery {
  page: number;
  limit: number;
  keyword?: string;
  categoryId?: number;
  /** A province code. */
  province?: string;
  sort: TDemandSort;
}

/** The procurement market: one page of the demands open for quotes, with the total (`demand/query`). */
export function getDemands(params: TMarketQuery) {
  return requestPaged(CALLS.procurement.query, params);
}

export function getDemandsQueryOptions(params: TMarketQuery) {
  return queryOptions({
    queryKey: procurementKeys.market(params),
    queryFn: () => getDemands(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useDemands(params: TMarketQuery) {
  return useQuery(getDemandsQueryOptions(params));
}

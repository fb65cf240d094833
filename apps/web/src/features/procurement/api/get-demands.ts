import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { procurementKeys } from './query-keys';

/** The market's query as the page builds it (`demand/query`'s payload). */
export type TMarketQuery = TCallPayload<typeof CALLS.procurement.query>;

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

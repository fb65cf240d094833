import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { AI_COIN_QUERY_KEY } from './ai-coin-keys';

/** Ledger page size (spec §7: query page 1, limit 10 by default). */
export const AI_COIN_RECORDS_PAGE_SIZE = 10;

/** Ledger entries, newest first, with `total` (`query`). */
export function getAiCoinRecords(page: number, limit = AI_COIN_RECORDS_PAGE_SIZE) {
  return requestPaged(CALLS.aiCoin.query, { page, limit });
}

export function getAiCoinRecordsQueryOptions(page: number, limit = AI_COIN_RECORDS_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...AI_COIN_QUERY_KEY, 'records', page, limit],
    queryFn: () => getAiCoinRecords(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAiCoinRecords(page: number, limit = AI_COIN_RECORDS_PAGE_SIZE) {
  return useQuery(getAiCoinRecordsQueryOptions(page, limit));
}

import { CALLS, DEMAND_STATUS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { procurementKeys } from './query-keys';

/** While a demand takes quotes the comparison asks again this often (sellers answer meanwhile). */
export const QUOTES_POLL_MS = 5_000;

/** A demand and its quotes side by side; only its owner (`quote/list`). Silent: the page shows 404. */
export function getQuotes(demandId: number) {
  return request(CALLS.quote.list, { demandId }, { isSilent: true });
}

export function getQuotesQueryOptions(demandId: number) {
  return queryOptions({
    queryKey: procurementKeys.quotes(demandId),
    queryFn: () => getQuotes(demandId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.demand.status === DEMAND_STATUS.QUOTING ? QUOTES_POLL_MS : false),
  });
}

export function useQuotes(demandId: number | undefined) {
  return useQuery({ ...getQuotesQueryOptions(demandId ?? 0), enabled: demandId !== undefined });
}

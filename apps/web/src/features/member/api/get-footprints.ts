import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { memberKeys } from './query-keys';

/** The buyer's footprints, newest first (`footprint/query`): the server records them from detail reads. */
export function getFootprints(page: number, limit: number) {
  return requestPaged(CALLS.footprint.query, { page, limit });
}

export function getFootprintsQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: memberKeys.footprintList(page, limit),
    queryFn: () => getFootprints(page, limit),
    // Every product page read adds one: ask again whenever the list opens.
    staleTime: 0,
  });
}

export function useFootprints(page: number, limit: number) {
  return useQuery({ ...getFootprintsQueryOptions(page, limit), placeholderData: keepPreviousData });
}

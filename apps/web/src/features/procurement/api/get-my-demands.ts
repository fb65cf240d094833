import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { procurementKeys } from './query-keys';

/** Demands a page of 我的采购. */
export const MY_DEMANDS_PAGE_SIZE = 10;

/** The buyer's own demands, newest first, one state or all (`demand/mine`). */
export function getMyDemands(status: number | undefined, page: number) {
  return requestPaged(CALLS.procurement.mine, {
    page,
    limit: MY_DEMANDS_PAGE_SIZE,
    ...(status === undefined ? {} : { status }),
  });
}

export function getMyDemandsQueryOptions(status: number | undefined, page: number) {
  return queryOptions({
    queryKey: procurementKeys.mine(status, page),
    queryFn: () => getMyDemands(status, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyDemands(status: number | undefined, page: number) {
  return useQuery(getMyDemandsQueryOptions(status, page));
}

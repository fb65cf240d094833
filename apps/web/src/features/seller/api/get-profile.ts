import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

/** The signed-in seller and its shop (the workbench's header). */
export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: [...SELLER_QUERY_KEY, 'profile'],
    queryFn: () => request(SELLER_CALLS.sellerAccount.profile, {}),
    staleTime: 5 * 60_000,
  });
}

export function useSellerProfile() {
  return useQuery(getProfileQueryOptions());
}

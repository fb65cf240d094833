import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/**
 * 运费 and 预计送达 of a product (`freight.estimate`): to the buyer's default address, or to 北京 for
 * a guest. Keyed by whether a buyer is signed in, so signing in or out asks again.
 */
export function getFreightEstimateQueryOptions(productId: number, isLoggedIn: boolean) {
  return queryOptions({
    queryKey: ['catalogue', 'freight', productId, isLoggedIn],
    queryFn: () => request(CALLS.freight.estimate, { productId }),
    staleTime: 60_000,
  });
}

export function useFreightEstimate(productId: number, isLoggedIn: boolean) {
  return useQuery(getFreightEstimateQueryOptions(productId, isLoggedIn));
}

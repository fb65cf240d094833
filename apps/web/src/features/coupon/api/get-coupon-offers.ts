import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { couponKeys } from './query-keys';

/** The coupon centre's page (`coupon/query`'s payload). */
export type TCouponOffersQuery = TCallPayload<typeof CALLS.coupon.query>;

/** The coupon centre: offers on offer, newest first, each with how many the buyer holds, null for a guest (`coupon/query`, public). */
export function getCouponOffers(params: TCouponOffersQuery) {
  return requestPaged(CALLS.coupon.query, params);
}

export function getCouponOffersQueryOptions(params: TCouponOffersQuery) {
  return queryOptions({
    queryKey: couponKeys.offers(params),
    queryFn: () => getCouponOffers(params),
    placeholderData: keepPreviousData,
  });
}

export function useCouponOffers(params: TCouponOffersQuery) {
  return useQuery(getCouponOffersQueryOptions(params));
}

import { SELLER_CALLS, type TSellerCouponState } from '@mall/contract/seller-wire';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

/** Offers a page of the workbench's coupon list holds. */
export const COUPONS_PAGE_SIZE = 10;

/** Every seller coupon query key starts here; adding or stopping an offer invalidates the lot. */
export const COUPONS_QUERY_KEY = [...SELLER_QUERY_KEY, 'coupons'] as const;

/** One page of the shop's coupon offers in a state, newest first, with `total` (`sellerCoupon.list`). */
export function getSellerCouponsQueryOptions(state: TSellerCouponState, page: number) {
  return queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, state, page],
    queryFn: () => requestPaged(SELLER_CALLS.sellerCoupon.list, { page, limit: COUPONS_PAGE_SIZE, state }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSellerCoupons(state: TSellerCouponState, page: number) {
  return useQuery(getSellerCouponsQueryOptions(state, page));
}

/** After an offer is added or stopped (or a stop is refused: it ended meanwhile) every tab reloads. */
export function useInvalidateSellerCoupons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY });
}

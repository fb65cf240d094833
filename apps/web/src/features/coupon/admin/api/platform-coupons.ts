import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS, type TSellerCouponState } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, requestPaged } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

/** Every platform coupon query key starts here; adding or stopping one invalidates the lot. */
export const PLATFORM_COUPONS_KEY = [...ADMIN_QUERY_KEY, 'coupons'] as const;

/** A page of the platform's offers in a state (all when none), newest first, with `total` (`adminCoupon.list`). */
export function getPlatformCouponsQueryOptions(q: {
  state?: TSellerCouponState | undefined;
  page: number;
  limit: number;
}) {
  return queryOptions({
    queryKey: [...PLATFORM_COUPONS_KEY, q],
    queryFn: () => requestPaged(ADMIN_CALLS.adminCoupon.list, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePlatformCoupons(q: { state?: TSellerCouponState | undefined; page: number; limit: number }) {
  return useQuery(getPlatformCouponsQueryOptions(q));
}

/** 新建平台优惠券 (`adminCoupon.add`): the seller's form, scope platform. */
export function useAddPlatformCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallRequest<typeof ADMIN_CALLS.adminCoupon.add>) =>
      request(ADMIN_CALLS.adminCoupon.add, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLATFORM_COUPONS_KEY }),
  });
}

/** 结束发放 (`adminCoupon.stop`): claiming ends now; claimed coupons stay usable. */
export function useStopPlatformCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(ADMIN_CALLS.adminCoupon.stop, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLATFORM_COUPONS_KEY }),
  });
}
